import { LEARNER_CATEGORIES, STUDENT_REMARKS_MAX, displayCategory, type ApiError, type School, type SchoolStudent } from '@osk/contract';
import { Alert, Badge, Button, Checkbox, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { InvalidFormAlert } from '../../../components/invalid-notice';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { daysBetween, formatDate, formatDateTime, todayIso } from '../../../lib/dates';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/forms';
import { assignDays, assignInternalExams, assignLectures, removeStudent, updateStudent, useRefreshStudents, useSchoolStudent } from '../api/school-students.api';
import { LoadError, Loading, StockLine, StudentsFrame, WithSchool } from '../components/frame';
import { ResendDialog } from '../components/resend-dialog';
import { NameFields, RemarksField, useCategoryOptions } from '../components/student-fields';
import { STUDENT_PATHS } from '../lib/paths';
import { parseAssignDays } from '../lib/student-form';

/** /school/students/edit/{id}: the school's edit of one learner, days, lectures, internal exams, resend and removal. */
export function EditStudentPage() {
  const { t } = useTranslation();
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const student = useSchoolStudent(id);
  let body;
  if (id === null) body = <LoadError error={null} retry={() => undefined} />;
  else if (student.isPending) body = <Loading />;
  else if (student.isError) body = <LoadError error={student.error} retry={() => void student.refetch()} />;
  else body = <WithSchool>{(school) => <EditStudent key={student.data.id} school={school} student={student.data} />}</WithSchool>;
  return (
    <StudentsFrame title={t('schoolStudents.editPage.title')} back={{ to: STUDENT_PATHS.list, label: t('schoolStudents.toList') }} testId="edit-student-page">
      {body}
    </StudentsFrame>
  );
}

function EditStudent({ school, student }: { school: School; student: SchoolStudent }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshStudents();
  const [resendOpen, setResendOpen] = useState(false);
  const [removeOpen, setRemoveOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [actionError, setActionError] = useState<{ area: string; text: string } | null>(null);
  const name = `${student.firstName} ${student.lastName}`;

  /**
   * Runs a stock or account action; on success reloads the learner and the stock. A failure shows the
   * server's reason under the action, unless `onFieldError` put it on a field.
   */
  const act = async (area: string, send: () => Promise<ApiResult<null>>, done: string, onFieldError?: (error: ApiError) => boolean) => {
    setBusy(area);
    setActionError(null);
    const answer = await send();
    setBusy(null);
    if (!answer.ok) {
      if (!onFieldError?.(answer.error)) setActionError({ area, text: apiErrorMessage(t, answer.error) });
      return false;
    }
    notifications.show({ color: 'green', message: done });
    await refresh();
    return true;
  };
  const errorOf = (area: string) =>
    actionError?.area === area ? (
      <Alert color="red" icon={<AlertIcon />} role="alert" data-testid={`${area}-error`}>
        {actionError.text}
      </Alert>
    ) : null;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" data-testid="edit-name">
              {name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[student.email, student.phoneNumber].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">
              {t('schoolStudents.editPage.till')}: <b data-testid="edit-till">{student.learningAvailableTill ? formatDate(student.learningAvailableTill) : t('schoolStudents.none')}</b>
              {' · '}
              {t('schoolStudents.editPage.lecturesTill')}: {student.lecturesAvailableTill ? formatDate(student.lecturesAvailableTill) : t('schoolStudents.none')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('schoolStudents.editPage.lastLogin')}: {student.lastLoginDate ? formatDateTime(student.lastLoginDate) : t('schoolStudents.none')}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light">{t(`schoolStudents.status.${student.status}`)}</Badge>
            {student.internalExamAccount && <Badge color="grape">{t('schoolStudents.editPage.internal')}</Badge>}
          </Group>
        </Group>
        <Group gap="xs" mt="sm">
          <Button size="xs" variant="light" component={Link} to={STUDENT_PATHS.stats(student.id)} data-testid="edit-stats">
            {t('schoolStudents.stats')}
          </Button>
          {student.registrationId && (
            <Button size="xs" variant="light" onClick={() => setResendOpen(true)} data-testid="edit-resend">
              {t('schoolStudents.editPage.resend')}
            </Button>
          )}
          <Button size="xs" variant="light" color="red" onClick={() => setRemoveOpen(true)} data-testid="edit-remove">
            {t('schoolStudents.editPage.remove')}
          </Button>
        </Group>
        {errorOf('remove')}
      </Paper>

      <DataForm student={student} />

      <Paper withBorder radius="md" p="md" data-testid="edit-stock">
        <Stack gap="sm">
          <StockLine school={school} />
          <DaysForm
            busy={busy === 'days'}
            left={learningDaysLeft(student.learningAvailableTill)}
            onAssign={(days, onFieldError) => act('days', () => assignDays(student.id, days), t('schoolStudents.editPage.assigned'), onFieldError)}
          />
          {errorOf('days')}
          <Group gap="sm">
            <Button
              variant="light"
              disabled={!school.canAddLecture}
              loading={busy === 'lectures'}
              onClick={() => void act('lectures', () => assignLectures(student.id), t('schoolStudents.editPage.lecturesDone'))}
              data-testid="edit-lectures"
            >
              {t('schoolStudents.editPage.lectures')}
            </Button>
            {!school.canAddLecture && (
              <Text size="sm" c="dimmed">
                {t('schoolStudents.form.noLectures')}
              </Text>
            )}
          </Group>
          {errorOf('lectures')}
          <Group gap="sm">
            <Text size="sm" data-testid="edit-exams">
              {t('schoolStudents.editPage.exams', { n: student.internalExams })}
            </Text>
            <Button variant="light" loading={busy === 'exams'} onClick={() => void act('exams', () => assignInternalExams(student.id), t('schoolStudents.editPage.examsDone'))} data-testid="edit-add-exams">
              {t('schoolStudents.editPage.addExams')}
            </Button>
          </Group>
          {errorOf('exams')}
        </Stack>
      </Paper>

      {student.registrationId && (
        <ResendDialog
          student={student}
          opened={resendOpen}
          onClose={() => setResendOpen(false)}
          onDone={() => {
            setResendOpen(false);
            void refresh();
          }}
        />
      )}
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={removeOpen} onClose={() => setRemoveOpen(false)} title={t('schoolStudents.editPage.remove')} size="sm">
        <Stack gap="md" data-testid="remove-dialog">
          <Text>{t('schoolStudents.editPage.removeConfirm', { name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoveOpen(false)}>
              {t('schoolStudents.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy === 'remove'}
              onClick={async () => {
                setRemoveOpen(false);
                // A refusal says why (running access, unfinished registration): the server's reason shows.
                const ok = await act('remove', () => removeStudent(student.id), t('schoolStudents.editPage.removed'));
                if (ok) void navigate(STUDENT_PATHS.list);
              }}
              data-testid="remove-confirm"
            >
              {t('schoolStudents.editPage.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Days of learning the learner has left (what the school can take back), as the server counts them. */
function learningDaysLeft(till: string | null): number {
  return till ? Math.max(0, daysBetween(todayIso(), till)) : 0;
}

/**
 * Days to add (positive) or take back (negative, at most `left`). What is typed stays as typed: "1,5"
 * is refused on the field, never sent as 15; the server's field answer shows on the field too.
 */
function DaysForm({ busy, left, onAssign }: { busy: boolean; left: number; onAssign: (days: number, onFieldError: (error: ApiError) => boolean) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = parseAssignDays(value, left);
  const onFieldError = (error: ApiError) => {
    let shown = false;
    applyServerFieldErrors(
      {
        setErrors: (errors) => {
          if (errors.days) {
            setServerError(errors.days);
            shown = true;
          }
        },
      },
      error,
    );
    return shown;
  };
  let error: React.ReactNode;
  if (serverError) error = fieldErrorText(t, serverError);
  else if (touched && !parsed.ok) error = fieldErrorText(t, parsed.error);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        setServerError(null);
        if (!parsed.ok) return;
        // Clear after success only what was sent: the user may already be typing the next number.
        const sent = value;
        void onAssign(parsed.days, onFieldError).then((ok) => {
          if (!ok) return;
          setValue((current) => (current === sent ? '' : current));
          setTouched(false);
        });
      }}
      data-testid="days-form"
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('schoolStudents.editPage.days')}
          description={t('schoolStudents.editPage.daysHint')}
          inputMode="numeric"
          w={{ base: '100%', xs: 260 }}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value.slice(0, 12));
            setServerError(null);
          }}
          error={error}
          data-testid="days-input"
        />
        <Button type="submit" loading={busy} data-testid="days-submit">
          {t('schoolStudents.editPage.assign')}
        </Button>
      </Group>
    </form>
  );
}

/** Names, category (unless blocked), remarks, notifications and ministry-only questions: `POST student/update`. */
function DataForm({ student }: { student: SchoolStudent }) {
  const { t } = useTranslation();
  const refresh = useRefreshStudents();
  const [values, setValues] = useState({
    firstName: student.firstName,
    lastName: student.lastName,
    category: student.category,
    oskRemarks: student.oskRemarks ?? '',
    notificationsEnabled: student.notificationsEnabled,
    onlyMinistryQuestions: student.onlyMinistryQuestions,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const errors = {
    firstName: values.firstName.trim() ? null : 'firstName',
    lastName: values.lastName.trim() ? null : 'lastName',
    oskRemarks: values.oskRemarks.length > STUDENT_REMARKS_MAX ? 'remarks' : null,
  } as const;
  const invalid = Object.values(errors).some(Boolean);
  const err = (key: keyof typeof errors) => {
    if (showErrors && errors[key]) return t(`schoolStudents.validation.${errors[key]}`);
    const server = serverErrors[key];
    return server ? fieldErrorText(t, server) : undefined;
  };
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  const categories = useCategoryOptions();
  const learnerCategory = (LEARNER_CATEGORIES as readonly string[]).includes(values.category);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFailure(null);
    setServerErrors({});
    if (invalid) return;
    setSaving(true);
    const answer = await updateStudent({
      id: student.id,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      category: (learnerCategory ? values.category : 'B') as 'B',
      oskRemarks: values.oskRemarks.trim() || null,
      notificationsEnabled: values.notificationsEnabled,
      onlyMinistryQuestions: values.onlyMinistryQuestions,
    });
    setSaving(false);
    if (!answer.ok) {
      // Field errors go on their fields (with the banner); anything else is the failure alert.
      if (!applyServerFieldErrors({ setErrors: setServerErrors }, answer.error)) setFailure(answer.error);
      return;
    }
    setShowErrors(false);
    notifications.show({ color: 'green', message: t('msg.info.edit.successful') });
    void refresh();
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(e) => void save(e)} noValidate data-testid="edit-form">
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('schoolStudents.editPage.data')}
          </Title>
          {((showErrors && invalid) || Object.keys(serverErrors).length > 0) && <InvalidFormAlert testId="edit-invalid" />}
          {failure && (
            <Alert color="red" icon={<AlertIcon />} role="alert" title={t('msg.error.edit.failed')} data-testid="edit-failure">
              {failure.code !== 'msg.error.edit.failed' && apiErrorMessage(t, failure)}
            </Alert>
          )}
          <NameFields values={values} onChange={set} error={err} testIdPrefix="edit" />
          <Select
            label={t('schoolStudents.form.category')}
            data={learnerCategory ? categories : [...categories, { value: values.category, label: displayCategory(values.category) }]}
            value={values.category}
            onChange={(v) => v && set('category', v as SchoolStudent['category'])}
            disabled={student.blockChangeCategory || !learnerCategory}
            description={student.blockChangeCategory ? t('schoolStudents.editPage.categoryBlocked') : undefined}
            allowDeselect={false}
            data-testid="edit-category"
          />
          <RemarksField value={values.oskRemarks} onChange={(v) => set('oskRemarks', v)} error={err('oskRemarks')} testId="edit-remarks" />
          <Checkbox label={t('schoolStudents.editPage.notifications')} checked={values.notificationsEnabled} onChange={(e) => set('notificationsEnabled', e.currentTarget.checked)} data-testid="edit-notifications" />
          <Checkbox label={t('schoolStudents.editPage.ministry')} checked={values.onlyMinistryQuestions} onChange={(e) => set('onlyMinistryQuestions', e.currentTarget.checked)} data-testid="edit-ministry" />
          {student.internalExamAccount && (
            <Text size="sm" c="dimmed">
              {t('schoolStudents.internal.passwordHint')}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={saving} data-testid="edit-save">
              {t('schoolStudents.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

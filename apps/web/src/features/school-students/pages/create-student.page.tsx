import {
  LONG_ACCESS_DAYS,
  SHORT_ACCESS_DEFAULT_DAYS,
  StudentCreationType,
  type ApiError,
  type ExistenceCheckResult,
  type School,
  type StudentCreationResult,
} from '@osk/contract';
import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, PasswordInput, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { CheckIcon } from '../../../components/icons';
import { InvalidFormAlert } from '../../../components/invalid-notice';
import { applyServerFieldErrors, fieldErrorText } from '../../../lib/forms';
import { actionPath } from '../../../lib/routes';
import { attachStudent, checkEmail, checkPhone, createStudent, useRefreshStudents } from '../api/school-students.api';
import { allowsCreation, ExistenceOutcome } from '../components/existence-outcome';
import { StockLine, StudentsFrame, WithSchool } from '../components/frame';
import { NameFields, RemarksField, useCategoryOptions } from '../components/student-fields';
import { STUDENT_PATHS } from '../lib/paths';
import { shouldCheck, validateCreation, type CreationValues } from '../lib/student-form';

/** /school/students/create/{type}: the creation request (SCHOOL_REGULAR by e-mail, SCHOOL_SMS by phone). */
export function CreateStudentPage() {
  const { t } = useTranslation();
  const parsed = StudentCreationType.safeParse(useParams().type);
  if (!parsed.success) return <Navigate to={actionPath('PAGE_NOT_FOUND')} replace />;
  const type = parsed.data;
  return (
    <StudentsFrame
      title={t(type === 'SCHOOL_REGULAR' ? 'schoolStudents.form.titleREGULAR' : 'schoolStudents.form.titleSMS')}
      back={{ to: STUDENT_PATHS.create, label: t('schoolStudents.choice.title') }}
      testId="create-student-page"
    >
      <WithSchool>{(school) => <CreateStudent key={type} school={school} type={type} />}</WithSchool>
    </StudentsFrame>
  );
}

const initialValues = (school: School): CreationValues => ({
  email: '',
  phoneNumber: '',
  password: '',
  repeatPassword: '',
  firstName: '',
  lastName: '',
  category: 'B',
  accessType: 'LONG',
  numberOfDays: String(SHORT_ACCESS_DEFAULT_DAYS),
  withBook: school.numberOfBooks > 0,
  withLectures: false,
  oskRemarks: '',
});

interface Check {
  contact: string;
  state: 'checking' | 'done' | 'failed';
  result: ExistenceCheckResult | null;
}

function CreateStudent({ school, type }: { school: School; type: StudentCreationType }) {
  const { t } = useTranslation();
  const refresh = useRefreshStudents();
  const categories = useCategoryOptions();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CreationValues>(() => initialValues(school));
  const [showErrors, setShowErrors] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  // The server's field answers (the existence check's 400, the creation's 400/409), until the field changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<StudentCreationResult | null>(null);
  const regular = type === 'SCHOOL_REGULAR';
  const contactField = regular ? 'email' : 'phoneNumber';
  const contact = values[contactField];
  const errors = validateCreation(type, values);
  const invalid = Object.keys(errors).length > 0;
  const error = (field: keyof CreationValues) => {
    const key = errors[field];
    if (showErrors && key) return key.startsWith('msg.') ? fieldErrorText(t, key) : t(`schoolStudents.validation.${key as Exclude<typeof key, `msg.${string}`>}`);
    const server = serverErrors[field];
    return server ? fieldErrorText(t, server) : undefined;
  };
  const set = <K extends keyof CreationValues>(key: K, value: CreationValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setFailure(null);
    setServerErrors(({ [key]: _cleared, ...rest }) => rest);
  };
  /** A failed call: its field errors on the fields (with the banner), anything else as the failure alert. */
  const fail = (apiError: ApiError) => {
    if (!applyServerFieldErrors({ setErrors: setServerErrors }, apiError)) setFailure(apiError);
  };
  const currentCheck = check && check.contact === contact.trim() ? check : null;
  const blocked = currentCheck?.state === 'done' && !allowsCreation(currentCheck.result);

  const runCheck = async () => {
    const value = contact.trim();
    if (!shouldCheck(type, value) || check?.contact === value) return;
    setCheck({ contact: value, state: 'checking', result: null });
    const answer = regular ? await checkEmail(school.id, value) : await checkPhone(school.id, value);
    // A malformed contact is a field message (400 with the field), not a failed check.
    const onField = !answer.ok && answer.status === 400 && applyServerFieldErrors({ setErrors: (found) => setServerErrors((e) => ({ ...e, ...found })) }, answer.error);
    setCheck((c) => {
      if (c?.contact !== value) return c;
      if (onField) return null;
      return { contact: value, state: answer.ok ? 'done' : 'failed', result: answer.ok ? answer.data : null };
    });
  };

  const days = values.accessType === 'LONG' ? LONG_ACCESS_DAYS : Number(values.numberOfDays);

  const invite = async (withBook: boolean) => {
    setSending(true);
    setFailure(null);
    const answer = await attachStudent({
      schoolId: school.id,
      ...(regular ? { email: contact.trim() } : { phoneNumber: contact.trim() }),
      actionType: withBook ? 'ATTACH_TO_SCHOOL_WITH_BOOK' : 'ATTACH_TO_SCHOOL_WITHOUT_BOOK',
      category: values.category as 'B',
      numberOfDays: days,
    });
    setSending(false);
    if (answer.ok) {
      setResult(answer.data);
      void refresh();
    } else fail(answer.error);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (invalid || blocked) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    setFailure(null);
    setServerErrors({});
    const answer = await createStudent({
      type,
      ...(regular ? { email: values.email.trim(), password: values.password } : { phoneNumber: values.phoneNumber.trim() }),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      numberOfDays: days,
      schoolId: school.id,
      category: values.category as 'B',
      withBook: values.withBook && school.numberOfBooks > 0,
      withLectures: values.withLectures && school.canAddLecture,
      accessType: values.accessType,
      oskRemarks: values.oskRemarks.trim() || null,
    });
    setSending(false);
    if (answer.ok) {
      setResult(answer.data);
      void refresh();
    } else fail(answer.error);
  };

  if (result) {
    const s = result.student;
    const name = s ? `${s.firstName} ${s.lastName}` : contact;
    return (
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="create-result">
        <Stack gap="md">
          <Alert color="green" icon={<CheckIcon />} role="status" data-testid={`create-result-${result.status}`}>
            <Text fw={600}>{t(`schoolStudents.result.${result.status}`, { name })}</Text>
            <Text size="sm">{t('schoolStudents.result.stock', { days: result.numberOfDaysOfLearn, books: result.numberOfBooks })}</Text>
          </Alert>
          <Group>
            <Button
              onClick={() => {
                setResult(null);
                setValues(initialValues(school));
                setCheck(null);
                setShowErrors(false);
              }}
              data-testid="create-another"
            >
              {t('schoolStudents.result.another')}
            </Button>
            {s && (
              <Button variant="light" component={Link} to={STUDENT_PATHS.edit(s.id)} data-testid="create-to-edit">
                {t('schoolStudents.exists.toEdit')}
              </Button>
            )}
            <Button variant="subtle" component={Link} to={STUDENT_PATHS.list} data-testid="create-to-list">
              {t('schoolStudents.toList')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate data-testid="create-student-form">
        <Stack gap="md">
          <StockLine school={school} />
          {((showErrors && invalid) || Object.keys(serverErrors).length > 0) && <InvalidFormAlert testId="create-invalid" />}
          <FailureAlert failure={failure} testId="create-failure" />
          <TextInput
            label={t(regular ? 'schoolStudents.form.email' : 'schoolStudents.form.phone')}
            type={regular ? 'email' : 'tel'}
            required
            autoComplete="off"
            value={contact}
            onChange={(e) => set(contactField, e.currentTarget.value)}
            onBlur={() => void runCheck()}
            error={error(contactField)}
            rightSection={currentCheck?.state === 'checking' ? <Loader size="xs" aria-label={t('schoolStudents.form.checking')} /> : null}
            data-testid={regular ? 'create-email' : 'create-phone'}
          />
          {currentCheck?.state === 'failed' && (
            <Text size="sm" c="orange" data-testid="exists-failed">
              {t('schoolStudents.exists.checkFailed')}
            </Text>
          )}
          {currentCheck?.state === 'done' && currentCheck.result && (
            <ExistenceOutcome
              result={currentCheck.result}
              type={type}
              contact={currentCheck.contact}
              schoolId={school.id}
              booksLeft={school.numberOfBooks}
              inviting={sending}
              onInvite={(withBook) => void invite(withBook)}
            />
          )}
          {regular && !blocked && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <PasswordInput label={t('schoolStudents.form.password')} required autoComplete="new-password" value={values.password} onChange={(e) => set('password', e.currentTarget.value)} error={error('password')} data-testid="create-password" />
              <PasswordInput label={t('schoolStudents.form.repeat')} required autoComplete="new-password" value={values.repeatPassword} onChange={(e) => set('repeatPassword', e.currentTarget.value)} error={error('repeatPassword')} data-testid="create-repeat" />
            </SimpleGrid>
          )}
          {!blocked && <NameFields values={values} onChange={set} error={error} testIdPrefix="create" />}
          <Select label={t('schoolStudents.form.category')} data={categories} value={values.category} onChange={(v) => v && set('category', v)} allowDeselect={false} data-testid="create-category" />
          <Radio.Group label={t('schoolStudents.form.access')} value={values.accessType} onChange={(v) => set('accessType', v === 'SHORT' ? 'SHORT' : 'LONG')}>
            <Stack gap={6} mt={6}>
              <Radio value="LONG" label={t('schoolStudents.form.LONG')} data-testid="create-access-long" />
              <Radio value="SHORT" label={t('schoolStudents.form.SHORT')} data-testid="create-access-short" />
            </Stack>
          </Radio.Group>
          {values.accessType === 'SHORT' && (
            <TextInput
              label={t('schoolStudents.form.days')}
              inputMode="numeric"
              w={{ base: '100%', xs: 260 }}
              required
              value={values.numberOfDays}
              // Kept as typed: "1,5" is refused on the field, never read as 15.
              onChange={(e) => set('numberOfDays', e.currentTarget.value.slice(0, 6))}
              error={error('numberOfDays')}
              data-testid="create-days"
            />
          )}
          <Checkbox
            label={t('schoolStudents.form.withBook')}
            description={school.numberOfBooks <= 0 ? t('schoolStudents.form.noBooks') : undefined}
            disabled={school.numberOfBooks <= 0}
            checked={values.withBook && school.numberOfBooks > 0}
            onChange={(e) => set('withBook', e.currentTarget.checked)}
            data-testid="create-with-book"
          />
          <Checkbox
            label={t('schoolStudents.form.withLectures')}
            description={!school.canAddLecture ? t('schoolStudents.form.noLectures') : undefined}
            disabled={!school.canAddLecture}
            checked={values.withLectures && school.canAddLecture}
            onChange={(e) => set('withLectures', e.currentTarget.checked)}
            data-testid="create-with-lectures"
          />
          <RemarksField value={values.oskRemarks} onChange={(v) => set('oskRemarks', v)} error={error('oskRemarks')} counted testId="create-remarks" />
          <Group>
            <Button type="submit" loading={sending} disabled={blocked} data-testid="create-submit">
              {currentCheck?.result?.type === 'REGISTRATION_NOT_FINISHED' ? t('schoolStudents.exists.resend') : t('schoolStudents.form.submit')}
            </Button>
            <Anchor component={Link} to={STUDENT_PATHS.list} size="sm">
              {t('schoolStudents.cancel')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

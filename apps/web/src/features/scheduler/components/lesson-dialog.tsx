import { MEETING_PLACE_MAX, type Lesson, type LessonType } from '@osk/contract';
import { Alert, Button, Grid, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { fieldErrorText } from '../../../lib/forms';
import { deleteLesson, saveLesson, useActiveGroups, useActiveInstructors, useAvailableCars, useStudentSearch, validateLesson } from '../api/scheduler.api';
import { IdSelect, personOptions } from './id-select';
import { LessonOutcomePanel } from './lesson-outcome';
import { conflictsOf, LessonConflictHelp, type LessonConflicts } from './lesson-conflict';
import { formOf, issuesToErrors, requestOf, serverErrors, timeOptions, type LessonErrors, type LessonForm } from '../lib/scheduler';

export type DialogTarget = { kind: 'new'; form: LessonForm } | { kind: 'lesson'; lesson: Lesson };


/**
 * The lesson dialog (§2.2): new (Dodaj), existing and editable (Zapisz, Usuń), read-only. Before a
 * save the lesson goes through POST lessons/validation; its findings mark the fields and show
 * "Popraw błędne pola!", and only a clean lesson is saved. A lesson whose time has begun shows what
 * happened and, for the school or its instructor, the outcome buttons (issue 22); `onOutcome` is told
 * of a recorded outcome (the dialog stays open showing it).
 */
export function LessonDialog({ target, isSchool, onClose, onSaved, onOutcome, onCopy }: { target: DialogTarget; isSchool: boolean; onClose: () => void; onSaved: () => void; onOutcome?: () => void; onCopy?: (lesson: Lesson) => void }) {
  const { t } = useTranslation();
  const [lesson, setLesson] = useState<Lesson | null>(target.kind === 'lesson' ? target.lesson : null);
  const readOnly = lesson !== null && !lesson.canEdit;
  const title = lesson === null ? t('scheduler.dialog.newTitle') : readOnly ? t('scheduler.dialog.viewTitle') : t('scheduler.dialog.editTitle');
  const showOutcome = lesson !== null && (lesson.canSetOutcome || lesson.outcome !== null);
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={onClose} title={title} size="lg">
      <Stack gap="sm" data-testid="lesson-dialog">
        {showOutcome && (
          <LessonOutcomePanel
            lesson={lesson}
            onChanged={(changed) => {
              setLesson(changed);
              onOutcome?.();
            }}
          />
        )}
        {readOnly && lesson ? <LessonView lesson={lesson} onClose={onClose} /> : <LessonEditor target={target} isSchool={isSchool} onClose={onClose} onSaved={onSaved} />}
        {/* Copy this lesson or make a weekly series of it (issue 22); a cancelled lesson is not copied. */}
        {lesson && onCopy && lesson.outcome !== 'CANCELLED' && (
          <Button variant="light" onClick={() => onCopy(lesson)} data-testid="lesson-copy">
            {t('scheduler.copy.action')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}

function name(person: { firstName: string; lastName: string } | null): string {
  return person ? `${person.firstName} ${person.lastName}` : '—';
}

function LessonView({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('scheduler.dialog.type'), t(`scheduler.type.${lesson.lessonType}`)],
    [t('scheduler.dialog.date'), formatDate(lesson.lessonDate)],
    [t('scheduler.dialog.time'), `${lesson.startTime.slice(0, 5)}–${lesson.endTime.slice(0, 5)}`],
    [t('scheduler.dialog.instructor'), name(lesson.instructor)],
    lesson.lessonType === 'DRIVE' ? [t('scheduler.dialog.student'), name(lesson.student)] : [t('scheduler.dialog.group'), lesson.group?.name ?? '—'],
  ];
  if (lesson.lessonType === 'DRIVE') rows.push([t('scheduler.dialog.car'), lesson.car ? `${lesson.car.manufacturer} ${lesson.car.model} (${lesson.car.registrationNumber})` : '—']);
  if (lesson.meetingPlace) rows.push([t('scheduler.dialog.meetingPlace'), lesson.meetingPlace]);
  if (lesson.remarks) rows.push([t('scheduler.dialog.remarks'), lesson.remarks]);
  return (
    <Stack gap="xs" data-testid="lesson-readonly">
      <Text size="sm" c="dimmed">
        {t('scheduler.dialog.readOnly')}
      </Text>
      {rows.map(([label, value]) => (
        <Text key={label} size="sm">
          <b>{label}:</b> {value}
        </Text>
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('scheduler.dialog.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function LessonEditor({ target, isSchool, onClose, onSaved }: { target: DialogTarget; isSchool: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const lesson = target.kind === 'lesson' ? target.lesson : null;
  const [form, setForm] = useState<LessonForm>(() => (target.kind === 'lesson' ? formOf(target.lesson) : target.form));
  const [errors, setErrors] = useState<LessonErrors>({});
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [conflicts, setConflicts] = useState<LessonConflicts | null>(null);
  const [search, setSearch] = useState('');
  const drive = form.lessonType === 'DRIVE';
  const times = timeOptions(form.startTime, form.endTime);
  const instructors = useActiveInstructors(isSchool);
  const cars = useAvailableCars(drive);
  const groups = useActiveGroups(!drive);
  const students = useStudentSearch(search, drive);

  const set = <K extends keyof LessonForm>(key: K, value: LessonForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const error = (field: keyof LessonErrors) =>
    errors[field] ? (
      <span data-testid={`lesson-error-${field}`}>{fieldErrorText(t, errors[field])}</span>
    ) : undefined;

  const save = async () => {
    setBusy(true);
    setFailure(null);
    setConflicts(null);
    try {
      const request = requestOf(form, lesson?.id ?? null, isSchool);
      const checked = await validateLesson(request);
      if (!checked.ok) {
        setErrors(serverErrors(checked.error.fields));
        setInvalid(checked.status === 400);
        if (checked.status !== 400) setFailure(apiErrorMessage(t, checked.error));
        return;
      }
      // Only overlaps left: the save goes on, and its refusal names the other lesson and offers free slots (issue 22).
      if (checked.data.length > 0 && !checked.data.every((i) => i.reason === 'overlap')) {
        setErrors(issuesToErrors(checked.data));
        setInvalid(true);
        return;
      }
      setErrors({});
      setInvalid(false);
      const saved = await saveLesson(request, lesson?.id ?? null);
      if (!saved.ok) {
        const fieldErrors = serverErrors(saved.error.fields);
        setErrors(fieldErrors);
        setInvalid(Object.keys(fieldErrors).length > 0);
        setFailure(Object.keys(fieldErrors).length > 0 ? null : apiErrorMessage(t, saved.error));
        if (saved.status === 400) setConflicts(conflictsOf(saved.error));
        return;
      }
      onSaved();
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!lesson) return;
    setBusy(true);
    const removed = await deleteLesson(lesson.id);
    setBusy(false);
    if (!removed.ok) {
      setFailure(apiErrorMessage(t, removed.error));
      setConfirmDelete(false);
      return;
    }
    onSaved();
  };

  // The learner picker lists the search results, plus the lesson's learner so the choice stays visible.
  const studentOptions = (students.data?.content ?? []).map((s) => ({ value: String(s.id), label: `${s.lastName} ${s.firstName}${s.email ? ` (${s.email})` : ''}` }));
  if (lesson?.student && !studentOptions.some((o) => o.value === String(lesson.student?.id))) {
    studentOptions.unshift({ value: String(lesson.student.id), label: `${lesson.student.lastName} ${lesson.student.firstName}` });
  }

  return (
    <Stack gap="sm">
      {invalid && (
        <Alert color="red" role="alert" data-testid="form-invalid-banner">
          {t('msg.error.invalid.form')}
        </Alert>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="lesson-failure">
          {failure}
        </Alert>
      )}
      <NativeSelect
        label={t('scheduler.dialog.type')}
        data-testid="lesson-type"
        value={form.lessonType}
        onChange={(e) => set('lessonType', e.currentTarget.value as LessonType)}
        data={[
          { value: 'DRIVE', label: t('scheduler.type.DRIVE') },
          { value: 'LECTURE', label: t('scheduler.type.LECTURE') },
        ]}
      />
      {conflicts && (
        <LessonConflictHelp
          conflicts={conflicts}
          onPick={(slot) => {
            setForm((current) => ({ ...current, lessonDate: slot.lessonDate, startTime: slot.startTime, endTime: slot.endTime }));
            setConflicts(null);
            setErrors({});
            setInvalid(false);
          }}
        />
      )}
      {/* On a phone the date takes a row of its own (three columns would cut it off). */}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextInput type="date" label={t('scheduler.dialog.date')} data-testid="lesson-date" value={form.lessonDate} onChange={(e) => set('lessonDate', e.currentTarget.value)} error={error('lessonDate')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <NativeSelect label={t('scheduler.dialog.start')} data-testid="lesson-start" value={form.startTime} onChange={(e) => set('startTime', e.currentTarget.value)} data={times} error={error('startTime')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <NativeSelect label={t('scheduler.dialog.end')} data-testid="lesson-end" value={form.endTime} onChange={(e) => set('endTime', e.currentTarget.value)} data={times} error={error('endTime')} />
        </Grid.Col>
      </Grid>
      {isSchool && (
        <IdSelect label={t('scheduler.dialog.instructor')} testId="lesson-instructor" value={form.instructorId} onChange={(id) => set('instructorId', id)} options={personOptions(instructors.data?.content)} error={error('instructor')} />
      )}
      {drive ? (
        <>
          <TextInput label={t('scheduler.dialog.studentSearch')} data-testid="lesson-student-search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <IdSelect label={t('scheduler.dialog.student')} testId="lesson-student" value={form.studentId} onChange={(id) => set('studentId', id)} options={studentOptions} error={error('student')} />
          <IdSelect
            label={t('scheduler.dialog.car')}
            testId="lesson-car"
            value={form.carId}
            onChange={(id) => set('carId', id)}
            options={(cars.data?.content ?? []).map((c) => ({ value: String(c.id), label: `${c.registrationNumber} – ${c.manufacturer} ${c.model}` }))}
            error={error('car')}
          />
        </>
      ) : (
        <IdSelect label={t('scheduler.dialog.group')} testId="lesson-group" value={form.groupId} onChange={(id) => set('groupId', id)} options={(groups.data?.content ?? []).map((g) => ({ value: String(g.id), label: g.name }))} error={error('group')} />
      )}
      <TextInput label={t('scheduler.dialog.meetingPlace')} data-testid="lesson-meeting-place" value={form.meetingPlace} maxLength={MEETING_PLACE_MAX} onChange={(e) => set('meetingPlace', e.currentTarget.value)} />
      <Textarea label={t('scheduler.dialog.remarks')} data-testid="lesson-remarks" value={form.remarks} maxLength={500} onChange={(e) => set('remarks', e.currentTarget.value)} />
      {confirmDelete ? (
        <Alert color="orange" data-testid="lesson-delete-confirm">
          <Stack gap="xs">
            <Text size="sm">{t('scheduler.dialog.deleteQuestion')}</Text>
            <Group>
              <Button color="red" loading={busy} onClick={() => void remove()} data-testid="lesson-delete-yes">
                {t('scheduler.dialog.deleteYes')}
              </Button>
              <Button variant="default" onClick={() => setConfirmDelete(false)}>
                {t('scheduler.dialog.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group justify="space-between">
          <Group>
            {lesson && (
              <Button color="red" variant="light" onClick={() => setConfirmDelete(true)} data-testid="lesson-delete">
                {t('scheduler.dialog.delete')}
              </Button>
            )}
          </Group>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('scheduler.dialog.cancel')}
            </Button>
            <Button loading={busy} onClick={() => void save()} data-testid="lesson-save">
              {lesson ? t('scheduler.dialog.save') : t('scheduler.dialog.add')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}

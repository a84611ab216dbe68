import { InstructorCategory, isValidPesel, PESEL_MAX_LENGTH, type CardLesson, type CardRequest } from '@osk/contract';
import { Alert, Button, Center, Checkbox, Group, Loader, NativeSelect, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { generateCard, useActiveInstructors, useCardLessons, useSchedulerFeatures, useStudentSearch } from '../api/scheduler.api';
import { rowHours, timeOptions, totalHours } from '../lib/scheduler';
import { saveFile } from '../../../lib/save-file';

const TIMES = timeOptions();

/** /progress-card (school; behind the cards flag): a learner's lessons, overrides and the PDF. */
export function ProgressCardPage() {
  const { t } = useTranslation();
  usePageTitle(t('scheduler.card.title'));
  const features = useSchedulerFeatures();
  if (features.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (features.isError || !features.data.cards) {
    return (
      <Alert color="gray" data-testid="card-unavailable">
        {t('scheduler.card.unavailable')}
      </Alert>
    );
  }
  return <ProgressCardForm />;
}

function ProgressCardForm() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [studentId, setStudentId] = useState<number | null>(null);
  const [instructorId, setInstructorId] = useState<number | null>(null);
  const [category, setCategory] = useState<string>('B');
  const [mode, setMode] = useState<'pesel' | 'birthDate'>('pesel');
  const [pesel, setPesel] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [rows, setRows] = useState<CardLesson[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const students = useStudentSearch(search);
  const instructors = useActiveInstructors(true);
  const lessons = useCardLessons(studentId);

  useEffect(() => {
    setRows(lessons.data ?? []);
  }, [lessons.data]);

  const student = students.data?.content.find((s) => s.id === studentId);
  const update = (lessonId: number, change: Partial<CardLesson>) => setRows((current) => current.map((r) => (r.lessonId === lessonId ? { ...r, ...change } : r)));
  const toggleOverride = (row: CardLesson, on: boolean) =>
    update(row.lessonId, {
      override: on,
      overridedLessonDate: row.overridedLessonDate ?? row.orginalLessonDate,
      overridedStartTime: row.overridedStartTime ?? row.orginalStartTime.slice(0, 5),
      overridedEndTime: row.overridedEndTime ?? row.orginalEndTime.slice(0, 5),
    });

  const generate = async () => {
    const found: Record<string, string> = {};
    if (studentId === null) found.student = 'msg.validation.required';
    if (instructorId === null) found.instructor = 'msg.validation.required';
    if (mode === 'pesel') {
      if (pesel.trim() === '') found.pesel = 'msg.validation.required';
      else if (!isValidPesel(pesel.trim())) found.pesel = 'msg.validation.pesel';
    } else if (birthDate === '') found.birthDate = 'msg.validation.required';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || studentId === null || instructorId === null) return;
    const request: CardRequest = {
      category: category as CardRequest['category'],
      ...(mode === 'pesel' ? { pesel: pesel.trim(), birthDate: null } : { pesel: null, birthDate }),
      instructorId,
      studentId,
      overrides: rows.map((r) => ({
        lessonId: r.lessonId,
        selected: r.selected,
        override: r.override,
        overridedLessonDate: r.override ? r.overridedLessonDate : null,
        overridedStartTime: r.override ? r.overridedStartTime : null,
        overridedEndTime: r.override ? r.overridedEndTime : null,
      })),
    };
    setBusy(true);
    const answer = await generateCard(request);
    setBusy(false);
    if (!answer.ok) {
      setFailure(apiErrorMessage(t, answer.error));
      return;
    }
    saveFile(answer.data, `karta-zajec-${student?.lastName ?? studentId}.pdf`);
  };

  const err = (key: string) => (errors[key] ? t(errors[key] as 'msg.validation.required') : undefined);

  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%" data-testid="progress-card-page">
      <Title order={1} size="h2">
        {t('scheduler.card.title')}
      </Title>
      {failure && (
        <Alert color="red" role="alert" data-testid="card-failure">
          {failure}
        </Alert>
      )}
      <Group grow align="flex-start">
        <TextInput label={t('scheduler.card.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} data-testid="card-student-search" />
        <NativeSelect
          label={t('scheduler.card.student')}
          value={studentId === null ? '' : String(studentId)}
          onChange={(e) => setStudentId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
          data={[{ value: '', label: t('scheduler.dialog.choose') }, ...(students.data?.content ?? []).map((s) => ({ value: String(s.id), label: `${s.lastName} ${s.firstName}` }))]}
          error={err('student')}
          data-testid="card-student"
        />
      </Group>
      <Group grow align="flex-start">
        <NativeSelect
          label={t('scheduler.card.instructor')}
          value={instructorId === null ? '' : String(instructorId)}
          onChange={(e) => setInstructorId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value))}
          data={[{ value: '', label: t('scheduler.dialog.choose') }, ...(instructors.data?.content ?? []).map((i) => ({ value: String(i.id), label: `${i.lastName} ${i.firstName}` }))]}
          error={err('instructor')}
          data-testid="card-instructor"
        />
        <NativeSelect label={t('scheduler.card.category')} value={category} onChange={(e) => setCategory(e.currentTarget.value)} data={InstructorCategory.options.map((c) => ({ value: c, label: c.replace(/_/g, '') }))} data-testid="card-category" />
      </Group>
      <Group align="flex-end">
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as 'pesel' | 'birthDate')}
          data={[
            { value: 'pesel', label: t('scheduler.card.pesel') },
            { value: 'birthDate', label: t('scheduler.card.birthDate') },
          ]}
          data-testid="card-mode"
        />
        {mode === 'pesel' ? (
          <TextInput label={t('scheduler.card.pesel')} value={pesel} maxLength={PESEL_MAX_LENGTH} onChange={(e) => setPesel(e.currentTarget.value.replace(/\D/g, ''))} error={err('pesel')} data-testid="card-pesel" />
        ) : (
          <TextInput type="date" label={t('scheduler.card.birthDate')} value={birthDate} onChange={(e) => setBirthDate(e.currentTarget.value)} error={err('birthDate')} data-testid="card-birth-date" />
        )}
      </Group>
      {studentId !== null && lessons.isPending && <Loader aria-label={t('common.loading')} />}
      {lessons.isError && (
        <Alert color="red" data-testid="card-load-error">
          {t('scheduler.loadError')}
        </Alert>
      )}
      {studentId !== null && lessons.data && (
        <Table striped data-testid="card-lessons">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scheduler.card.selected')}</Table.Th>
              <Table.Th>{t('scheduler.dialog.type')}</Table.Th>
              <Table.Th>{t('scheduler.card.original')}</Table.Th>
              <Table.Th>{t('scheduler.card.override')}</Table.Th>
              <Table.Th>{t('scheduler.dialog.date')}</Table.Th>
              <Table.Th>{t('scheduler.dialog.start')}</Table.Th>
              <Table.Th>{t('scheduler.dialog.end')}</Table.Th>
              <Table.Th>{t('scheduler.card.hours')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>{t('scheduler.card.noLessons')}</Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => (
              <Table.Tr key={row.lessonId} data-testid={`card-row-${row.lessonId}`}>
                <Table.Td>
                  <Checkbox aria-label={t('scheduler.card.selected')} checked={row.selected} onChange={(e) => update(row.lessonId, { selected: e.currentTarget.checked })} data-testid={`card-select-${row.lessonId}`} />
                </Table.Td>
                <Table.Td>{t(`scheduler.type.${row.lessonType}`)}</Table.Td>
                <Table.Td>
                  {formatDate(row.orginalLessonDate)} {row.orginalStartTime.slice(0, 5)}–{row.orginalEndTime.slice(0, 5)}
                </Table.Td>
                <Table.Td>
                  <Checkbox aria-label={t('scheduler.card.override')} checked={row.override} onChange={(e) => toggleOverride(row, e.currentTarget.checked)} data-testid={`card-override-${row.lessonId}`} />
                </Table.Td>
                <Table.Td>
                  <TextInput type="date" size="xs" disabled={!row.override} value={row.override ? (row.overridedLessonDate ?? '') : row.orginalLessonDate} onChange={(e) => update(row.lessonId, { overridedLessonDate: e.currentTarget.value })} data-testid={`card-date-${row.lessonId}`} />
                </Table.Td>
                <Table.Td>
                  <NativeSelect size="xs" disabled={!row.override} value={(row.override ? row.overridedStartTime : row.orginalStartTime)?.slice(0, 5) ?? ''} onChange={(e) => update(row.lessonId, { overridedStartTime: e.currentTarget.value })} data={TIMES} data-testid={`card-start-${row.lessonId}`} />
                </Table.Td>
                <Table.Td>
                  <NativeSelect size="xs" disabled={!row.override} value={(row.override ? row.overridedEndTime : row.orginalEndTime)?.slice(0, 5) ?? ''} onChange={(e) => update(row.lessonId, { overridedEndTime: e.currentTarget.value })} data={TIMES} data-testid={`card-end-${row.lessonId}`} />
                </Table.Td>
                <Table.Td data-testid={`card-hours-${row.lessonId}`}>{rowHours(row).toFixed(2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={7}>{t('scheduler.card.total')}</Table.Th>
              <Table.Th data-testid="card-total-hours">{totalHours(rows).toFixed(2)}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void generate()} data-testid="card-generate">
          {t('scheduler.card.generate')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('scheduler.card.hint')}
      </Text>
    </Stack>
  );
}

import { InstructorCategory, isValidPesel, PESEL_MAX_LENGTH, trainingMinimum, type CardLesson, type CardRequest, type Language } from '@osk/contract';
import { Alert, Button, Checkbox, Group, Loader, NativeSelect, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { bcp47Of } from '../../../lib/i18n/languages';
import { usePageTitle } from '../../../lib/use-page-title';
import { generateCard, useActiveInstructors, useCardLessons, useSchedulerFeatures, useStudentSearch } from '../api/scheduler.api';
import { cardTotals, rowHours, timeOptions } from '../lib/scheduler';
import { IdSelect, personOptions } from '../components/id-select';
import { saveFile } from '../../../lib/save-file';
import { PageLoading } from '../../../components/page-loading';

/** Hours as the language writes them, two decimals ("2,00" in Polish). */
function formatHours(hours: number): string {
  return new Intl.NumberFormat(bcp47Of(currentLanguage() as Language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hours);
}

/**
 * /progress-card (school; behind the cards flag): the card of conducted lessons ("karta
 * przeprowadzonych zajęć"). The server offers only lessons that have taken place, the chosen
 * instructor's selected; drives count in hours of 60 minutes, lectures of 45, with practical and
 * theory subtotals (the PKK pre-flight's count), overrides and the PDF.
 */
export function ProgressCardPage() {
  const { t } = useTranslation();
  usePageTitle(t('scheduler.card.title'));
  const features = useSchedulerFeatures();
  if (features.isPending) return <PageLoading />;
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
  const lessons = useCardLessons(studentId, instructorId);

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

  const totals = cardTotals(rows);
  // The ledger's measure: the category's minimum hours (practice of 60 minutes, theory of 45).
  const minimum = trainingMinimum(category);
  const categoryLabel = category.replace(/_/g, '');
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
        <IdSelect label={t('scheduler.card.student')} value={studentId} onChange={setStudentId} options={personOptions(students.data?.content)} error={err('student')} testId="card-student" />
      </Group>
      <Group grow align="flex-start">
        <IdSelect label={t('scheduler.card.instructor')} value={instructorId} onChange={setInstructorId} options={personOptions(instructors.data?.content)} error={err('instructor')} testId="card-instructor" />
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
        <Stack gap="xs" data-testid="card-lessons">
          <Text fw={600}>{t('scheduler.card.conducted')}</Text>
          {rows.length === 0 && <Text data-testid="card-no-lessons">{t('scheduler.card.noLessons')}</Text>}
          {rows.map((row) => (
            <CardRow key={row.lessonId} row={row} onChange={(change) => update(row.lessonId, change)} onOverride={(on) => toggleOverride(row, on)} />
          ))}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" data-testid="card-totals">
            <HoursTotal label={t('scheduler.card.practical')} hours={totals.practicalHours} minimum={t('scheduler.card.minimum', { category: categoryLabel, hours: minimum.practical })} testId="card-practical-hours" />
            <HoursTotal label={t('scheduler.card.theory')} hours={totals.theoryHours} minimum={t('scheduler.card.minimum', { category: categoryLabel, hours: minimum.theory })} testId="card-theory-hours" />
          </SimpleGrid>
        </Stack>
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

/** One conducted lesson: its choice, what it was, who gave it, its hours and the override of its date and times. */
function CardRow({ row, onChange, onOverride }: { row: CardLesson; onChange: (change: Partial<CardLesson>) => void; onOverride: (on: boolean) => void }) {
  const { t } = useTranslation();
  const start = (row.override ? row.overridedStartTime : row.orginalStartTime)?.slice(0, 5) ?? '';
  const end = (row.override ? row.overridedEndTime : row.orginalEndTime)?.slice(0, 5) ?? '';
  const times = timeOptions(start, end);
  const instructor = row.instructor ? `${row.instructor.lastName} ${row.instructor.firstName}` : '—';
  return (
    <Paper withBorder p="xs" data-testid={`card-row-${row.lessonId}`}>
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap" align="center">
          <Checkbox aria-label={t('scheduler.card.selected')} checked={row.selected} onChange={(e) => onChange({ selected: e.currentTarget.checked })} data-testid={`card-select-${row.lessonId}`} />
          <Text fw={600} data-testid="card-row-type">
            {t(`scheduler.type.${row.lessonType}`)}
          </Text>
          <Text data-testid="card-row-date">{formatDate(row.orginalLessonDate)}</Text>
          <Text data-testid="card-row-time">
            {row.orginalStartTime.slice(0, 5)}–{row.orginalEndTime.slice(0, 5)}
          </Text>
          <Text c="dimmed" data-testid="card-row-instructor">
            {instructor}
          </Text>
          <Text ml="auto" fw={600}>
            <span data-testid={`card-hours-${row.lessonId}`}>{formatHours(rowHours(row))}</span> {t('scheduler.card.hoursUnit')}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Checkbox label={t('scheduler.card.override')} checked={row.override} onChange={(e) => onOverride(e.currentTarget.checked)} data-testid={`card-override-${row.lessonId}`} />
          {row.override && (
            <>
              <TextInput type="date" size="xs" aria-label={t('scheduler.dialog.date')} value={row.overridedLessonDate ?? ''} onChange={(e) => onChange({ overridedLessonDate: e.currentTarget.value })} data-testid={`card-date-${row.lessonId}`} />
              <NativeSelect size="xs" aria-label={t('scheduler.dialog.start')} value={start} onChange={(e) => onChange({ overridedStartTime: e.currentTarget.value })} data={times} data-testid={`card-start-${row.lessonId}`} />
              <NativeSelect size="xs" aria-label={t('scheduler.dialog.end')} value={end} onChange={(e) => onChange({ overridedEndTime: e.currentTarget.value })} data={times} data-testid={`card-end-${row.lessonId}`} />
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** One total of the card: its name and the hours. */
function HoursTotal({ label, hours, minimum, testId }: { label: string; hours: number; minimum: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm">
      <Text size="sm">{label}</Text>
      <Text fw={700} data-testid={testId}>
        {t('scheduler.card.hoursValue', { value: formatHours(hours) })}
      </Text>
      <Text size="xs" c="dimmed" data-testid={`${testId}-minimum`}>
        {minimum}
      </Text>
    </Paper>
  );
}

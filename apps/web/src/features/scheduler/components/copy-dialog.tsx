import { lessonCopyCheck, lessonCopySave, SERIES_MAX_OCCURRENCES, SERIES_MIN_OCCURRENCES, type Lesson, type LessonCopyPlan, type LessonCopyRequest, type PlannedLesson } from '@osk/contract';
import { Alert, Badge, Button, Group, Modal, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { apiCall } from '../../../lib/api/endpoint-client';
import { formatDate } from '../../../lib/dates';
import { useActiveInstructors } from '../api/scheduler.api';
import { addDays, timeOptions, visibleRange } from '../lib/scheduler';

/** What the copy dialog copies: one lesson (to a date, or as a weekly series), or a week (or one day of it) of the calendar. */
export type CopySource = { kind: 'lesson'; lesson: Lesson } | { kind: 'week'; date: string };

type Mode = 'lesson' | 'series' | 'week' | 'day';

const mondayOf = (date: string) => visibleRange('week', date).after;
/** 1 Monday … 7 Sunday. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function person(p: { firstName: string; lastName: string } | null): string | null {
  return p ? `${p.lastName} ${p.firstName}` : null;
}

/**
 * Copies and series (issue 22): copy a lesson to another date and time, repeat it weekly, or copy a
 * week (or one day of it; the school: of all instructors or one) to another week. "Sprawdź" asks the
 * server for the planned lessons with each one's problems (the checks of the lesson dialog); "Zapisz"
 * saves them all in one go, or none when any has a problem.
 */
export function CopyDialog({ source, isSchool, onClose, onSaved }: { source: CopySource; isSchool: boolean; onClose: () => void; onSaved: (count: number) => void }) {
  const { t } = useTranslation();
  const lesson = source.kind === 'lesson' ? source.lesson : null;
  const sourceDate = lesson ? lesson.lessonDate : source.kind === 'week' ? source.date : '';
  const [mode, setMode] = useState<Mode>(lesson ? 'lesson' : 'week');
  const [lessonDate, setLessonDate] = useState(lesson ? addDays(lesson.lessonDate, 7) : '');
  const [startTime, setStartTime] = useState(lesson ? lesson.startTime.slice(0, 5) : '');
  const [occurrences, setOccurrences] = useState('6');
  const from = mondayOf(sourceDate);
  const [toDate, setToDate] = useState(addDays(from, 7));
  const [weekday, setWeekday] = useState(String(weekdayOf(sourceDate)));
  const [instructorId, setInstructorId] = useState('');
  const [plan, setPlan] = useState<{ key: string; plan: LessonCopyPlan } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const instructors = useActiveInstructors(isSchool && !lesson);

  const to = toDate ? mondayOf(toDate) : '';
  const request = (): LessonCopyRequest => {
    if (lesson && mode === 'series') return { kind: 'series', lessonId: lesson.id, occurrences: Number(occurrences) };
    if (lesson) return { kind: 'lesson', lessonId: lesson.id, lessonDate, startTime };
    return { kind: 'week', from, to, ...(mode === 'day' ? { weekday: Number(weekday) } : {}), ...(instructorId ? { instructorId: Number(instructorId) } : {}) };
  };
  const key = JSON.stringify(request());
  const current = plan !== null && plan.key === key ? plan.plan : null;
  const withProblems = current?.lessons.filter((l) => l.problems.length > 0).length ?? 0;
  const ready = (lesson && mode === 'lesson' ? lessonDate !== '' && startTime !== '' : true) && (lesson ? true : to !== '');

  const check = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await apiCall(lessonCopyCheck, { body: request() });
      if (answer.ok) setPlan({ key, plan: answer.data });
      else {
        setPlan(null);
        setFailure(apiErrorMessage(t, answer.error));
      }
    } finally {
      setBusy(false);
    }
  };

  const save = async (): Promise<void> => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await apiCall(lessonCopySave, { body: request() });
      if (answer.ok) {
        onSaved(answer.data.lessons.length);
        return;
      }
      setFailure(apiErrorMessage(t, answer.error));
      // Something changed since the check (another booking): show the lessons with their problems again.
      if (answer.status === 409) {
        const again = await apiCall(lessonCopyCheck, { body: request() });
        if (again.ok) setPlan({ key, plan: again.data });
      }
    } finally {
      setBusy(false);
    }
  };

  const modes = lesson
    ? [
        { value: 'lesson', label: t('scheduler.copy.modeLesson') },
        { value: 'series', label: t('scheduler.copy.modeSeries') },
      ]
    : [
        { value: 'week', label: t('scheduler.copy.modeWeek') },
        { value: 'day', label: t('scheduler.copy.modeDay') },
      ];

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={onClose} title={lesson ? t('scheduler.copy.titleLesson') : t('scheduler.copy.titleWeek')} size="lg">
      <Stack gap="sm" data-testid="copy-dialog">
        <SegmentedControl fullWidth value={mode} onChange={(v) => setMode(v as Mode)} data={modes} data-testid="copy-mode" />
        {lesson && (
          <Text size="sm" c="dimmed" data-testid="copy-source">
            {t('scheduler.copy.source', { date: formatDate(lesson.lessonDate), start: lesson.startTime.slice(0, 5), end: lesson.endTime.slice(0, 5) })}
          </Text>
        )}
        {lesson && mode === 'lesson' && (
          <Group grow align="flex-end">
            <TextInput type="date" label={t('scheduler.copy.date')} value={lessonDate} onChange={(e) => setLessonDate(e.currentTarget.value)} data-testid="copy-date" />
            <NativeSelect label={t('scheduler.copy.start')} value={startTime} onChange={(e) => setStartTime(e.currentTarget.value)} data={timeOptions(startTime)} data-testid="copy-start" />
          </Group>
        )}
        {lesson && mode === 'series' && (
          <NativeSelect
            label={t('scheduler.copy.occurrences')}
            description={t('scheduler.copy.seriesHint')}
            value={occurrences}
            onChange={(e) => setOccurrences(e.currentTarget.value)}
            data={Array.from({ length: SERIES_MAX_OCCURRENCES - SERIES_MIN_OCCURRENCES + 1 }, (_, i) => String(i + SERIES_MIN_OCCURRENCES))}
            data-testid="copy-occurrences"
          />
        )}
        {!lesson && (
          <>
            <Text size="sm" data-testid="copy-from">
              {t('scheduler.copy.fromWeek', { from: formatDate(from), to: formatDate(addDays(from, 6)) })}
            </Text>
            {mode === 'day' && (
              <NativeSelect
                label={t('scheduler.copy.weekday')}
                value={weekday}
                onChange={(e) => setWeekday(e.currentTarget.value)}
                data={WEEKDAYS.map((d) => ({ value: String(d), label: `${t(`scheduler.copy.weekdays.${d}`)} (${formatDate(addDays(from, d - 1))})` }))}
                data-testid="copy-weekday"
              />
            )}
            <TextInput
              type="date"
              label={t('scheduler.copy.toWeek')}
              description={to ? t('scheduler.copy.toWeekHint', { from: formatDate(to), to: formatDate(addDays(to, 6)) }) : undefined}
              value={toDate}
              onChange={(e) => setToDate(e.currentTarget.value)}
              data-testid="copy-to"
            />
            {isSchool && (
              <NativeSelect
                label={t('scheduler.copy.instructor')}
                value={instructorId}
                onChange={(e) => setInstructorId(e.currentTarget.value)}
                data={[{ value: '', label: t('scheduler.copy.allInstructors') }, ...(instructors.data?.content ?? []).map((i) => ({ value: String(i.id), label: `${i.lastName} ${i.firstName}` }))]}
                data-testid="copy-instructor"
              />
            )}
          </>
        )}
        {failure && (
          <Alert color="red" role="alert" data-testid="copy-failure">
            {failure}
          </Alert>
        )}
        {current && <PlanView plan={current} withProblems={withProblems} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('scheduler.copy.cancel')}
          </Button>
          {current && current.lessons.length > 0 && withProblems === 0 ? (
            <Button loading={busy} onClick={() => void save()} data-testid="copy-save">
              {t('scheduler.copy.save', { count: current.lessons.length })}
            </Button>
          ) : (
            <Button loading={busy} disabled={!ready} onClick={() => void check()} data-testid="copy-check">
              {t('scheduler.copy.check')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function PlanView({ plan, withProblems }: { plan: LessonCopyPlan; withProblems: number }) {
  const { t } = useTranslation();
  if (plan.lessons.length === 0) {
    return (
      <Alert color="gray" data-testid="copy-empty">
        {t('scheduler.copy.empty')}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-testid="copy-plan">
      <Text size="sm" fw={600} data-testid="copy-summary">
        {t('scheduler.copy.summary', { count: plan.lessons.length })}
        {plan.skippedCancelled > 0 ? ` ${t('scheduler.copy.skipped', { count: plan.skippedCancelled })}` : ''}
      </Text>
      {withProblems > 0 && (
        <Alert color="red" role="alert" data-testid="copy-problems">
          {t('scheduler.copy.problems', { count: withProblems })}
        </Alert>
      )}
      <Stack gap={6} mah={360} style={{ overflowY: 'auto' }}>
        {plan.lessons.map((l, i) => (
          <PlannedRow key={`${l.sourceId}-${l.lessonDate}-${i}`} lesson={l} />
        ))}
      </Stack>
    </Stack>
  );
}

function PlannedRow({ lesson }: { lesson: PlannedLesson }) {
  const { t } = useTranslation();
  const bad = lesson.problems.length > 0;
  const who = [person(lesson.instructor), lesson.lessonType === 'DRIVE' ? person(lesson.student) : (lesson.group?.name ?? null), lesson.car?.registrationNumber ?? null].filter(Boolean).join(' · ');
  // One line per distinct message (a past time is found on the date and on the start).
  const messages = [...new Set(lesson.problems.map((p) => p.message))];
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="copy-planned" data-problem={bad ? 'true' : 'false'} style={bad ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t(`scheduler.copy.weekdays.${weekdayOf(lesson.lessonDate) as 1}`)} {formatDate(lesson.lessonDate)}, {lesson.startTime.slice(0, 5)}–{lesson.endTime.slice(0, 5)}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t(`scheduler.type.${lesson.lessonType}`)}
            {who ? ` · ${who}` : ''}
          </Text>
          {messages.map((m) => (
            <Text key={m} size="sm" c="red.8" data-testid="copy-problem">
              {m}
            </Text>
          ))}
        </div>
        <Badge color={bad ? 'red' : 'green'} variant="light" style={{ flexShrink: 0 }}>
          {bad ? t('scheduler.copy.conflict') : t('scheduler.copy.ok')}
        </Badge>
      </Group>
    </Paper>
  );
}

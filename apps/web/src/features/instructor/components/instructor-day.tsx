import { LessonCanceller, warsawTimeHm, type Lesson, type LessonOutcome } from '@osk/contract';
import { Alert, Anchor, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { setOwnLessonOutcome } from '../api/instructor.api';

/** The map search of a meeting place (Google Maps' documented search URL; opens the maps app on a phone). */
export function mapLink(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

/** A phone number as a tel: address (spaces and dashes dropped; a leading + kept). */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Whether a lesson has begun by `now`: its date is before today, or today and its start has come (Warsaw wall time). */
export function hasStarted(lesson: Pick<Lesson, 'lessonDate' | 'startTime'>, today: string, now: Date): boolean {
  return lesson.lessonDate < today || (lesson.lessonDate === today && lesson.startTime.slice(0, 5) <= warsawTimeHm(now));
}

function who(lesson: Lesson): string {
  if (lesson.lessonType === 'LECTURE') return lesson.group?.name ?? '—';
  return lesson.student ? `${lesson.student.firstName} ${lesson.student.lastName}` : '—';
}

/**
 * The instructor's day on a phone (issue 22): today's and tomorrow's lessons grouped by day, each with
 * the learner's phone as a call link, the meeting place as a map link and, once begun, what happened
 * in one tap (held, learner absent; cancelled asks by whom). A begun lesson is marked done (outcome
 * recorded) or open, never upcoming. `onChanged` is told of a recorded outcome.
 */
export function InstructorDay({ lessons, today, tomorrow, now, onChanged }: { lessons: Lesson[]; today: string; tomorrow: string; now: Date; onChanged: () => void }) {
  const { t } = useTranslation();
  const days = [
    { date: today, title: t('instructor.day.today', { date: formatDate(today) }) },
    { date: tomorrow, title: t('instructor.day.tomorrow', { date: formatDate(tomorrow) }) },
  ];
  return (
    <Card withBorder padding="sm" data-testid="instructor-day">
      <Title order={2} size="h4" mb="xs">
        {t('instructor.day.title')}
      </Title>
      <Stack gap="md">
        {days.map((day) => {
          const ofDay = lessons.filter((l) => l.lessonDate === day.date);
          return (
            <Stack key={day.date} gap="xs" data-testid={`instructor-day-${day.date}`}>
              <Title order={3} size="h5">
                {day.title}
              </Title>
              {ofDay.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t('instructor.day.empty')}
                </Text>
              )}
              {ofDay.map((lesson) => (
                <DayLesson key={lesson.id} lesson={lesson} started={hasStarted(lesson, today, now)} onChanged={onChanged} />
              ))}
            </Stack>
          );
        })}
      </Stack>
    </Card>
  );
}

function outcomeKey(lesson: Lesson) {
  if (lesson.outcome === 'CANCELLED' && lesson.cancelledBy) return `scheduler.outcome.cancelledBy.${lesson.cancelledBy}` as const;
  return `scheduler.outcome.${lesson.outcome ?? 'none'}` as const;
}

function DayLesson({ lesson, started, onChanged }: { lesson: Lesson; started: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const state = !started ? 'upcoming' : lesson.outcome ? 'done' : 'open';
  const phone = lesson.lessonType === 'DRIVE' ? lesson.student?.phoneNumber : null;
  return (
    <Paper withBorder p="sm" data-testid={`day-lesson-${lesson.id}`} data-state={state}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700} size="lg">
            {lesson.startTime.slice(0, 5)}–{lesson.endTime.slice(0, 5)}
          </Text>
          <Badge color={state === 'open' ? 'orange' : state === 'done' ? 'green' : 'blue'} variant={state === 'upcoming' ? 'outline' : 'filled'} tt="none" style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }} data-testid="day-lesson-state">
            {state === 'done' ? `${t('instructor.day.done')}: ${t(outcomeKey(lesson))}` : t(`instructor.day.${state}`)}
          </Badge>
        </Group>
        <Text size="sm">
          <b>{who(lesson)}</b> · {t(`instructor.lessonType.${lesson.lessonType}`)}
          {lesson.car ? ` · ${lesson.car.registrationNumber}` : ''}
        </Text>
        {(phone || lesson.meetingPlace) && (
          <Stack gap={4}>
            {phone && (
              <Anchor href={telLink(phone)} size="sm" data-testid="day-lesson-call" aria-label={t('instructor.day.callLabel', { name: who(lesson), phone })} style={{ overflowWrap: 'anywhere' }}>
                {t('instructor.day.call')}: {phone}
              </Anchor>
            )}
            {lesson.meetingPlace && (
              <Anchor href={mapLink(lesson.meetingPlace)} target="_blank" rel="noopener noreferrer" size="sm" data-testid="day-lesson-map" aria-label={t('instructor.day.mapLabel', { place: lesson.meetingPlace })} style={{ overflowWrap: 'anywhere' }}>
                {t('instructor.day.map')}: {lesson.meetingPlace}
              </Anchor>
            )}
          </Stack>
        )}
        {started && lesson.canSetOutcome && <OutcomeButtons lesson={lesson} onChanged={onChanged} />}
      </Stack>
    </Paper>
  );
}

/** Held and absent in one tap; cancelled asks who cancelled (PUT lessons/lesson/{id}/outcome). */
function OutcomeButtons({ lesson, onChanged }: { lesson: Lesson; onChanged: () => void }) {
  const { t } = useTranslation();
  const [askWho, setAskWho] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const record = async (outcome: LessonOutcome, cancelledBy: LessonCanceller | null = null) => {
    setBusy(true);
    setFailure(null);
    const answer = await setOwnLessonOutcome(lesson.id, outcome, cancelledBy);
    setBusy(false);
    if (!answer.ok) {
      setFailure(apiErrorMessage(t, answer.error));
      return;
    }
    setAskWho(false);
    onChanged();
  };
  const button = { styles: { label: { whiteSpace: 'normal' as const } }, h: 'auto', mih: 44, loading: busy };
  return (
    <Stack gap={6}>
      {failure && (
        <Alert color="red" role="alert" data-testid="day-lesson-failure">
          {failure}
        </Alert>
      )}
      {askWho ? (
        <Stack gap={6} data-testid="day-lesson-who">
          <Text size="sm">{t('scheduler.outcome.whoCancelled')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
            {LessonCanceller.options.map((by) => (
              <Button key={by} color="orange" variant="light" {...button} onClick={() => void record('CANCELLED', by)} data-testid={`day-lesson-by-${by}`}>
                {t(`scheduler.outcome.who.${by}`)}
              </Button>
            ))}
          </SimpleGrid>
          <Button variant="subtle" onClick={() => setAskWho(false)}>
            {t('scheduler.outcome.back')}
          </Button>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Button color="green" variant={lesson.outcome === 'HELD' ? 'filled' : 'light'} aria-pressed={lesson.outcome === 'HELD'} {...button} onClick={() => void record('HELD')} data-testid="day-lesson-HELD">
            {t('scheduler.outcome.HELD')}
          </Button>
          <Button color="red" variant={lesson.outcome === 'NO_SHOW' ? 'filled' : 'light'} aria-pressed={lesson.outcome === 'NO_SHOW'} {...button} onClick={() => void record('NO_SHOW')} data-testid="day-lesson-NO_SHOW">
            {t('scheduler.outcome.NO_SHOW')}
          </Button>
          <Button color="orange" variant={lesson.outcome === 'CANCELLED' ? 'filled' : 'light'} aria-pressed={lesson.outcome === 'CANCELLED'} {...button} onClick={() => setAskWho(true)} data-testid="day-lesson-CANCELLED">
            {t('scheduler.outcome.CANCELLED')}
          </Button>
        </SimpleGrid>
      )}
    </Stack>
  );
}

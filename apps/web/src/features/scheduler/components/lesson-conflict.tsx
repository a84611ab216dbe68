import type { ConflictingLesson, FreeSlot } from '@osk/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/** What a refused booking answered (issue 22): the lessons it overlaps with and the nearest free slots. */
export interface LessonConflicts {
  lessons: ConflictingLesson[];
  slots: FreeSlot[];
}

/** The lessons named in a 400's overlap findings (each once) and its free slots; null when none. */
export function conflictsOf(error: { fields?: { conflict?: ConflictingLesson }[]; freeSlots?: FreeSlot[] }): LessonConflicts | null {
  const lessons: ConflictingLesson[] = [];
  for (const f of error.fields ?? []) {
    const c = f.conflict;
    if (c && !lessons.some((l) => l.lessonDate === c.lessonDate && l.startTime === c.startTime && l.endTime === c.endTime && l.instructor?.lastName === c.instructor?.lastName)) lessons.push(c);
  }
  if (lessons.length === 0 && !error.freeSlots) return null;
  return { lessons, slots: error.freeSlots ?? [] };
}

const person = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : null);

/**
 * The conflict of a refused booking: a sentence per overlapping lesson (when, who) and the free slots
 * as buttons that put their date and times into the form in one tap.
 */
export function LessonConflictHelp({ conflicts, onPick }: { conflicts: LessonConflicts; onPick: (slot: FreeSlot) => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" data-testid="lesson-conflict">
      <Stack gap="xs">
        {conflicts.lessons.map((c, i) => {
          const who = [
            person(c.student) ?? c.group?.name ?? null,
            c.instructor ? t('scheduler.conflict.instructor', { name: person(c.instructor) }) : null,
            c.car ? t('scheduler.conflict.car', { plate: c.car.registrationNumber }) : null,
          ].filter(Boolean);
          return (
            <Text key={i} size="sm" data-testid="lesson-conflict-sentence">
              {t('scheduler.conflict.sentence', { date: formatDate(c.lessonDate), start: c.startTime.slice(0, 5), end: c.endTime.slice(0, 5), who: who.join(', ') })}
            </Text>
          );
        })}
        <Text size="sm" fw={600}>
          {conflicts.slots.length > 0 ? t('scheduler.conflict.slots') : t('scheduler.conflict.noSlots')}
        </Text>
        {conflicts.slots.length > 0 && (
          <Group gap="xs">
            {conflicts.slots.map((slot) => (
              <Button key={`${slot.lessonDate} ${slot.startTime}`} size="sm" variant="white" onClick={() => onPick(slot)} data-testid="lesson-free-slot">
                {formatDate(slot.lessonDate)} {slot.startTime}–{slot.endTime}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

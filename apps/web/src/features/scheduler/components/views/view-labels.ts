import type { Lesson } from '@osk/contract';
import { outcomeMark } from '../../lib/scheduler';

/**
 * Texts of a lesson in the views of issue 22 (resource day, compact week, agenda): the learner as
 * "Nowak Anna" (or the lecture's group), in a week line as "Nowak A.", times as HH:mm.
 */
export const hhmm = (time: string) => time.slice(0, 5);
export const timeRange = (lesson: Pick<Lesson, 'startTime' | 'endTime'>) => `${hhmm(lesson.startTime)}–${hhmm(lesson.endTime)}`;

export function personName(person: { firstName: string; lastName: string } | null): string {
  return person ? `${person.lastName} ${person.firstName}` : '—';
}

/** Who the lesson is for: the learner of a drive, the group of a lecture. */
export function whoOf(lesson: Lesson): string {
  return lesson.lessonType === 'DRIVE' ? personName(lesson.student) : (lesson.group?.name ?? '—');
}

/** The week's one line: "✓ 16:00 Kowalski J." (a lecture: its group's name). */
export function weekLine(lesson: Lesson): string {
  const who = lesson.lessonType === 'DRIVE' ? (lesson.student ? `${lesson.student.lastName} ${lesson.student.firstName.slice(0, 1)}.` : '—') : (lesson.group?.name ?? '—');
  return `${outcomeMark(lesson.outcome)}${hhmm(lesson.startTime)} ${who}`;
}

/** The lessons of one date in time order. */
export function byTime(lessons: readonly Lesson[]): Lesson[] {
  return [...lessons].sort((a, b) => (a.lessonDate + a.startTime).localeCompare(b.lessonDate + b.startTime) || a.id - b.id);
}

/** A weekday and date heading, e.g. "wt., 02.04" (in the interface's language). */
export function dayHeading(date: string, language: string, weekday: 'short' | 'long' = 'short'): string {
  const locale = language === 'ua' ? 'uk' : language;
  const day = new Date(`${date}T12:00:00Z`);
  const name = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(day);
  return `${name} ${date.slice(8, 10)}.${date.slice(5, 7)}`;
}

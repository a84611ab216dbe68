import { LESSON_ISSUE_MESSAGES, type LessonDraft, type LessonFieldIssue } from '@osk/contract';
import { isRealDate, warsawInstant } from '@osk/contract';

/** The lesson rules of school document §5, as pure functions answering findings. */

/** An existing lesson near the draft's time, for the overlap check. */
export interface BookedLesson {
  id: number;
  startsAt: Date;
  endsAt: Date;
  instructorId: number | null;
  studentId: number | null;
  groupId: number | null;
  carId: number | null;
}

/** The draft's instants (null when a time does not exist or is malformed) and the time findings. */
export interface TimeCheck {
  startsAt: Date | null;
  endsAt: Date | null;
  issues: LessonFieldIssue[];
}

/**
 * Start before end (incorrectTime on endTime; a wall time that does not exist on the spring-forward
 * night is incorrectTime on its own field) and, when `refusePast`, not in the past (pastTime on
 * lessonDate and startTime: the lesson must start after `now`).
 */
export function checkTimes(draft: Pick<LessonDraft, 'lessonDate' | 'startTime' | 'endTime'>, now: Date, refusePast: boolean): TimeCheck {
  const issues: LessonFieldIssue[] = [];
  if (!isRealDate(draft.lessonDate)) return { startsAt: null, endsAt: null, issues: [{ field: 'lessonDate', reason: 'incorrectTime' }] };
  const startsAt = warsawInstant(draft.lessonDate, draft.startTime);
  const endsAt = warsawInstant(draft.lessonDate, draft.endTime);
  if (!startsAt) issues.push({ field: 'startTime', reason: 'incorrectTime' });
  if (!endsAt || (startsAt && endsAt.getTime() <= startsAt.getTime()) || draft.endTime <= draft.startTime) issues.push({ field: 'endTime', reason: 'incorrectTime' });
  if (refusePast && startsAt && startsAt.getTime() <= now.getTime()) {
    issues.push({ field: 'lessonDate', reason: 'pastTime' }, { field: 'startTime', reason: 'pastTime' });
  }
  return { startsAt, endsAt, issues };
}

/** The school's settings a lesson must fit (school document §3; issue 18). */
export interface ScheduleSettings {
  startHour: number;
  endHour: number;
  daysOfWork: readonly number[];
  scheduleForMonths: number;
  generateScheduleForFreeDays: boolean;
}

/** ISO weekday of yyyy-MM-dd: 1 Monday … 7 Sunday. */
export function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** yyyy-MM-dd plus whole months; a day the target month lacks becomes its last day (30 Nov + 3 = 28 Feb). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1 + months, Number(isoDate.slice(8, 10))];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The last date of the schedule's horizon: today (Warsaw) plus scheduleForMonths months. */
export function horizonDate(today: string, settings: Pick<ScheduleSettings, 'scheduleForMonths'>): string {
  return addMonths(today, settings.scheduleForMonths);
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The school's settings: a working day (`daysOfWork`, unless `generateScheduleForFreeDays` opens the
 * days off), within working hours (start at or after startHour, end at or before endHour; endHour 24 is
 * midnight) and no later than the horizon. Wall times compare as HH:mm text.
 */
export function checkSchedule(draft: Pick<LessonDraft, 'lessonDate' | 'startTime' | 'endTime'>, settings: ScheduleSettings, today: string): LessonFieldIssue[] {
  const issues: LessonFieldIssue[] = [];
  if (!isRealDate(draft.lessonDate)) return issues;
  if (!settings.generateScheduleForFreeDays && !settings.daysOfWork.includes(isoWeekday(draft.lessonDate))) issues.push({ field: 'lessonDate', reason: 'notWorkingDay' });
  if (draft.lessonDate > horizonDate(today, settings)) issues.push({ field: 'lessonDate', reason: 'beyondHorizon' });
  if (draft.startTime < hourText(settings.startHour)) issues.push({ field: 'startTime', reason: 'outsideWorkingHours' });
  if (settings.endHour < 24 && draft.endTime > hourText(settings.endHour)) issues.push({ field: 'endTime', reason: 'outsideWorkingHours' });
  return issues;
}

/** LECTURE needs a group; DRIVE a learner and a car; a school's lesson an instructor. */
export function checkRequired(draft: LessonDraft, instructorRequired: boolean): LessonFieldIssue[] {
  const issues: LessonFieldIssue[] = [];
  if (instructorRequired && draft.instructorId === null) issues.push({ field: 'instructor', reason: 'required' });
  if (draft.lessonType === 'LECTURE' && draft.groupId === null) issues.push({ field: 'group', reason: 'required' });
  if (draft.lessonType === 'DRIVE') {
    if (draft.studentId === null) issues.push({ field: 'student', reason: 'required' });
    if (draft.carId === null) issues.push({ field: 'car', reason: 'required' });
  }
  return issues;
}

/** Whether two half-open intervals [start, end) share a moment (10:00–11:00 and 11:00–12:00 do not). */
export function intervalsOverlap(aStart: Date, aEnd: Date, bStart: Date, bEnd: Date): boolean {
  return aStart.getTime() < bEnd.getTime() && bStart.getTime() < aEnd.getTime();
}

/**
 * The four overlaps of §5 by id: the same instructor, group, learner or car in another lesson at
 * the same time (`selfId`, the lesson being edited, is not counted). Each field is reported once.
 */
export function checkOverlaps(draft: LessonDraft, startsAt: Date, endsAt: Date, booked: readonly BookedLesson[], selfId: number | null): LessonFieldIssue[] {
  const hit = { instructor: false, group: false, student: false, car: false };
  for (const other of booked) {
    if (other.id === selfId || !intervalsOverlap(startsAt, endsAt, other.startsAt, other.endsAt)) continue;
    if (draft.instructorId !== null && other.instructorId === draft.instructorId) hit.instructor = true;
    if (draft.groupId !== null && other.groupId === draft.groupId) hit.group = true;
    if (draft.studentId !== null && other.studentId === draft.studentId) hit.student = true;
    if (draft.carId !== null && other.carId === draft.carId) hit.car = true;
  }
  return (['instructor', 'group', 'student', 'car'] as const).filter((f) => hit[f]).map((field) => ({ field, reason: 'overlap' as const }));
}

/** The message key of a finding (LESSON_ISSUE_MESSAGES; overlaps by field). */
export function issueMessageKey(issue: LessonFieldIssue): string {
  if (issue.reason !== 'overlap') return LESSON_ISSUE_MESSAGES[issue.reason];
  const field = issue.field;
  return field === 'instructor' || field === 'group' || field === 'student' || field === 'car' ? LESSON_ISSUE_MESSAGES.overlap[field] : 'msg.validation.invalid';
}

/** Whether a caller other than the school may still change a lesson: only while it has not started (§5 canEdit). */
export function isFuture(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() > now.getTime();
}

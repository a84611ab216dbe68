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
  const hit = overlapsByField(draft, startsAt, endsAt, booked, selfId);
  return OVERLAP_FIELDS.filter((f) => hit.has(f)).map((field) => ({ field, reason: 'overlap' as const }));
}

const OVERLAP_FIELDS = ['instructor', 'group', 'student', 'car'] as const;
export type OverlapField = (typeof OVERLAP_FIELDS)[number];

/**
 * The lesson each overlapping field collides with (issue 22: the answer names it): for each of the
 * instructor, group, learner and car, the earliest other lesson sharing a moment with the draft.
 */
export function overlapsByField(draft: LessonDraft, startsAt: Date, endsAt: Date, booked: readonly BookedLesson[], selfId: number | null): Map<OverlapField, BookedLesson> {
  const hit = new Map<OverlapField, BookedLesson>();
  const sorted = [...booked].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  for (const other of sorted) {
    if (other.id === selfId || !intervalsOverlap(startsAt, endsAt, other.startsAt, other.endsAt)) continue;
    const mark = (field: OverlapField, mine: number | null, theirs: number | null) => {
      if (mine !== null && theirs === mine && !hit.has(field)) hit.set(field, other);
    };
    mark('instructor', draft.instructorId, other.instructorId);
    mark('group', draft.groupId, other.groupId);
    mark('student', draft.studentId, other.studentId);
    mark('car', draft.carId, other.carId);
  }
  return hit;
}

/** What the free-slot search needs (issue 22). */
export interface SlotSearch {
  /** The requested date and wall times (the slots keep its length). */
  draft: Pick<LessonDraft, 'lessonDate' | 'startTime' | 'endTime'>;
  /** The busy times of the draft's instructor, car, learner and group (the edited lesson left out). */
  busy: readonly { startsAt: Date; endsAt: Date }[];
  settings: ScheduleSettings;
  /** Today's date in Warsaw and the instant now (a slot starts after now). */
  today: string;
  now: Date;
  /** How many days to look at from the requested one, how many slots to answer, and the step (minutes). */
  days: number;
  max: number;
  step: number;
}

const wallMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const wallText = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * The nearest free slots of the draft's length (issue 22): the requested day first, then the following
 * days, each day's slots nearest to the requested start first. A slot is on the step grid within the
 * school's hours, on a working day (unless free days are open), no later than the horizon, starts
 * after now, exists on the wall clock and shares no moment with a busy time.
 */
export function freeSlots(q: SlotSearch): { lessonDate: string; startTime: string; endTime: string }[] {
  const length = wallMinutes(q.draft.endTime) - wallMinutes(q.draft.startTime);
  if (!isRealDate(q.draft.lessonDate) || length <= 0) return [];
  const wanted = wallMinutes(q.draft.startTime);
  const open = q.settings.startHour * 60;
  const close = Math.min(q.settings.endHour * 60, 24 * 60 - 1);
  const last = horizonDate(q.today, q.settings);
  const out: { lessonDate: string; startTime: string; endTime: string }[] = [];
  for (let d = 0; d < q.days && out.length < q.max; d++) {
    const date = new Date(Date.parse(`${q.draft.lessonDate}T12:00:00Z`) + d * 86_400_000).toISOString().slice(0, 10);
    if (date > last) break;
    if (date < q.today) continue;
    if (!q.settings.generateScheduleForFreeDays && !q.settings.daysOfWork.includes(isoWeekday(date))) continue;
    const starts: number[] = [];
    for (let m = Math.ceil(open / q.step) * q.step; m + length <= close; m += q.step) starts.push(m);
    starts.sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b);
    for (const m of starts) {
      if (out.length >= q.max) break;
      if (d === 0 && m === wanted) continue;
      const startTime = wallText(m);
      const endTime = wallText(m + length);
      const from = warsawInstant(date, startTime);
      const to = warsawInstant(date, endTime);
      if (!from || !to || from.getTime() <= q.now.getTime()) continue;
      if (q.busy.some((b) => intervalsOverlap(from, to, b.startsAt, b.endsAt))) continue;
      out.push({ lessonDate: date, startTime, endTime });
    }
  }
  return out;
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

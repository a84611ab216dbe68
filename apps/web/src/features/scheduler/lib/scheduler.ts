import {
  CALENDAR_END_HOUR,
  CALENDAR_START_HOUR,
  LESSON_ISSUE_MESSAGES,
  LESSON_STEP_MINUTES,
  NEW_LESSON_MINUTES,
  OTHER_LESSONS_PAGE_SIZE,
  SCHEDULER_PHONE_MAX_WIDTH,
  SCHOOL_LESSONS_PAGE_SIZE,
  SCHOOL_TIME_ZONE,
  WEEK_SLOT_MAX_EVENTS,
  lessonMinutes,
  trainingHoursOf,
  trainingTotals,
  type CardLesson,
  type EndpointQuery,
  type lessonsList,
  type SchedulerSettings,
  type TrainingTotals,
  type FieldError,
  type Lesson,
  type LessonDraft,
  type LessonFieldIssue,
  type LessonRequest,
  type LessonType,
} from '@osk/contract';

/**
 * Pure helpers of the scheduler. Lessons are Europe/Warsaw wall-clock times (ADR 018): a date
 * (yyyy-MM-dd) and HH:mm times, sent exactly as the user picked them — no +1 hour shift.
 */

export const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const fromMinutes = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The start/end choices of the lesson dialog: 05:00 to 23:00 in 30-minute steps, plus the given
 * times (a school's 45-minute lesson ends at 10:45; a lesson planned outside the grid keeps its time).
 */
export function timeOptions(...include: readonly string[]): string[] {
  const options = new Set<string>();
  for (let m = CALENDAR_START_HOUR * 60; m <= CALENDAR_END_HOUR * 60; m += LESSON_STEP_MINUTES) options.add(fromMinutes(m));
  for (const time of include) if (/^\d{2}:\d{2}$/.test(time)) options.add(time);
  return [...options].sort();
}

const warsawFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Warsaw wall-clock date and time of an instant. */
export function warsawWallClock(now: Date): { date: string; time: string } {
  const parts: Record<string, string> = {};
  for (const part of warsawFormat.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A plain date moved by whole days. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The part of the school's settings that shapes the calendar and new lessons (§3). */
export type DayShape = Pick<SchedulerSettings, 'startHour' | 'endHour' | 'minutesForLesson'>;

/** The spec's calendar (5:00–23:00, 1-hour lessons) until the school's settings have loaded. */
export const SPEC_DAY: DayShape = { startHour: CALENDAR_START_HOUR, endHour: CALENDAR_END_HOUR, minutesForLesson: NEW_LESSON_MINUTES };

/**
 * The slot of "Dodaj lekcję": the next full hour (Warsaw), as long as the school's lesson
 * (minutesForLesson); before the school's start hour it is the start hour, and when it would end after
 * the end hour it moves to the start hour of the next day.
 */
export function newLessonSlot(now: Date, day: DayShape = SPEC_DAY): { lessonDate: string; startTime: string; endTime: string } {
  const { date, time } = warsawWallClock(now);
  let start = Math.max((Math.floor(toMinutes(time) / 60) + 1) * 60, day.startHour * 60);
  let lessonDate = date;
  if (start + day.minutesForLesson > day.endHour * 60) {
    start = day.startHour * 60;
    lessonDate = addDays(date, 1);
  }
  return { lessonDate, startTime: fromMinutes(start), endTime: fromMinutes(Math.min(start + day.minutesForLesson, 23 * 60 + 59)) };
}

/**
 * A slot clicked on the calendar: the school's lesson length from there, cut at its end hour; a slot
 * at or after the end hour (a widened view) keeps the full length (23:59 at most).
 */
export function slotFrom(lessonDate: string, startTime: string, day: DayShape = SPEC_DAY): { lessonDate: string; startTime: string; endTime: string } {
  const start = toMinutes(startTime);
  const LAST = 23 * 60 + 59;
  const cut = Math.min(start + day.minutesForLesson, day.endHour * 60, LAST);
  return { lessonDate, startTime, endTime: fromMinutes(cut > start ? cut : Math.min(start + day.minutesForLesson, LAST)) };
}

/**
 * The hours the calendar shows: the school's working hours, widened to whole hours around any lesson
 * of the view outside them (one planned before the settings changed stays in sight).
 */
export function visibleHours(day: Pick<DayShape, 'startHour' | 'endHour'>, lessons: readonly Pick<Lesson, 'startTime' | 'endTime'>[]): { startHour: number; endHour: number } {
  let startHour = day.startHour;
  let endHour = day.endHour;
  for (const l of lessons) {
    startHour = Math.min(startHour, Math.floor(toMinutes(l.startTime) / 60));
    endHour = Math.max(endHour, Math.ceil(toMinutes(l.endTime) / 60));
  }
  return { startHour: Math.max(0, startHour), endHour: Math.min(24, Math.max(endHour, startHour + 1)) };
}

/** The view the scheduler opens in: the day on a phone (a week of columns does not fit), else the week. */
export function defaultView(viewportWidth: number): 'week' | 'day' {
  return viewportWidth <= SCHEDULER_PHONE_MAX_WIDTH ? 'day' : 'week';
}

/** School-only filters of the calendar. */
export interface LessonFilters {
  instructorIds: number[];
  carId: number | null;
  lessonType: LessonType | null;
}

export const NO_FILTERS: LessonFilters = { instructorIds: [], carId: null, lessonType: null };

/** The query of `GET lessons/lesson` for a visible range (both dates inclusive). */
export function lessonsQuery(range: { after: string; before: string }, isSchool: boolean, filters: LessonFilters = NO_FILTERS): EndpointQuery<typeof lessonsList> {
  const query = { after: range.after, before: range.before, pageSize: isSchool ? SCHOOL_LESSONS_PAGE_SIZE : OTHER_LESSONS_PAGE_SIZE };
  if (!isSchool) return query;
  return {
    ...query,
    ...(filters.instructorIds.length > 0 ? { instructorId: filters.instructorIds } : {}),
    ...(filters.carId !== null ? { carId: filters.carId } : {}),
    ...(filters.lessonType !== null ? { lessonType: filters.lessonType } : {}),
  };
}

/** The dialog's form values. */
export interface LessonForm extends LessonDraft {
  remarks: string;
  meetingPlace: string;
}

export function emptyForm(slot: { lessonDate: string; startTime: string; endTime: string }): LessonForm {
  return { lessonType: 'DRIVE', ...slot, instructorId: null, studentId: null, groupId: null, carId: null, remarks: '', meetingPlace: '' };
}

export function formOf(lesson: Lesson): LessonForm {
  return {
    lessonType: lesson.lessonType,
    lessonDate: lesson.lessonDate,
    startTime: lesson.startTime.slice(0, 5),
    endTime: lesson.endTime.slice(0, 5),
    instructorId: lesson.instructor?.id ?? null,
    studentId: lesson.student?.id ?? null,
    groupId: lesson.group?.id ?? null,
    carId: lesson.car?.id ?? null,
    remarks: lesson.remarks ?? '',
    meetingPlace: lesson.meetingPlace ?? '',
  };
}

/** The request of a form: a DRIVE carries learner and car, a LECTURE its group; times as picked. */
export function requestOf(form: LessonForm, id: number | null, isSchool: boolean): LessonRequest {
  const drive = form.lessonType === 'DRIVE';
  return {
    ...(id !== null ? { id } : {}),
    lessonType: form.lessonType,
    lessonDate: form.lessonDate,
    startTime: form.startTime,
    endTime: form.endTime,
    instructorId: isSchool ? form.instructorId : null,
    studentId: drive ? form.studentId : null,
    carId: drive ? form.carId : null,
    groupId: drive ? null : form.groupId,
    remarks: form.remarks.trim() === '' ? null : form.remarks.trim(),
    meetingPlace: form.meetingPlace.trim() === '' ? null : form.meetingPlace.trim(),
  };
}

// ---- what happened (issue 22) ----

/** The text key of a lesson's outcome: none yet, held, no-show, or cancelled by whom. */
export function outcomeLabelKey(lesson: Pick<Lesson, 'outcome' | 'cancelledBy'>) {
  if (lesson.outcome === null) return 'scheduler.outcome.none' as const;
  if (lesson.outcome === 'CANCELLED') return `scheduler.outcome.cancelledBy.${lesson.cancelledBy ?? 'SCHOOL'}` as const;
  return `scheduler.outcome.${lesson.outcome}` as const;
}

/** The colour of an outcome (gray: not recorded). */
export function outcomeColor(outcome: Lesson['outcome']): string {
  return outcome === 'HELD' ? 'green' : outcome === 'NO_SHOW' ? 'red' : outcome === 'CANCELLED' ? 'orange' : 'gray';
}

/** The mark of an outcome in a calendar title: held ✓, no-show ✗, cancelled ⊘, none recorded nothing. */
export function outcomeMark(outcome: Lesson['outcome']): string {
  return outcome === 'HELD' ? '✓ ' : outcome === 'NO_SHOW' ? '✗ ' : outcome === 'CANCELLED' ? '⊘ ' : '';
}

export type LessonErrors = Partial<Record<LessonFieldIssue['field'], string>>;

/** The message key of one finding of `POST lessons/validation` (§5 texts). */
export function issueMessage(issue: LessonFieldIssue): string {
  // Every reason but an overlap has its one message; an overlap's depends on what overlaps.
  if (issue.reason !== 'overlap') return LESSON_ISSUE_MESSAGES[issue.reason];
  return issue.field === 'instructor' || issue.field === 'group' || issue.field === 'student' || issue.field === 'car'
    ? LESSON_ISSUE_MESSAGES.overlap[issue.field]
    : LESSON_ISSUE_MESSAGES.incorrectTime;
}

/** The findings as field errors (the first finding of a field wins). */
export function issuesToErrors(issues: readonly LessonFieldIssue[]): LessonErrors {
  const errors: LessonErrors = {};
  for (const issue of issues) errors[issue.field] ??= issueMessage(issue);
  return errors;
}

const REQUEST_FIELD_TO_FORM: Record<string, LessonFieldIssue['field']> = {
  lessonDate: 'lessonDate',
  startTime: 'startTime',
  endTime: 'endTime',
  instructorId: 'instructor',
  instructor: 'instructor',
  studentId: 'student',
  student: 'student',
  groupId: 'group',
  group: 'group',
  carId: 'car',
  car: 'car',
};

/** A 400 answer's fields as the dialog's field errors (key when it is a message key, else the text). */
export function serverErrors(fields: readonly FieldError[] | undefined): LessonErrors {
  const errors: LessonErrors = {};
  for (const field of fields ?? []) {
    const target = REQUEST_FIELD_TO_FORM[field.field];
    if (target) errors[target] ??= field.key && /^msg\./.test(field.key) ? field.key : field.message;
  }
  return errors;
}

/** How many lessons run at the given date and time (start inclusive, end exclusive). */
export function lessonsAt(lessons: readonly Lesson[], date: string, time: string): number {
  const at = toMinutes(time);
  return lessons.filter((l) => l.lessonDate === date && toMinutes(l.startTime) <= at && at < toMinutes(l.endTime)).length;
}

/**
 * §9: in the week view a slot with more than 5 lessons is too crowded to read — clicking it opens
 * the day view of that date instead of the new-lesson dialog.
 */
export function shouldOpenDayView(view: 'week' | 'day', lessons: readonly Lesson[], date: string, time: string): boolean {
  return view === 'week' && lessonsAt(lessons, date, time) > WEEK_SLOT_MAX_EVENTS;
}

/** What the week view shows for a run of overlapping lessons of one day. */
export type WeekItem = { kind: 'lesson'; lesson: Lesson } | { kind: 'crowd'; date: string; startTime: string; endTime: string; count: number };

/**
 * The week view's items (§9: more than 5 lessons at once are too many to read in a week column). The
 * lessons of each day are split into runs that overlap one another (half-open times, so 10:00–11:00
 * and 11:00–12:00 are separate runs); a run of at most 5 lessons is shown lesson by lesson, a larger
 * one as a single block with its count, which opens the day view. This also keeps a week of 2,000
 * lessons quick to draw: the calendar lays out one block instead of dozens of overlapping boxes.
 */
export function weekItems(lessons: readonly Lesson[]): WeekItem[] {
  const sorted = [...lessons].sort((a, b) => (a.lessonDate + a.startTime).localeCompare(b.lessonDate + b.startTime));
  const items: WeekItem[] = [];
  let run: Lesson[] = [];
  let runEnd = '';
  const flush = () => {
    const first = run[0];
    if (!first) return;
    if (run.length > WEEK_SLOT_MAX_EVENTS) items.push({ kind: 'crowd', date: first.lessonDate, startTime: first.startTime, endTime: runEnd, count: run.length });
    else for (const lesson of run) items.push({ kind: 'lesson', lesson });
    run = [];
  };
  for (const lesson of sorted) {
    const first = run[0];
    if (first && (lesson.lessonDate !== first.lessonDate || lesson.startTime >= runEnd)) flush();
    if (run.length === 0) runEnd = lesson.endTime;
    else if (lesson.endTime > runEnd) runEnd = lesson.endTime;
    run.push(lesson);
  }
  flush();
  return items;
}

/**
 * FullCalendar works in the 'UTC' time zone here and is fed wall-clock strings without an offset
 * (2026-03-29T10:00:00): in UTC nothing is converted, so the grid shows exactly the Warsaw wall time
 * whatever the browser's zone is, also across the daylight-saving weekends. Dates it hands back
 * (clicked slots, the visible range) are read with their UTC fields for the same reason.
 */
export const CALENDAR_TIME_ZONE = 'UTC';

export function wallDateTime(date: string, time: string): string {
  return `${date}T${time.slice(0, 5)}:00`;
}

/** A Date from FullCalendar (UTC-coerced) as the wall date and time it stands for. */
export function wallOf(date: Date): { date: string; time: string } {
  const iso = date.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** "Now" for the calendar's today and now indicator: the Warsaw wall clock as a UTC-coerced string. */
export function calendarNow(now: Date = new Date()): string {
  const { date, time } = warsawWallClock(now);
  return wallDateTime(date, time);
}

/** One row of the progress card and its effective times (the overridden ones when overridden). */
export function effectiveTimes(row: CardLesson): { date: string; start: string; end: string } {
  if (row.override) {
    return {
      date: row.overridedLessonDate ?? row.orginalLessonDate,
      start: row.overridedStartTime ?? row.orginalStartTime,
      end: row.overridedEndTime ?? row.orginalEndTime,
    };
  }
  return { date: row.orginalLessonDate, start: row.orginalStartTime, end: row.orginalEndTime };
}

/** Minutes of a row; a malformed or reversed override counts 0. */
function rowMinutes(row: CardLesson): number {
  const { start, end } = effectiveTimes(row);
  if (!/^\d{2}:\d{2}/.test(start) || !/^\d{2}:\d{2}/.test(end)) return 0;
  return Math.max(0, lessonMinutes(start.slice(0, 5), end.slice(0, 5)));
}

/** Hours of a row: 60-minute hours for a drive, 45-minute for a lecture; a malformed or reversed override counts 0. */
export function rowHours(row: CardLesson): number {
  return trainingHoursOf(rowMinutes(row), row.lessonType);
}

/**
 * Practical and theory subtotals of the selected rows (the count of the PDF and the PKK pre-flight:
 * the contract's `trainingTotals`, of the summed minutes).
 */
export function cardTotals(rows: readonly CardLesson[]): TrainingTotals {
  return trainingTotals(rows.filter((r) => r.selected).map((r) => ({ lessonType: r.lessonType, minutes: rowMinutes(r) })));
}

/** The visible range of a view around a date: the Monday-to-Sunday week, or the day itself. */
export function visibleRange(view: 'week' | 'day', date: string): { after: string; before: string } {
  if (view === 'day') return { after: date, before: date };
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const after = addDays(date, -weekday);
  return { after, before: addDays(after, 6) };
}

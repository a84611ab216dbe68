import { z } from 'zod';
import { IdParam } from '../common/endpoint.js';
import { pageOf } from '../common/errors.js';

/**
 * The scheduler (school document §2.1, §2.2, §3, §4, §5, §7 "Scheduler", §9; issue 10): cars,
 * instructors, groups, lessons, the students picker, progress cards and calendar feeds. Calls live
 * under /api/lessons/. Times are Europe/Warsaw wall-clock times (ADR 018): `lessonDate` yyyy-MM-dd,
 * `startTime`/`endTime` HH:mm, sent and answered as they are meant — no +1 hour shift.
 */

// ---- constants (§9) ----
export const SCHOOL_TIME_ZONE = 'Europe/Warsaw';
export const SCHEDULER_PAGE_SIZE = 10;
export const SCHEDULER_MAX_PAGE_LINKS = 10;
export const SCHOOL_LESSONS_PAGE_SIZE = 2000;
export const OTHER_LESSONS_PAGE_SIZE = 1000;
export const INSTRUCTOR_LOOKUP_PAGE_SIZE = 100;
export const PICKER_PAGE_SIZE = 10;
export const CAR_FILTER_DEBOUNCE_MS = 500;
export const CALENDAR_START_HOUR = 5;
export const CALENDAR_END_HOUR = 23;
export const NEW_LESSON_MINUTES = 60;
export const LESSON_STEP_MINUTES = 30;
export const CALENDAR_STEP_OPTIONS = [60, 30, 15] as const;
export const WEEK_SLOT_MAX_EVENTS = 5;
/** A theory (teaching) hour is 45 minutes; a practical hour 60 (FACTS.md "Training minima"). */
export const THEORY_HOUR_MINUTES = 45;
export const PRACTICAL_HOUR_MINUTES = 60;
/** Below this width (px) the scheduler opens in the day view: a week of columns does not fit a phone. */
export const SCHEDULER_PHONE_MAX_WIDTH = 767;
export const DEFAULT_INSTRUCTOR_COLOR = '#FF0000';
export const DEFAULT_CAR_YEAR = 2021;
export const CAR_REMARKS_MAX = 1000;
export const INSTRUCTOR_REMARKS_MAX = 1000;
/** A car's checkup or insurance date this near (days) shows an alert (our choice; the spec says "near"). */
export const CAR_DATE_ALERT_DAYS = 30;
export const PESEL_MAX_LENGTH = 11;

// ---- enums (§4, §9) ----
export const CarStatus = z.enum(['AVAILABLE', 'DAMAGED', 'SERVICE', 'RESERVED', 'UNAVAILABLE']);
export type CarStatus = z.infer<typeof CarStatus>;
export const InstructorStatus = z.enum(['ACTIVE', 'INACTIVE']);
export type InstructorStatus = z.infer<typeof InstructorStatus>;
export const GroupStatus = z.enum(['ACTIVE', 'CLOSED']);
export type GroupStatus = z.infer<typeof GroupStatus>;
export const LessonType = z.enum(['DRIVE', 'LECTURE']);
export type LessonType = z.infer<typeof LessonType>;
export const LessonStatus = z.enum(['PLANNED', 'FINISHED', 'CREATED', 'RELEASED']);
export type LessonStatus = z.infer<typeof LessonStatus>;
/**
 * What happened (issue 22), recorded once the lesson has started: held ("odbyta"), the learner did not
 * come ("nieobecność kursanta"), or cancelled ("odwołana") by the school, the instructor or the learner.
 * Only HELD lessons count in the hours ledger.
 */
export const LessonOutcome = z.enum(['HELD', 'NO_SHOW', 'CANCELLED']);
export type LessonOutcome = z.infer<typeof LessonOutcome>;
export const LessonCanceller = z.enum(['SCHOOL', 'INSTRUCTOR', 'LEARNER']);
export type LessonCanceller = z.infer<typeof LessonCanceller>;
/** The lesson's meeting place (free text, issue 22), at most this long. */
export const MEETING_PLACE_MAX = 200;
/** Instructor and PKK categories (§9). */
export const InstructorCategory = z.enum(['A', 'A_1', 'A_2', 'B', 'B_1', 'C', 'C_1', 'D', 'D_1', 'BE', 'CE', 'C_1_E', 'DE', 'D_1_E', 'T', 'AM', 'PT']);
export type InstructorCategory = z.infer<typeof InstructorCategory>;
export const SortDirection = z.enum(['ASC', 'DESC']);
export type SortDirection = z.infer<typeof SortDirection>;
/** Page stages of the list screens (§4). */
export const PAGE_STAGES = ['LIST', 'EDIT', 'CREATE'] as const;
export type PageStage = (typeof PAGE_STAGES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;
export const IsoDate = z.string().regex(DATE, 'msg.validation.date.invalid');
export const WallTime = z.string().regex(TIME, 'msg.validation.time.invalid');
const optionalText = (max: number) => z.string().trim().max(max, 'msg.validation.too.long').nullish();
const requiredText = (max: number) => z.string({ error: 'msg.validation.required' }).trim().min(1, 'msg.validation.required').max(max, 'msg.validation.too.long');
const Id = IdParam;

// ---- cars (§3 Car; lessons/cars) ----
export const Car = z.object({
  id: z.int(),
  registrationNumber: z.string(),
  schoolId: z.int(),
  manufacturer: z.string(),
  model: z.string(),
  yearOfProduction: z.int(),
  nextCheckup: z.string().nullable(),
  insuranceExpires: z.string().nullable(),
  status: CarStatus,
  vin: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type Car = z.infer<typeof Car>;
/** `POST lessons/cars` creates (no id) or updates (id) a car of the caller's school. */
export const CarRequest = z.object({
  id: Id.nullish(),
  registrationNumber: requiredText(20),
  manufacturer: requiredText(100),
  model: requiredText(100),
  yearOfProduction: z.coerce.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').min(1950, 'msg.validation.invalid').max(2100, 'msg.validation.invalid').default(DEFAULT_CAR_YEAR),
  nextCheckup: IsoDate.nullish(),
  insuranceExpires: IsoDate.nullish(),
  status: CarStatus.default('AVAILABLE'),
  vin: optionalText(17),
  remarks: optionalText(CAR_REMARKS_MAX),
});
export type CarRequest = z.input<typeof CarRequest>;
export const CarPage = pageOf(Car);
export type CarPage = z.infer<typeof CarPage>;
export const CAR_SORT_FIELDS = ['registrationNumber', 'manufacturer', 'model', 'yearOfProduction', 'nextCheckup', 'insuranceExpires', 'status'] as const;

// ---- instructors (§3 Instructor; lessons/instructor) ----
export const Instructor = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  schoolId: z.int(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  color: z.string(),
  notificationsEnabled: z.boolean(),
  categories: z.array(InstructorCategory),
  registrationNumber: z.string().nullable(),
  additionalInfo1: z.string().nullable(),
  additionalInfo2: z.string().nullable(),
  remarks: z.string().nullable(),
  status: InstructorStatus,
  userName: z.string(),
});
export type Instructor = z.infer<typeof Instructor>;
/**
 * `POST lessons/instructor` (school; creates the instructor's login and mails an invitation) and
 * `PUT lessons/instructor/{id}` (school: everything but e-mail and phone, which stay locked;
 * the instructor on its own record: names and notifications only).
 */
export const InstructorRequest = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.string({ error: 'msg.validation.email.invalid' }).trim().email('msg.validation.email.invalid').max(254, 'msg.validation.too.long'),
  phoneNumber: z.string({ error: 'msg.validation.phone.invalid' }).trim().min(9, 'msg.validation.phone.invalid').max(20, 'msg.validation.phone.invalid'),
  color: z.string().regex(HEX, 'msg.validation.color.invalid').default(DEFAULT_INSTRUCTOR_COLOR),
  notificationsEnabled: z.boolean().default(true),
  categories: z.array(InstructorCategory).max(17).default([]),
  registrationNumber: optionalText(30),
  additionalInfo1: optionalText(200),
  additionalInfo2: optionalText(200),
  remarks: optionalText(INSTRUCTOR_REMARKS_MAX),
  status: InstructorStatus.default('ACTIVE'),
});
export type InstructorRequest = z.input<typeof InstructorRequest>;
export const InstructorPage = pageOf(Instructor);
export type InstructorPage = z.infer<typeof InstructorPage>;
export const INSTRUCTOR_SORT_FIELDS = ['firstName', 'lastName', 'status', 'email'] as const;

// ---- groups (§3 Group; lessons/group) ----
export const GroupStudent = z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), email: z.string().nullable() });
export type GroupStudent = z.infer<typeof GroupStudent>;
export const Group = z.object({
  id: z.int(),
  name: z.string(),
  schoolId: z.int(),
  status: GroupStatus,
  students: z.array(GroupStudent),
  /** ISO date-time. */
  createDate: z.string(),
});
export type Group = z.infer<typeof Group>;
export const GroupRequest = z.object({
  name: requiredText(100),
  status: GroupStatus.default('ACTIVE'),
  /** The group's learners (the caller's school's only), by id. */
  students: z.array(z.object({ id: Id })).max(500).default([]),
});
export type GroupRequest = z.input<typeof GroupRequest>;
export const GroupPage = pageOf(Group);
export type GroupPage = z.infer<typeof GroupPage>;
export const GROUP_SORT_FIELDS = ['name', 'createDate', 'status'] as const;
/** `POST lessons/validation/group`: is the name free in the caller's school (ignoring the group `id`)? */
export const GroupValidationRequest = z.object({ id: Id.nullish(), name: z.string().trim().max(100) });
export type GroupValidationRequest = z.infer<typeof GroupValidationRequest>;
/** One finding of `POST lessons/validation/group` (an empty list: the name is free). */
export const GROUP_NAME_REASONS = ['required', 'alreadyUsed'] as const;
export const GroupFieldIssue = z.object({ field: z.literal('name'), reason: z.enum(GROUP_NAME_REASONS) });
export type GroupFieldIssue = z.infer<typeof GroupFieldIssue>;

// ---- students picker (lessons/student) ----
export const SchedulerStudent = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  category: z.string(),
});
export type SchedulerStudent = z.infer<typeof SchedulerStudent>;
export const SchedulerStudentPage = pageOf(SchedulerStudent);
export type SchedulerStudentPage = z.infer<typeof SchedulerStudentPage>;

// ---- lessons (§3 Lesson; lessons/lesson, lessons/validation) ----
export const LessonInstructor = z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), phoneNumber: z.string().nullable(), color: z.string() });
export const LessonStudent = z.object({ id: z.int(), firstName: z.string(), lastName: z.string(), phoneNumber: z.string().nullable() });
export const LessonGroup = z.object({ id: z.int(), name: z.string() });
export const LessonCar = z.object({ id: z.int(), manufacturer: z.string(), model: z.string(), registrationNumber: z.string() });
export const Lesson = z.object({
  id: z.int(),
  lessonStatus: LessonStatus,
  lessonType: LessonType,
  lessonDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructor: LessonInstructor.nullable(),
  student: LessonStudent.nullable(),
  group: LessonGroup.nullable(),
  car: LessonCar.nullable(),
  /** Whether the caller may change or delete it (§5). */
  canEdit: z.boolean(),
  remarks: z.string().nullable(),
  /** Where the learner meets the instructor (free text), or null. */
  meetingPlace: z.string().nullable(),
  /** What happened (null: not recorded yet) and, for CANCELLED, who cancelled. */
  outcome: LessonOutcome.nullable(),
  cancelledBy: LessonCanceller.nullable(),
  /** Whether the caller may record what happened: the lesson has started and is the school's or the instructor's own. */
  canSetOutcome: z.boolean(),
});
export type Lesson = z.infer<typeof Lesson>;
export const LessonPage = pageOf(Lesson);
export type LessonPage = z.infer<typeof LessonPage>;
/**
 * `POST lessons/lesson`, `PUT lessons/lesson/{id}`, `POST lessons/validation`. An instructor's lesson
 * is always its own (instructorId is ignored); a school must name the instructor.
 */
export const LessonRequest = z.object({
  id: Id.nullish(),
  lessonType: LessonType.default('DRIVE'),
  lessonStatus: LessonStatus.default('PLANNED'),
  lessonDate: IsoDate,
  startTime: WallTime,
  endTime: WallTime,
  instructorId: Id.nullish(),
  studentId: Id.nullish(),
  groupId: Id.nullish(),
  carId: Id.nullish(),
  remarks: optionalText(500),
  meetingPlace: optionalText(MEETING_PLACE_MAX),
});
export type LessonRequest = z.input<typeof LessonRequest>;
/**
 * `PUT lessons/lesson/{id}/outcome`: what happened (null clears it); `cancelledBy` is required with
 * CANCELLED and refused with the others. Allowed once the lesson has started, for the school's lessons
 * and an instructor's own.
 */
export const LessonOutcomeRequest = z
  .object({
    outcome: z.enum(LessonOutcome.options, { error: 'msg.validation.invalid' }).nullable(),
    cancelledBy: z.enum(LessonCanceller.options, { error: 'msg.validation.invalid' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'CANCELLED' && !v.cancelledBy) ctx.addIssue({ code: 'custom', path: ['cancelledBy'], message: 'msg.validation.required' });
    if (v.outcome !== 'CANCELLED' && v.cancelledBy) ctx.addIssue({ code: 'custom', path: ['cancelledBy'], message: 'msg.validation.invalid' });
  });
export type LessonOutcomeRequest = z.input<typeof LessonOutcomeRequest>;
/**
 * A lesson's type, time and people with the ids normalised (null for none): what the server's lesson
 * rules check and what the scheduler's dialog edits.
 */
export interface LessonDraft {
  lessonType: LessonType;
  lessonDate: string;
  startTime: string;
  endTime: string;
  instructorId: number | null;
  studentId: number | null;
  groupId: number | null;
  carId: number | null;
}
export const LESSON_FIELDS = ['lessonDate', 'startTime', 'endTime', 'instructor', 'student', 'group', 'car'] as const;
/**
 * The spec's reasons, and the school's settings (§3, issue 18): `notWorkingDay` (lessonDate not among
 * daysOfWork, unless generateScheduleForFreeDays), `outsideWorkingHours` (startTime before startHour,
 * endTime after endHour) and `beyondHorizon` (lessonDate more than scheduleForMonths months ahead).
 */
export const LESSON_REASONS = ['required', 'overlap', 'incorrectTime', 'pastTime', 'notWorkingDay', 'outsideWorkingHours', 'beyondHorizon'] as const;
/** One finding of `POST lessons/validation` (§5): the field and why it is invalid. */
export const LessonFieldIssue = z.object({ field: z.enum(LESSON_FIELDS), reason: z.enum(LESSON_REASONS) });
export type LessonFieldIssue = z.infer<typeof LessonFieldIssue>;
/** Message keys of the lesson findings (texts in messages.scheduler.ts). */
export const LESSON_ISSUE_MESSAGES = {
  incorrectTime: 'msg.error.lesson.time.order',
  pastTime: 'msg.error.lesson.past',
  required: 'msg.validation.required',
  notWorkingDay: 'msg.error.lesson.day.off',
  outsideWorkingHours: 'msg.error.lesson.outside.hours',
  beyondHorizon: 'msg.error.lesson.beyond.schedule',
  overlap: {
    instructor: 'msg.error.lesson.overlap.instructor',
    group: 'msg.error.lesson.overlap.group',
    student: 'msg.error.lesson.overlap.student',
    car: 'msg.error.lesson.overlap.car',
  },
} as const;
/** `GET lessons/lesson` query: a date range (yyyy-MM-dd, both inclusive) and optional filters. */
export const LessonQuery = z.object({
  after: IsoDate.optional(),
  before: IsoDate.optional(),
  pageSize: z.coerce.number().int().min(1).max(SCHOOL_LESSONS_PAGE_SIZE).default(OTHER_LESSONS_PAGE_SIZE),
  pageNumber: z.coerce.number().int().min(0).default(0),
  groupId: Id.optional(),
  /** One instructor, or several with the name repeated (the school calendar's instructor filter). */
  instructorId: z.union([Id, z.array(Id).min(1).max(INSTRUCTOR_LOOKUP_PAGE_SIZE)]).optional(),
  studentId: Id.optional(),
  carId: Id.optional(),
  lessonType: LessonType.optional(),
});
export type LessonQuery = z.input<typeof LessonQuery>;

/**
 * `GET lessons/settings` (school and its instructors): the school's scheduler settings (§3) that shape
 * the calendar and the lesson findings, and `lastDate`, the last date of the schedule's horizon
 * (today in Warsaw plus scheduleForMonths months).
 */
export const SchedulerSettings = z.object({
  startHour: z.int(),
  endHour: z.int(),
  minutesForLesson: z.int(),
  /** ISO weekdays 1 (Monday) to 7. */
  daysOfWork: z.array(z.int()),
  scheduleForMonths: z.int(),
  generateScheduleForFreeDays: z.boolean(),
  lastDate: z.string(),
});
export type SchedulerSettings = z.infer<typeof SchedulerSettings>;

// ---- progress cards (§3; lessons/cards) ----
/**
 * One lesson offered for the card ("karta przeprowadzonych zajęć"): only conducted lessons (ended by
 * now) are offered; `selected` is true for the chosen instructor's (all of them without one).
 */
export const CardLesson = z.object({
  lessonId: z.int(),
  lessonType: LessonType,
  /** Who gave the lesson (the card is signed by one instructor: others' lessons start unselected). */
  instructor: z.object({ id: z.int(), firstName: z.string(), lastName: z.string() }).nullable(),
  orginalLessonDate: z.string(),
  orginalStartTime: z.string(),
  orginalEndTime: z.string(),
  overridedLessonDate: z.string().nullable(),
  overridedStartTime: z.string().nullable(),
  overridedEndTime: z.string().nullable(),
  override: z.boolean(),
  selected: z.boolean(),
});
export type CardLesson = z.infer<typeof CardLesson>;
export const CardRequest = z.object({
  category: InstructorCategory,
  pesel: z.string().trim().max(PESEL_MAX_LENGTH, 'msg.validation.pesel').nullish(),
  /** Instead of a PESEL (yyyy-MM-dd). */
  birthDate: IsoDate.nullish(),
  instructorId: Id,
  studentId: Id,
  overrides: z.array(
    z.object({
      lessonId: Id,
      selected: z.boolean(),
      override: z.boolean(),
      overridedLessonDate: IsoDate.nullish(),
      overridedStartTime: WallTime.nullish(),
      overridedEndTime: WallTime.nullish(),
    }),
  ).max(1000),
});
export type CardRequest = z.input<typeof CardRequest>;

/** Minutes of a lesson from HH:mm to HH:mm (negative when reversed). */
export function lessonMinutes(startTime: string, endTime: string): number {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return minutes(endTime) - minutes(startTime);
}

// ---- training hours: one computation for the progress card and the PKK pre-flight (issue 18) ----

/** Whether a lesson's time is over: it has ended by `now` (a planned lesson ahead has not). */
export function isConducted(endsAt: Date, now: Date): boolean {
  return endsAt.getTime() <= now.getTime();
}

/**
 * Whether a lesson counts in the hours ledger (issue 22): it was marked HELD and its time is over.
 * A lesson that merely ended, a no-show and a cancelled one do not count.
 */
export function countsInLedger(lesson: { outcome: string | null; endsAt: Date }, now: Date): boolean {
  return lesson.outcome === 'HELD' && isConducted(lesson.endsAt, now);
}

/**
 * Training hours of so many minutes of a lesson type, to two decimals: a DRIVE (practical) hour is
 * 60 minutes, a LECTURE (theory) hour 45. A 2-hour drive is 2.00 hours, a 90-minute lecture 2.00.
 */
export function trainingHoursOf(minutes: number, lessonType: LessonType): number {
  const hour = lessonType === 'LECTURE' ? THEORY_HOUR_MINUTES : PRACTICAL_HOUR_MINUTES;
  return Math.round((minutes / hour) * 100) / 100;
}

/** Practical (DRIVE) and theory (LECTURE) minutes of lessons, and their hours of 60 and 45 minutes. */
export interface TrainingTotals {
  practicalMinutes: number;
  theoryMinutes: number;
  practicalHours: number;
  theoryHours: number;
}

/**
 * The training of lessons (pass the ones that count, see `countsInLedger` and `trainingLedger`): DRIVE minutes are practical,
 * LECTURE minutes theory; hours of the summed minutes, not a sum of rounded hours. The progress card
 * and the PKK pre-flight both count with this.
 */
export function trainingTotals(lessons: Iterable<{ lessonType: LessonType; minutes: number }>): TrainingTotals {
  let practicalMinutes = 0;
  let theoryMinutes = 0;
  for (const l of lessons) {
    const minutes = Math.max(0, Math.round(l.minutes));
    if (l.lessonType === 'LECTURE') theoryMinutes += minutes;
    else practicalMinutes += minutes;
  }
  return { practicalMinutes, theoryMinutes, practicalHours: trainingHoursOf(practicalMinutes, 'DRIVE'), theoryHours: trainingHoursOf(theoryMinutes, 'LECTURE') };
}

// ---- feature flags and calendar feeds (our additions) ----
/** `GET lessons/features`: the scheduler (on everywhere) and progress cards (dev and demo only). */
export const SchedulerFeatures = z.object({ scheduler: z.boolean(), cards: z.boolean() });
export type SchedulerFeatures = z.infer<typeof SchedulerFeatures>;
/** `GET/POST/DELETE lessons/calendar-feed`: the caller's secret iCalendar address (instructor or learner). */
export const CalendarFeed = z.object({
  url: z.string().nullable(),
  /**
   * Whether the caller has a feed. Only the token's hash is stored, so its address is answered once,
   * by the POST that makes it; GET answers `url: null` with `active: true` (server part B's addition).
   */
  active: z.boolean().optional(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

// ---- list queries of the resources (lessons/cars, lessons/instructor, lessons/group, lessons/student) ----
const invalid = 'msg.validation.invalid';
const PageNumber = z.coerce.number({ error: invalid }).int(invalid).min(0, invalid).max(1_000_000, invalid).default(0);
const Filter = z.string().trim().max(100, 'msg.validation.too.long').optional();
const Direction = z.enum(SortDirection.options, { error: invalid });
/** 10 a page on the list screens; up to 100 for the lesson dialog's pickers. */
const LookupPageSize = z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(INSTRUCTOR_LOOKUP_PAGE_SIZE, invalid).default(SCHEDULER_PAGE_SIZE);

/** `GET lessons/cars`: a page of the school's cars (the picker sends searchTerm and status=AVAILABLE). */
export const CarQuery = z.object({
  schoolId: Id.optional(),
  pageNumber: PageNumber,
  pageSize: LookupPageSize,
  registrationNumber: Filter,
  status: z.enum(CarStatus.options, { error: invalid }).optional(),
  sortBy: z.enum(CAR_SORT_FIELDS, { error: invalid }).default('registrationNumber'),
  direction: Direction.default('ASC'),
  searchTerm: Filter,
});
export type CarQuery = z.output<typeof CarQuery>;

/** `GET lessons/instructor`: a page of the school's instructors (pageSize up to 100 for lookups). */
export const InstructorQuery = z.object({
  schoolId: Id.optional(),
  pageNumber: PageNumber,
  pageSize: LookupPageSize,
  firstName: Filter,
  lastName: Filter,
  status: z.enum(InstructorStatus.options, { error: invalid }).optional(),
  sortBy: z.enum(INSTRUCTOR_SORT_FIELDS, { error: invalid }).default('lastName'),
  direction: Direction.default('ASC'),
  searchTerm: Filter,
});
export type InstructorQuery = z.output<typeof InstructorQuery>;

/** `PUT lessons/instructor/{id}`: e-mail and phone may be sent (the form shows them) but are ignored. */
export const InstructorUpdateRequest = InstructorRequest.extend({
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
});
export type InstructorUpdate = z.output<typeof InstructorUpdateRequest>;

/** `GET lessons/group`: a page of the school's groups. */
export const GroupQuery = z.object({
  pageNumber: PageNumber,
  pageSize: LookupPageSize,
  name: Filter,
  status: z.enum(GroupStatus.options, { error: invalid }).optional(),
  sortBy: z.enum(GROUP_SORT_FIELDS, { error: invalid }).default('createDate'),
  direction: Direction.default('DESC'),
});
export type GroupQuery = z.output<typeof GroupQuery>;

export const PICKER_SORT_FIELDS = ['registerDate', 'lastUsedDate', 'lastName'] as const;
/** `GET lessons/student`: the learners picker. */
export const SchedulerStudentQuery = z.object({
  searchTerm: Filter,
  sortBy: z.enum(PICKER_SORT_FIELDS, { error: invalid }).default('registerDate'),
  direction: Direction.default('DESC'),
  /** ACTIVE: learners whose account is ACTIVE or VERIFIED; absent: every learner of the school. */
  status: z.enum(['ACTIVE'], { error: invalid }).optional(),
  pageNumber: PageNumber,
  pageSize: z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(INSTRUCTOR_LOOKUP_PAGE_SIZE, invalid).default(PICKER_PAGE_SIZE),
});
export type SchedulerStudentQuery = z.output<typeof SchedulerStudentQuery>;

/** The answer of a scheduler removal (a lesson, car, instructor or group). */
export const SchedulerRemoved = z.object({ id: z.int(), removed: z.literal(true) });

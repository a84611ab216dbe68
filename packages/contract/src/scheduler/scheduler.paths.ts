/** The paths of the scheduler's endpoints (school document §7 "Scheduler"); see exams/exams.paths.ts for why they stand apart. */
export const SCHEDULER_PATHS = {
  /** Scheduler calls live beside eprawko-rest (spec §7). */
  lessons: 'lessons/lesson',
  lesson: 'lessons/lesson/{id}',
  lessonValidation: 'lessons/validation',
  /** What happened at a lesson (issue 22). */
  lessonOutcome: 'lessons/lesson/{id}/outcome',
  /** Copies and series of lessons (issue 22): the dry run and the copy. */
  lessonCopyCheck: 'lessons/copy/check',
  lessonCopy: 'lessons/copy',
  instructors: 'lessons/instructor',
  instructor: 'lessons/instructor/{id}',
  cars: 'lessons/cars',
  car: 'lessons/cars/{id}',
  groups: 'lessons/group',
  group: 'lessons/group/{id}',
  groupValidation: 'lessons/validation/group',
  schedulerStudents: 'lessons/student',
  cards: 'lessons/cards',
  /** Our additions: feature flags, the caller's calendar feed and the feed itself (anonymous, secret token). */
  schedulerFeatures: 'lessons/features',
  /** The school's scheduler settings for the calendar (issue 18). */
  schedulerSettings: 'lessons/settings',
  calendarFeed: 'lessons/calendar-feed',
  calendarFeedFile: 'lessons/calendar/{token}.ics',
} as const;

import { z } from 'zod';
import { endpoint, IdParam } from '../common/endpoint.js';
import { FieldError, lessonTimeAndPeople } from '../common/errors.js';
import { SCHEDULER_PATHS } from './scheduler.paths.js';
import { IsoDate, LessonType, WallTime } from './scheduler.schemas.js';

/**
 * Copies and series of lessons (issue 22, "moving lessons"): one lesson to another date and time, a
 * day or a week to another week (same weekday and time), or one lesson repeated weekly. Every copy is
 * checked exactly as the lesson dialog's create; `check` answers the planned lessons with their
 * problems and saves nothing, the copy itself saves all of them in one transaction or none.
 */

/** A series has 2 to 26 occurrences (the lesson itself and its weekly repeats). */
export const SERIES_MIN_OCCURRENCES = 2;
export const SERIES_MAX_OCCURRENCES = 26;
/** At most this many lessons in one copy (a busy school's week is about 240). */
export const COPY_MAX_LESSONS = 500;

const Id = IdParam;

/** Copy one lesson (not cancelled) to a date and start time; it keeps its length and people. */
export const LessonCopyOne = z.object({ kind: z.literal('lesson'), lessonId: Id, lessonDate: IsoDate, startTime: WallTime });
/** Repeat one lesson weekly: it is the first of `occurrences`, the others fall 1, 2, … weeks later. */
export const LessonCopySeries = z.object({ kind: z.literal('series'), lessonId: Id, occurrences: z.int().min(SERIES_MIN_OCCURRENCES).max(SERIES_MAX_OCCURRENCES) });
/**
 * Copy the week starting on Monday `from` to the week starting on Monday `to` (same weekday and time),
 * or only its day `weekday` (1 Monday … 7 Sunday); the school's lessons, or one instructor's
 * (an instructor: always its own). Cancelled lessons are left out; the copies have no outcome.
 */
export const LessonCopyWeek = z.object({
  kind: z.literal('week'),
  from: IsoDate,
  to: IsoDate,
  weekday: z.int().min(1).max(7).nullish(),
  instructorId: Id.nullish(),
});
export const LessonCopyRequest = z.discriminatedUnion('kind', [LessonCopyOne, LessonCopySeries, LessonCopyWeek]);
export type LessonCopyRequest = z.input<typeof LessonCopyRequest>;

/** One lesson a copy makes: its source, time, people and its problems ([] when it can be saved). */
export const PlannedLesson = z.object({
  sourceId: z.int(),
  /** The new lesson's id once saved (null in a check). */
  id: z.int().nullable(),
  lessonType: LessonType,
  ...lessonTimeAndPeople,
  /** The same findings as the lesson dialog's create (field, message key and translated text). */
  problems: z.array(FieldError),
});
export type PlannedLesson = z.infer<typeof PlannedLesson>;

/** The planned lessons of a copy, by date and time, and how many cancelled ones were left out. */
export const LessonCopyPlan = z.object({ lessons: z.array(PlannedLesson), skippedCancelled: z.int() });
export type LessonCopyPlan = z.infer<typeof LessonCopyPlan>;

const copyOptions = { access: 'staff', paymentBlock: 'open', tags: ['scheduler'] } as const;

export const lessonCopyCheck = endpoint('POST', SCHEDULER_PATHS.lessonCopyCheck, {
  body: LessonCopyRequest,
  responses: { 200: LessonCopyPlan },
  errors: [400, 403, 404],
  ...copyOptions,
  summary: 'The lessons a copy or series would create, each with its problems (the checks of a new lesson); saves nothing',
});

export const lessonCopySave = endpoint('POST', SCHEDULER_PATHS.lessonCopy, {
  body: LessonCopyRequest,
  responses: { 201: LessonCopyPlan },
  errors: [400, 403, 404, 409],
  ...copyOptions,
  summary: "Create a copy's or series' lessons in one transaction: all of them, or none (409 with each lesson's problems as fields lessons.<i>.<field>)",
});

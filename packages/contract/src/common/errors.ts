import { z } from 'zod';

/**
 * A lesson's Warsaw date and times and its people as the caller may see them (issue 22): the fields
 * an overlap finding and a copy's planned lesson both name a lesson by.
 */
export const lessonTimeAndPeople = {
  lessonDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  instructor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** Null also when the caller may not see the learner (an instructor, another instructor's lesson). */
  student: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  group: z.object({ name: z.string() }).nullable(),
  car: z.object({ registrationNumber: z.string() }).nullable(),
};

/**
 * The lesson a booking overlaps with (issue 22), named as the caller may see it: its time and
 * people. Sent with an overlap finding of a lesson booking; the caller's school's lessons only.
 */
export const ConflictingLesson = z.object({ lessonType: z.string(), ...lessonTimeAndPeople });
export type ConflictingLesson = z.infer<typeof ConflictingLesson>;

/** A free time offered instead of a busy one (issue 22): Warsaw wall date and times. */
export const FreeSlot = z.object({ lessonDate: z.string(), startTime: z.string(), endTime: z.string() });
export type FreeSlot = z.infer<typeof FreeSlot>;

/**
 * One invalid field of a request: its path (dot-joined) and a translated message; an overlap of a
 * lesson booking also names the lesson it overlaps with (`conflict`, issue 22).
 */
export const FieldError = z.object({ field: z.string(), message: z.string(), key: z.string().optional(), conflict: ConflictingLesson.optional() });
export type FieldError = z.infer<typeof FieldError>;

/**
 * The one error shape of the API: `code` is the spec's message key (`msg.error.user.blocked`) or a
 * stable upper-case code; `message` is in the caller's language; `fields` lists invalid input.
 */
export const ApiError = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.array(FieldError).optional(),
  /** A refused lesson booking: the nearest free times of the same length (issue 22). */
  freeSlots: z.array(FreeSlot).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Stable codes the server answers besides the spec's message keys. */
export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  notLoggedIn: 'NOT_LOGGED_IN',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL_ERROR',
} as const;

/** A paged list (spec §3). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    totalPages: z.int(),
    totalElements: z.int(),
    size: z.int(),
    last: z.boolean(),
    number: z.int(),
    first: z.boolean(),
    empty: z.boolean(),
  });
}

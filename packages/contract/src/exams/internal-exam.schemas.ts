import { z } from 'zod';
import { Category } from '../common/enums.js';
import { SCHOOL_PIN_MAX_DIGITS } from '../school/school.schemas.js';

/**
 * The school's internal exam (school document §2.2, §4, §5): the school starts it in its own session,
 * which stays locked until the school PIN closes the exam; only a passing attempt is kept, with the
 * examinee's first and last name.
 */

/** Categories of the internal exam's category list (/exam/internal). */
export const INTERNAL_EXAM_CATEGORIES = ['A', 'M', 'B', 'C', 'D', 'T', 'P'] as const;

/**
 * Wrong PINs (counted per school, whichever session gives them) after which the locked session ends
 * and the school must log in again with its password (issue 20); a right PIN clears the count.
 */
export const PIN_MAX_FAILURES = 5;

/** The 403 code of a close that ended the session after PIN_MAX_FAILURES wrong PINs. */
export const PIN_LOCKED_OUT_CODE = 'msg.error.pin.locked.out';

/** The code of the 403 every other call of a locked session answers (the web turns it into the PIN stage). */
export const EXAM_LOCKED_CODE = 'msg.error.exam.locked';

const name = (key: string) => z.string({ error: key }).trim().min(1, key).max(100, 'msg.validation.too.long');

/**
 * `POST exam/internal/close {examId, pin, firstName, lastName}`: the PIN must be non-empty and equal
 * the school's (else msg.error.pin.failed and the web clears the field). The names are required only
 * for a passed exam: a right PIN without them answers 400 with the name fields and keeps the lock,
 * which is how the web moves from the PIN stage to the names.
 */
export const InternalExamCloseRequest = z.object({
  examId: z.coerce.number().int().positive().max(2_147_483_647),
  pin: z.string({ error: 'msg.error.pin.failed' }).trim().min(1, 'msg.error.pin.failed').max(SCHOOL_PIN_MAX_DIGITS, 'msg.error.pin.failed'),
  firstName: name('msg.validation.firstName.required').optional(),
  lastName: name('msg.validation.lastName.required').optional(),
});
export type InternalExamCloseRequest = z.input<typeof InternalExamCloseRequest>;

/** The answer of a close: whether the attempt was kept (passed) or deleted. */
export const InternalExamCloseResult = z.object({
  examId: z.int(),
  saved: z.boolean(),
  passed: z.boolean(),
});
export type InternalExamCloseResult = z.infer<typeof InternalExamCloseResult>;

/**
 * `GET exam/internal/state`: whether the caller's session is locked, and by which exam, and whether
 * the school's PIN and default password are set. A learner (a temporary account, or a learner the
 * school gave internal exams) also gets its student id, the category of its internal exam and how many are left;
 * `schoolId` is then the learner's school.
 */
export const InternalExamState = z.object({
  schoolId: z.int(),
  lockedByExamId: z.int().nullable(),
  pinSet: z.boolean(),
  defaultPasswordSet: z.boolean(),
  studentId: z.int().optional(),
  category: Category.optional(),
  internalExamsLeft: z.int().optional(),
  /** Wrong PINs the school may still give before a locked session ends (issue 20). */
  pinTriesLeft: z.int().optional(),
});
export type InternalExamState = z.infer<typeof InternalExamState>;

/** A print time of the internal exam report: HH:mm on a 10-minute step, or `-` for none. */
export const PRINT_TIME_NONE = '-';
export function isPrintTime(value: string, stepMinutes = 10): boolean {
  if (value === PRINT_TIME_NONE) return true;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match !== null && Number(match[2]) % stepMinutes === 0;
}

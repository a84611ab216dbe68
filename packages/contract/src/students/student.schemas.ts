import { z } from 'zod';
import { Category, CourseStatus, UserSource } from '../common/enums.js';

/** A course of a student (spec §3). */
export const StudentCourse = z.object({
  category: z.string(),
  status: CourseStatus,
  end: z.string().nullable(),
});

/** Student as the learner sees it (spec §3 Student). Dates are ISO dates (yyyy-MM-dd). */
/**
 * Till when a learner may learn, watch lectures and take the qualification tests (Warsaw dates, null
 * when never): the learner's own record and the school's view of it both carry them.
 */
export const learnerAccessFields = {
  learningAvailableTill: z.string().nullable(),
  lecturesAvailableTill: z.string().nullable(),
  qualificationCAvailableTill: z.string().nullable(),
  qualificationDAvailableTill: z.string().nullable(),
};

/** The internal exams a learner has left and whether the learner has an internal exam account. */
export const learnerInternalExamFields = {
  internalExams: z.int(),
  internalExamAccount: z.boolean(),
};

export const Student = z.object({
  id: z.int(),
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  category: Category,
  schoolId: z.int().nullable(),
  schoolName: z.string().nullable(),
  ...learnerAccessFields,
  discountAvailable: z.boolean(),
  codeAvailable: z.boolean(),
  ...learnerInternalExamFields,
  multiLanguage: z.boolean(),
  blockChangeCategory: z.boolean(),
  courses: z.array(StudentCourse),
  registrationId: z.string().nullable(),
  userSource: UserSource,
});
export type Student = z.infer<typeof Student>;

/** Whether an access window is open today: the till date is set and today or later (spec §4). */
export function isAccessActive(till: string | null, today: string): boolean {
  return till !== null && till >= today;
}

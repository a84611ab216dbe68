import { z } from 'zod';
import { Category, CourseStatus, UserSource } from '../common/enums.js';

/** A course of a student (spec §3). */
export const StudentCourse = z.object({
  category: z.string(),
  status: CourseStatus,
  end: z.string().nullable(),
});

/** Student as the learner sees it (spec §3 Student). Dates are ISO dates (yyyy-MM-dd). */
export const Student = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  category: Category,
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  learningAvailableTill: z.string().nullable(),
  lecturesAvailableTill: z.string().nullable(),
  qualificationCAvailableTill: z.string().nullable(),
  qualificationDAvailableTill: z.string().nullable(),
  discountAvailable: z.boolean(),
  codeAvailable: z.boolean(),
  internalExams: z.number().int(),
  internalExamAccount: z.boolean(),
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

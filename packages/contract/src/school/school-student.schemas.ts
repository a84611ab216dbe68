import { z } from 'zod';
import { Category, LearnerCategory, UserSource, UserStatus } from '../common/enums.js';
import { learnerAccessFields, learnerInternalExamFields, StudentCourse } from '../students/student.schemas.js';

/**
 * A learner's record as a school sees and edits it, apart from the rest of the school's schemas:
 * `GET student/show` answers it or the learner's own Student, so every learner page reads this
 * module, and it should not build the school's other schemas there (issue 19).
 */

/** Longest school remark on a learner. */
export const STUDENT_REMARKS_MAX = 500;

/** A required, trimmed text of at most `max` characters, `key` its message when missing. */
export const requiredText = (key: string, max: number) => z.string({ error: key }).trim().min(1, key).max(max, 'msg.validation.too.long');

/** A student as the school manages it (spec §3). */
export const SchoolStudent = z.object({
  id: z.int(),
  userId: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  category: Category,
  blockChangeCategory: z.boolean(),
  oskRemarks: z.string().nullable(),
  ...learnerAccessFields,
  ...learnerInternalExamFields,
  lastLoginDate: z.string().nullable(),
  accountExpire: z.string().nullable(),
  status: UserStatus,
  source: UserSource,
  invoice: z.boolean(),
  notificationsEnabled: z.boolean(),
  onlyMinistryQuestions: z.boolean(),
  courses: z.array(StudentCourse),
  registrationId: z.string().nullable(),
  schoolId: z.int().nullable(),
  /** Whether the learner has passed an exam (the "passed" filter). */
  passed: z.boolean(),
});
export type SchoolStudent = z.infer<typeof SchoolStudent>;

/** The school's edit of its learner (`POST student/update` by a school; spec §2.1 /school/students/edit/{id}). */
export const SchoolStudentUpdateRequest = z.object({
  id: z.coerce.number().int().positive(),
  firstName: requiredText('msg.validation.firstName.required', 100),
  lastName: requiredText('msg.validation.lastName.required', 100),
  category: LearnerCategory,
  oskRemarks: z.string().max(STUDENT_REMARKS_MAX, 'msg.validation.too.long').nullish(),
  blockChangeCategory: z.boolean().optional(),
  notificationsEnabled: z.boolean().optional(),
  onlyMinistryQuestions: z.boolean().optional(),
});
export type SchoolStudentUpdateRequest = z.input<typeof SchoolStudentUpdateRequest>;

import { z } from 'zod';

/** Account status values (spec §3). */
export const UserStatus = z.enum([
  'NEW',
  'ACTIVE',
  'VERIFIED',
  'SUSPENDED',
  'REMOVED',
  'BLOCKED',
  'BLOCKED_BY_PAYMENTS',
]);
export type UserStatus = z.infer<typeof UserStatus>;

/** Kinds of user (spec §3). */
export const UserType = z.enum(['STUDENT', 'SCHOOL', 'INSTRUCTOR']);
export type UserType = z.infer<typeof UserType>;

/**
 * Where an account comes from. Own-platform accounts have EPRAWKO; the LIWONA family marks users of
 * the partner e-learning platform (school document §9).
 */
export const UserSource = z.enum(['EPRAWKO', 'SMARTTESTY', 'LIWONA', 'LIWONA_DB', 'LIWONA_LOK']);
export type UserSource = z.infer<typeof UserSource>;


/** Learner exam categories (spec §1); M displays as AM, Y and Z as C and D. */
export const Category = z.enum(['A', 'M', 'B', 'C', 'D', 'T', 'P', 'Y', 'Z']);
export type Category = z.infer<typeof Category>;

// The label a category is shown with lives without zod, for screens drawn before the schemas load.
export { displayCategory } from './category-label.js';

/** Course status values (spec §4). */
export const CourseStatus = z.enum(['NOT_STARTED', 'STARTED', 'ENDED', 'AWAITING', 'OVERDUE', 'ARCHIVE', 'NO_PIN']);
export type CourseStatus = z.infer<typeof CourseStatus>;

/** Action page types (spec §2). */
export const ActionType = z.enum([
  'PAYMENT_STUDENT_SUCCESS',
  'PAYMENT_SCHOOL_SUCCESS',
  'PAYMENT_ERROR',
  'FINISH_PARTIAL_REGISTRATION',
  'LIWONA_LOGIN',
  'LIWONA_LOGIN_ERROR',
  'TESTS_FROM_OSK',
  'LEARN_FROM_OSK',
  'SOCIAL_LOGIN_SUCCESS',
  'SOCIAL_LOGIN_ERROR',
  'SOCIAL_ACCOUNT_REMOVED',
  'RESET_PASSWORD',
  'ACTIVATE_ACCOUNT',
  'ALREADY_CONFIRMED',
  'NOT_LOGGED_IN',
  'SESSION_EXPIRED',
  'ASSIGN_STUDENT',
  'PAGE_NOT_FOUND',
]);
export type ActionType = z.infer<typeof ActionType>;

/** A PKK registry row's status (school-and-instructor-area §4). */
export const PkkStatus = z.enum(['IMPORTED_FROM_PORTAL', 'IN_PROGRESS_WITH_OSK', 'RELEASED', 'UPDATED', 'COMPLEMENTARY_COURSE']);
export type PkkStatus = z.infer<typeof PkkStatus>;

/** Categories a learner may choose when registering (Y and Z are qualifications, never chosen here). */
export const LEARNER_CATEGORIES = ['A', 'M', 'B', 'C', 'D', 'T', 'P'] as const;
/** A category a learner registers for; defaults to B (spec §5). */
export const LearnerCategory = z.enum(LEARNER_CATEGORIES, { error: 'msg.validation.category.required' });
export type LearnerCategory = z.infer<typeof LearnerCategory>;

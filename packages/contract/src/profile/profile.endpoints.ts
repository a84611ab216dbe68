import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { SchoolStudent, SchoolStudentUpdateRequest } from '../school/school-student.schemas.js';
import { Student } from '../students/student.schemas.js';
import {
  ActionCreated,
  ActionCreateRequest,
  ChangePasswordRequest,
  PasswordChanged,
  PhoneChangeRequest,
  PhoneChangeResult,
  ResetPasswordDone,
  ResetPasswordLink,
  ResetPasswordRequest,
  StudentIdParams,
  StudentUpdateRequest,
} from './profile.schemas.js';
import { PROFILE_PATHS } from './profile.paths.js';
import { studentShow } from './student-show.endpoint.js';

const students = { tags: ['students'] } as const;
const accounts = { tags: ['accounts'] } as const;
/** A learner's record, read and changed by the learner or the learner's school. */
const schoolStudents = { access: 'authenticated', paymentBlock: 'schoolStudents', ...students } as const;
/** The account actions of a mailed link, before any login. */
const anonymousAccounts = { access: 'anonymous', ...accounts } as const;

/**
 * Student calls (spec §7); a school reads and edits its own learners through the same two. The
 * learner's own read lives in a module of its own (student-show.endpoint.ts): every learner page
 * reads it, and this module's other calls build the school's and the account forms' schemas.
 */
export { studentShow };

export const studentShowById = endpoint('GET', PROFILE_PATHS.studentShowById, {
  params: StudentIdParams,
  // A school gets its learner as it manages it (remarks, flags, status); the learner their Student record.
  responses: { 200: z.union([SchoolStudent, Student]) },
  errors: [400, 403],
  ...schoolStudents,
  learnerParam: 'id',
  summary: "A learner by id: the learner's own record, or a learner of the calling school",
});

export const studentUpdate = endpoint('POST', PROFILE_PATHS.studentUpdate, {
  // A learner edits their own record (StudentUpdateRequest); a school its learner (SchoolStudentUpdateRequest).
  body: z.union([StudentUpdateRequest, SchoolStudentUpdateRequest]),
  responses: { 200: z.union([SchoolStudent, Student]) },
  errors: [400, 403, 404],
  ...schoolStudents,
  summary: "Update the calling learner's first name, last name or category; a school: its learner's names, category, remarks and flags",
});

/** Password reset (action/create, action/resetPassword), password change and phone change (spec §7). */
export const actionCreate = endpoint('PUT', PROFILE_PATHS.actionCreate, {
  body: ActionCreateRequest,
  responses: { 200: ActionCreated },
  errors: [400, 404, 429],
  ...anonymousAccounts,
  summary: 'Ask for a password reset: creates a RESET_PASSWORD action and mails its single-use link',
});

export const actionResetPasswordCheck = endpoint('GET', PROFILE_PATHS.actionResetPasswordCheck, {
  params: z.object({
    uuid: z.string({ error: 'msg.validation.required' }).min(1, 'msg.validation.required').max(200, 'msg.validation.too.long'),
  }),
  responses: { 200: ResetPasswordLink },
  errors: [400, 404],
  ...anonymousAccounts,
  summary: 'Check a password reset link without using it',
});

export const actionResetPassword = endpoint('POST', PROFILE_PATHS.actionResetPassword, {
  body: ResetPasswordRequest,
  responses: { 200: ResetPasswordDone },
  errors: [400, 404],
  ...anonymousAccounts,
  summary: "Set a new password through a reset link; ends all the user's sessions",
});

export const changeUserPassword = endpoint('POST', PROFILE_PATHS.changeUserPassword, {
  body: ChangePasswordRequest,
  responses: { 200: PasswordChanged },
  errors: [400, 403, 404, 429],
  access: 'authenticated',
  paymentBlock: 'open',
  ...accounts,
  summary: "Change the caller's own password (the current password is asked; a wrong one answers 400 on currentPassword); ends the caller's other sessions",
});

export const changePhoneNumber = endpoint('POST', PROFILE_PATHS.changePhoneNumber, {
  body: PhoneChangeRequest,
  responses: { 200: PhoneChangeResult },
  errors: [400, 403, 429],
  access: 'authenticated',
  paymentBlock: 'schoolSettings',
  ...accounts,
  summary: 'Change the phone number: first call sends an SMS code to the new number, second call with the code stores it',
});

/** Every profile endpoint, in the order the server registers them. */
export const PROFILE_ENDPOINTS = [studentShow, studentShowById, studentUpdate, actionCreate, actionResetPasswordCheck, actionResetPassword, changeUserPassword, changePhoneNumber] as const;

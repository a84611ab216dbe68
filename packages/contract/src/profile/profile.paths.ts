/** The paths of the profile endpoints: the learner's record, password reset and change, phone change (spec §7); see exams/exams.paths.ts for why they stand apart. */
export const PROFILE_PATHS = {
  studentShow: 'eprawko-rest/student/show',
  studentShowById: 'eprawko-rest/student/show/id/{id}',
  studentUpdate: 'eprawko-rest/student/update',
  actionCreate: 'eprawko-rest/action/create',
  /** GET checks a reset link (actionResetPasswordCheck); POST {uuid, newPassword} sets the new password. */
  actionResetPassword: 'eprawko-rest/action/resetPassword',
  actionResetPasswordCheck: 'eprawko-rest/action/resetPassword/{uuid}',
  changeUserPassword: 'eprawko-rest/changeUserPassword',
  changePhoneNumber: 'eprawko-rest/changePhoneNumber',
} as const;

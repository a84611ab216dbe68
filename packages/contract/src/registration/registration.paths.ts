/**
 * The paths of the registration endpoints (spec §7): a learner's and a school's registration, the
 * existence and coupon checks and the activation link; see exams/exams.paths.ts for why they stand apart.
 */
export const REGISTRATION_PATHS = {
  studentCreate: 'eprawko-rest/student/create',
  studentCreateCoupon: 'eprawko-rest/student/create/coupon',
  checkIfEmailExists: 'eprawko-rest/checkIfEmailExists',
  checkIfPhoneNumberExists: 'eprawko-rest/checkIfPhoneNumberExists',
  checkCoupon: 'eprawko-rest/coupon/checkCoupon/{coupon}',
  /** Our addition: GET describes an activation link, POST activates the account (and sets a coupon account's password). */
  activate: 'eprawko-rest/activate/{uuid}',
  /** Our addition: a fresh activation link for an expired one. */
  activateResend: 'eprawko-rest/activate/{uuid}/resend',
  /** Our addition: school registration from the login modal. */
  schoolCreate: 'eprawko-rest/school/create',
} as const;

// The payment block's paths and code (school document §4), kept apart from the zod schemas so that
// the shell's navigation guard can use them without loading zod on the landing page.

/** The payment-block page (spec §2.1, §4). */
export const SCHOOL_BLOCKED_PATH = '/school/blocked';

/**
 * The paths a payment-blocked school may not open (spec §4, verbatim): navigation to any path
 * containing one of them is redirected to /school/blocked.
 */
export const PAYMENT_BLOCK_GUARDED_PATHS = [
  '/school/changePin',
  '/school/changeDefaultPassword',
  '/school/changePhoneNumber',
  '/school/students',
  '/school/exams',
  '/school/students/edit/',
  '/school/students/create/',
  '/school/students/create',
  '/stats/',
  '/exam/choose',
  '/exam/exam/',
  '/exam/internal',
  '/exam/online',
  '/school/internalAccounts',
  '/learn/choose',
  '/attach/',
  '/payments',
  '/register',
] as const;

/** Whether a payment-blocked school's navigation to `path` must go to /school/blocked. */
export function isPaymentBlockGuardedPath(path: string): boolean {
  return PAYMENT_BLOCK_GUARDED_PATHS.some((guarded) => path.includes(guarded));
}

/** The code of the 403 a blocked school's guarded API call answers. */
export const PAYMENT_BLOCKED_CODE = 'msg.error.user.blocked.payments';

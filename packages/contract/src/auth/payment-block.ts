// The payment block's paths and code (school document §4), kept apart from the zod schemas so that
// the shell's navigation guard can use them without loading zod on the landing page.

/** The payment-block page (spec §2.1, §4). */
export const SCHOOL_BLOCKED_PATH = '/school/blocked';

/**
 * The pages a payment-blocked school may not open (spec §4, verbatim), by the part of the service they
 * belong to. The one source of the block (ADR 026): the web's navigation guard sends a blocked school's
 * navigation to any path containing one of them to /school/blocked, and every route of the API a school
 * may call declares `paymentBlock`: the group of pages whose calls it serves (refused with 403 to a
 * blocked school), or 'open'.
 */
export const PAYMENT_BLOCK_GUARDED_PAGES = {
  schoolSettings: ['/school/changePin', '/school/changeDefaultPassword', '/school/changePhoneNumber'],
  schoolStudents: ['/school/students', '/school/students/edit/', '/school/students/create/', '/school/students/create', '/school/internalAccounts'],
  examResults: ['/school/exams', '/stats/'],
  exams: ['/exam/choose', '/exam/exam/', '/exam/internal', '/exam/online'],
  learning: ['/learn/choose'],
  attachment: ['/attach/'],
  payments: ['/payments'],
  registration: ['/register'],
} as const;

/** A group of guarded pages. */
export type PaymentBlockGuard = keyof typeof PAYMENT_BLOCK_GUARDED_PAGES;

/** What a route a school may call declares: the guarded pages whose calls it serves, or 'open' (not guarded). */
export type PaymentBlockDeclaration = PaymentBlockGuard | 'open';

/** Every guarded page path. */
export const PAYMENT_BLOCK_GUARDED_PATHS: readonly string[] = Object.values(PAYMENT_BLOCK_GUARDED_PAGES).flat();

/** Whether a payment-blocked school's navigation to `path` must go to /school/blocked. */
export function isPaymentBlockGuardedPath(path: string): boolean {
  return PAYMENT_BLOCK_GUARDED_PATHS.some((guarded) => path.includes(guarded));
}

/** The code of the 403 a blocked school's guarded API call answers. */
export const PAYMENT_BLOCKED_CODE = 'msg.error.user.blocked.payments';

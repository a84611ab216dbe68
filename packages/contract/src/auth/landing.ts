import type { LoginUser } from './auth.schemas.js';

// Pure functions of the login result, kept apart from the zod schemas so that the landing page can use
// them without loading zod.

/**
 * Whether a school is under payment block: willBeBlockedAt is set and already past, the moment itself
 * included (spec §4). The one spelling of the rule: the web's guard (the date as the API sends it) and
 * the server's (the date as stored) both call it.
 */
export function isPaymentBlocked(willBeBlockedAt: string | Date | null, now: Date): boolean {
  if (!willBeBlockedAt) return false;
  return new Date(willBeBlockedAt).getTime() <= now.getTime();
}

/**
 * Where a user lands after login (spec §4): startPage first, else by user type, a school under
 * payment block to /school/blocked, an internal exam account on the exam choice.
 */
export function landingPath(user: Pick<LoginUser, 'startPage' | 'userType' | 'willBeBlockedAt'> & { internal?: boolean }, now: Date): string {
  if (user.startPage) return user.startPage.startsWith('/') ? user.startPage : `/${user.startPage}`;
  switch (user.userType) {
    case 'STUDENT':
      // An internal (temporary) account sees only the exam (learner document §1, §6).
      return user.internal ? '/exam/choose' : '/profile';
    case 'INSTRUCTOR':
      return '/instructor';
    case 'SCHOOL':
      return isPaymentBlocked(user.willBeBlockedAt, now) ? '/school/blocked' : '/school';
  }
}

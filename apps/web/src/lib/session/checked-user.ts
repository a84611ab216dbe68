import { isPaymentBlocked, isPaymentBlockGuardedPath, SCHOOL_BLOCKED_PATH, type ClientUser } from '@osk/contract';
import { actionPath, ROUTES } from '../routes';

/**
 * Checked reads of the stored user (school document §4), done at every navigation and page load by
 * the root layout's guard and by RequireUser.
 */

/** The pages a locked session may stay on: the running internal exam (/exam/exam/{id}) and its choice page. */
export function isLockedExamPath(pathname: string): boolean {
  return pathname.startsWith(`${ROUTES.examRun}/`) || pathname === ROUTES.internalExam || pathname.startsWith(`${ROUTES.internalExam}/`);
}

/**
 * "A locked service state forces logout on the next checked user read": a user whose service is
 * locked by a running school exam, opening any page but the exam (after a reload or by leaving
 * it), is logged out. The action pages are left alone so that SESSION_EXPIRED itself can show.
 */
export function mustEndLockedSession(user: Pick<ClientUser, 'locked'> | null, pathname: string): boolean {
  if (!user?.locked) return false;
  if (pathname.startsWith('/action/')) return false;
  return !isLockedExamPath(pathname);
}

/** Where a locked session ends up after its logout. */
export const LOCKED_SESSION_EXIT = actionPath('SESSION_EXPIRED');

/**
 * Where a payment-blocked school's navigation to `pathname` is sent instead, or null when it may go
 * there. paymentBlocked is computed from willBeBlockedAt against `now` (not cached from login), so
 * a block date passing while the app is open takes effect at the next navigation. Only SCHOOL users
 * are subject to the block; the school's start page /school sends a blocked school to the notice.
 */
export function paymentBlockRedirect(user: Pick<ClientUser, 'userType' | 'willBeBlockedAt'> | null, pathname: string, now: Date): string | null {
  if (user?.userType !== 'SCHOOL') return null;
  if (!isPaymentBlocked(user.willBeBlockedAt, now)) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === ROUTES.school || isPaymentBlockGuardedPath(pathname)) return SCHOOL_BLOCKED_PATH;
  return null;
}

import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LOCKED_SESSION_EXIT, mustEndLockedSession, paymentBlockRedirect } from '../../lib/session/checked-user';
import { useSessionUser } from '../../lib/session/session.store';
import { endSession } from '../session-end';

/**
 * Wraps the page outlet and checks the stored user at every navigation and page load (school
 * document §4): a locked service outside the running exam is logged out and sent to
 * /action/SESSION_EXPIRED; a payment-blocked school opening a guarded path (or /school) goes to
 * /school/blocked instead. Both are decided before the page renders, so a guarded page never shows.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const endLocked = mustEndLockedSession(user, pathname);
  // The logout (which tells the server) happens once the exit page is shown: clearing the user
  // while the guarded page is still current would send it to NOT_LOGGED_IN instead.
  const atExit = user?.locked === true && pathname === LOCKED_SESSION_EXIT;

  useEffect(() => {
    if (atExit) void endSession();
  }, [atExit]);

  if (endLocked) return <Navigate to={LOCKED_SESSION_EXIT} replace />;
  const blocked = paymentBlockRedirect(user, pathname, new Date());
  if (blocked) return <Navigate to={blocked} replace />;
  return children;
}

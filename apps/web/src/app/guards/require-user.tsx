import { landingPath, type UserType } from '@osk/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { actionPath } from '../../lib/routes';
import { LOCKED_SESSION_EXIT, mustEndLockedSession } from '../../lib/session/checked-user';
import { useSessionUser } from '../../lib/session/session.store';
import { signedOutPath } from '../../lib/session/signed-out';

export interface RequireUserProps {
  /** User types allowed on the route. */
  types: readonly UserType[];
  children: ReactNode;
}

/**
 * Protects a route: visitors go to /action/NOT_LOGGED_IN (spec §7) with the page asked for, so that
 * the login returns there; right after the user's own logout to /, after the idle logout to
 * /action/SESSION_EXPIRED (signedOutPath). A logged-in user of another type goes to their own landing
 * page instead of seeing another role's page.
 */
export function RequireUser({ types, children }: RequireUserProps) {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={signedOutPath(pathname + search)} replace />;
  // The checked read (school document §4): a locked service outside the exam ends the session (the
  // root layout's SessionGuard logs out; SESSION_EXPIRED does too).
  if (mustEndLockedSession(user, pathname)) return <Navigate to={LOCKED_SESSION_EXIT} replace />;
  if (!types.includes(user.userType)) {
    const landing = landingPath(user, new Date());
    return <Navigate to={landing === pathname ? actionPath('PAGE_NOT_FOUND') : landing} replace />;
  }
  return children;
}

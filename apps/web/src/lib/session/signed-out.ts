import { useLocation } from 'react-router';
import { actionPath, ROUTES } from '../routes';
import { sessionEndedBy } from './session.store';

/** The query parameter that carries the page asked for through the login. */
export const RETURN_TO_PARAM = 'next';

/**
 * Where a page that needs a user sends someone without one: after their own logout the home page,
 * after the idle logout /action/SESSION_EXPIRED, otherwise /action/NOT_LOGGED_IN remembering the page
 * asked for (`?next=`), so that the login returns there (a school's invitation, /stats).
 */
export function signedOutPath(asked: string): string {
  switch (sessionEndedBy()) {
    case 'logout':
      return ROUTES.home;
    case 'expired':
      return actionPath('SESSION_EXPIRED');
    default: {
      const base = actionPath('NOT_LOGGED_IN');
      return isReturnPath(asked) && asked !== ROUTES.home && !asked.startsWith('/action/') ? `${base}?${RETURN_TO_PARAM}=${encodeURIComponent(asked)}` : base;
    }
  }
}

/** A path of this site only: one leading slash (not "//host" or "/\\host"), no scheme. */
export function isReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length <= 2000 && ![...value].some((c) => c.charCodeAt(0) < 32);
}

/** The page to return to after a login started on a page that carries `?next=` (else null). */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_TO_PARAM);
  return isReturnPath(next) && !next.startsWith('/action/') ? next : null;
}

/** signedOutPath for the page being shown (for pages that check the user themselves). */
export function useSignedOutPath(): string {
  const { pathname, search } = useLocation();
  return signedOutPath(pathname + search);
}

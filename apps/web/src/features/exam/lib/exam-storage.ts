import { examRouteId, parseExamRoute, type NewExamRoute } from './exam-route';

/**
 * What this browser tab remembers about its exams, in sessionStorage (it ends with the tab): the demo
 * token of an anonymous demo exam (so a reload resumes it) and the kind each exam was started as (so
 * "repeat" starts the same kind again). Storage may be unavailable (private modes): every call copes.
 */
const DEMO_TOKEN_PREFIX = 'osk.exam.demoToken.';
const STARTED_AS_PREFIX = 'osk.exam.startedAs.';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    session()?.setItem(key, value);
  } catch {
    // Full or blocked storage: the exam still runs, only a reload cannot resume a demo.
  }
}

/** Remembers the token of a demo exam. */
export function saveDemoToken(examId: number, token: string): void {
  write(`${DEMO_TOKEN_PREFIX}${examId}`, token);
}

/** The token of a demo exam started in this tab, if any. */
export function demoTokenFor(examId: number): string | null {
  return read(`${DEMO_TOKEN_PREFIX}${examId}`);
}

/** Remembers which kind of exam an exam was started as. */
export function saveStartedAs(examId: number, route: NewExamRoute): void {
  write(`${STARTED_AS_PREFIX}${examId}`, examRouteId(route));
}

/** Which kind of exam an exam was started as in this tab, if known. */
export function startedAsOf(examId: number): NewExamRoute | null {
  const stored = read(`${STARTED_AS_PREFIX}${examId}`);
  if (stored === null) return null;
  const route = parseExamRoute(stored);
  return route.kind === 'demo' || route.kind === 'category' || route.kind === 'qualification' || route.kind === 'hard' ? route : null;
}

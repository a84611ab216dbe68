import { useEffect } from 'react';
import { valueStore } from '../../lib/value-store';

/**
 * Whether the first page of this load has been drawn and the browser has had an idle moment since
 * (or, failing that, a few seconds have passed). The app-wide widgets a logged-in user needs only
 * later (the idle guard with its dialog, the subscription notices) wait for it: downloading and
 * running them alongside the page held back the page's first paint on a phone (issue 19).
 */
const settled = valueStore(false);

function settle(): void {
  settled.set(true);
}

/** The longest wait: a page that never finishes drawing (an error, a hung chunk) still gets them. */
const LATEST_MS = 5000;
/** After the page is drawn: the idle moment's deadline (its data may keep the thread busy). */
const IDLE_TIMEOUT_MS = 2000;

function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/** True once the first page has settled (see above); stays true for the rest of the load. */
export function usePageSettled(): boolean {
  const value = settled.useValue();
  useEffect(() => {
    if (settled.get()) return undefined;
    const id = window.setTimeout(settle, LATEST_MS);
    return () => window.clearTimeout(id);
  }, []);
  return value;
}

/**
 * Rendered next to the page inside its Suspense boundary: its effect runs when the page (its lazy
 * chunk included) has been committed, and then waits for the browser's next idle moment.
 */
export function PageSettledMarker(): null {
  useEffect(() => (settled.get() ? undefined : whenIdle(settle, IDLE_TIMEOUT_MS)), []);
  return null;
}

/** Forgets the settled state (tests render several "page loads" in one module instance). */
export function resetPageSettledForTests(): void {
  settled.set(false);
}

import { useSyncExternalStore } from 'react';

/**
 * Whether a page asked for the site's frame (header, menu, footer) to be hidden, as the exam's
 * full-screen mode does (issue 18: a screen like the terminal at the exam centre). A feature sets it,
 * the layout in app/ reads it; features do not import the layout.
 */
let active = false;
const listeners = new Set<() => void>();

/** Turns the frameless mode on or off. */
export function setFullScreenMode(next: boolean): void {
  if (active === next) return;
  active = next;
  for (const listener of listeners) listener();
}

/** Whether the frameless mode is on (outside React). */
export function isFullScreenMode(): boolean {
  return active;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): boolean {
  return active;
}

/** The frameless mode as React state. */
export function useFullScreenMode(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

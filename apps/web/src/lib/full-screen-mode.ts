import { valueStore } from './value-store';

/**
 * Whether a page asked for the site's frame (header, menu, footer) to be hidden, as the exam's
 * full-screen mode does (issue 18: a screen like the terminal at the exam centre). A feature sets it,
 * the layout in app/ reads it; features do not import the layout.
 */
const mode = valueStore(false);

/** Turns the frameless mode on or off. */
export function setFullScreenMode(next: boolean): void {
  mode.set(next);
}

/** Whether the frameless mode is on (outside React). */
export function isFullScreenMode(): boolean {
  return mode.get();
}

/** The frameless mode as React state. */
export function useFullScreenMode(): boolean {
  return mode.useValue();
}

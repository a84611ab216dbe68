/**
 * Test hook for end-to-end tests: when `window.__OSK_IDLE_SCALE__` is a positive number before the
 * app loads (Playwright: `page.addInitScript(() => { window.__OSK_IDLE_SCALE__ = 0.01 })`), every
 * idle timing is multiplied by it, so the 545 s + 15 s timeout runs in about 5.6 s. Without it the
 * real timings apply.
 */
declare global {
  interface Window {
    __OSK_IDLE_SCALE__?: unknown;
  }
}

/** The length of one idle-timer second in ms, scaled by the test hook if present. */
export function idleSecondMs(win: Pick<Window, '__OSK_IDLE_SCALE__'> | undefined = globalThis.window): number {
  const scale = win?.__OSK_IDLE_SCALE__;
  if (typeof scale === 'number' && Number.isFinite(scale) && scale > 0) return 1000 * scale;
  return 1000;
}

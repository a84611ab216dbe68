/** The longest wait for a frame: a hidden tab draws none, and the work must still run. */
export const AFTER_PAINT_FALLBACK_MS = 100;

/**
 * Runs `work` once the frame showing what was just changed has been drawn: in a task after the next
 * animation frame, or after AFTER_PAINT_FALLBACK_MS where no frame comes. For work the screen does not
 * wait for (sending a learning answer whose verdict is already known): done in the same task as the
 * tap, it held back the verdict's paint (issue 19). Runs once.
 */
export function afterNextPaint(work: () => void, win: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window): void {
  let done = false;
  let frame = 0;
  const run = () => {
    if (done) return;
    done = true;
    win.clearTimeout(fallback);
    win.cancelAnimationFrame(frame);
    work();
  };
  const fallback = win.setTimeout(run, AFTER_PAINT_FALLBACK_MS);
  if (typeof win.requestAnimationFrame === 'function') frame = win.requestAnimationFrame(() => win.setTimeout(run, 0));
}

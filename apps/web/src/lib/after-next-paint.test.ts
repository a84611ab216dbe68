import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from './after-next-paint';

/** A window whose frames come only when the test says so. */
function fakeWindow() {
  const frames: Array<() => void> = [];
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
    cancelAnimationFrame: vi.fn(),
    setTimeout: (handler: () => void, ms?: number) => globalThis.setTimeout(handler, ms),
    clearTimeout: (id?: number) => globalThis.clearTimeout(id),
  } as unknown as Window;
  return { win, frame: () => frames.splice(0).forEach((f) => f()) };
}

describe('afterNextPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work in a task after the next frame, not in the frame or before it', () => {
    const { win, frame } = fakeWindow();
    const work = vi.fn();
    afterNextPaint(work, win);
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    frame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work once after the fallback time where no frame comes (a hidden tab)', () => {
    const { win, frame } = fakeWindow();
    const work = vi.fn();
    afterNextPaint(work, win);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frame();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

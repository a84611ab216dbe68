// @vitest-environment jsdom
import { IDLE_LOGOUT_AFTER_WARNING_SECONDS, IDLE_WARNING_SECONDS } from '@osk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, type IdleState } from './idle-timer';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function startTimer(secondMs = 1000) {
  const states: IdleState[] = [];
  const onTimeout = vi.fn();
  const timer = createIdleTimer({
    warningAfterSeconds: IDLE_WARNING_SECONDS,
    logoutAfterSeconds: IDLE_LOGOUT_AFTER_WARNING_SECONDS,
    secondMs,
    onChange: (state) => states.push(state),
    onTimeout,
  });
  timer.start();
  return { timer, states, onTimeout };
}

describe('idle timer', () => {
  it('uses the spec timings: warning at 545 s, logout 15 s later', () => {
    expect(IDLE_WARNING_SECONDS).toBe(545);
    expect(IDLE_LOGOUT_AFTER_WARNING_SECONDS).toBe(15);
  });

  it('warns after 545 s without activity and counts down 15 s', () => {
    const { timer } = startTimer();
    vi.advanceTimersByTime(544_999);
    expect(timer.getState().phase).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 15 });
    vi.advanceTimersByTime(5_000);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 10 });
  });

  it('times out 15 s after the warning', () => {
    const { timer, onTimeout } = startTimer();
    vi.advanceTimersByTime(545_000 + 14_999);
    expect(onTimeout).not.toHaveBeenCalled();
    expect(timer.getState().secondsLeft).toBe(1);
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(timer.getState().phase).toBe('timedOut');
    vi.advanceTimersByTime(600_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle period on activity', () => {
    const { timer, onTimeout } = startTimer();
    vi.advanceTimersByTime(300_000);
    timer.activity();
    vi.advanceTimersByTime(544_000);
    expect(timer.getState().phase).toBe('watching');
    vi.advanceTimersByTime(1_000);
    expect(timer.getState().phase).toBe('warning');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('cancels a running warning on activity', () => {
    const { timer, onTimeout } = startTimer();
    vi.advanceTimersByTime(545_000 + 10_000);
    expect(timer.getState().phase).toBe('warning');
    timer.activity();
    expect(timer.getState().phase).toBe('watching');
    vi.advanceTimersByTime(544_000);
    expect(timer.getState().phase).toBe('watching');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('does nothing after stop', () => {
    const { timer, onTimeout } = startTimer();
    timer.stop();
    timer.activity();
    vi.advanceTimersByTime(1_000_000);
    expect(timer.getState().phase).toBe('stopped');
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('reports only real changes, not every activity event', () => {
    const { timer, states } = startTimer();
    const before = states.length;
    for (let i = 0; i < 100; i += 1) timer.activity();
    expect(states.length).toBe(before);
  });

  it('runs proportionally faster with a shorter second (the end-to-end test hook)', () => {
    const { onTimeout } = startTimer(10);
    vi.advanceTimersByTime(5_450 + 150);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('notes activity without replacing a timer, and still warns 545 s after the last activity (issue 19)', () => {
    let scheduled = 0;
    let cleared = 0;
    const timer = createIdleTimer({
      warningAfterSeconds: IDLE_WARNING_SECONDS,
      logoutAfterSeconds: IDLE_LOGOUT_AFTER_WARNING_SECONDS,
      scheduler: {
        setTimeout: (callback, ms) => {
          scheduled += 1;
          return setTimeout(callback, ms);
        },
        clearTimeout: (handle) => {
          cleared += 1;
          clearTimeout(handle as ReturnType<typeof setTimeout>);
        },
      },
    });
    timer.start();
    expect(scheduled).toBe(1);
    vi.advanceTimersByTime(100_000);
    for (let i = 0; i < 100; i += 1) timer.activity();
    expect(scheduled).toBe(1);
    expect(cleared).toBe(0);
    vi.advanceTimersByTime(544_999);
    expect(timer.getState().phase).toBe('watching');
    vi.advanceTimersByTime(1);
    expect(timer.getState()).toEqual({ phase: 'warning', secondsLeft: 15 });
  });
});

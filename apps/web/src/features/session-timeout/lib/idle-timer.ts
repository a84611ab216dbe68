/**
 * The client idle-timeout machine (spec §4 Session): after `warningAfterSeconds` without user
 * activity a warning counts down `logoutAfterSeconds`; activity during the warning cancels it; at 0
 * the session times out. Pure and timer-injectable so tests drive it with fake timers and the
 * end-to-end tests shrink `secondMs`.
 */
export type IdlePhase = 'stopped' | 'watching' | 'warning' | 'timedOut';

export interface IdleState {
  phase: IdlePhase;
  /** Seconds left in the warning countdown (0 outside the warning). */
  secondsLeft: number;
}

export interface IdleScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface IdleTimerOptions {
  warningAfterSeconds: number;
  logoutAfterSeconds: number;
  /** Length of one second in ms: 1000 normally, smaller to speed the machine up in tests. */
  secondMs?: number;
  scheduler?: IdleScheduler;
  /** The clock (ms), Date.now by default. */
  now?: () => number;
  onChange?: (state: IdleState) => void;
  onTimeout?: () => void;
}

export interface IdleTimer {
  /** Starts (or restarts) watching for inactivity. */
  start(): void;
  /** Reports user activity: restarts the idle period, cancels a running warning. */
  activity(): void;
  /** Stops all timers (logout, unmount). */
  stop(): void;
  getState(): IdleState;
}

const browserScheduler: IdleScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Creates an idle timer; it does nothing until `start()`. */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const secondMs = options.secondMs ?? 1000;
  const scheduler = options.scheduler ?? browserScheduler;
  const now = options.now ?? (() => Date.now());
  const quietMs = options.warningAfterSeconds * secondMs;
  let state: IdleState = { phase: 'stopped', secondsLeft: 0 };
  let handle: unknown = null;
  let lastActivity = 0;

  function clear(): void {
    if (handle !== null) scheduler.clearTimeout(handle);
    handle = null;
  }

  function set(next: IdleState): void {
    // Activity while watching restarts the timer many times a second; listeners hear only real changes.
    if (next.phase === state.phase && next.secondsLeft === state.secondsLeft) return;
    state = next;
    options.onChange?.(state);
  }

  function watch(): void {
    clear();
    lastActivity = now();
    set({ phase: 'watching', secondsLeft: 0 });
    handle = scheduler.setTimeout(quietEnded, quietMs);
  }

  /**
   * The quiet period has run out since it was last scheduled: the warning starts unless there was
   * activity meanwhile, and then the period is scheduled again from that activity. Activity itself
   * only notes the time: replacing a timer on every mouse move, scroll or film tick was work on the
   * main thread of every tap (issue 19).
   */
  function quietEnded(): void {
    handle = null;
    const left = lastActivity + quietMs - now();
    if (left > 0) {
      handle = scheduler.setTimeout(quietEnded, left);
      return;
    }
    countDown(options.logoutAfterSeconds);
  }

  function countDown(secondsLeft: number): void {
    handle = null;
    if (secondsLeft <= 0) {
      set({ phase: 'timedOut', secondsLeft: 0 });
      options.onTimeout?.();
      return;
    }
    set({ phase: 'warning', secondsLeft });
    handle = scheduler.setTimeout(() => countDown(secondsLeft - 1), secondMs);
  }

  return {
    start: watch,
    activity() {
      if (state.phase === 'watching') lastActivity = now();
      else if (state.phase === 'warning') watch();
    },
    stop() {
      clear();
      set({ phase: 'stopped', secondsLeft: 0 });
    },
    getState: () => state,
  };
}

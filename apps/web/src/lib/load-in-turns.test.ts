import { describe, expect, it, vi } from 'vitest';
import { loadInTurns, TURN_WAIT_MS } from './load-in-turns';

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('loadInTurns', () => {
  it('starts the first load at once and each next one in a task of its own, and answers their results in order', async () => {
    const first = vi.fn(() => Promise.resolve('a'));
    const second = vi.fn(() => Promise.resolve(2));
    const third = vi.fn(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20)));
    const all = loadInTurns(first, second, third);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    // Microtasks do not start the next load; a task does.
    await Promise.resolve();
    await Promise.resolve();
    expect(second).not.toHaveBeenCalled();
    await macrotask();
    expect(second).toHaveBeenCalledTimes(1);
    expect(third).not.toHaveBeenCalled();
    await macrotask();
    expect(third).toHaveBeenCalledTimes(1);
    await expect(all).resolves.toEqual(['a', 2, true]);
  });

  it('fails when one load fails, without waiting for a later turn to report it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const all = loadInTurns(
        () => Promise.reject(new Error('chunk missing')),
        () => Promise.resolve(1),
      );
      await expect(all).rejects.toThrow('chunk missing');
      await macrotask();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('starts the next load once the one before has run, so that their modules do not run in one task', async () => {
    let finishFirst: (value: string) => void = () => undefined;
    const first = vi.fn(() => new Promise<string>((resolve) => (finishFirst = resolve)));
    const second = vi.fn(() => Promise.resolve(2));
    const all = loadInTurns(first, second);
    await macrotask();
    await macrotask();
    expect(second).not.toHaveBeenCalled();
    finishFirst('a');
    await macrotask();
    await macrotask();
    expect(second).toHaveBeenCalledTimes(1);
    await expect(all).resolves.toEqual(['a', 2]);
  });

  it('does not wait longer than TURN_WAIT_MS for a slow load before it', async () => {
    vi.useFakeTimers();
    try {
      const first = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('a'), 10_000)));
      const second = vi.fn(() => Promise.resolve(2));
      const all = loadInTurns(first, second);
      await vi.advanceTimersByTimeAsync(TURN_WAIT_MS - 1);
      expect(second).not.toHaveBeenCalled();
      // The turn's wait ends, then the turn's own task runs.
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(second).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(10_000);
      await expect(all).resolves.toEqual(['a', 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { loadInTurns } from './load-in-turns';

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
});

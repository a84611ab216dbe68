import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedWrites } from './batched-writes.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('BatchedWrites', () => {
  it('sends the writes of one moment as one batch, the latest value of each key', async () => {
    vi.useFakeTimers();
    const batches: Array<Array<[string, number]>> = [];
    const writes = new BatchedWrites<string, number>(async (entries) => void batches.push(entries), () => undefined, 25);
    writes.put('a', 1);
    writes.put('b', 2);
    writes.put('a', 3);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(25);
    expect(batches).toEqual([
      [
        ['a', 3],
        ['b', 2],
      ],
    ]);
    expect(writes.waiting('a')).toBeUndefined();
    writes.put('c', 4);
    expect(writes.waiting('c')).toBe(4);
    await vi.advanceTimersByTimeAsync(25);
    expect(batches).toHaveLength(2);
  });

  it('still answers a value while its batch is being written, and forgets it once written', async () => {
    let release: (() => void) | null = null;
    const writes = new BatchedWrites<string, number>(() => new Promise<void>((resolve) => (release = resolve)), () => undefined, 10_000);
    writes.put('a', 1);
    const written = writes.flush();
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect(writes.waiting('a')).toBe(1);
    (release as unknown as () => void)();
    await written;
    expect(writes.waiting('a')).toBeUndefined();
  });

  it('lists what waits and what is being written, the waiting value where a key is in both', async () => {
    let release: (() => void) | null = null;
    const writes = new BatchedWrites<string, number>(() => new Promise<void>((resolve) => (release = resolve)), () => undefined, 10_000);
    writes.put('a', 1);
    writes.put('b', 2);
    const written = writes.flush();
    await vi.waitFor(() => expect(release).not.toBeNull());
    writes.put('a', 3);
    expect(new Map(writes.entries())).toEqual(new Map([['a', 3], ['b', 2]]));
    (release as unknown as () => void)();
    await written;
    expect(new Map(writes.entries())).toEqual(new Map([['a', 3]]));
  });

  it('splits a large batch, and flush() sends what waits at once', async () => {
    const batches: number[] = [];
    const writes = new BatchedWrites<number, number>(async (entries) => void batches.push(entries.length), () => undefined, 10_000, 2);
    for (let key = 0; key < 5; key += 1) writes.put(key, key);
    await writes.flush();
    expect(batches).toEqual([2, 2, 1]);
  });

  it('reports a failed batch and goes on with the next', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const writes = new BatchedWrites<string, number>(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
      },
      (error) => errors.push(error),
      10_000,
    );
    writes.put('a', 1);
    await writes.flush();
    writes.put('b', 2);
    await writes.flush();
    expect(errors).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

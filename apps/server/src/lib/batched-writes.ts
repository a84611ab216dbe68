/**
 * Writes by key that need not be in their request's path, gathered and sent as one statement: the
 * refresh of a session's last-seen (issue 21's exam-season finding: with a class logged in at one
 * instant, every session came due in the same seconds, and an awaited one-row UPDATE per request
 * raised the answers' p50 to 1.3 s). `put` only records the latest value of a key; the batch goes
 * `delayMs` later (at most `maxBatch` keys a statement). `flush()` sends what waits (at shutdown).
 * A failed batch is reported to `onError` and dropped: a last-seen refreshed late is harmless.
 */
export class BatchedWrites<K, V> {
  private pending = new Map<K, V>();
  /** Values of batches sent and not yet written: a read of the same row must still prefer them. */
  private sending = new Map<K, V>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly writeMany: (entries: Array<[K, V]>) => Promise<void>,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = 25,
    private readonly maxBatch = 500,
  ) {}

  /** Records `value` for `key` (replacing one still waiting), to be written with the next batch. */
  put(key: K, value: V): void {
    this.pending.set(key, value);
    if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.delayMs);
      this.timer.unref?.();
    }
  }

  /** The value waiting for `key`'s batch or being written by it, if any (a read of the same row should prefer it). */
  waiting(key: K): V | undefined {
    return this.pending.get(key) ?? this.sending.get(key);
  }

  /** Every key waiting or being written with its value (the waiting one where both), for a read whose key is known only after it. */
  *entries(): IterableIterator<[K, V]> {
    yield* this.sending;
    yield* this.pending;
  }

  /** Sends everything waiting now; settles when it (and any batch before it) is written. */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const entries = [...this.pending];
    this.pending = new Map();
    for (const [key, value] of entries) this.sending.set(key, value);
    for (let start = 0; start < entries.length; start += this.maxBatch) {
      const batch = entries.slice(start, start + this.maxBatch);
      this.running = this.running
        .then(() => this.writeMany(batch))
        .catch((error: unknown) => this.onError(error))
        .finally(() => {
          for (const [key, value] of batch) if (this.sending.get(key) === value) this.sending.delete(key);
        });
    }
    return this.running;
  }
}

/** A read waiting for its batch. */
interface Waiting<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Reads by key that arrive together go to the database as one statement: those requested in the same
 * turn of the event loop are read at its end by `readMany` (at most `maxBatch` keys a statement), and
 * each caller gets its own row, or undefined when there is none. The reads approvals get in ADR 010,
 * for reads: one round trip for many requests under load, no cache (a read queued after a write
 * committed still starts after it, so it sees it).
 */
export class BatchedReads<K, V> {
  private waiting = new Map<K, Array<Waiting<V>>>();
  private scheduled = false;

  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 500,
  ) {}

  read(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const list = this.waiting.get(key);
      if (list) list.push({ resolve, reject });
      else this.waiting.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    this.scheduled = false;
    const all = this.waiting;
    this.waiting = new Map();
    const keys = [...all.keys()];
    await Promise.all(
      Array.from({ length: Math.ceil(keys.length / this.maxBatch) }, async (_, i) => {
        const chunk = keys.slice(i * this.maxBatch, (i + 1) * this.maxBatch);
        try {
          const found = await this.readMany(chunk);
          for (const key of chunk) for (const w of all.get(key) ?? []) w.resolve(found.get(key));
        } catch (error) {
          for (const key of chunk) for (const w of all.get(key) ?? []) w.reject(error);
        }
      }),
    );
  }
}

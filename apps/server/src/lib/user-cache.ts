/** How long a cached record is trusted without reading it again. */
export const USER_CACHE_MS = 5_000;
/** How many records one cache holds before it forgets the oldest. */
export const USER_CACHE_CAPACITY = 50_000;

interface Entry<V> {
  value: V;
  userId: number;
  cachedAt: number;
}

/**
 * Records about a user (a session, a learner's exam rights) that this instance read in the last few
 * seconds, so that a burst of calls (an exam's answers) does not read them each time. The database
 * stays the authority (ADR 010):
 * - an entry is trusted for USER_CACHE_MS at most;
 * - whatever changes a user's sessions, account or learner record is announced by the database to every
 *   instance (`osk_user_changed`, the user's id), which then forgets all entries of that user;
 * - while those announcements cannot be heard (the listening connection dropped), nothing is cached.
 * Callers take only positive answers from here and decide anything else from the database.
 */
export class UserCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byUser = new Map<number, Set<string>>();
  private enabled = false;
  /** Counts forgets: a value read before a forget may predate the change that caused it. */
  private epoch = 0;

  constructor(
    private readonly now: () => number,
    private readonly userOf: (value: V) => number,
    private readonly capacity: number = USER_CACHE_CAPACITY,
  ) {}

  /** Turns caching on while changes are heard, off (and forgets everything) when they may be missed. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }

  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.cachedAt >= USER_CACHE_MS) {
      this.forget(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Take a stamp before reading a record from the database and pass it to `put`: if anything was
   * forgotten in between (a change announced or made here while the read was in flight), the value
   * may be older than that change and is not cached.
   */
  stamp(): number {
    return this.epoch;
  }

  put(key: string, value: V, stamp?: number): void {
    if (!this.enabled) return;
    if (stamp !== undefined && stamp !== this.epoch) return;
    this.remove(key);
    const userId = this.userOf(value);
    this.entries.set(key, { value, userId, cachedAt: this.now() });
    let keys = this.byUser.get(userId);
    if (!keys) {
      keys = new Set();
      this.byUser.set(userId, keys);
    }
    keys.add(key);
    // A Map iterates in insertion order: the first keys were cached longest ago.
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  /** Replaces a cached value (after this instance wrote the change), keeping its age. */
  replace(key: string, value: V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = value;
  }

  forget(key: string): void {
    this.epoch += 1;
    this.remove(key);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.byUser.get(entry.userId);
    keys?.delete(key);
    if (keys && keys.size === 0) this.byUser.delete(entry.userId);
  }

  /** Forgets every entry of a user (announced by the database, or changed here). */
  forgetUser(userId: number): void {
    this.epoch += 1;
    const keys = this.byUser.get(userId);
    if (!keys) return;
    for (const key of keys) this.entries.delete(key);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The caches that forget a user when the database announces a change (wired once per app). */
export class UserChangeNotices {
  private readonly caches: Array<UserCache<never>> = [];
  private heard = false;

  register<V>(cache: UserCache<V>): void {
    this.caches.push(cache as unknown as UserCache<never>);
    cache.setEnabled(this.heard);
  }

  /** The database announced a change to a user (payload: the id; anything else forgets all). */
  announced(payload: string): void {
    const userId = Number(payload);
    for (const cache of this.caches) {
      if (Number.isInteger(userId) && payload !== '') cache.forgetUser(userId);
      else cache.clear();
    }
  }

  /** Whether announcements are heard; caching is on only while they are. */
  listening(heard: boolean): void {
    this.heard = heard;
    for (const cache of this.caches) cache.setEnabled(heard);
  }
}

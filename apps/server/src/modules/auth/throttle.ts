import { and, gt, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { throttleCounters } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';

/** A limit: at most `max` events in a fixed window of `windowSeconds`. */
export interface Limit {
  /** Part of the counter's key, so two limits on the same subject count apart. */
  name: string;
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 3_600;

/**
 * The limits (issue 20), chosen so that a school behind one address (a classroom of 20 learners
 * logging in or registering at once, each mistyping a few times) never meets them:
 * - failed logins per client address: 100 in 15 minutes;
 * - failed logins per account and client address (the back-off of an account, which no longer locks
 *   the account for everybody): 5 in 15 minutes, then 20 in 24 hours; another client is not affected;
 * - failed logins of all clients together: 1,000 in 15 minutes; above it, a client that has failed
 *   in the window is refused until the window ends (a client without failures still logs in);
 * - registrations (learner, coupon, school) per client address: 50 an hour;
 * - contact messages per client address: 10 an hour;
 * - activation resends per client address: 20 an hour;
 * - password reset requests per client address: 30 an hour (besides 5 mails an hour per account).
 */
export const LIMITS = {
  loginClient: { name: 'login-client', max: 100, windowSeconds: 15 * MINUTE },
  loginPair: { name: 'login-pair', max: 5, windowSeconds: 15 * MINUTE },
  loginPairDay: { name: 'login-pair-day', max: 20, windowSeconds: 24 * HOUR },
  loginGlobal: { name: 'login-global', max: 1_000, windowSeconds: 15 * MINUTE },
  registration: { name: 'registration', max: 50, windowSeconds: HOUR },
  contact: { name: 'contact', max: 10, windowSeconds: HOUR },
  activationResend: { name: 'activation-resend', max: 20, windowSeconds: HOUR },
  passwordReset: { name: 'password-reset', max: 30, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/** The per-client limits a route may declare (`config: { throttle: ... }`). */
export type RouteThrottle = 'registration' | 'contact' | 'activationResend' | 'passwordReset';

/** 429 with the seconds to wait (sent as Retry-After). */
export class ThrottledError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    code = 'msg.error.too.many.requests',
  ) {
    super(429, code);
  }
}

/** One counter: a limit applied to a subject (an address, an account and address, or everything). */
export interface Counter {
  limit: Limit;
  subject: string;
}

interface Window {
  key: string;
  start: Date;
  end: Date;
}

/**
 * Counters of events in fixed time windows, kept in the database so that every instance on it counts
 * together (an upsert adds one atomically). Nothing personal is stored beyond the client address and
 * an account id, and rows are deleted once their window has ended.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private windowOf(counter: Counter, now: number): Window {
    const size = counter.limit.windowSeconds * 1000;
    const start = Math.floor(now / size) * size;
    return { key: `${counter.limit.name}:${counter.subject}`, start: new Date(start), end: new Date(start + size) };
  }

  /** Seconds from now to the end of a counter's window (at least 1). */
  retryAfter(counter: Counter): number {
    const now = this.clock.now().getTime();
    return Math.max(1, Math.ceil((this.windowOf(counter, now).end.getTime() - now) / 1000));
  }

  /** The current hits of counters, in their order. */
  async hits(counters: readonly Counter[]): Promise<number[]> {
    const now = this.clock.now().getTime();
    const windows = counters.map((c) => this.windowOf(c, now));
    const rows = await this.db
      .select({ key: throttleCounters.key, windowStart: throttleCounters.windowStart, hits: throttleCounters.hits })
      .from(throttleCounters)
      .where(and(inArray(throttleCounters.key, windows.map((w) => w.key)), gt(throttleCounters.windowEnd, new Date(now))));
    return windows.map((w) => rows.find((r) => r.key === w.key && r.windowStart.getTime() === w.start.getTime())?.hits ?? 0);
  }

  /** Adds one to each counter (one statement); answers the new hits in their order. */
  async hit(counters: readonly Counter[]): Promise<number[]> {
    const now = this.clock.now().getTime();
    const windows = counters.map((c) => this.windowOf(c, now));
    const rows = await this.db
      .insert(throttleCounters)
      .values(windows.map((w) => ({ key: w.key, windowStart: w.start, windowEnd: w.end, hits: 1 })))
      .onConflictDoUpdate({ target: [throttleCounters.key, throttleCounters.windowStart], set: { hits: sql`${throttleCounters.hits} + 1` } })
      .returning({ key: throttleCounters.key, windowStart: throttleCounters.windowStart, hits: throttleCounters.hits });
    return windows.map((w) => rows.find((r) => r.key === w.key && r.windowStart.getTime() === w.start.getTime())?.hits ?? 0);
  }

  /** Counts one event of a client against a limit; throws 429 once it is over the limit. */
  async take(counter: Counter): Promise<void> {
    const [hits = 0] = await this.hit([counter]);
    if (hits > counter.limit.max) throw new ThrottledError(this.retryAfter(counter));
  }

  /** Forgets the current windows of counters (e.g. an account's back-off after a right password). */
  async clear(counters: readonly Counter[]): Promise<void> {
    const now = this.clock.now().getTime();
    const keys = counters.map((c) => this.windowOf(c, now).key);
    await this.db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));
  }

  /** Forgets the login back-off of an account on every client (after a password reset). */
  async clearAccount(account: string): Promise<void> {
    await this.db
      .delete(throttleCounters)
      .where(or(like(throttleCounters.key, `${LIMITS.loginPair.name}:${account}:%`), like(throttleCounters.key, `${LIMITS.loginPairDay.name}:${account}:%`)));
  }

  /** Deletes the counters whose window has ended (run periodically). */
  async purge(): Promise<number> {
    const deleted = await this.db.delete(throttleCounters).where(lt(throttleCounters.windowEnd, this.clock.now())).returning({ key: throttleCounters.key });
    return deleted.length;
  }
}

import {
  LOGIN_TOKEN_MINUTES,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  looksLikeEmail,
  normalizePolishPhone,
  type LoginUser,
} from '@osk/contract';
import type { Db } from '../../db/client.js';
import { minutesAfter, warsawDate, type Clock } from '../../lib/clock.js';
import { AppError, badRequest, notLoggedIn } from '../../lib/errors.js';
import { generateToken, hashToken } from '../../lib/ids.js';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import type { AuthRepository, UserRow } from './auth.repository.js';
import { UserCache } from '../../lib/user-cache.js';
import { BatchedWrites } from '../../lib/batched-writes.js';
import type { FastifyBaseLogger } from 'fastify';
import { AccessRepository, type SessionRecord } from '../../access/access.repository.js';
import { membershipOf, type AuthContext, type CallerResolver } from '../../access/caller.js';
import { LIMITS, Throttle, ThrottledError, type Counter } from './throttle.js';
import type { UsersService } from '../users/users.service.js';

/** A session just opened: the login answer and the media token for `pliki` files (sent as the X-Auth-Token header). */
export interface OpenedSession {
  user: LoginUser;
  mediaToken: string;
}

const BLOCKED_STATUSES: readonly string[] = ['BLOCKED', 'SUSPENDED', 'REMOVED'];
/** Refresh last-seen at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

/** Whether a session is within its idle and absolute limits and its user may still sign in. */
function usable(session: SessionRecord, now: number): boolean {
  const idleExpired = now - session.lastSeenAt.getTime() > SESSION_IDLE_MINUTES * 60_000;
  const absoluteExpired = now - session.createdAt.getTime() > SESSION_ABSOLUTE_HOURS * 3_600_000;
  return !idleExpired && !absoluteExpired && !BLOCKED_STATUSES.includes(session.user.status);
}

/** Logins, sessions (and the caller each resolves to) and one-time login tokens. */
export class AuthService implements CallerResolver {
  /**
   * Sessions checked in the last seconds, with their caller's records; on only while the database's
   * change notices are heard (ADR 010, ADR 026).
   */
  readonly sessions: UserCache<SessionRecord>;
  /** Counters of failed logins and of other throttled calls, shared by every instance (issue 20). */
  readonly throttle: Throttle;
  /** Sessions whose last-seen is to be refreshed, written in batches out of the requests' path. */
  private readonly touches: BatchedWrites<string, Date>;

  constructor(
    private readonly repo: AuthRepository,
    private readonly users: UsersService,
    private readonly clock: Clock,
    /** The session reads (with the caller's records); on the auth repository's database by default. */
    private readonly access: AccessRepository = new AccessRepository(repo.db),
    /** Where a failed refresh of sessions' last-seen is reported (its error's type only). */
    log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.touches = new BatchedWrites<string, Date>(
      (entries) => this.repo.touchSessions(entries),
      (error) => log?.warn({ error: error instanceof Error ? error.name : typeof error }, 'refreshing sessions last-seen failed'),
    );
    this.throttle = new Throttle(repo.db, clock);
    this.sessions = new UserCache<SessionRecord>(
      () => this.clock.now().getTime(),
      (session) => session.user.id,
    );
  }

  /**
   * Checks credentials and opens a session (a new id at every login). Order of checks: throttled 429
   * (with Retry-After) before the password is even checked; unknown login or wrong password 401; NEW
   * 418; blocked 403.
   *
   * Failed logins are counted per client address, per account and client address, and in all (see
   * LIMITS). An account is never locked for everybody: its back-off holds only for the client that
   * failed on it, so its owner still logs in from another client; an unknown login counts alike, so
   * the answers do not tell which accounts exist.
   */
  async login(userName: string, password: string, client: string): Promise<OpenedSession> {
    const now = this.clock.now();
    const user = await this.findByLoginName(userName);
    const account = user ? `u${user.id}` : `n${userName.trim().toLowerCase().slice(0, 254)}`;
    const clientCounter: Counter = { limit: LIMITS.loginClient, subject: client };
    const globalCounter: Counter = { limit: LIMITS.loginGlobal, subject: 'all' };
    const pair: Counter[] = [
      { limit: LIMITS.loginPair, subject: `${account}:${client}` },
      { limit: LIMITS.loginPairDay, subject: `${account}:${client}` },
    ];
    const counters = [clientCounter, globalCounter, ...pair];
    const [clientHits = 0, globalHits = 0, ...pairHits] = await this.throttle.hits(counters);
    if (clientHits >= LIMITS.loginClient.max) throw new ThrottledError(this.throttle.retryAfter(clientCounter));
    // Under a login storm from many addresses, only the clients that have failed wait.
    if (globalHits >= LIMITS.loginGlobal.max && clientHits > 0) throw new ThrottledError(this.throttle.retryAfter(globalCounter));
    for (const [i, counter] of pair.entries()) {
      if ((pairHits[i] ?? 0) >= counter.limit.max) throw new ThrottledError(this.throttle.retryAfter(counter), 'msg.error.user.locked');
    }
    if (!user) {
      await verifyAgainstDummy(password);
      await this.throttle.hit(counters);
      throw new AppError(401, 'msg.error.user.not.found');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.throttle.hit(counters);
      throw new AppError(401, 'msg.error.user.not.found');
    }
    if (pairHits.some((hits) => hits > 0)) await this.throttle.clear(pair);
    return this.openSessionFor(user, now);
  }

  /**
   * Checks a logged-in user's current password before a change (issue 20): wrong answers 400 on the
   * field currentPassword and counts in the back-off of this account from this client, as a failed
   * login does (429 once over it).
   */
  async verifyCurrentPassword(userId: number, password: string, client: string): Promise<void> {
    const user = await this.repo.findUserById(userId);
    if (!user) throw notLoggedIn();
    const pair: Counter[] = [
      { limit: LIMITS.loginPair, subject: `u${user.id}:${client}` },
      { limit: LIMITS.loginPairDay, subject: `u${user.id}:${client}` },
    ];
    const hits = await this.throttle.hits(pair);
    for (const [i, counter] of pair.entries()) {
      if ((hits[i] ?? 0) >= counter.limit.max) throw new ThrottledError(this.throttle.retryAfter(counter), 'msg.error.user.locked');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.throttle.hit(pair);
      throw badRequest([{ field: 'currentPassword', message: 'msg.error.password.current.wrong' }], 'msg.error.password.current.wrong');
    }
  }

  /** Exchanges a one-time login token for a session. */
  async loginWithToken(token: string): Promise<OpenedSession> {
    const now = this.clock.now();
    const userId = await this.repo.consumeLoginToken(hashToken(token), now);
    const user = userId === undefined ? undefined : await this.repo.findUserById(userId);
    if (!user) throw new AppError(401, 'msg.error.login.token.invalid');
    return this.openSessionFor(user, now);
  }

  /** Issues a one-time login token for a user (used by mails and the partner platform). */
  async issueLoginToken(userId: number): Promise<string> {
    const token = generateToken();
    const expiresAt = minutesAfter(this.clock.now(), LOGIN_TOKEN_MINUTES);
    await this.repo.insertLoginToken(hashToken(token), userId, expiresAt);
    return token;
  }

  /**
   * Resolves a session id to the caller (with its learner or instructor record, school, PKK permission
   * and block date: ADR 026), or throws 403 when missing, unknown or expired.
   */
  async authenticate(sessionId: string | undefined): Promise<AuthContext> {
    if (!sessionId || sessionId.length > 200) throw notLoggedIn();
    const idHash = hashToken(sessionId);
    const now = this.clock.now().getTime();
    const cached = this.sessions.get(idHash);
    // Only a usable session is taken from the cache; anything else is decided from the database.
    if (cached && usable(cached, now)) return this.contextOf(cached, now);
    const stamp = this.sessions.stamp();
    // A refresh of its last-seen may be waiting for its batch, or be written while the row is read (the
    // read then shows the older value, and the refresh waits no more when it returns): both count.
    const waitingBefore = this.touches.waiting(idHash);
    const stored = await this.access.sessionById(idHash);
    if (!stored) throw notLoggedIn();
    const session = this.withWaitingTouch(stored, waitingBefore);
    if (!usable(session, now)) {
      this.sessions.forget(idHash);
      await this.repo.deleteSession(idHash);
      throw notLoggedIn();
    }
    this.sessions.put(idHash, session, stamp);
    return this.contextOf(session, now);
  }

  /** The session read, with the latest of its stored last-seen and a refresh waiting before or after the read. */
  private withWaitingTouch(stored: SessionRecord, waitingBefore: Date | undefined): SessionRecord {
    const latest = [waitingBefore, this.touches.waiting(stored.idHash)].reduce<Date>((a, b) => (b && b > a ? b : a), stored.lastSeenAt);
    return latest > stored.lastSeenAt ? { ...stored, lastSeenAt: latest } : stored;
  }

  /** Writes the last-seen refreshes still waiting (the app calls it as it closes). */
  flushSessionTouches(): Promise<void> {
    return this.touches.flush();
  }

  private async contextOf(session: SessionRecord, now: number): Promise<AuthContext> {
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      // Out of the request's path and batched with the others due now (lib/batched-writes.ts).
      const at = new Date(now);
      this.touches.put(session.idHash, at);
      this.sessions.replace(session.idHash, { ...session, lastSeenAt: at });
    }
    const userType = session.user.userType;
    return {
      userId: session.user.id,
      userType,
      userSource: session.user.userSource,
      status: session.user.status,
      internal: session.user.internal,
      sessionHash: session.idHash,
      lockedByExamId: session.lockedByExamId,
      willBeBlockedAt: session.user.willBeBlockedAt,
      ...membershipOf(userType, session.records),
    };
  }

  /**
   * Issues a fresh media token for a session (the previous one stops working); undefined when the
   * session has ended meanwhile.
   */
  async issueMediaToken(sessionHash: string): Promise<string | undefined> {
    const token = generateToken();
    return (await this.repo.setMediaToken(sessionHash, hashToken(token))) ? token : undefined;
  }

  /**
   * The user holding a media token, when its session is usable by the same idle and absolute limits
   * as every call (an expired session is removed). Read from the database every time: media requests
   * are not a hot path, and a token must die with its session at once (ADR 010, ADR 015).
   */
  async mediaTokenUser(token: string | undefined): Promise<SessionRecord['user'] | undefined> {
    if (!token || token.length > 200) return undefined;
    const touchesBefore = new Map(this.touches.entries());
    const stored = await this.access.sessionByMediaToken(hashToken(token));
    if (!stored) return undefined;
    const session = this.withWaitingTouch(stored, touchesBefore.get(stored.idHash));
    if (!usable(session, this.clock.now().getTime())) {
      this.sessions.forget(session.idHash);
      await this.repo.deleteSession(session.idHash);
      return undefined;
    }
    return session.user;
  }

  /**
   * Locks a session for an internal exam (`to` an exam id) or unlocks it (`to` null, `from` the exam
   * id): the change is announced to every instance and forgotten here at once. Answers whether the
   * session was in the `from` state.
   */
  async setSessionLock(sessionHash: string, from: number | null, to: number | null): Promise<boolean> {
    this.sessions.forget(sessionHash);
    const changed = await this.repo.setSessionLock(sessionHash, from, to);
    this.sessions.forget(sessionHash);
    return changed;
  }

  /** Ends a session. */
  async logout(sessionHash: string): Promise<void> {
    this.sessions.forget(sessionHash);
    await this.repo.deleteSession(sessionHash);
  }

  /**
   * Ends every session of a user, or all but the caller's own when `keepSessionHash` is given (after a
   * password change or reset). Pass the transaction's `tx` to make it part of a larger change.
   */
  async endSessionsOf(userId: number, keepSessionHash?: string, tx?: Db): Promise<number> {
    // The database announces the deletion to every instance once it commits; this one forgets now.
    this.sessions.forgetUser(userId);
    return this.repo.deleteSessionsOfUser(userId, keepSessionHash, tx);
  }

  /** Removes sessions past their limits (run periodically). */
  async purgeExpiredSessions(): Promise<number> {
    const now = this.clock.now().getTime();
    // This instance's last-seen refreshes still waiting for their batch are written first.
    await this.touches.flush();
    // Throttle counters whose window has ended go with the same periodic run.
    await this.throttle.purge();
    return this.repo.deleteExpiredSessions(
      new Date(now - SESSION_IDLE_MINUTES * 60_000),
      new Date(now - SESSION_ABSOLUTE_HOURS * 3_600_000),
    );
  }

  private async findByLoginName(userName: string): Promise<UserRow | undefined> {
    const name = userName.trim();
    if (looksLikeEmail(name)) return this.users.findByEmail(name);
    const phone = normalizePolishPhone(name);
    return phone ? this.repo.findUserByPhone(phone) : undefined;
  }

  private async openSessionFor(user: UserRow, now: Date): Promise<OpenedSession> {
    // Closed at its owner's request (RODO, issue 24): said as such, not as a block.
    if (user.deletionRequestedAt) throw new AppError(403, 'msg.error.account.closed');
    if (user.status === 'NEW') throw new AppError(418, 'msg.error.user.not.activated');
    if (BLOCKED_STATUSES.includes(user.status)) throw new AppError(403, 'msg.error.user.blocked');
    // A school's temporary account stops working after its accountExpire day (ADR 016).
    if (user.internal) {
      const expires = await this.repo.accountExpireOf(user.id);
      if (expires !== null && expires < warsawDate(now)) throw new AppError(403, 'msg.error.temporary.account.expired');
    }
    const sessionId = generateToken();
    const mediaToken = generateToken();
    // The login is recorded and the session opened in one transaction.
    await this.repo.db.transaction(async (tx) => {
      await this.users.recordLogin(user.id, now, tx);
      await this.repo.insertSession(user.id, hashToken(sessionId), hashToken(mediaToken), now, tx);
    });
    return { mediaToken, user: this.loginUserOf(user, sessionId, now) };
  }

  private loginUserOf(user: UserRow, sessionId: string, now: Date): LoginUser {
    return {
      uuid: sessionId,
      id: user.id,
      userName: user.email,
      userType: user.userType,
      userSource: user.userSource,
      status: user.status,
      lastAccessed: (user.lastLoginDate ?? now).toISOString(),
      phoneNumber: user.phoneNumber,
      internal: user.internal,
      startPage: user.startPage,
      willBeBlockedAt: user.willBeBlockedAt ? user.willBeBlockedAt.toISOString() : null,
    };
  }
}

import { isPaymentBlocked, type ClientUser, type LoginUser } from '@osk/contract';
import { useSyncExternalStore } from 'react';
import { adoptPendingMediaToken, forgetMediaToken } from './media-token';

/**
 * Where the logged-in user lives between page loads. localStorage (not sessionStorage) so that a
 * reload or a second tab stays logged in, as the brief asks; the server still decides whether the
 * session id is valid, and an authenticated GET answered 403 clears it.
 */
export const SESSION_STORAGE_KEY = 'osk.user';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: ClientUser | null = null;
let loaded = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * `locked` is the client-side service lock of a running school exam (set when the school starts an
 * internal exam, cleared when it closes it with the PIN); it is stored beside the login answer so
 * that a reload still knows it. `paymentBlocked` is the value at reading time; the payment-block
 * guard recomputes it from willBeBlockedAt at every navigation.
 */
function toClientUser(user: LoginUser, now: Date, locked = false): ClientUser {
  return { ...user, locked, paymentBlocked: isPaymentBlocked(user.willBeBlockedAt, now) };
}

/** What is stored: the login answer (with a later willBeBlockedAt) and the lock flag. */
function toStored(user: ClientUser): LoginUser & { locked: boolean } {
  const { paymentBlocked: _computed, ...stored } = user;
  return stored;
}

function persist(user: ClientUser): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(toStored(user)));
  } catch {
    // Storage full or blocked: the change lasts until the page is closed.
  }
}

const USER_TYPES: readonly string[] = ['STUDENT', 'SCHOOL', 'INSTRUCTOR'];

/**
 * A shape check of what this module itself stored (the login answer was validated against the
 * contract's LoginUser when it arrived). A plain check rather than the zod schema keeps zod out of
 * the landing-page bundle; it guards against an older app version's or a hand-edited value.
 */
function isStoredUser(value: unknown): value is LoginUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const nullableString = (key: string) => user[key] === null || typeof user[key] === 'string';
  return (
    typeof user.uuid === 'string' &&
    user.uuid !== '' &&
    typeof user.id === 'number' &&
    typeof user.userName === 'string' &&
    typeof user.userType === 'string' &&
    USER_TYPES.includes(user.userType) &&
    typeof user.userSource === 'string' &&
    typeof user.status === 'string' &&
    typeof user.internal === 'boolean' &&
    nullableString('startPage') &&
    nullableString('willBeBlockedAt') &&
    nullableString('phoneNumber') &&
    nullableString('lastAccessed')
  );
}

function readStored(): ClientUser | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredUser(parsed)) return toClientUser(parsed, new Date(), (parsed as { locked?: unknown }).locked === true);
  } catch {
    // Unreadable JSON: treat as logged out and drop it below.
  }
  storage()?.removeItem(SESSION_STORAGE_KEY);
  return null;
}

function ensureLoaded(): void {
  if (loaded) return;
  loaded = true;
  current = readStored();
  if (typeof window !== 'undefined') {
    // Logging in or out in another tab changes this tab too.
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      current = readStored();
      notify();
    });
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The logged-in user, or null. */
export function getSessionUser(): ClientUser | null {
  ensureLoaded();
  return current;
}

/** Stores the user answered by a successful login. */
export function setSessionUser(user: LoginUser): void {
  ensureLoaded();
  sessionEnd = null;
  current = toClientUser(user, new Date());
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked: the session then lasts until the page is closed.
  }
  // The media token answered with this login (X-Auth-Token) is kept beside the user.
  adoptPendingMediaToken(user.uuid);
  notify();
}

/**
 * Changes the stored user's payment-block date or lock flag (persisted, listeners told). The block
 * date can be set after login: school/show carries the current one.
 */
export function patchSessionUser(patch: Partial<Pick<ClientUser, 'willBeBlockedAt' | 'locked'>>): void {
  ensureLoaded();
  if (!current) return;
  const next = { ...current, ...patch };
  if (next.willBeBlockedAt === current.willBeBlockedAt && next.locked === current.locked) return;
  current = toClientUser(next, new Date(), next.locked);
  persist(current);
  notify();
}

/** Takes the block date school/show answered when it differs from the stored user's. */
export function syncWillBeBlockedAt(willBeBlockedAt: string | null): void {
  if (getSessionUser()?.userType !== 'SCHOOL') return;
  patchSessionUser({ willBeBlockedAt });
}

/** Marks the service locked (a school's internal exam runs) or unlocked (closed with the PIN). */
export function setSessionLocked(locked: boolean): void {
  patchSessionUser({ locked });
}

/**
 * How the last session of this tab ended, so that each end has one clear end state: the user's own
 * logout goes to /, the idle logout to /action/SESSION_EXPIRED, a session the server no longer knows
 * to /action/NOT_LOGGED_IN (see signedOutPath). Forgotten at the next login.
 */
export type SessionEnd = 'logout' | 'expired';
let sessionEnd: SessionEnd | null = null;

/** How this tab's last session ended (null: no session ended here since the last login or load). */
export function sessionEndedBy(): SessionEnd | null {
  return sessionEnd;
}

/** Forgets the user locally (the server session is ended separately, see logout). */
export function clearSessionUser(reason: SessionEnd | null = null): void {
  ensureLoaded();
  if (reason) sessionEnd = reason;
  forgetMediaToken();
  if (current === null && !storage()?.getItem(SESSION_STORAGE_KEY)) return;
  current = null;
  storage()?.removeItem(SESSION_STORAGE_KEY);
  notify();
}

/** Subscribes to login and logout. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The logged-in user as React state. */
export function useSessionUser(): ClientUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser, getSessionUser);
}

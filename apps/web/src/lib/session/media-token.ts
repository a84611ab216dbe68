import { MEDIA_TOKEN_QUERY } from '@osk/contract';

/**
 * The media token of the session (spec §7: files under `pliki` need the `X-Auth-Token` value). The
 * server sends it as a response header at login (and from `POST media/token`); players cannot send
 * headers, so media URLs carry it in the query (`?token=`). It is stored beside the session user,
 * paired with the session id it belongs to, so a token of an earlier session is never used.
 *
 * Kept free of imports from the session store and the API client (both call into it) so there is
 * no import cycle; `media-url.ts` puts the pieces together.
 */
export const MEDIA_TOKEN_STORAGE_KEY = 'osk.mediaToken';

interface StoredToken {
  sessionId: string;
  token: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** A token answered to a request sent without a session id (login): it belongs to the user stored next. */
let pending: string | null = null;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): StoredToken | null {
  const raw = storage()?.getItem(MEDIA_TOKEN_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) {
      const { sessionId, token } = value as Record<string, unknown>;
      if (typeof sessionId === 'string' && typeof token === 'string' && token !== '') return { sessionId, token };
    }
  } catch {
    // Unreadable: treated as no token.
  }
  return null;
}

function write(value: StoredToken | null): void {
  try {
    if (value) storage()?.setItem(MEDIA_TOKEN_STORAGE_KEY, JSON.stringify(value));
    else storage()?.removeItem(MEDIA_TOKEN_STORAGE_KEY);
  } catch {
    // Storage blocked: the token is asked for again on the next page load.
  }
  for (const listener of listeners) listener();
}

/**
 * Records a token the server answered. `sessionId` is the id the request carried: a login carries
 * none, so its token waits for the session user stored next (`adoptPendingMediaToken`).
 */
export function noteMediaToken(token: string, sessionId: string | null | undefined): void {
  if (token === '') return;
  if (sessionId) write({ sessionId, token });
  else pending = token;
}

/** Called when a session user is stored: the token of the login that produced it becomes theirs. */
export function adoptPendingMediaToken(sessionId: string): void {
  const token = pending;
  pending = null;
  if (token) write({ sessionId, token });
  else if (readStored()?.sessionId !== sessionId) write(null);
}

/** Forgets the token (logout, or a session the server no longer knows). */
export function forgetMediaToken(): void {
  pending = null;
  if (storage()?.getItem(MEDIA_TOKEN_STORAGE_KEY) !== null) write(null);
}

/** The token of a session, or null when none has been received for it. */
export function mediaTokenOf(sessionId: string | null | undefined): string | null {
  if (!sessionId) return null;
  const stored = readStored();
  return stored && stored.sessionId === sessionId ? stored.token : null;
}

/** Subscribes to token changes. */
export function subscribeMediaToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A file URL with the token in its query (`MEDIA_TOKEN_QUERY`), as players need it. */
export function withMediaToken(file: string, token: string | null): string {
  if (!token) return file;
  const separator = file.includes('?') ? '&' : '?';
  return `${file}${separator}${MEDIA_TOKEN_QUERY}=${encodeURIComponent(token)}`;
}

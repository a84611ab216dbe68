import { ENDPOINTS } from '@osk/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { apiSend } from '../api/api-client';
import { mediaTokenOf, subscribeMediaToken, withMediaToken } from './media-token';
import { getSessionUser, subscribeSession, useSessionUser } from './session.store';

/** The in-flight request for a token, per session id, so screens asking at once share one call. */
const requests = new Map<string, Promise<string | null>>();

/**
 * The media token of the logged-in session. A session restored from before tokens were captured has
 * none: it is asked for once with `POST media/token` (answered 204 with the header, which the API
 * client stores). Resolves to null when there is no session or the server gives no token.
 */
export function ensureMediaToken(): Promise<string | null> {
  const sessionId = getSessionUser()?.uuid;
  if (!sessionId) return Promise.resolve(null);
  const known = mediaTokenOf(sessionId);
  if (known) return Promise.resolve(known);
  let request = requests.get(sessionId);
  if (!request) {
    request = apiSend('POST', ENDPOINTS.mediaToken).then(() => mediaTokenOf(sessionId));
    requests.set(sessionId, request);
    // A failed attempt may be retried by a later screen; a success is remembered in storage anyway.
    void request.finally(() => requests.delete(sessionId));
  }
  return request;
}

function subscribe(listener: () => void): () => void {
  const offToken = subscribeMediaToken(listener);
  const offSession = subscribeSession(listener);
  return () => {
    offToken();
    offSession();
  };
}

function currentToken(): string | null {
  return mediaTokenOf(getSessionUser()?.uuid);
}

/** The media token as React state; asks the server for one when the session has none yet. */
export function useMediaToken(): string | null {
  const user = useSessionUser();
  const token = useSyncExternalStore(subscribe, currentToken, currentToken);
  useEffect(() => {
    if (user && !token) void ensureMediaToken();
  }, [user, token]);
  return token;
}

/**
 * A protected file's URL with the session's media token (`?token=`), or null while the token is
 * still being fetched (a player given the bare URL would only get a 403). URLs outside `pliki`
 * (and Vimeo links) need no token and come back as they are.
 */
export function useMediaUrl(file: string | null | undefined): string | null {
  const token = useMediaToken();
  if (!file) return null;
  if (!needsMediaToken(file)) return file;
  return token ? withMediaToken(file, token) : null;
}

/** Whether a URL is a protected file (spec §7: paths containing `pliki`). */
export function needsMediaToken(file: string): boolean {
  return /(^|\/)pliki\//.test(file);
}

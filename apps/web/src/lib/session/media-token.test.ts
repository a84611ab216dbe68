// @vitest-environment jsdom
import { ENDPOINTS, MEDIA_TOKEN_HEADER, type LoginUser } from '@osk/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginUserFixture, setUpI18n } from '../../test/app-test-utils';
import { apiSend } from '../api/api-client';
import { forgetMediaToken, MEDIA_TOKEN_STORAGE_KEY, mediaTokenOf, noteMediaToken, withMediaToken } from './media-token';
import { ensureMediaToken, needsMediaToken } from './media-url';
import { clearSessionUser, setSessionUser } from './session.store';

const fetchMock = vi.fn<typeof fetch>();

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSessionUser();
  forgetMediaToken();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

function loginAnswer(token: string | null): Response {
  const response = jsonResponse(200, loginUserFixture({ uuid: 'session-new' }));
  if (token) response.headers.set(MEDIA_TOKEN_HEADER, token);
  return response;
}

describe('media token', () => {
  it('captures the X-Auth-Token header of the login answer and keeps it with the session user', async () => {
    fetchMock.mockResolvedValueOnce(loginAnswer('tok-1'));
    const result = await apiSend('POST', ENDPOINTS.login, { form: { userName: 'a', password: 'b' }, sessionId: null });
    expect(result.ok).toBe(true);
    // Not the user's yet: no session was stored.
    expect(mediaTokenOf('session-new')).toBeNull();
    setSessionUser(loginUserFixture({ uuid: 'session-new' }) as LoginUser);
    expect(mediaTokenOf('session-new')).toBe('tok-1');
    expect(JSON.parse(window.localStorage.getItem(MEDIA_TOKEN_STORAGE_KEY) ?? '{}')).toEqual({ sessionId: 'session-new', token: 'tok-1' });
    // Another session never uses it.
    expect(mediaTokenOf('session-other')).toBeNull();
  });

  it('forgets the token at logout', () => {
    noteMediaToken('tok-2', 'session-123');
    setSessionUser(loginUserFixture() as LoginUser);
    expect(mediaTokenOf('session-123')).toBe('tok-2');
    clearSessionUser();
    expect(mediaTokenOf('session-123')).toBeNull();
    expect(window.localStorage.getItem(MEDIA_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('drops the token of an earlier session when a new login brings none', () => {
    noteMediaToken('old', 'session-old');
    setSessionUser(loginUserFixture({ uuid: 'session-fresh' }) as LoginUser);
    expect(mediaTokenOf('session-old')).toBeNull();
    expect(mediaTokenOf('session-fresh')).toBeNull();
  });

  it('asks POST media/token once for a restored session without a token and stores the answer', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    fetchMock.mockImplementation(async () => new Response(null, { status: 204, headers: { [MEDIA_TOKEN_HEADER]: 'tok-3' } }));
    const [first, second] = await Promise.all([ensureMediaToken(), ensureMediaToken()]);
    expect(first).toBe('tok-3');
    expect(second).toBe('tok-3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/${ENDPOINTS.mediaToken}`);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('jsessionid')).toBe('session-123');
    // Known now: no second call.
    expect(await ensureMediaToken()).toBe('tok-3');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('answers null without a session and makes no call', async () => {
    expect(await ensureMediaToken()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('builds media URLs with the token in the query', () => {
    expect(withMediaToken('/api/pliki/kurs/1.mp3', 'a b')).toBe('/api/pliki/kurs/1.mp3?token=a%20b');
    expect(withMediaToken('/api/pliki/kurs/1.mp3?v=2', 't')).toBe('/api/pliki/kurs/1.mp3?v=2&token=t');
    expect(withMediaToken('/api/pliki/kurs/1.mp3', null)).toBe('/api/pliki/kurs/1.mp3');
    expect(needsMediaToken('/api/pliki/kurs/1.mp3')).toBe(true);
    expect(needsMediaToken('https://vimeo.com/123')).toBe(false);
  });
});

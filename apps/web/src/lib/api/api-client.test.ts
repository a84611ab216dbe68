// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, loginUserFixture, setUpI18n } from '../../test/app-test-utils';
import { changeLanguage } from '../i18n/i18n';
import { registerNavigator } from '../navigation';
import { clearSessionUser, getSessionUser, setSessionUser } from '../session/session.store';
import { apiGet, apiSend, ApiRequestError, NETWORK_ERROR_CODE } from './api-client';
import type { LoginUser } from '@osk/contract';

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn();
const passThrough = { parse: (input: unknown) => input };

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  registerNavigator(navigate);
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const init = call[1] ?? {};
  return { url: String(call[0]), init, headers: new Headers(init.headers) };
}

describe('api client', () => {
  it('sends Accept-Language in the current language and no session header when anonymous', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await apiGet('health', { parser: passThrough, auth: false });
    expect(lastRequest().url).toBe('/api/health');
    expect(lastRequest().headers.get('Accept-Language')).toBe('pl');
    expect(lastRequest().headers.has('jsessionid')).toBe(false);

    await changeLanguage('de');
    await apiGet('health', { parser: passThrough, auth: false });
    expect(lastRequest().headers.get('Accept-Language')).toBe('de');
    await changeLanguage('pl');
  });

  it('sends the session id in the jsessionid header when logged in', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1 }));
    await apiGet('eprawko-rest/student/show', { parser: passThrough });
    expect(lastRequest().headers.get('jsessionid')).toBe('session-123');
  });

  it('on 403 of an authenticated GET forgets the user and goes to NOT_LOGGED_IN', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 'NOT_LOGGED_IN', message: 'Musisz się zalogować.' }));
    await expect(apiGet('eprawko-rest/student/show', { parser: passThrough })).rejects.toBeInstanceOf(ApiRequestError);
    expect(getSessionUser()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/action/NOT_LOGGED_IN/', { replace: true });
  });

  it('on 403 of a read on a page keeps that page for after the login', async () => {
    window.history.pushState({}, '', '/stats?x=1');
    try {
      setSessionUser(loginUserFixture() as LoginUser);
      fetchMock.mockResolvedValue(jsonResponse(403, { code: 'NOT_LOGGED_IN', message: 'Musisz się zalogować.' }));
      await expect(apiGet('eprawko-rest/student/show', { parser: passThrough })).rejects.toBeInstanceOf(ApiRequestError);
      expect(navigate).toHaveBeenCalledWith('/action/NOT_LOGGED_IN/?next=%2Fstats%3Fx%3D1', { replace: true });
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('on 403 msg.error.user.blocked.payments goes to /school/blocked and keeps the session (GET and writes)', async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL' }) as LoginUser);
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'msg.error.user.blocked.payments', message: 'zablokowane' }));
    await expect(apiGet('school/students', { parser: passThrough })).rejects.toBeInstanceOf(ApiRequestError);
    expect(navigate).toHaveBeenCalledWith('/school/blocked', { replace: true });
    expect(navigate).not.toHaveBeenCalledWith('/action/NOT_LOGGED_IN/', expect.anything());
    expect(getSessionUser()).not.toBeNull();
    navigate.mockReset();
    const result = await apiSend('POST', 'school/updatePin', { json: {} });
    expect(result.ok).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/school/blocked', { replace: true });
    expect(getSessionUser()).not.toBeNull();
  });

  it('a write answered 403 with another code does not navigate', async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL' }) as LoginUser);
    fetchMock.mockImplementation(async () => jsonResponse(403, { code: 'msg.error.forbidden', message: 'nie' }));
    const result = await apiSend('POST', 'school/updatePin', { json: {} });
    expect(result.ok).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends an authenticated GET without a user straight to NOT_LOGGED_IN', async () => {
    await expect(apiGet('eprawko-rest/student/show', { parser: passThrough })).rejects.toBeInstanceOf(ApiRequestError);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/action/NOT_LOGGED_IN/', { replace: true });
  });

  it('returns write errors as values with the server error body', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { code: 'VALIDATION_FAILED', message: 'Popraw błędne pola!', fields: [{ field: 'email', message: 'x' }] }),
    );
    const result = await apiSend('POST', 'eprawko-rest/contact', { json: { name: 'A' } });
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { code: 'VALIDATION_FAILED', message: 'Popraw błędne pola!', fields: [{ field: 'email', message: 'x' }] },
    });
    expect(lastRequest().headers.get('Content-Type')).toBe('application/json');
    expect(lastRequest().init.body).toBe(JSON.stringify({ name: 'A' }));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends form-encoded bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiSend('POST', 'eprawko-rest/login/', { form: { userName: 'a@b.pl', password: 'p&ss' } });
    expect(lastRequest().headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(String(lastRequest().init.body)).toBe('userName=a%40b.pl&password=p%26ss');
  });

  it('turns a network failure into a NETWORK_ERROR value', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await apiSend('POST', 'eprawko-rest/logout');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(NETWORK_ERROR_CODE);
  });

  it('answers a non-JSON error body with an HTTP code', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
    const result = await apiSend('POST', 'eprawko-rest/contact', { json: {} });
    expect(result).toMatchObject({ ok: false, status: 502, error: { code: 'HTTP_502' } });
  });
});

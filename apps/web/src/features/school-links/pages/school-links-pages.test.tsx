// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';

const fetchMock = vi.fn<typeof fetch>();
// Lazy pages load their chunks first; on a busy machine that takes more than the default second.
const SLOW = { timeout: 5000 };

function serve(routes: Record<string, (init: RequestInit | undefined) => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const handler = routes[String(input)];
    if (!handler) throw new Error(`unexpected request ${String(input)}`);
    return handler(init);
  });
}

const invitation = {
  uuid: 'inv-1',
  type: 'ASSIGN_STUDENT',
  status: 'NEW',
  schoolId: 4,
  schoolName: 'OSK Zielona Fala',
  learningDays: 90,
  lecturesDays: 0,
  expiresAt: '2027-11-22T10:00:00.000Z',
};

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSessionUser();
  document.cookie = 'agreeCookies=true; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('social login success page', () => {
  it('exchanges the one-time token once, stores the user and lands on the profile', async () => {
    serve({
      '/api/eprawko-rest/loginUUID/': () => jsonResponse(200, loginUserFixture({ uuid: 'fresh-session' })),
      '/api/eprawko-rest/student/show': () => jsonResponse(403, { code: 'msg.error.not.logged.in', message: 'x' }),
    });
    renderApp('/action/SOCIAL_LOGIN_SUCCESS/one-time-token');
    await waitFor(() => expect(getSessionUser()?.uuid).toBe('fresh-session'), SLOW);
    const exchanges = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/eprawko-rest/loginUUID/');
    expect(exchanges).toHaveLength(1);
    expect(String(exchanges[0]?.[1]?.body)).toBe('uuid=one-time-token');
  });

  it('goes to the failure page when the token is spent', async () => {
    serve({ '/api/eprawko-rest/loginUUID/': () => jsonResponse(401, { code: 'msg.error.login.token.invalid', message: 'x' }) });
    renderApp('/action/SOCIAL_LOGIN_SUCCESS/spent-token');
    expect((await screen.findByTestId('action-page', {}, SLOW)).getAttribute('data-action')).toBe('SOCIAL_LOGIN_ERROR');
    expect(getSessionUser()).toBeNull();
  });
});

describe('invitation page', () => {
  it('leads /action/ASSIGN_STUDENT/{uuid} to the invitation with its grant', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({
      '/api/eprawko-rest/action/get/inv-1': () => jsonResponse(200, invitation),
      '/api/eprawko-rest/school/public/4': () => jsonResponse(200, { id: 4, name: 'OSK Zielona Fala', address: null, postalCode: null, city: 'Warszawa', phoneNumber: null, email: null, website: null }),
    });
    renderApp('/action/ASSIGN_STUDENT/inv-1');
    expect((await screen.findByTestId('attach-school', {}, SLOW)).textContent).toBe('OSK Zielona Fala');
    expect(screen.getByTestId('attach-grant').textContent).toBe('90 dni nauki i egzaminów próbnych');
    expect(await screen.findByTestId('attach-school-contact', {}, SLOW)).toBeTruthy();
  });

  it("sends someone else's invitation to the not-found page", async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ '/api/eprawko-rest/action/get/other': () => jsonResponse(404, { code: 'msg.error.user.not.found', message: 'x' }) });
    renderApp('/attach/other');
    expect((await screen.findByTestId('action-page', {}, SLOW)).getAttribute('data-action')).toBe('PAGE_NOT_FOUND');
  });

  it('shows a confirmed invitation without the buttons', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({
      '/api/eprawko-rest/action/get/inv-1': () => jsonResponse(200, { ...invitation, status: 'CONFIRMED' }),
      '/api/eprawko-rest/school/public/4': () => jsonResponse(404, { code: 'msg.error.not.found', message: 'x' }),
    });
    renderApp('/attach/inv-1');
    expect((await screen.findByTestId('attach-status', {}, SLOW)).textContent).toBe('To zaproszenie zostało już potwierdzone.');
    expect(screen.queryByTestId('attach-confirm')).toBeNull();
  });
});

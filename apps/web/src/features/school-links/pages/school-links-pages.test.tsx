// @vitest-environment jsdom
import type { AttachAction, LoginUser } from '@osk/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, logInLearner, notFound } from '../../../test/fake-api';

// Lazy pages load their chunks first; on a busy machine that takes more than the default second.
const SLOW = { timeout: 5000 };

const invitation: AttachAction = {
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
  clearSessionUser();
  document.cookie = 'agreeCookies=true; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('social login success page', () => {
  it('exchanges the one-time token once, stores the user and lands on the profile', async () => {
    const api = fakeApi()
      .post('loginUuid', loginUserFixture({ uuid: 'fresh-session' }) as LoginUser)
      .get('studentShow', apiError(403, 'msg.error.not.logged.in', 'x'));
    renderApp('/action/SOCIAL_LOGIN_SUCCESS/one-time-token');
    await waitFor(() => expect(getSessionUser()?.uuid).toBe('fresh-session'), SLOW);
    const exchanges = api.calls('loginUuid');
    expect(exchanges).toHaveLength(1);
    expect(String(exchanges[0]?.body)).toBe('uuid=one-time-token');
  });

  it('goes to the failure page when the token is spent', async () => {
    fakeApi().post('loginUuid', apiError(401, 'msg.error.login.token.invalid', 'x'));
    renderApp('/action/SOCIAL_LOGIN_SUCCESS/spent-token');
    expect((await screen.findByTestId('action-page', {}, SLOW)).getAttribute('data-action')).toBe('SOCIAL_LOGIN_ERROR');
    expect(getSessionUser()).toBeNull();
  });
});

describe('invitation page', () => {
  it('leads /action/ASSIGN_STUDENT/{uuid} to the invitation with its grant', async () => {
    const api = fakeApi();
    logInLearner(api);
    api
      .get('actionGet', ({ params }) => (params.uuid === 'inv-1' ? invitation : notFound()))
      .get('schoolPublic', ({ params }) =>
        params.id === '4' ? { id: 4, name: 'OSK Zielona Fala', address: null, postalCode: null, city: 'Warszawa', phoneNumber: null, email: null, website: null } : notFound(),
      );
    renderApp('/action/ASSIGN_STUDENT/inv-1');
    expect((await screen.findByTestId('attach-school', {}, SLOW)).textContent).toBe('OSK Zielona Fala');
    expect(screen.getByTestId('attach-grant').textContent).toBe('90 dni nauki i egzaminów próbnych');
    expect(await screen.findByTestId('attach-school-contact', {}, SLOW)).toBeTruthy();
  });

  it("sends someone else's invitation to the not-found page", async () => {
    const api = fakeApi();
    logInLearner(api);
    api.get('actionGet', apiError(404, 'msg.error.user.not.found', 'x'));
    renderApp('/attach/other');
    expect((await screen.findByTestId('action-page', {}, SLOW)).getAttribute('data-action')).toBe('PAGE_NOT_FOUND');
  });

  it('shows a confirmed invitation without the buttons', async () => {
    const api = fakeApi();
    logInLearner(api);
    api
      .get('actionGet', { ...invitation, status: 'CONFIRMED' })
      .get('schoolPublic', notFound());
    renderApp('/attach/inv-1');
    expect((await screen.findByTestId('attach-status', {}, SLOW)).textContent).toBe('To zaproszenie zostało już potwierdzone.');
    expect(screen.queryByTestId('attach-confirm')).toBeNull();
  });
});

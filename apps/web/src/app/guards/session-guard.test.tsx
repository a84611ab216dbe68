// @vitest-environment jsdom
import { PAYMENT_BLOCK_GUARDED_PATHS, type InternalExamState, type LoginUser } from '@osk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../lib/navigation';
import { clearSessionUser, getSessionUser, SESSION_STORAGE_KEY, setSessionLocked, setSessionUser } from '../../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../../test/app-test-utils';
import { apiError, fakeApi, logInSchool, type FakeApi } from '../../test/fake-api';
import { FakeExamServer } from '../../features/exam/test/fake-exam-server';
import { NavigatorBridge } from '../app';
import { AppRoutes } from '../router';

const PAST = '2020-01-01T00:00:00Z';
const BLOCKED_TEXT = 'Twoje konto zostało zablokowane ze względu na brak płatności!';

/** What exam/internal/state answers the school's exams page: no exam running. */
const NOT_LOCKED: InternalExamState = { schoolId: 5, lockedByExamId: null, pinSet: true, defaultPasswordSet: true };

/** The fake API; each test names the reads of the pages it renders (a call no handler answers fails it). */
let api: FakeApi;

/**
 * Logs in the school (user 70) with the block date it had at login; its school/show answers the
 * school blocked since `schoolBlockedAt` (by default since PAST).
 */
function loginSchool(willBeBlockedAt: string | null, schoolBlockedAt: string | null = PAST) {
  logInSchool(api, { willBeBlockedAt: schoolBlockedAt }, { willBeBlockedAt });
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="probe" data-path={location.pathname} />;
}

function render(path: string) {
  renderWithProviders(
    <>
      <NavigatorBridge />
      <AppRoutes />
      <LocationProbe />
    </>,
    { route: path },
  );
}

const currentPath = () => screen.getByTestId('probe').getAttribute('data-path');

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi().post('logout', { status: 'LOGGED_OUT' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('payment-block guard', { timeout: 30_000 }, () => {
  it.each(PAYMENT_BLOCK_GUARDED_PATHS.map((path) => [path]))('sends a blocked school from %s to /school/blocked', async (path) => {
    loginSchool(PAST);
    render(path);
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
    expect((await screen.findByTestId('school-blocked-message')).textContent).toBe(BLOCKED_TEXT);
    expect(screen.getByTestId('school-blocked-support').textContent).toBe('Skontaktuj się z obsługą serwisu!');
  });

  it('sends a blocked school from /school (its start page) to the notice', async () => {
    loginSchool(PAST);
    render('/school');
    await screen.findByTestId('school-blocked-page');
    expect(currentPath()).toBe('/school/blocked');
  });

  it.each([['/school/edit'], ['/order/orders']])('leaves %s open to a blocked school', async (path) => {
    loginSchool(PAST);
    // The orders page reads the school's orders.
    api.get('ordersOfSchool', []);
    render(path);
    // Let the page load and its calls settle: still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe(path);
    expect(screen.queryByTestId('school-blocked-page')).toBeNull();
  });

  it('never affects a learner, even with a past block date', async () => {
    setSessionUser(loginUserFixture({ willBeBlockedAt: PAST }) as LoginUser);
    api.get('paymentsOfUser', []);
    render('/payments');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/payments');
  });

  it('a block date in the future does not block; once it passes the next navigation is blocked', async () => {
    const at = new Date(Date.now() + 1200).toISOString();
    loginSchool(at, at);
    api.get('examInternalState', NOT_LOCKED).post('examLightShowBySchool', []).post('examLightCountBySchool', 0);
    render('/school/exams');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(currentPath()).toBe('/school/exams');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    act(() => navigateTo('/school/students'));
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
  });

  it('takes a block date set after login from school/show (stored) and blocks /school', async () => {
    loginSchool(null, PAST);
    render('/school');
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
    expect(getSessionUser()?.willBeBlockedAt).toBe(PAST);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ willBeBlockedAt: PAST });
  });

  it('a 403 msg.error.user.blocked.payments from the server leads to /school/blocked and keeps the session', async () => {
    loginSchool(null);
    api.get('examInternalState', apiError(403, 'msg.error.user.blocked.payments', 'zablokowane'));
    render('/school/exams');
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
    expect(getSessionUser()).not.toBeNull();
  });

  it('leaves the notice for the start page when school/show says the operator lifted the block', async () => {
    loginSchool(PAST, null);
    // The start page shows the school's guardian.
    api.get('guardianGet', { id: 2, name: 'Anna Opiekun', phoneNumber: '22 100 20 30', email: 'opiekun@example.com' });
    render('/school/blocked');
    await waitFor(() => expect(currentPath()).toBe('/school'));
    expect(getSessionUser()?.willBeBlockedAt).toBeNull();
  });

  it('the notice offers the contact form and logout', async () => {
    loginSchool(PAST);
    render('/school/blocked');
    await screen.findByTestId('school-blocked-page');
    expect(screen.getByTestId('school-blocked-contact').getAttribute('href')).toBe('/kontakt');
    fireEvent.click(screen.getByTestId('school-blocked-logout'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(api.calls('logout', 'POST')).not.toHaveLength(0);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('locked service state', { timeout: 15_000 }, () => {
  it('is stored with the user and logs out on the next checked read outside the exam', async () => {
    loginSchool(null);
    setSessionLocked(true);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ locked: true });
    render('/school/edit');
    await waitFor(() => expect(currentPath()).toBe('/action/SESSION_EXPIRED/'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(api.calls('logout', 'POST')).not.toHaveLength(0);
    expect(api.calls('schoolShow')).toEqual([]);
  });

  it('keeps the session on the running exam page, and ends it when the school navigates away', async () => {
    loginSchool(null);
    setSessionLocked(true);
    // The school's running internal exam 77.
    api.get('examShow', { ...new FakeExamServer(['NONE'], { id: 77, type: 'EXAM' }).view(), internal: true });
    render('/exam/exam/77');
    await screen.findByTestId('exam-runner', {}, { timeout: 5000 });
    expect(getSessionUser()?.locked).toBe(true);
    expect(api.calls('logout')).toEqual([]);
    act(() => navigateTo('/school'));
    await waitFor(() => expect(currentPath()).toBe('/action/SESSION_EXPIRED/'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
  });

  it('an unlocked school is not logged out', async () => {
    loginSchool(null);
    setSessionLocked(true);
    setSessionLocked(false);
    render('/school/edit');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/school/edit');
    expect(api.calls('logout')).toEqual([]);
  });
});


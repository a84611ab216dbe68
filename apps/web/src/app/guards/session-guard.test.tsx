// @vitest-environment jsdom
import { PAYMENT_BLOCK_GUARDED_PATHS, type LoginUser } from '@osk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '../../lib/navigation';
import { clearSessionUser, getSessionUser, SESSION_STORAGE_KEY, setSessionLocked, setSessionUser } from '../../lib/session/session.store';
import { jsonResponse, loginUserFixture, renderWithProviders, setUpI18n } from '../../test/app-test-utils';
import { aSchool } from '../../test/school.fixture';
import { NavigatorBridge } from '../app';
import { AppRoutes } from '../router';

const PAST = '2020-01-01T00:00:00Z';
const BLOCKED_TEXT = 'Twoje konto zostało zablokowane ze względu na brak płatności!';

interface Call {
  method: string;
  path: string;
}

/** A fake server: school/show answers `school` (by default blocked since PAST), a path in `refuse` answers 403 blocked, the rest 404. */
function serve({ school = aSchool({ willBeBlockedAt: PAST }), refuse = [] as string[] } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api\/eprawko-rest\//, '');
      calls.push({ method: init?.method ?? 'GET', path });
      if (refuse.some((fragment) => path.includes(fragment))) return jsonResponse(403, { code: 'msg.error.user.blocked.payments', message: 'zablokowane' });
      if (path === 'school/show') return jsonResponse(200, school);
      if (path === 'logout') return jsonResponse(200, {});
      return jsonResponse(404, { code: 'msg.error.not.found', message: 'nie ma' });
    }),
  );
  return calls;
}

function loginSchool(willBeBlockedAt: string | null) {
  setSessionUser(loginUserFixture({ id: 70, userName: 'osk@example.com', userType: 'SCHOOL', willBeBlockedAt }) as LoginUser);
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

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('payment-block guard', { timeout: 30_000 }, () => {
  it.each(PAYMENT_BLOCK_GUARDED_PATHS.map((path) => [path]))('sends a blocked school from %s to /school/blocked', async (path) => {
    serve();
    loginSchool(PAST);
    render(path);
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
    expect((await screen.findByTestId('school-blocked-message')).textContent).toBe(BLOCKED_TEXT);
    expect(screen.getByTestId('school-blocked-support').textContent).toBe('Skontaktuj się z obsługą serwisu!');
  });

  it('sends a blocked school from /school (its start page) to the notice', async () => {
    serve({ school: aSchool({ willBeBlockedAt: PAST }) });
    loginSchool(PAST);
    render('/school');
    await screen.findByTestId('school-blocked-page');
    expect(currentPath()).toBe('/school/blocked');
  });

  it.each([['/school/edit'], ['/order/orders']])('leaves %s open to a blocked school', async (path) => {
    serve({ school: aSchool({ willBeBlockedAt: PAST }) });
    loginSchool(PAST);
    render(path);
    // Let the page load and its calls settle: still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe(path);
    expect(screen.queryByTestId('school-blocked-page')).toBeNull();
  });

  it('never affects a learner, even with a past block date', async () => {
    serve();
    setSessionUser(loginUserFixture({ willBeBlockedAt: PAST }) as LoginUser);
    render('/payments');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/payments');
  });

  it('a block date in the future does not block; once it passes the next navigation is blocked', async () => {
    const at = new Date(Date.now() + 1200).toISOString();
    serve({ school: aSchool({ willBeBlockedAt: at }) });
    loginSchool(at);
    render('/school/exams');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(currentPath()).toBe('/school/exams');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    act(() => navigateTo('/school/students'));
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
  });

  it('takes a block date set after login from school/show (stored) and blocks /school', async () => {
    serve({ school: aSchool({ willBeBlockedAt: PAST }) });
    loginSchool(null);
    render('/school');
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
    expect(getSessionUser()?.willBeBlockedAt).toBe(PAST);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ willBeBlockedAt: PAST });
  });

  it('a 403 msg.error.user.blocked.payments from the server leads to /school/blocked and keeps the session', async () => {
    serve({ refuse: ['school/exams', 'exam/internal/list', 'exam/'] });
    loginSchool(null);
    render('/school/exams');
    await waitFor(() => expect(currentPath()).toBe('/school/blocked'));
    expect(getSessionUser()).not.toBeNull();
  });

  it('leaves the notice for the start page when school/show says the operator lifted the block', async () => {
    serve({ school: aSchool({ willBeBlockedAt: null }) });
    loginSchool(PAST);
    render('/school/blocked');
    await waitFor(() => expect(currentPath()).toBe('/school'));
    expect(getSessionUser()?.willBeBlockedAt).toBeNull();
  });

  it('the notice offers the contact form and logout', async () => {
    const calls = serve();
    loginSchool(PAST);
    render('/school/blocked');
    await screen.findByTestId('school-blocked-page');
    expect(screen.getByTestId('school-blocked-contact').getAttribute('href')).toBe('/kontakt');
    fireEvent.click(screen.getByTestId('school-blocked-logout'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.path === 'logout')).toBe(true);
    await waitFor(() => expect(currentPath()).toBe('/'));
  });
});

describe('locked service state', { timeout: 15_000 }, () => {
  it('is stored with the user and logs out on the next checked read outside the exam', async () => {
    const calls = serve();
    loginSchool(null);
    setSessionLocked(true);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}')).toMatchObject({ locked: true });
    render('/school/edit');
    await waitFor(() => expect(currentPath()).toBe('/action/SESSION_EXPIRED/'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
    expect(calls.filter((c) => c.method === 'POST' && c.path === 'logout')).not.toHaveLength(0);
    expect(calls.some((c) => c.path === 'school/show')).toBe(false);
  });

  it('keeps the session on the running exam page, and ends it when the school navigates away', async () => {
    const calls = serve();
    loginSchool(null);
    setSessionLocked(true);
    render('/exam/exam/77');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(getSessionUser()?.locked).toBe(true);
    expect(calls.some((c) => c.path === 'logout')).toBe(false);
    act(() => navigateTo('/school'));
    await waitFor(() => expect(currentPath()).toBe('/action/SESSION_EXPIRED/'));
    await waitFor(() => expect(getSessionUser()).toBeNull());
  });

  it('an unlocked school is not logged out', async () => {
    const calls = serve();
    loginSchool(null);
    setSessionLocked(true);
    setSessionLocked(false);
    render('/school/edit');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/school/edit');
    expect(calls.some((c) => c.path === 'logout')).toBe(false);
  });
});


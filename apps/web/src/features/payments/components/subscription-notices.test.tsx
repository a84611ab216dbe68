// @vitest-environment jsdom
import type { LoginUser, Student } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi, logInLearner, type FakeApi } from '../../../test/fake-api';
import { serveLearnerHome } from '../../../test/learner-home.fixture';
import { resetNoticesForTests } from './subscription-notices';

/** yyyy-MM-dd `days` after today (Warsaw). */
function inDays(days: number): string {
  return todayIso(new Date(Date.now() + days * 86_400_000));
}

/** A logged-in learner as given, without subscriptions to buy from. */
function serve(student: Partial<Student>, user: Partial<LoginUser> = {}): FakeApi {
  const api = fakeApi();
  logInLearner(api, student, user);
  api.get('subscriptionsForStudent', []);
  serveLearnerHome(api);
  return api;
}

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  resetNoticesForTests();
  clearCookies();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

// Whole-app renders; generous time on a busy shared machine.
describe('subscription notices in the app shell', { timeout: 15_000 }, () => {
  it('shows the 5-day notice once, and "Przedłuż dostęp" leads to /subscription', async () => {
    serve({ learningAvailableTill: inDays(3) });
    const first = renderApp('/profile');
    const notice = await screen.findByTestId('subscription-notice');
    expect(notice.getAttribute('data-notice')).toBe('fiveDays');
    expect(notice.textContent).toContain('(zostały 3 dni)');
    fireEvent.click(screen.getByTestId('subscription-notice-extend'));
    expect(await screen.findByTestId('subscription-heading')).toBeTruthy();
    first.unmount();

    // A new page load: the cookie remembers the popup.
    resetNoticesForTests();
    renderApp('/profile');
    await screen.findByTestId('profile-heading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('subscription-notice')).toBeNull();
  });

  it('shows the never-had dialog to a learner without any access, once per tab session', async () => {
    serve({ learningAvailableTill: null });
    const first = renderApp('/profile');
    expect((await screen.findByTestId('subscription-notice')).getAttribute('data-notice')).toBe('never');
    first.unmount();

    resetNoticesForTests();
    renderApp('/profile');
    await screen.findByTestId('profile-heading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('subscription-notice')).toBeNull();
  });

  it('shows the expired dialog with the end date', async () => {
    serve({ learningAvailableTill: '2020-05-31' });
    renderApp('/profile');
    const notice = await screen.findByTestId('subscription-notice');
    expect(notice.getAttribute('data-notice')).toBe('expired');
    expect(notice.textContent).toContain('Dostęp do nauki wygasł 31.05.2020.');
  });

  it('stays away from /subscription itself and from partner-platform users', async () => {
    serve({ learningAvailableTill: null });
    const view = renderApp('/subscription');
    await screen.findByTestId('subscription-heading');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('subscription-notice')).toBeNull();
    view.unmount();

    resetNoticesForTests();
    const api = serve({ learningAvailableTill: null, userSource: 'LIWONA' }, { userSource: 'LIWONA' });
    renderApp('/profile');
    await screen.findByTestId('profile-heading');
    await waitFor(() => expect(api.calls()).not.toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('subscription-notice')).toBeNull();
  });
});

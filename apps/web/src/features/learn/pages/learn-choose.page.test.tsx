// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi } from '../../../test/fake-api';
import { FakeLearnServer } from '../test/fake-learn-server';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

function serve(server: FakeLearnServer) {
  server.api.install();
  setSessionUser(loginUserFixture() as LoginUser);
}

describe('/learn/choose', () => {
  it('lists the modules of the own category with names, counts, progress in % and the review action', async () => {
    const server = new FakeLearnServer();
    server.progress = [
      { moduleId: 1, questionNumber: 10, max: 40, category: 'B' },
      // Another category's position does not count for B.
      { moduleId: 3, questionNumber: 4, max: 4, category: 'A' },
    ];
    server.review = [{ moduleId: 1, weak: 2, due: 5, seen: 12 }];
    serve(server);
    renderApp('/learn/choose');

    const first = await screen.findByTestId('learn-module-1');
    expect(first.textContent).toContain('Znaki ostrzegawcze');
    expect(first.textContent).toContain('40 pytań');
    expect(screen.getByTestId('learn-module-1-percent').textContent).toBe('25%');
    expect(first.textContent).toContain('Zatrzymano na pytaniu 10 z 40');
    expect(screen.getByTestId('learn-module-1-weak').textContent).toBe('Słabe: 2');
    expect(screen.getByTestId('learn-module-1-start').textContent).toBe('Kontynuuj');
    expect(screen.getByTestId('learn-module-1-start').getAttribute('href')).toBe('/exam/exam/learn1');
    expect(screen.getByTestId('learn-module-1-review').getAttribute('href')).toBe('/exam/exam/learn1?order=review');
    expect(screen.getByTestId('learn-module-1-review').textContent).toBe('Powtórka (5)');

    const third = screen.getByTestId('learn-module-3');
    expect(screen.getByTestId('learn-module-3-percent').textContent).toBe('0%');
    expect(within(third).getByText('Jeszcze nie zaczęty')).toBeTruthy();
    expect(screen.getByTestId('learn-module-3-start').textContent).toBe('Ucz się');
    expect(screen.queryByTestId('learn-module-3-review')).toBeNull();
    // A module without questions cannot be started.
    expect(screen.queryByTestId('learn-module-7-start')).toBeNull();

    expect(screen.getByTestId('learn-category-B').getAttribute('aria-pressed')).toBe('true');
    expect(server.calls('getModules/B')).toHaveLength(1);
    expect(server.calls('progress/learn/review/31/B')).toHaveLength(1);
    expect(server.calls('progress/learn/31')).toHaveLength(1);
  });

  it('shows the module cards only with the progress and review counts in them, so they do not grow after showing (layout shift)', async () => {
    const server = new FakeLearnServer();
    server.review = [{ moduleId: 1, weak: 2, due: 5, seen: 12 }];
    let releaseReview = () => {};
    const reviewHeld = new Promise<void>((resolve) => {
      releaseReview = resolve;
    });
    server.api.get('progressLearnReview', async () => {
      await reviewHeld;
      return server.review;
    });
    server.api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    renderApp('/learn/choose');

    await waitFor(() => expect(server.calls('getModules/B')).toHaveLength(1));
    await waitFor(() => expect(server.calls('progress/learn/31')).toHaveLength(1));
    // Modules and positions are in, the review counts are not: still loading, no cards yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('learn-modules-loading')).toBeTruthy();
    expect(screen.queryByTestId('learn-module-1')).toBeNull();

    releaseReview();
    await screen.findByTestId('learn-module-1');
    // The first time they show, the cards carry their badges and the review action.
    expect(screen.getByTestId('learn-module-1-weak').textContent).toBe('Słabe: 2');
    expect(screen.getByTestId('learn-module-1-review')).toBeTruthy();
  });

  it('offers another category with its own paths, and the qualification only with that access', async () => {
    const server = new FakeLearnServer({ qualificationDAvailableTill: '2099-01-01' });
    server.progress = [{ moduleId: 3, questionNumber: 3, max: 4, category: 'M' }];
    serve(server);
    renderApp('/learn/choose');
    await screen.findByTestId('learn-module-1');
    expect(screen.getByTestId('learn-category-M').textContent).toBe('AM');
    expect(screen.queryByTestId('learn-category-Y')).toBeNull();
    expect(screen.getByTestId('learn-category-Z').textContent).toBe('D – kwalifikacja wstępna');

    fireEvent.click(screen.getByTestId('learn-category-M'));
    await waitFor(() => expect(screen.getByTestId('learn-module-3-percent').textContent).toBe('75%'));
    expect(screen.getByTestId('learn-module-3-start').getAttribute('href')).toBe('/exam/exam/categoryLearnM3');
    expect(server.calls('getModules/M')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('learn-category-Z'));
    await waitFor(() => expect(screen.getByTestId('learn-module-3-start').getAttribute('href')).toBe('/exam/exam/qlearnZ3'));
    expect(server.calls('progress/learn/review/31/Z')).toHaveLength(1);
  });

  it('says the access has ended and links to the subscription page', async () => {
    const server = new FakeLearnServer({ learningAvailableTill: '2020-01-01' });
    serve(server);
    renderApp('/learn/choose');
    const ended = await screen.findByTestId('learn-access-ended');
    expect(ended.textContent).toContain('Twój dostęp do nauki wygasł');
    expect(screen.getByTestId('learn-access-renew').getAttribute('href')).toBe('/subscription');
    expect(server.calls('getModules')).toHaveLength(0);
  });

  it('tells a learner who never had access to buy it, not that it expired', async () => {
    const server = new FakeLearnServer({ learningAvailableTill: null });
    serve(server);
    renderApp('/learn/choose');
    const never = await screen.findByTestId('learn-access-never');
    expect(never.textContent).toContain('Nie masz jeszcze dostępu do nauki');
    expect(never.textContent).not.toContain('wygasł');
    expect(screen.getByTestId('learn-access-renew').textContent).toBe('Kup dostęp');
    expect(screen.queryByTestId('learn-access-ended')).toBeNull();
    expect(server.calls('getModules')).toHaveLength(0);
  });

  it('shows a load error with a retry, and an empty category', async () => {
    const server = new FakeLearnServer();
    server.modules = [];
    serve(server);
    renderApp('/learn/choose');
    expect(await screen.findByTestId('learn-modules-empty')).toBeTruthy();

    server.api.get('questionModules', apiError(500, 'msg.error.internal', 'boom'));
    fireEvent.click(screen.getByTestId('learn-category-A'));
    expect(await screen.findByTestId('learn-load-error', {}, { timeout: 8000 })).toBeTruthy();
  });

  it('sends a visitor to NOT_LOGGED_IN', async () => {
    fakeApi();
    renderApp('/learn/choose');
    expect(await screen.findByTestId('action-title')).toBeTruthy();
  });
});

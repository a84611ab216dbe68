// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { fakeApi } from '../../../test/fake-api';
import { FakeLearnServer } from '../test/fake-learn-server';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearSessionUser();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type.includes('mp4') ? 'maybe' : ''));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});

afterEach(() => {
  window.localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

function serve(server: FakeLearnServer) {
  server.api.install();
  setSessionUser(loginUserFixture() as LoginUser);
}

function press(key: string, target: Window | Element = window) {
  fireEvent.keyDown(target, { key });
}

const learnScreen = () => screen.getByTestId('learn-screen');

async function open(server: FakeLearnServer, path = '/exam/exam/learn3') {
  serve(server);
  renderApp(path);
  return screen.findByTestId('learn-screen');
}

describe('learn screen', () => {
  it('loads the module with PUT learning/create and resumes at the stored question', async () => {
    const server = new FakeLearnServer();
    server.progress = [
      { moduleId: 3, questionNumber: 3, max: 4, category: 'B' },
      { moduleId: 3, questionNumber: 1, max: 4, category: 'A' },
    ];
    const shown = await open(server);
    expect(shown.dataset.index).toBe('3');
    expect(screen.getByTestId('learn-counter').textContent).toBe('Pytanie 3 z 4');
    expect(screen.getByTestId('learn-module-title').textContent).toBe('Moduł 3: Znaki nakazu');
    expect(screen.getByTestId('learn-question-text').textContent).toBe('Pytanie do nauki 3?');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/eprawko-rest/learning/create/studentId/31/category/B/lang/PL/moduleId/3');
    // Opening stores nothing: the position is already the stored one.
    expect(server.calls('progress/learn/store')).toHaveLength(0);
  });

  it('check first (the option): reveals the correct answer with the explanation and legal source on check, and records the chosen answer', async () => {
    const server = new FakeLearnServer();
    window.localStorage.setItem('osk.learn.feedback.31', 'CHECK_FIRST');
    await open(server);
    expect(screen.queryByTestId('learn-revealed')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-answer-NIE'));
    expect(screen.getByTestId('exam-answer-NIE').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('learn-check'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('WRONG');
    expect(screen.getByTestId('learn-verdict').textContent).toBe('Źle. Poprawna odpowiedź: TAK.');
    expect(screen.getByTestId('learn-explanation').textContent).toBe('Wyjaśnienie 1');
    expect(screen.getByTestId('learn-legal-source').textContent).toContain('art. 1 PoRD');
    expect(screen.getByTestId('exam-answer-TAK').dataset.correct).toBe('true');
    await waitFor(() => expect(server.calls('learning/answer')).toHaveLength(1));
    expect(server.calls('learning/answer')[0]?.body).toEqual({ studentId: 31, questionId: 101, answer: 'NIE', answerId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The key is shown: the answer can no longer change.
    fireEvent.click(screen.getByTestId('exam-answer-TAK'));
    expect(screen.getByTestId('exam-answer-TAK').getAttribute('aria-pressed')).toBe('false');
  });

  it('shows the answer without recording anything when none was chosen', async () => {
    const server = new FakeLearnServer();
    await open(server);
    fireEvent.click(screen.getByTestId('learn-check'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('SHOWN');
    expect(screen.getByTestId('learn-verdict').textContent).toBe('Poprawna odpowiedź: TAK.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls('learning/answer')).toHaveLength(0);
  });

  it('is driven by the keyboard: answers, check, next, previous and the medium', async () => {
    const server = new FakeLearnServer();
    await open(server);
    press('t');
    expect(screen.getByTestId('exam-answer-TAK').getAttribute('aria-pressed')).toBe('true');
    press('ArrowDown');
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');
    press('ArrowRight');
    expect(learnScreen().dataset.index).toBe('2');
    // A specialist question takes A/B/C, not T/N.
    press('t');
    expect(screen.getByTestId('exam-answer-A').getAttribute('aria-pressed')).toBe('false');
    press('b');
    expect(screen.getByTestId('exam-answer-B').getAttribute('aria-pressed')).toBe('true');
    press('ArrowDown');
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');
    press('ArrowRight');
    expect(learnScreen().dataset.index).toBe('3');
    // Question 3 has a film: it waits for the learner, ArrowUp plays it.
    expect(screen.getByTestId('exam-video').hasAttribute('controls')).toBe(true);
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockClear();
    press('ArrowUp');
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.getByTestId('learn-play-media').textContent).toBe('Odtwórz ponownie');
    press('ArrowLeft');
    expect(learnScreen().dataset.index).toBe('2');
    // What was answered on this visit stays.
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(learnScreen().dataset.index).toBe('1');
  });

  it('ignores the keys while typing in a field', async () => {
    const server = new FakeLearnServer();
    await open(server);
    const input = document.createElement('input');
    document.body.appendChild(input);
    press('ArrowRight', input);
    press('t', input);
    expect(learnScreen().dataset.index).toBe('1');
    expect(screen.getByTestId('exam-answer-TAK').getAttribute('aria-pressed')).toBe('false');
    input.remove();
  });

  it('moves with the buttons and stores the position once the learner stays, not for every step', async () => {
    const server = new FakeLearnServer();
    await open(server);
    expect((screen.getByTestId('learn-previous') as HTMLButtonElement).disabled).toBe(true);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByTestId('learn-next'));
    fireEvent.click(screen.getByTestId('learn-next'));
    expect(learnScreen().dataset.index).toBe('3');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    await waitFor(() => expect(server.calls('progress/learn/store')).toHaveLength(1));
    expect(server.calls('progress/learn/store')[0]?.url).toBe('/api/eprawko-rest/progress/learn/store/31/3/3/4/B');
    fireEvent.click(screen.getByTestId('learn-next'));
    expect(screen.queryByTestId('learn-next')).toBeNull();
    expect(screen.getByText('To ostatnie pytanie modułu.')).toBeTruthy();
    // Leaving stores at once what the delay has not stored yet, then the module list shows it.
    fireEvent.click(screen.getByTestId('learn-finish-last'));
    await waitFor(() => expect(server.calls('progress/learn/store')).toHaveLength(2));
    expect(server.calls('progress/learn/store')[1]?.url).toBe('/api/eprawko-rest/progress/learn/store/31/3/4/4/B');
    expect(await screen.findByTestId('learn-choose-title')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('learn-module-3-percent').textContent).toBe('100%'));
  });

  it('stores the position with a keepalive request when the page goes away', async () => {
    const server = new FakeLearnServer();
    await open(server);
    press('ArrowRight');
    window.dispatchEvent(new Event('pagehide'));
    const stored = server.calls('progress/learn/store');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.keepalive).toBe(true);
    expect(stored[0]?.url).toBe('/api/eprawko-rest/progress/learn/store/31/3/2/4/B');
  });

  it('marks and unmarks the question as hard with the add and remove calls', async () => {
    const server = new FakeLearnServer();
    server.hard = [7002];
    await open(server);
    const star = await screen.findByTestId('hard-toggle');
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    fireEvent.click(star);
    await waitFor(() => expect(server.calls('questions/student/add/31/7001')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('hard-toggle').getAttribute('aria-pressed')).toBe('true'));
    expect(server.hard).toEqual([7001, 7002]);
    press('ArrowRight');
    await waitFor(() => expect(screen.getByTestId('hard-toggle').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('hard-toggle'));
    await waitFor(() => expect(server.calls('questions/student/remove/31/7002')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('hard-toggle').getAttribute('aria-pressed')).toBe('false'));
    expect(server.hard).toEqual([7001]);
  });

  it('learns the review order from the start and stores no position in it', async () => {
    const server = new FakeLearnServer();
    server.progress = [{ moduleId: 3, questionNumber: 3, max: 4, category: 'A' }];
    await open(server, '/exam/exam/categoryLearnA3?order=review');
    expect(learnScreen().dataset.order).toBe('REVIEW');
    expect(learnScreen().dataset.index).toBe('1');
    expect(screen.getByTestId('learn-review-badge')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PUT')?.url).toBe('/api/eprawko-rest/learning/create/studentId/31/category/A/lang/PL/moduleId/3?order=review');
    press('ArrowRight');
    window.dispatchEvent(new Event('pagehide'));
    expect(server.calls('progress/learn/store')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('learn-finish'));
    expect(await screen.findByTestId('learn-choose-title')).toBeTruthy();
    expect(screen.getByTestId('learn-category-A').getAttribute('aria-pressed')).toBe('true');
  });

  it('falls back to Polish when the subscription does not allow the interface language', async () => {
    await changeLanguage('en');
    try {
      const server = new FakeLearnServer({ category: 'Y', qualificationCAvailableTill: '2099-01-01' });
      server.failCreate.push({ status: 403, code: 'msg.warn.exam.language.not.allowed' });
      await open(server, '/exam/exam/qlearnY101');
      expect(screen.getByTestId('learn-language-refused')).toBeTruthy();
      const puts = server.requests.filter((r) => r.method === 'PUT').map((r) => r.url);
      expect(puts).toEqual([
        '/api/eprawko-rest/learning/create/studentId/31/category/Y/lang/EN/moduleId/101',
        '/api/eprawko-rest/learning/create/studentId/31/category/Y/lang/PL/moduleId/101',
      ]);
    } finally {
      await changeLanguage('pl');
    }
  });

  it('says the access has ended when the server refuses it', async () => {
    const server = new FakeLearnServer();
    server.failCreate.push({ status: 403, code: 'msg.error.learning.no.access' });
    serve(server);
    renderApp('/exam/exam/learn3');
    expect(await screen.findByTestId('learn-access-ended')).toBeTruthy();
    expect(screen.getByTestId('learn-access-renew').getAttribute('href')).toBe('/subscription');
  });

  it('does not ask the server to learn after the access date', async () => {
    const server = new FakeLearnServer({ learningAvailableTill: '2020-01-01' });
    serve(server);
    renderApp('/exam/exam/learn3');
    expect(await screen.findByTestId('learn-access-ended')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });

  it('shows a load error with the way back to the modules', async () => {
    const server = new FakeLearnServer();
    server.failCreate.push({ status: 400, code: 'msg.validation.learning.module' });
    serve(server);
    renderApp('/exam/exam/learn3');
    const error = await screen.findByTestId('learn-load-error');
    expect(error.textContent).toContain('Ten moduł nie należy do wybranej kategorii.');
    fireEvent.click(screen.getByText('Spróbuj ponownie'));
    expect(await screen.findByTestId('learn-screen')).toBeTruthy();
  });

  it('sends a visitor to NOT_LOGGED_IN', async () => {
    fakeApi();
    renderApp('/exam/exam/learn3');
    expect(await screen.findByTestId('action-title')).toBeTruthy();
  });
});

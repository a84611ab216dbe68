// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { FakeLearnServer, learnQuestion } from '../test/fake-learn-server';

/** Issue 23: instant feedback by default, check first as a remembered option, and the practice modes. */
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
  vi.restoreAllMocks();
  clearSessionUser();
});

function serve(server: FakeLearnServer) {
  server.api.install();
  setSessionUser(loginUserFixture() as LoginUser);
}

async function open(server: FakeLearnServer, path: string, testId = 'learn-screen') {
  serve(server);
  renderApp(path);
  return screen.findByTestId(testId);
}

describe('instant feedback in learning', () => {
  it('is the default: answering turns the answer red at once, shows the right one, the explanation and the legal source, and records it', async () => {
    const server = new FakeLearnServer();
    await open(server, '/exam/exam/learn3');
    expect(screen.getByTestId('learn-feedback-mode').closest('[data-mode]')?.getAttribute('data-mode') ?? screen.getByTestId('learn-feedback-mode').dataset.mode).toBe('INSTANT');
    expect(screen.queryByTestId('learn-revealed')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-answer-NIE'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('WRONG');
    expect(screen.getByTestId('learn-verdict').textContent).toBe('Źle. Poprawna odpowiedź: TAK.');
    expect(screen.getByTestId('exam-answer-TAK').dataset.correct).toBe('true');
    expect(screen.getByTestId('learn-explanation').textContent).toBe('Wyjaśnienie 1');
    expect(screen.getByTestId('learn-legal-source').textContent).toContain('art. 1 PoRD');
    await waitFor(() => expect(server.calls('learning/answer')).toHaveLength(1));
    expect(server.calls('learning/answer')[0]?.body).toEqual({ studentId: 31, questionId: 101, answer: 'NIE', answerId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // Decided: another click changes nothing and records nothing more.
    fireEvent.click(screen.getByTestId('exam-answer-TAK'));
    expect(screen.getByTestId('exam-answer-TAK').getAttribute('aria-pressed')).toBe('false');
    // The keyboard answers the next question the same way, and it turns green.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByTestId('learn-screen').dataset.index).toBe('2'));
    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');
    await waitFor(() => expect(server.calls('learning/answer')).toHaveLength(2));
  });

  it('check first stays an option, remembered per learner: the answer waits for "check" after coming back', async () => {
    const server = new FakeLearnServer();
    await open(server, '/exam/exam/learn3');
    fireEvent.click(within(screen.getByTestId('learn-screen')).getByRole('switch'));
    expect(window.localStorage.getItem('osk.learn.feedback.31')).toBe('CHECK_FIRST');
    cleanup();

    await open(server, '/exam/exam/learn3');
    expect(within(screen.getByTestId('learn-screen')).getByRole('switch')).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('exam-answer-NIE'));
    expect(screen.queryByTestId('learn-verdict')).toBeNull();
    expect(server.calls('learning/answer')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('learn-check'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('WRONG');
    cleanup();

    // Another learner on this browser keeps the default.
    const other = new FakeLearnServer({ id: 32 });
    await open(other, '/exam/exam/learn3');
    fireEvent.click(screen.getByTestId('exam-answer-NIE'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('WRONG');
  });
});

describe('practice on /learn/choose', () => {
  it('my mistakes: the count, then the mistakes learned with instant feedback and the score', async () => {
    const server = new FakeLearnServer();
    server.mistakes = [learnQuestion(41, 'NONE', 5), learnQuestion(42, 'SPECIALIST', 9)];
    server.examMissing = 30;
    await open(server, '/learn/choose', 'practice-panel');
    await waitFor(() => expect(screen.getByTestId('practice-mistakes-count').dataset.count).toBe('2'));
    expect(screen.getByTestId('practice-mistakes-count').textContent).toBe('2 pytania do poprawy');
    expect(screen.getByTestId('practice-exam-missing').textContent).toBe('Brakuje jeszcze 30 błędów odpowiedniego rodzaju, by zbudować egzamin.');
    expect(screen.getByTestId('practice-exam-start')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('practice-mistakes-start'));
    const shown = await screen.findByTestId('learn-screen');
    expect(screen.getByTestId('learn-module-title').textContent).toBe('Moje błędy');
    expect(shown.dataset.index).toBe('1');
    expect(screen.getByTestId('learn-question-text').textContent).toBe('Pytanie do nauki 41?');
    const put = server.requests.find((r) => r.method === 'PUT' && r.url.includes('learning/practice'));
    expect(put?.url).toBe('/api/eprawko-rest/learning/practice/31/B/PL');
    expect(put?.body).toEqual({ mode: 'MISTAKES' });
    fireEvent.click(screen.getByTestId('exam-answer-TAK'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');
    expect(screen.getByTestId('practice-score').textContent).toContain('Dobrze: 1 z 1');
    await waitFor(() => expect(server.calls('learning/answer')).toHaveLength(1));
    // A practice stores no module position.
    expect(server.calls('progress/learn/store')).toHaveLength(0);
  });

  it('a quick quiz of 10 from the chosen modules', async () => {
    const server = new FakeLearnServer();
    await open(server, '/learn/choose', 'practice-panel');
    // Modules 1 and 3 have questions; 7 has none and is not offered.
    await screen.findByTestId('practice-quiz-module-1');
    expect(screen.queryByTestId('practice-quiz-module-7')).toBeNull();
    // All modules with questions are chosen at first; module 1 is taken off.
    fireEvent.click(screen.getByTestId('practice-quiz-module-1'));
    fireEvent.click(screen.getByTestId('practice-quiz-start'));
    await screen.findByTestId('learn-screen');
    expect(screen.getByTestId('learn-module-title').textContent).toBe('Szybki quiz');
    expect(screen.getByTestId('learn-counter').textContent).toBe('Pytanie 1 z 10');
    const put = server.requests.find((r) => r.method === 'PUT' && r.url.includes('learning/practice'));
    expect(put?.body).toEqual({ mode: 'QUIZ', moduleIds: [3] });
    for (const e of server.bank.filter((q) => q.module?.moduleId !== 3)) expect(screen.getByTestId('learn-question-text').textContent).not.toBe(e.questionText);
  });

  it('offers the exam of my mistakes when there are enough of them', async () => {
    const server = new FakeLearnServer();
    server.mistakes = Array.from({ length: 32 }, (_, i) => learnQuestion(50 + i, i < 20 ? 'NONE' : 'SPECIALIST', 4));
    server.examMissing = 0;
    await open(server, '/learn/choose', 'practice-panel');
    await waitFor(() => expect(screen.getByTestId('practice-exam-start').getAttribute('href')).toBe('/learn/practice?mode=exam&category=B'));
    expect(screen.queryByTestId('practice-exam-missing')).toBeNull();
    fireEvent.click(screen.getByTestId('practice-exam-start'));
    await screen.findByTestId('learn-screen');
    expect(screen.getByTestId('learn-counter').textContent).toBe('Pytanie 1 z 32');
    expect(screen.getByTestId('practice-points').textContent).toBe('Punkty: 0 z 84');
  });
});

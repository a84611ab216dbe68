// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, forbidden } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import { FakeExamServer } from '../test/fake-exam-server';

const START = Date.parse('2026-11-22T10:00:00Z');

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(START);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type.includes('mp4') ? 'maybe' : ''));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  window.sessionStorage.clear();
  clearSessionUser();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function serve(server: FakeExamServer) {
  server.api.install();
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function press(key: string) {
  fireEvent.keyDown(window, { key, code: key === ' ' ? 'Space' : undefined });
}

async function startDemo(server: FakeExamServer) {
  serve(server);
  renderApp('/exam/exam/demo');
  fireEvent.click(await screen.findByTestId('exam-start'));
  const shown = await screen.findByTestId('exam-runner');
  // The runner appears in a transition; let its effects (the clock, the keys) start.
  await advance(0);
  return shown;
}

const runner = () => screen.getByTestId('exam-runner');

describe('exam screen: INFO stage', () => {
  it('shows the exam rules and starts a demo exam, keeping its token for a reload', async () => {
    const server = new FakeExamServer(['IMAGE', 'SPECIALIST'], { id: 91, demoToken: 'tok-91' });
    serve(server);
    renderApp('/exam/exam/demo');
    expect((await screen.findByTestId('exam-info-title')).textContent).toBe('Egzamin demo – kategoria B');
    expect(screen.getByTestId('exam-info-duration').textContent).toBe('25 minut');
    expect(screen.getByTestId('exam-info-read').textContent).toContain('20 s');
    expect(screen.getByTestId('exam-info-answer').textContent).toBe('15 s w części podstawowej, 50 s w specjalistycznej');
    expect(screen.getByTestId('exam-info-pass').textContent).toBe('68 z 74 punktów');
    expect((screen.getByTestId('exam-language') as HTMLSelectElement).value).toBe('PL');
    // The language is a native select named by its label.
    expect(screen.getByRole('combobox', { name: 'Język egzaminu' })).toBe(screen.getByTestId('exam-language'));

    fireEvent.click(screen.getByTestId('exam-start'));
    expect(await screen.findByTestId('exam-runner')).toBeTruthy();
    expect(server.requests[0]?.url).toBe('/api/eprawko-rest/exam/demo/PL');
    expect(window.sessionStorage.getItem('osk.exam.demoToken.91')).toBe('tok-91');
    expect(screen.getByTestId('exam-counter').textContent).toBe('Pytanie 1 z 2');
  });

  it('says what the browser lacks and does not start the exam', async () => {
    vi.mocked(HTMLMediaElement.prototype.canPlayType).mockReturnValue('');
    const server = new FakeExamServer(['IMAGE']);
    serve(server);
    renderApp('/exam/exam/demo');
    fireEvent.click(await screen.findByTestId('exam-start'));
    expect(await screen.findByTestId('exam-browser-problem-video')).toBeTruthy();
    expect(screen.getByTestId('exam-browser-problems').textContent).toContain('Nie odtwarza filmów w formacie MP4 ani WebM');
    expect(server.requests).toHaveLength(0);
    expect(screen.queryByTestId('exam-runner')).toBeNull();
  });

  it('starts in the language chosen on the INFO stage', async () => {
    const server = new FakeExamServer(['IMAGE']);
    serve(server);
    renderApp('/exam/exam/demo?lang=DE');
    const select = (await screen.findByTestId('exam-language')) as HTMLSelectElement;
    expect(select.value).toBe('DE');
    fireEvent.change(select, { target: { value: 'UA' } });
    fireEvent.click(screen.getByTestId('exam-start'));
    await screen.findByTestId('exam-runner');
    expect(server.requests[0]?.url).toBe('/api/eprawko-rest/exam/demo/UA');
  });
});

describe('exam screen: EXAM stage', () => {
  it('counts the reading time down, then gives 15 s to answer, driven by the clock', async () => {
    await startDemo(new FakeExamServer(['IMAGE', 'IMAGE']));
    expect(runner().dataset.phase).toBe('READ');
    expect(screen.getByTestId('exam-phase-label').textContent).toBe('Czas na zapoznanie się z pytaniem');
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('20 s');
    expect(screen.getByTestId('exam-total-time').textContent).toBe('25:00');
    await advance(5_000);
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('15 s');
    expect((screen.getByTestId('exam-answer-TAK') as HTMLButtonElement).disabled).toBe(true);
    await advance(15_000);
    expect(runner().dataset.phase).toBe('ANSWER');
    expect(screen.getByTestId('exam-phase-label').textContent).toBe('Czas na odpowiedź');
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('15 s');
    expect(screen.getByTestId('exam-total-time').textContent).toBe('24:40');
  });

  it('works from the keyboard: Space starts the medium, T/N choose, Enter approves once', async () => {
    const server = new FakeExamServer(['IMAGE', 'SPECIALIST', 'IMAGE'], { demoToken: 'tok' });
    await startDemo(server);
    press('t');
    expect(screen.getByTestId('exam-answer-TAK').getAttribute('aria-pressed')).toBe('false');
    press(' ');
    await waitFor(() => expect(runner().dataset.phase).toBe('ANSWER'));
    press('t');
    press('n');
    expect(screen.getByTestId('exam-answer-NIE').getAttribute('aria-pressed')).toBe('true');
    press('a');
    expect(screen.getByTestId('exam-answer-NIE').getAttribute('aria-pressed')).toBe('true');
    press('Enter');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    expect(server.updates()).toEqual([{ id: 77, ordinalNumber: 1, answer: 'NIE', changes: 1, demoToken: 'tok' }]);

    // A specialist question: straight to 50 s of answering, A/B/C choose.
    expect(runner().dataset.phase).toBe('ANSWER');
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('50 s');
    expect(screen.getByTestId('exam-part').textContent).toBe('Część specjalistyczna');
    press('t');
    press('c');
    expect(screen.getByTestId('exam-answer-C').getAttribute('aria-pressed')).toBe('true');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    expect(server.updates()[1]).toMatchObject({ ordinalNumber: 2, answer: 'C', changes: 0 });
  });

  it('moves to the next question without rewriting a stylesheet (issue 19: work per tap)', async () => {
    const server = new FakeExamServer(['IMAGE', 'SPECIALIST', 'IMAGE']);
    await startDemo(server);
    // Mantine's responsive props draw a <style> per component whose text React sets again on every
    // render; the browser then re-reads those sheets while it draws the next question.
    const rewritten: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target.nodeType === Node.ELEMENT_NODE ? (record.target as Element) : record.target.parentElement;
        if (target?.tagName === 'STYLE' || [...record.addedNodes].some((node) => node.nodeName === 'STYLE')) rewritten.push(record.type);
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    press(' ');
    press('t');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    press('a');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    await advance(0);
    observer.disconnect();
    expect(rewritten).toEqual([]);
  });

  it('starts each question with the focus on the exam and the page at its top', async () => {
    const server = new FakeExamServer(['IMAGE', 'SPECIALIST', 'IMAGE']);
    await startDemo(server);
    press(' ');
    press('t');
    const next = screen.getByTestId('exam-next');
    next.focus();
    const scrolled = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(400);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    fireEvent.click(next);
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    await waitFor(() => expect(document.activeElement).toBe(runner()));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrolled.mockRestore();
    scrollTo.mockRestore();
  });

  it('keeps the focus on the exam when an answer, the film or approving is pressed with a pointer (issue 19: no focus change per tap)', async () => {
    const server = new FakeExamServer(['VIDEO', 'SPECIALIST', 'IMAGE']);
    await startDemo(server);
    await waitFor(() => expect(document.activeElement).toBe(runner()));
    // A mouse or touch press focuses a button by its default action; fireEvent answers false when it was prevented.
    expect(fireEvent.mouseDown(screen.getByTestId('exam-start-media'))).toBe(false);
    fireEvent.click(screen.getByTestId('exam-start-media'));
    await waitFor(() => expect(runner().dataset.phase).toBe('PLAY'));
    fireEvent.ended(screen.getByTestId('exam-video'));
    await waitFor(() => expect(runner().dataset.phase).toBe('ANSWER'));
    expect(fireEvent.mouseDown(screen.getByTestId('exam-answer-TAK'))).toBe(false);
    fireEvent.click(screen.getByTestId('exam-answer-TAK'));
    fireEvent.click(screen.getByTestId('exam-next'));
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    expect(fireEvent.mouseDown(screen.getByTestId('exam-answer-A'))).toBe(false);
    fireEvent.click(screen.getByTestId('exam-answer-A'));
    expect(screen.getByTestId('exam-answer-A').getAttribute('aria-pressed')).toBe('true');
    expect(fireEvent.mouseDown(screen.getByTestId('exam-next'))).toBe(false);
    fireEvent.click(screen.getByTestId('exam-next'));
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    expect(document.activeElement).toBe(runner());
    // Elsewhere a press moves the focus as usual.
    expect(fireEvent.mouseDown(screen.getByTestId('exam-fullscreen'))).toBe(true);
  });

  it('approves the current choice (or none) when the answer time runs out', async () => {
    const server = new FakeExamServer(['IMAGE', 'IMAGE', 'IMAGE']);
    await startDemo(server);
    await advance(20_000);
    fireEvent.click(screen.getByTestId('exam-answer-TAK'));
    await advance(15_000);
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    await advance(35_000);
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    expect(server.updates()).toEqual([
      { id: 77, ordinalNumber: 1, answer: 'TAK', changes: 0, demoToken: 'demo-token-1' },
      { id: 77, ordinalNumber: 2, answer: null, changes: 0, demoToken: 'demo-token-1' },
    ]);
  });

  it('plays a film when reading ends and gives the answer time only after it ended', async () => {
    await startDemo(new FakeExamServer(['VIDEO', 'IMAGE']));
    const video = screen.getByTestId('exam-video') as HTMLVideoElement;
    expect(video.controls).toBe(false);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('exam-start-media'));
    await waitFor(() => expect(runner().dataset.phase).toBe('PLAY'));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('exam-phase-label').textContent).toBe('Odtwarzanie filmu');
    await advance(30_000);
    expect(runner().dataset.phase).toBe('PLAY');
    fireEvent.ended(video);
    await waitFor(() => expect(runner().dataset.phase).toBe('ANSWER'));
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('15 s');
  });

  it('goes on without a medium that cannot be loaded, with a short note', async () => {
    await startDemo(new FakeExamServer(['VIDEO', 'IMAGE']));
    fireEvent.error(screen.getByTestId('exam-video'));
    expect(await screen.findByTestId('exam-media-unavailable')).toBeTruthy();
    press(' ');
    await waitFor(() => expect(runner().dataset.phase).toBe('ANSWER'));
  });

  it('ends the exam with finish: true when the 25 minutes run out, then shows the result', async () => {
    const server = new FakeExamServer(['SPECIALIST', 'SPECIALIST', 'SPECIALIST'], { startedAt: START - 1_499_000 });
    server.setCurrent(1, START - 10_000);
    await startDemo(server);
    expect(screen.getByTestId('exam-total-time').textContent).toBe('0:01');
    await advance(1_500);
    expect(await screen.findByTestId('exam-result')).toBeTruthy();
    expect(server.updates()).toEqual([{ id: 77, finish: true, demoToken: 'demo-token-1' }]);
    expect(screen.getByTestId('exam-result-verdict').textContent).toBe('Egzamin niezdany');
  });

  it('shows the approval as sending only when the answer takes longer than a moment', async () => {
    const server = new FakeExamServer(['IMAGE', 'IMAGE', 'IMAGE']);
    await startDemo(server);
    const sending = () => screen.getByTestId('exam-next').hasAttribute('data-loading');
    // A quick answer moves on without the button ever showing it was sending.
    server.updateDelayMs = 150;
    press(' ');
    press('t');
    press('Enter');
    await advance(100);
    expect(sending()).toBe(false);
    await advance(100);
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    expect(sending()).toBe(false);
    // A slow one shows it after 200 ms, until the next question comes.
    server.updateDelayMs = 3_000;
    press(' ');
    press('t');
    press('Enter');
    await advance(150);
    expect(sending()).toBe(false);
    await advance(100);
    expect(sending()).toBe(true);
    // Meanwhile a second Enter sends nothing more.
    press('Enter');
    await advance(3_000);
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    expect(sending()).toBe(false);
    expect(server.updates()).toHaveLength(2);
  });

  it('retries a lost approval, then shows an error with a retry that sends the same choice', async () => {
    const server = new FakeExamServer(['IMAGE', 'IMAGE']);
    await startDemo(server);
    press(' ');
    press('t');
    server.failNextUpdates.push({ status: 0, code: '' }, { status: 503, code: 'X' }, { status: 0, code: '' }, { status: 0, code: '' });
    press('Enter');
    await advance(4_000);
    expect(await screen.findByTestId('exam-send-error')).toBeTruthy();
    expect(screen.getByTestId('exam-answer-TAK').getAttribute('aria-pressed')).toBe('true');
    expect(server.updates()).toHaveLength(4);
    // The answer time running out meanwhile must not send again on its own.
    await advance(20_000);
    expect(server.updates()).toHaveLength(4);
    fireEvent.click(screen.getByTestId('exam-retry'));
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    expect(server.updates()[4]).toMatchObject({ ordinalNumber: 1, answer: 'TAK' });
  });

  it('reloads the exam and carries on when the server says the question time was over', async () => {
    const server = new FakeExamServer(['IMAGE', 'IMAGE', 'IMAGE']);
    await startDemo(server);
    press(' ');
    press('t');
    server.failNextUpdates.push({ status: 409, code: 'QUESTION_TIME_OVER' });
    // The server moved on by itself (it recorded the question as unanswered).
    server.setCurrent(2, Date.now(), [null]);
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    expect(screen.getByTestId('exam-notice').textContent).toContain('Czas na odpowiedź minął');
  });
});

describe('exam screen: resume after a reload', () => {
  it('resumes a running demo exam at the same question and phase, whatever the local clock says', async () => {
    // The server's clock is an hour ahead of this browser's: phases still count from the server.
    const offset = 3_600_000;
    const server = new FakeExamServer(['IMAGE', 'IMAGE', 'SPECIALIST'], { id: 55, startedAt: START + offset - 100_000, serverOffsetMs: offset });
    server.setCurrent(2, START + offset - 25_000, ['TAK']);
    window.sessionStorage.setItem('osk.exam.demoToken.55', 'tok-55');
    serve(server);
    renderApp('/exam/exam/55');
    expect(await screen.findByTestId('exam-runner')).toBeTruthy();
    expect(server.requests[0]?.url).toBe('/api/eprawko-rest/exam/show/55?demoToken=tok-55');
    expect(screen.getByTestId('exam-counter').textContent).toBe('Pytanie 2 z 3');
    expect(runner().dataset.phase).toBe('ANSWER');
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('10 s');
    expect(screen.getByTestId('exam-total-time').textContent).toBe('23:20');
    press('n');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    expect(server.updates()).toEqual([{ id: 55, ordinalNumber: 2, answer: 'NIE', changes: 0, demoToken: 'tok-55' }]);
  });

  it("resumes a student's running exam with the session, keeping the approved answers", async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    const server = new FakeExamServer(['IMAGE', 'IMAGE', 'IMAGE'], { id: 88, type: 'EXAM', startedAt: START - 60_000 });
    server.setCurrent(3, START - 3_000, ['TAK', 'NIE']);
    serve(server);
    renderApp('/exam/exam/88');
    await screen.findByTestId('exam-runner');
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/eprawko-rest/exam/show/88');
    expect(new Headers(init?.headers).get('jsessionid')).toBe('session-123');
    expect(screen.getByTestId('exam-counter').textContent).toBe('Pytanie 3 z 3');
    expect(runner().dataset.phase).toBe('READ');
    expect(screen.getByTestId('exam-phase-time').textContent).toBe('17 s');
    await advance(0);
    press(' ');
    press('t');
    press('Enter');
    expect(await screen.findByTestId('exam-result')).toBeTruthy();
    // The two answers approved before the reload count in the result.
    expect(screen.getByTestId('exam-result-correct').textContent).toBe('2');
    expect(screen.getByTestId('exam-result-wrong').textContent).toBe('1');
  });

  it('sends a visitor without the demo token to NOT_LOGGED_IN', async () => {
    const server = new FakeExamServer(['IMAGE'], { id: 56 });
    serve(server);
    renderApp('/exam/exam/56');
    expect(await screen.findByTestId('action-title')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});

describe('exam screen: RESULT and CHECK stages', () => {
  it('shows the result of the last approval, then each answer with the correct one and the explanation', async () => {
    const server = new FakeExamServer(['IMAGE', 'SPECIALIST', 'IMAGE']);
    await startDemo(server);
    press(' ');
    press('t');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('2'));
    press('a');
    press('Enter');
    await waitFor(() => expect(runner().dataset.ordinal).toBe('3'));
    expect(screen.getByTestId('exam-next').textContent).toBe('Zakończ egzamin');
    press('Enter');
    expect(await screen.findByTestId('exam-result')).toBeTruthy();
    expect(screen.getByTestId('exam-result-points').textContent).toBe('3 / 8 pkt');
    expect(screen.getByTestId('exam-result-verdict').textContent).toBe('Egzamin niezdany');
    expect(screen.getByTestId('exam-result-correct').textContent).toBe('1');
    expect(screen.getByTestId('exam-result-wrong').textContent).toBe('1');
    expect(screen.getByTestId('exam-result-unanswered').textContent).toBe('1');

    fireEvent.click(screen.getByTestId('exam-check'));
    expect((await screen.findByTestId('exam-check-status')).dataset.status).toBe('CORRECT');
    expect(screen.getByTestId('exam-check-explanation').textContent).toBe('Wyjaśnienie 1');
    expect(screen.getByTestId('exam-check-legal-source').textContent).toContain('art. 1 ustawy Prawo o ruchu drogowym');
    fireEvent.click(screen.getByTestId('exam-check-next'));
    expect(screen.getByTestId('exam-check-status').dataset.status).toBe('WRONG');
    expect(screen.getByTestId('exam-check-your-answer').textContent).toBe('Twoja odpowiedź: A');
    expect(screen.getByTestId('exam-check-correct-answer').textContent).toBe('Poprawna odpowiedź: B');
    expect(screen.getByTestId('exam-check-option-B').dataset.correct).toBe('true');
    fireEvent.click(screen.getByTestId('exam-check-jump-3'));
    expect(screen.getByTestId('exam-check-status').dataset.status).toBe('UNANSWERED');
    expect(screen.getByTestId('exam-check-your-answer').textContent).toBe('Twoja odpowiedź: brak');
    fireEvent.click(screen.getByTestId('exam-check-back'));
    expect(screen.getByTestId('exam-result')).toBeTruthy();
  });

  it('lets a student mark a reviewed question as hard with the star', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    const server = new FakeExamServer(['SPECIALIST']);
    let hard: number[] = [];
    server.api
      .get('studentShow', aStudent({ id: 31 }))
      .get('hardQuestionIds', ({ params }) => (params.studentId === '31' ? hard : forbidden()))
      .get('hardQuestionAdd', ({ params }) => {
        hard = [...hard, Number(params.externalId)];
        return hard;
      })
      .get('hardQuestionRemove', ({ params }) => {
        hard = hard.filter((id) => id !== Number(params.externalId));
        return hard;
      })
      .install();
    renderApp('/exam/exam/demo');
    fireEvent.click(await screen.findByTestId('exam-start'));
    await screen.findByTestId('exam-runner');
    await advance(0);
    press('b');
    press('Enter');
    fireEvent.click(await screen.findByTestId('exam-check'));
    const star = await screen.findByTestId('hard-toggle');
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(screen.getByTestId('hard-toggle').getAttribute('aria-pressed')).toBe('true'));
    expect(hard).toEqual([5001]);
  });

  it('shows no star to a visitor reviewing the demo exam', async () => {
    const server = new FakeExamServer(['SPECIALIST']);
    await startDemo(server);
    press('b');
    press('Enter');
    fireEvent.click(await screen.findByTestId('exam-check'));
    expect(screen.getByTestId('exam-check-stage')).toBeTruthy();
    expect(screen.queryByTestId('hard-toggle')).toBeNull();
  });

  it('repeats the same kind of exam from the result', async () => {
    const server = new FakeExamServer(['SPECIALIST']);
    await startDemo(server);
    press('b');
    press('Enter');
    fireEvent.click(await screen.findByTestId('exam-repeat'));
    expect((await screen.findByTestId('exam-info-title')).textContent).toBe('Egzamin demo – kategoria B');
  });
});

describe('exam screen: errors and other ids', () => {
  it('shows "Błąd podczas wczytywania danych!" with a link to the profile when the exam cannot be loaded', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    fakeApi().get('examShow', apiError(403, 'msg.error.forbidden', 'Brak dostępu'));
    renderApp('/exam/exam/123');
    const error = await screen.findByTestId('exam-load-error');
    expect(within(error).getByText('Błąd podczas wczytywania danych!')).toBeTruthy();
    expect(within(error).getByTestId('exam-error-profile').getAttribute('href')).toBe('/profile');
  });

  it('treats an exam without questions as a load failure', async () => {
    const server = new FakeExamServer([], { id: 124 });
    window.sessionStorage.setItem('osk.exam.demoToken.124', 't');
    serve(server);
    renderApp('/exam/exam/124');
    expect(await screen.findByTestId('exam-load-error')).toBeTruthy();
  });

  it("sends the school from the result of its internal exam to the PIN stage, never to a new exam", async () => {
    setSessionUser(loginUserFixture({ id: 70, userType: 'SCHOOL' }) as LoginUser);
    const running = new FakeExamServer(['NONE', 'SPECIALIST'], { id: 120, type: 'EXAM' }).view();
    const finished = { ...running, status: 'FINISHED' as const, internal: true, passed: true, points: 4, correctAnswers: 2, wrongAnswers: 0, currentOrdinal: null, questionStartedAt: null, endDate: running.startDate };
    fakeApi().get('examShow', finished).get('examInternalState', { schoolId: 5, lockedByExamId: 120, pinSet: true, defaultPasswordSet: true });
    renderApp('/exam/exam/120');
    fireEvent.click(await screen.findByTestId('exam-close'));
    expect(await screen.findByTestId('internal-pin-stage')).toBeTruthy();
    fireEvent.click(screen.getByTestId('internal-show-result'));
    fireEvent.click(await screen.findByTestId('exam-repeat'));
    expect(await screen.findByTestId('internal-pin-stage')).toBeTruthy();
  });

  it('shows a learner the start of its own internal exam, with the internal exams left', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT' }) as LoginUser);
    const state = { schoolId: 3, lockedByExamId: null, pinSet: true, defaultPasswordSet: true, studentId: 31, category: 'B' as const, internalExamsLeft: 2 };
    fakeApi().get('examInternalState', state).get('studentShow', aStudent());
    renderApp('/exam/exam/internal');
    expect(await screen.findByTestId('internal-exam-info')).toBeTruthy();
    expect(screen.getByTestId('internal-exams-left').textContent).toContain('2');
    expect(screen.queryByTestId('exam-choose-category')).toBeNull();
  });
});

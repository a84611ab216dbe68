// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, NETWORK_FAILURE } from '../../../test/fake-api';
import { FakeLearnServer, learnQuestion } from '../test/fake-learn-server';
import { memoryMedia, setOfflineMediaForTests } from './offline-media';
import { memoryOfflineStore, setOfflineStoreForTests, type OfflineModule, type OfflineStore } from './offline-store';
import { RETRY_MS, setOfflineQueueForTests } from './use-offline';

// The offline learn screen (issue 23) on the device's store: the verdict from the downloaded key, the
// answer kept with an id and its time while offline, sent once when the network comes back; another
// learner's downloads and answers stay theirs.

let store: OfflineStore;
let online = false;

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  clearSessionUser();
  store = memoryOfflineStore();
  setOfflineStoreForTests(store);
  setOfflineMediaForTests(memoryMedia());
  setOfflineQueueForTests(null);
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => '');
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
  clearSessionUser();
  setOfflineStoreForTests(null);
  setOfflineMediaForTests(null);
  setOfflineQueueForTests(null);
});

function downloaded(userId: number, studentId: number): OfflineModule {
  const questions = [learnQuestion(1), learnQuestion(2, 'SPECIALIST')];
  return {
    userId,
    studentId,
    category: 'B',
    moduleId: 3,
    learning: {
      category: 'B',
      moduleId: 3,
      language: 'PL',
      max: questions.length,
      order: 'OFFICIAL',
      execution: questions.map((question, i) => ({ question, answer: null, correct: null, ordinalNumber: i + 1, changes: 0, approved: false })),
    },
    media: [],
    skippedMedia: [],
    bytes: 2048,
    savedAt: '2026-11-27T08:00:00.000Z',
  };
}

function setNetwork(next: boolean) {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

describe('/learn/offline/{category}/{module}', () => {
  it('answers from the downloaded key offline, keeps the answers, and sends each once when the network is back', async () => {
    const server = new FakeLearnServer();
    server.api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    await store.putModule(downloaded(7, 31));
    renderApp('/learn/offline/B/3');
    await screen.findByTestId('learn-offline');
    fireEvent.click(screen.getByTestId('exam-answer-NIE'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('WRONG');
    expect(screen.getByTestId('learn-explanation').textContent).toBe('Wyjaśnienie 1');
    fireEvent.click(screen.getByTestId('learn-next'));
    fireEvent.click(await screen.findByTestId('exam-answer-B'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');

    await waitFor(() => expect(screen.getByTestId('offline-status').dataset.waiting).toBe('2'));
    expect(screen.getByTestId('offline-status').dataset.state).toBe('OFFLINE');
    expect(server.calls('learning/answer')).toHaveLength(0);
    // No position is stored for an offline session.
    expect(server.calls('progress/learn/store')).toHaveLength(0);
    const kept = await store.queued(7);
    expect(kept.map((a) => [a.studentId, a.questionId, a.answer])).toEqual([
      [31, 101, 'NIE'],
      [31, 102, 'B'],
    ]);
    for (const a of kept) {
      expect(a.answerId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.isNaN(Date.parse(a.answeredAt))).toBe(false);
    }

    setNetwork(true);
    await waitFor(() => expect(screen.getByTestId('offline-status').dataset.state).toBe('SYNCED'));
    const sent = server.calls('learning/answer').map((c) => c.body);
    expect(sent).toEqual(kept.map((a) => ({ studentId: 31, questionId: a.questionId, answer: a.answer, answerId: a.answerId, answeredAt: a.answeredAt })));
    expect(await store.queued(7)).toEqual([]);
  });

  it('sends the waiting answers again now and then while online when the server did not take them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const server = new FakeLearnServer();
      let down = true;
      server.api.post('learningAnswer', () => (down ? apiError(503, 'msg.error.unavailable') : { correct: true, box: 1, dueAt: '2026-11-28T10:00:00.000Z' }));
      server.api.install();
      setSessionUser(loginUserFixture() as LoginUser);
      await store.putModule(downloaded(7, 31));
      online = true;
      renderApp('/learn/offline/B/3');
      await screen.findByTestId('learn-offline');
      fireEvent.click(screen.getByTestId('exam-answer-TAK'));
      await waitFor(() => expect(server.calls('learning/answer')).toHaveLength(1));
      await waitFor(() => expect(screen.getByTestId('offline-status').dataset.state).toBe('WAITING'));
      down = false;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(RETRY_MS);
      });
      await waitFor(() => expect(screen.getByTestId('offline-status').dataset.state).toBe('SYNCED'));
      const ids = server.calls('learning/answer').map((c) => (c.body as { answerId: string }).answerId);
      expect(ids).toHaveLength(2);
      expect(ids[1]).toBe(ids[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows another learner's download to nobody else, and sends no other learner's answers", async () => {
    const server = new FakeLearnServer();
    server.api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    // Learner 8 used this device before: module 3 and an answer waiting. Learner 7 (logged in) has module 4 and an answer.
    await store.putModule(downloaded(8, 41));
    await store.putModule({ ...downloaded(7, 31), moduleId: 4 });
    const answer = { answer: 'TAK' as const, answeredAt: '2026-11-27T08:00:00.000Z', category: 'B' as const, questionId: 101 };
    await store.enqueue({ ...answer, answerId: '00000000-0000-4000-8000-000000000008', userId: 8, studentId: 41, moduleId: 3 });
    await store.enqueue({ ...answer, answerId: '00000000-0000-4000-8000-000000000007', userId: 7, studentId: 31, moduleId: 4 });
    online = true;
    renderApp('/learn/offline/B/3');
    expect(await screen.findByTestId('learn-offline-missing')).toBeTruthy();
    cleanup();
    renderApp('/learn/offline/B/4');
    await screen.findByTestId('learn-offline');
    await waitFor(() => expect(screen.getByTestId('offline-status').dataset.state).toBe('SYNCED'));
    expect(server.calls('learning/answer').map((c) => (c.body as { answerId: string }).answerId)).toEqual(['00000000-0000-4000-8000-000000000007']);
    expect(await store.queued(8)).toHaveLength(1);
  });
});

describe('/learn/offline/exam', () => {
  it('draws a practice exam by the official split from the downloads, says it is shorter, scores points and keeps the answers as practice', async () => {
    const server = new FakeLearnServer();
    server.api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    await store.putModule(downloaded(7, 31));
    renderApp('/learn/choose');
    fireEvent.click(await screen.findByTestId('offline-exam'));
    await screen.findByTestId('learn-offline-exam');
    // One basic question of 3 points and one specialist of 2: 2 of the exam's 32.
    expect(screen.getByTestId('learn-offline-exam-short').textContent).toContain('2 z 32');
    expect(screen.getByTestId('practice-points').textContent).toContain('0');
    const first = screen.getByTestId('learn-screen').dataset.questionType === 'STANDARD';
    expect(first).toBe(true);
    fireEvent.click(screen.getByTestId('exam-answer-TAK'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('RIGHT');
    fireEvent.click(screen.getByTestId('learn-next'));
    fireEvent.click(await screen.findByTestId('exam-answer-A'));
    expect(screen.getByTestId('learn-verdict').dataset.verdict).toBe('WRONG');
    expect(screen.getByTestId('practice-score').dataset.right).toBe('1');
    expect(screen.getByTestId('practice-points').textContent).toMatch(/3\D+5/);
    await waitFor(async () => expect((await store.queued(7)).map((a) => [a.questionId, a.answer])).toEqual([
      [101, 'TAK'],
      [102, 'A'],
    ]));
    expect(server.calls('learning/answer')).toHaveLength(0);
  });

  it('sends to the modules list without downloads', async () => {
    new FakeLearnServer().api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    renderApp('/learn/offline/exam');
    expect(await screen.findByTestId('learn-offline-missing')).toBeTruthy();
  });
});

describe('online learning that loses the network', () => {
  it('keeps an answer the server did not get on the device and sends it, once, when the network is back', async () => {
    const server = new FakeLearnServer();
    let down = true;
    server.api.post('learningAnswer', () => (down ? NETWORK_FAILURE : { correct: true, box: 1, dueAt: '2026-11-28T10:00:00.000Z' }));
    server.api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    online = true;
    renderApp('/exam/exam/learn3');
    fireEvent.click(await screen.findByTestId('exam-answer-TAK'));
    expect(await screen.findByTestId('learn-answer-kept')).toBeTruthy();
    expect(screen.queryByTestId('learn-answer-failed')).toBeNull();
    await waitFor(async () => expect((await store.queued(7)).map((a) => [a.studentId, a.questionId, a.answer])).toEqual([[31, 101, 'TAK']]));
    const [kept] = await store.queued(7);
    const first = server.calls('learning/answer')[0]?.body as { answerId: string; answeredAt?: string };
    // The answer was sent with its id from the start: a resend after a lost response counts once. The
    // first send leaves the time to the server's clock; the kept one carries the device's.
    expect(first.answerId).toBe(kept?.answerId);
    expect(first.answeredAt).toBeUndefined();
    expect(Number.isNaN(Date.parse(kept?.answeredAt ?? ''))).toBe(false);
    expect(screen.getByTestId('offline-status').dataset.state).toBe('WAITING');

    down = false;
    setNetwork(false);
    setNetwork(true);
    await waitFor(() => expect(screen.getByTestId('offline-status').dataset.state).toBe('SYNCED'));
    // Every send (the first, the screen's own try while the network was still down, the one that went) is the same answer.
    const ids = server.calls('learning/answer').map((c) => (c.body as { answerId: string }).answerId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids)).toEqual(new Set([kept?.answerId]));
    expect(await store.queued(7)).toEqual([]);
  });

  it('says an answer refused by the server was not saved, and keeps nothing', async () => {
    const server = new FakeLearnServer();
    server.api.post('learningAnswer', () => apiError(400, 'msg.error.invalid'));
    server.api.install();
    setSessionUser(loginUserFixture() as LoginUser);
    online = true;
    renderApp('/exam/exam/learn3');
    fireEvent.click(await screen.findByTestId('exam-answer-TAK'));
    expect(await screen.findByTestId('learn-answer-failed')).toBeTruthy();
    expect(await store.queued(7)).toEqual([]);
  });
});

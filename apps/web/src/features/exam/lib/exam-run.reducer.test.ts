import type { Exam } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { makeQuestion } from '../test/exam-fixtures';
import { initRun, requestBody, runReducer, type RunState } from './exam-run.reducer';

const T0 = Date.parse('2026-11-22T10:00:00Z');

function exam(overrides: Partial<Exam> = {}): Exam {
  const questions = [makeQuestion(1, 'IMAGE'), makeQuestion(2, 'SPECIALIST')];
  return {
    id: 9,
    category: 'B',
    type: 'EXAM',
    language: 'PL',
    status: 'IN_PROGRESS',
    execution: questions.map((question, i) => ({ question, answer: null, correct: null, ordinalNumber: i + 1, changes: 0, approved: false })),
    startDate: new Date(T0).toISOString(),
    endDate: null,
    deadline: new Date(T0 + 1_500_000).toISOString(),
    currentOrdinal: 1,
    questionStartedAt: new Date(T0).toISOString(),
    serverTime: new Date(T0).toISOString(),
    correctAnswers: null,
    wrongAnswers: null,
    totalAnswers: 2,
    points: null,
    pointsAll: 5,
    passed: null,
    internal: false,
    ...overrides,
  };
}

function run(state: RunState, ...actions: Parameters<typeof runReducer>[1][]): RunState {
  return actions.reduce(runReducer, state);
}

describe('the running exam reducer', () => {
  it('starts at the current question in its reading phase, on the server clock', () => {
    // This browser's clock is 1 h behind the server's.
    const state = initRun(exam(), T0 - 3_600_000);
    expect(state.offset).toBe(3_600_000);
    expect(state.current?.ordinalNumber).toBe(1);
    expect(state.phase).toMatchObject({ phase: 'READ', phaseEndsAt: T0 + 20_000 });
    const later = runReducer(state, { type: 'TICK', clientNow: T0 - 3_600_000 + 20_000 });
    expect(later.phase?.phase).toBe('ANSWER');
  });

  it('lets the learner choose only while answering, and counts changes', () => {
    let state = initRun(exam(), T0);
    state = runReducer(state, { type: 'CHOOSE', answer: 'TAK' });
    expect(state.choice).toBeNull();
    state = run(state, { type: 'START_MEDIA', clientNow: T0 }, { type: 'CHOOSE', answer: 'TAK' }, { type: 'CHOOSE', answer: 'TAK' }, { type: 'CHOOSE', answer: 'NIE' });
    expect(state.choice).toBe('NIE');
    expect(state.changes).toBe(1);
  });

  it('sends one approval at a time and keeps the choice locked while it is on its way', () => {
    let state = run(initRun(exam(), T0), { type: 'START_MEDIA', clientNow: T0 }, { type: 'CHOOSE', answer: 'TAK' }, { type: 'SEND', request: 'APPROVE' });
    expect(state.request).toBe('APPROVE');
    const seq = state.sendSeq;
    state = run(state, { type: 'SEND', request: 'APPROVE' }, { type: 'CHOOSE', answer: 'NIE' });
    expect(state.sendSeq).toBe(seq);
    expect(state.choice).toBe('TAK');
    expect(requestBody(state, 'tok')).toEqual({ id: 9, ordinalNumber: 1, answer: 'TAK', changes: 0, demoToken: 'tok' });
  });

  it('asks to approve when the answer time is up and to finish at the deadline', () => {
    let state = run(initRun(exam(), T0), { type: 'START_MEDIA', clientNow: T0 });
    state = runReducer(state, { type: 'TICK', clientNow: T0 + 15_000 });
    expect(state.request).toBe('APPROVE');
    expect(requestBody(state, null)).toEqual({ id: 9, ordinalNumber: 1, answer: null, changes: 0 });
    const atDeadline = runReducer(initRun(exam(), T0), { type: 'TICK', clientNow: T0 + 1_500_000 });
    expect(atDeadline.request).toBe('FINISH');
    expect(requestBody(atDeadline, null)).toEqual({ id: 9, finish: true });
  });

  it('keeps a failed send and its choice until a retry, without sending again on its own', () => {
    let state = run(initRun(exam(), T0), { type: 'START_MEDIA', clientNow: T0 }, { type: 'CHOOSE', answer: 'NIE' }, { type: 'SEND', request: 'APPROVE' });
    state = runReducer(state, { type: 'SEND_FAILED', error: { code: 'NETWORK_ERROR', message: '' } });
    const seq = state.sendSeq;
    state = runReducer(state, { type: 'TICK', clientNow: T0 + 60_000 });
    expect(state.sendSeq).toBe(seq);
    expect(state.failed?.code).toBe('NETWORK_ERROR');
    state = runReducer(state, { type: 'RETRY' });
    expect(state.failed).toBeNull();
    expect(state.sendSeq).toBe(seq + 1);
    expect(state.choice).toBe('NIE');
  });

  it('moves to the question the server answers with, and has none once the exam is finished', () => {
    let state = run(initRun(exam(), T0), { type: 'START_MEDIA', clientNow: T0 }, { type: 'SEND', request: 'APPROVE' });
    state = runReducer(state, {
      type: 'EXAM_LOADED',
      exam: exam({ currentOrdinal: 2, questionStartedAt: new Date(T0 + 5_000).toISOString(), serverTime: new Date(T0 + 5_000).toISOString() }),
      clientNow: T0 + 5_000,
    });
    expect(state.request).toBe('NONE');
    expect(state.current?.ordinalNumber).toBe(2);
    expect(state.phase).toMatchObject({ phase: 'ANSWER', phaseEndsAt: T0 + 55_000 });
    const finished = runReducer(state, { type: 'EXAM_LOADED', exam: exam({ status: 'FINISHED', currentOrdinal: null }), clientNow: T0 + 9_000 });
    expect(finished.current).toBeNull();
    expect(finished.phase).toBeNull();
  });

  it('ends a film that plays past its bound', () => {
    const filmExam = exam({ execution: [{ question: makeQuestion(1, 'VIDEO'), answer: null, correct: null, ordinalNumber: 1, changes: 0, approved: false }] });
    let state = run(initRun(filmExam, T0), { type: 'START_MEDIA', clientNow: T0 });
    expect(state.phase?.phase).toBe('PLAY');
    state = runReducer(state, { type: 'TICK', clientNow: T0 + 79_000 });
    expect(state.phase?.phase).toBe('PLAY');
    state = runReducer(state, { type: 'TICK', clientNow: T0 + 80_000 });
    expect(state.phase).toMatchObject({ phase: 'ANSWER', phaseEndsAt: T0 + 95_000 });
  });
});

describe('the clock (ticks four times a second)', () => {
  it('keeps the state, so nothing redraws, while no countdown shows another second', () => {
    // Reading ends at T0 + 20 s and the exam at T0 + 1,500 s: both countdowns change at whole seconds.
    const state = initRun(exam({ serverTime: new Date(T0 + 100).toISOString() }), T0 + 100);
    expect(runReducer(state, { type: 'TICK', clientNow: T0 + 350 })).toBe(state);
    expect(runReducer(state, { type: 'TICK', clientNow: T0 + 850 })).toBe(state);
    const next = runReducer(state, { type: 'TICK', clientNow: T0 + 1_100 });
    expect(next).not.toBe(state);
    expect(next.now).toBe(T0 + 1_100);
  });

  it('redraws when only the total time shows another second', () => {
    // Reading ends 20.5 s after the start, the exam at a whole second: the two change half a second apart.
    const state = initRun(exam({ questionStartedAt: new Date(T0 + 500).toISOString(), serverTime: new Date(T0 + 600).toISOString() }), T0 + 600);
    const next = runReducer(state, { type: 'TICK', clientNow: T0 + 1_100 });
    expect(next).not.toBe(state);
    expect(next.now).toBe(T0 + 1_100);
  });

  it('keeps the state while sending when no second changes', () => {
    const sending = run(initRun(exam({ serverTime: new Date(T0 + 100).toISOString() }), T0 + 100), { type: 'SEND', request: 'APPROVE' });
    expect(runReducer(sending, { type: 'TICK', clientNow: T0 + 600 })).toBe(sending);
  });

  it('counts the answer time from the moment the film is started, not from the last tick', () => {
    // The last tick that changed the state was at T0 + 1 s; the learner starts the image 0.9 s later.
    const state = run(initRun(exam(), T0), { type: 'TICK', clientNow: T0 + 1_000 }, { type: 'TICK', clientNow: T0 + 1_250 });
    const started = runReducer(state, { type: 'START_MEDIA', clientNow: T0 + 1_900 });
    expect(started.phase).toMatchObject({ phase: 'ANSWER', phaseEndsAt: T0 + 1_900 + 15_000 });
  });
});

describe('a resync with the server (the tab came back)', () => {
  it('takes the clock and the question from the server, not from the state the tab kept', () => {
    // The tab was left at the start of question 1 and comes back 40 s later: the server moved on.
    const kept = initRun(exam(), T0);
    const later = exam({ currentOrdinal: 2, questionStartedAt: new Date(T0 + 38_000).toISOString(), serverTime: new Date(T0 + 40_000).toISOString() });
    const state = runReducer(kept, { type: 'RESYNCED', exam: later, clientNow: T0 + 40_000 });
    expect(state.now).toBe(T0 + 40_000);
    expect(state.current?.ordinalNumber).toBe(2);
    expect(state.phase).toMatchObject({ phase: 'ANSWER', phaseEndsAt: T0 + 38_000 + 50_000 });
  });

  it('keeps a choice not yet approved while its question is still the current one', () => {
    let state = run(initRun(exam(), T0), { type: 'TICK', clientNow: T0 + 21_000 }, { type: 'CHOOSE', answer: 'NIE' });
    state = runReducer(state, { type: 'RESYNCED', exam: exam({ serverTime: new Date(T0 + 25_000).toISOString() }), clientNow: T0 + 25_000 });
    expect(state.choice).toBe('NIE');
    expect(state.phase?.phase).toBe('ANSWER');
  });

  it('leaves a send on its way alone (its answer brings the newer state)', () => {
    const sending = run(initRun(exam(), T0), { type: 'SEND', request: 'APPROVE' });
    const state = runReducer(sending, { type: 'RESYNCED', exam: exam({ serverTime: new Date(T0 + 5_000).toISOString() }), clientNow: T0 + 5_000 });
    expect(state).toBe(sending);
  });
});

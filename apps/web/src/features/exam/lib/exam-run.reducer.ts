import type { ApiError, Exam, ExamExecution } from '@osk/contract';
import { canAnswer, mediaEnded, secondsLeft, startMedia, tick, type PhaseState } from './question-phase';
import { clampToLimits, clockOffset, questionLimits, resumeQuestion, totalSecondsLeft, type QuestionLimits } from './exam-timing';

/** An answer the learner can choose. */
export type ExamAnswer = 'TAK' | 'NIE' | 'A' | 'B' | 'C';

/** What is being sent to the server: the current answer, or the end of the exam. */
export type RunRequest = 'NONE' | 'APPROVE' | 'FINISH';

/**
 * The running exam as one reducer (pure, driven by a clock passed in): the exam as the server last
 * sent it, the current question's phase, the chosen answer and what is being sent. The server is the
 * authority: every answer it acknowledges replaces the exam here (EXAM_LOADED).
 */
export interface RunState {
  exam: Exam;
  /** Server clock minus this browser's clock, ms. */
  offset: number;
  /** Server time of the last tick, ms. */
  now: number;
  current: ExamExecution | null;
  phase: PhaseState | null;
  limits: QuestionLimits | null;
  choice: ExamAnswer | null;
  /** How many times the answer was changed before approval. */
  changes: number;
  request: RunRequest;
  /** Increases whenever a send (or a retry) starts, so the sender runs once per send. */
  sendSeq: number;
  /** The send failed after its retries; the choice is kept for the retry. */
  failed: ApiError | null;
  /** A message key to tell the learner about (e.g. QUESTION_TIME_OVER). */
  notice: string | null;
}

export type RunAction =
  | { type: 'EXAM_LOADED'; exam: Exam; clientNow: number; notice?: string }
  | { type: 'RESYNCED'; exam: Exam; clientNow: number }
  | { type: 'TICK'; clientNow: number }
  | { type: 'CHOOSE'; answer: ExamAnswer }
  | { type: 'START_MEDIA'; clientNow: number }
  | { type: 'MEDIA_ENDED'; clientNow: number }
  | { type: 'SEND'; request: Exclude<RunRequest, 'NONE'> }
  | { type: 'SEND_FAILED'; error: ApiError }
  | { type: 'RETRY' }
  | { type: 'DISMISS_NOTICE' };

/** The current question of an exam, or null when it is finished. */
export function currentExecution(exam: Exam): ExamExecution | null {
  if (exam.status !== 'IN_PROGRESS' || exam.currentOrdinal === null) return null;
  return exam.execution.find((item) => item.ordinalNumber === exam.currentOrdinal) ?? null;
}

/** The state for an exam the server just sent. */
export function initRun(exam: Exam, clientNow: number, previous?: Pick<RunState, 'sendSeq'>, notice: string | null = null): RunState {
  const offset = clockOffset(exam.serverTime, clientNow);
  const now = clientNow + offset;
  const current = currentExecution(exam);
  const examEndsAt = Date.parse(exam.deadline);
  let phase: PhaseState | null = null;
  let limits: QuestionLimits | null = null;
  if (current) {
    const startedAt = exam.questionStartedAt ? Date.parse(exam.questionStartedAt) : now;
    limits = questionLimits(current.question, startedAt);
    phase = clampToLimits(resumeQuestion(current.question, startedAt, now, examEndsAt), limits);
  }
  return {
    exam,
    offset,
    now,
    current,
    phase,
    limits,
    choice: null,
    changes: 0,
    request: 'NONE',
    sendSeq: previous?.sendSeq ?? 0,
    failed: null,
    notice,
  };
}

function withPhase(state: RunState, phase: PhaseState): RunState {
  if (phase === state.phase) return state;
  return { ...state, phase: state.limits ? clampToLimits(phase, state.limits) : phase };
}

/**
 * The state at a later clock reading: the same state (nothing redraws) while neither countdown would
 * show another second; the clock ticks four times a second so that a second is never shown late.
 */
function withNow(state: RunState, now: number): RunState {
  if (now === state.now) return state;
  const deadline = Date.parse(state.exam.deadline);
  const sameFace = totalSecondsLeft(deadline, now) === totalSecondsLeft(deadline, state.now) && (!state.phase || secondsLeft(state.phase, now) === secondsLeft(state.phase, state.now));
  return sameFace ? state : { ...state, now };
}

function startSend(state: RunState, request: Exclude<RunRequest, 'NONE'>): RunState {
  return { ...state, request, sendSeq: state.sendSeq + 1, failed: null };
}

/** The reducer of a running exam. */
export function runReducer(state: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'EXAM_LOADED':
      return initRun(action.exam, action.clientNow, state, action.notice ?? null);
    case 'RESYNCED': {
      // The exam read again from the server (the tab came back into view): its state and clock
      // replace what this tab had. A send on its way brings a newer state itself, so it wins; a
      // choice not yet approved is kept while its question is still the current one.
      if (state.request !== 'NONE') return state;
      const next = initRun(action.exam, action.clientNow, state, state.notice);
      if (!next.current || next.current.ordinalNumber !== state.current?.ordinalNumber || !next.phase || !canAnswer(next.phase)) return next;
      return { ...next, choice: state.choice, changes: state.changes };
    }
    case 'TICK': {
      const now = action.clientNow + state.offset;
      if (!state.phase || state.request !== 'NONE' || state.failed) return withNow(state, now);
      let phase = state.phase;
      // A film that plays past its bound counts as ended (a stalled or very long film must not block).
      if (phase.phase === 'PLAY' && state.limits?.playEndsBy != null && now >= state.limits.playEndsBy) phase = mediaEnded(phase, now);
      const result = tick(phase, now);
      const moved = withPhase(state, result.state);
      if (result.effect === 'END_EXAM') return startSend({ ...moved, now }, 'FINISH');
      if (result.effect === 'APPROVE') return startSend({ ...moved, now }, 'APPROVE');
      return moved === state ? withNow(state, now) : { ...moved, now };
    }
    case 'CHOOSE': {
      if (!state.phase || !canAnswer(state.phase) || state.request !== 'NONE' || state.failed) return state;
      if (state.choice === action.answer) return state;
      return { ...state, choice: action.answer, changes: state.choice === null ? state.changes : state.changes + 1 };
    }
    case 'START_MEDIA': {
      if (!state.phase || state.request !== 'NONE') return state;
      const now = action.clientNow + state.offset;
      const phase = startMedia(state.phase, now);
      return phase === state.phase ? state : withPhase({ ...state, now }, phase);
    }
    case 'MEDIA_ENDED': {
      if (!state.phase) return state;
      const now = action.clientNow + state.offset;
      const phase = mediaEnded(state.phase, now);
      return phase === state.phase ? state : withPhase({ ...state, now }, phase);
    }
    case 'SEND':
      // One send at a time: a second click or key press while one is on its way changes nothing.
      if (!state.current || state.request !== 'NONE' || state.failed) return state;
      return startSend(state, action.request);
    case 'SEND_FAILED':
      if (state.request === 'NONE') return state;
      return { ...state, failed: action.error };
    case 'RETRY':
      if (state.request === 'NONE' || !state.failed) return state;
      return { ...state, failed: null, sendSeq: state.sendSeq + 1 };
    case 'DISMISS_NOTICE':
      return state.notice === null ? state : { ...state, notice: null };
  }
}

/** The request body for what is being sent. */
export function requestBody(state: RunState, demoToken: string | null) {
  const token = demoToken ? { demoToken } : {};
  if (state.request === 'FINISH') return { id: state.exam.id, finish: true, ...token };
  return {
    id: state.exam.id,
    ordinalNumber: state.current?.ordinalNumber ?? state.exam.currentOrdinal ?? 0,
    answer: state.choice,
    changes: state.changes,
    ...token,
  };
}

import { QUESTION_VIDEO_MAX_SECONDS, SPECIALIST_ANSWER_SECONDS, STANDARD_ANSWER_SECONDS, STANDARD_READ_SECONDS, type ExamQuestion } from '@osk/contract';
import { startQuestion, type PhaseState } from './question-phase';

/**
 * The longest a question film may play. The server allows a basic question with a film this long
 * plus its read and answer times (QUESTION_VIDEO_MAX_SECONDS of the contract); a film still playing then is
 * treated as ended so the answer phase fits inside what the server accepts.
 */
export const VIDEO_MAX_SECONDS = QUESTION_VIDEO_MAX_SECONDS;

/** The medium kind the phases follow: none when the question has no medium. */
export function mediaTypeOf(question: Pick<ExamQuestion, 'media' | 'madiaType'>): 'IMAGE' | 'VIDEO' | null {
  return question.media ? question.madiaType : null;
}

/**
 * How far the server's clock is ahead of this browser's (ms): add it to Date.now() to get server time.
 * Phases count from the server's `questionStartedAt`, so a wrong local clock does not shorten them.
 */
export function clockOffset(serverTime: string, clientNow: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - clientNow;
}

/** The moments (server time) that bound a question: when a film must have ended and when answering must. */
export interface QuestionLimits {
  playEndsBy: number | null;
  answerEndsBy: number;
}

/** The bounds of a question shown at `startedAt`. */
export function questionLimits(question: Pick<ExamQuestion, 'type' | 'media' | 'madiaType'>, startedAt: number): QuestionLimits {
  if (question.type === 'SPECIALISTIC') return { playEndsBy: null, answerEndsBy: startedAt + SPECIALIST_ANSWER_SECONDS * 1000 };
  const video = mediaTypeOf(question) === 'VIDEO' ? VIDEO_MAX_SECONDS * 1000 : 0;
  const readEnd = startedAt + STANDARD_READ_SECONDS * 1000;
  return {
    playEndsBy: video > 0 ? readEnd + video : null,
    answerEndsBy: readEnd + video + STANDARD_ANSWER_SECONDS * 1000,
  };
}

/**
 * The phase of a question shown at `startedAt` as it stands at `now` (all server time), so a reload
 * continues where the learner was: still reading, or answering with what is left of the 15 or 50
 * seconds. A film cannot resume mid-way: when the reading time is over it plays again from the start
 * (within the film's bound).
 */
export function resumeQuestion(
  question: Pick<ExamQuestion, 'type' | 'media' | 'madiaType'>,
  startedAt: number,
  now: number,
  examEndsAt: number,
): PhaseState {
  const mediaType = mediaTypeOf(question);
  const state = startQuestion(question.type, mediaType, startedAt, examEndsAt);
  if (question.type === 'SPECIALISTIC' || now < startedAt + STANDARD_READ_SECONDS * 1000) return state;
  if (mediaType === 'VIDEO') {
    const { playEndsBy, answerEndsBy } = questionLimits(question, startedAt);
    if (playEndsBy !== null && now < playEndsBy) return { ...state, phase: 'PLAY', phaseEndsAt: null };
    return { ...state, phase: 'ANSWER', phaseEndsAt: answerEndsBy };
  }
  return { ...state, phase: 'ANSWER', phaseEndsAt: startedAt + (STANDARD_READ_SECONDS + STANDARD_ANSWER_SECONDS) * 1000 };
}

/** Keeps a phase inside the question's bounds (a film that plays too long, an answer phase after a resumed film). */
export function clampToLimits(state: PhaseState, limits: QuestionLimits): PhaseState {
  if (state.phaseEndsAt !== null && state.phaseEndsAt > limits.answerEndsBy) return { ...state, phaseEndsAt: limits.answerEndsBy };
  return state;
}

/** A number of seconds as m:ss (or h:mm:ss never: an exam lasts 25 minutes). */
/** Whole seconds the exam's clock shows at `now` (server time, ms) before `deadline` (ms): what formatClock shows. */
export function totalSecondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest.toString().padStart(2, '0')}`;
}

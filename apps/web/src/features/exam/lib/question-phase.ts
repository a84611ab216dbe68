import { SPECIALIST_ANSWER_SECONDS, STANDARD_ANSWER_SECONDS, STANDARD_READ_SECONDS, type QuestionType } from '@osk/contract';

/**
 * The phases of one exam question as a pure state machine driven by a clock (spec §4): a basic
 * question is READ for 20 s, then its medium PLAYs (an image at once, a video until it ends), then
 * there are 15 s to ANSWER; a specialist question goes straight to ANSWER with 50 s. When READ runs
 * out the medium starts; when ANSWER runs out the current answer is approved. The whole exam ends at
 * its own deadline whatever the phase. Times are milliseconds on any monotonic clock.
 */
export type QuestionPhase = 'READ' | 'PLAY' | 'ANSWER';

/** The state of the current question. */
export interface PhaseState {
  phase: QuestionPhase;
  /** When the current phase ends; null while a video plays (it ends when the video does). */
  phaseEndsAt: number | null;
  /** When the whole exam ends. */
  examEndsAt: number;
  mediaType: 'IMAGE' | 'VIDEO' | null;
}

/** What the screen must do after an event. */
export type PhaseEffect = 'NONE' | 'APPROVE' | 'END_EXAM';

/** The state at the start of a question. */
export function startQuestion(type: QuestionType, mediaType: 'IMAGE' | 'VIDEO' | null, now: number, examEndsAt: number): PhaseState {
  if (type === 'SPECIALISTIC') return { phase: 'ANSWER', phaseEndsAt: now + SPECIALIST_ANSWER_SECONDS * 1000, examEndsAt, mediaType };
  return { phase: 'READ', phaseEndsAt: now + STANDARD_READ_SECONDS * 1000, examEndsAt, mediaType };
}

/** Moves on to the medium: a video plays until it ends, an image (or none) goes straight to ANSWER. */
export function startMedia(state: PhaseState, now: number): PhaseState {
  if (state.phase !== 'READ') return state;
  if (state.mediaType === 'VIDEO') return { ...state, phase: 'PLAY', phaseEndsAt: null };
  return { ...state, phase: 'ANSWER', phaseEndsAt: now + STANDARD_ANSWER_SECONDS * 1000 };
}

/** The video ended: 15 s to answer. */
export function mediaEnded(state: PhaseState, now: number): PhaseState {
  if (state.phase !== 'PLAY') return state;
  return { ...state, phase: 'ANSWER', phaseEndsAt: now + STANDARD_ANSWER_SECONDS * 1000 };
}

/** Advances the clock: ends the exam, starts the medium, or approves the answer when time is up. */
export function tick(state: PhaseState, now: number): { state: PhaseState; effect: PhaseEffect } {
  if (now >= state.examEndsAt) return { state, effect: 'END_EXAM' };
  if (state.phaseEndsAt === null || now < state.phaseEndsAt) return { state, effect: 'NONE' };
  if (state.phase === 'READ') return { state: startMedia(state, now), effect: 'NONE' };
  return { state, effect: 'APPROVE' };
}

/** Whole seconds left in the current phase (for the countdown), or null while a video plays. */
export function secondsLeft(state: PhaseState, now: number): number | null {
  if (state.phaseEndsAt === null) return null;
  return Math.max(0, Math.ceil((Math.min(state.phaseEndsAt, state.examEndsAt) - now) / 1000));
}

/** Whether an answer may be chosen now: only in the ANSWER phase (reading first, as at the exam centre). */
export function canAnswer(state: PhaseState): boolean {
  return state.phase === 'ANSWER';
}

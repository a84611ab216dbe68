import type { Category } from '../common/enums.js';
import { CATEGORY_EXAM_DRAW, QUALIFICATION_DRAW, type QuestionType } from '../exams/exam.constants.js';

/**
 * Readiness ("Szansa zdania", ADR 031): how likely a learner is to pass the state exam of a category,
 * 0-100, from what they know in learning and from their last exams. Pure, shared by the server (which
 * computes it) and the web (which explains it).
 */

/** Leitner box from which a question counts as known: two right answers since the last wrong one (ADR 011 boxes). */
export const KNOWN_FROM_BOX = 2;
/** How many of the newest exams count. */
export const READINESS_EXAM_COUNT = 5;
/** Weight of knowledge in the score (the last exams take the rest). */
export const READINESS_KNOWLEDGE_WEIGHT = 0.6;
/** Weight of the last exams' points in the score. */
export const READINESS_EXAM_WEIGHT = 0.4;

/** Whether a question with this Leitner box (null: never answered) is known: right twice, not failed since. */
export function isKnown(box: number | null): boolean {
  return box !== null && box >= KNOWN_FROM_BOX;
}

/** The active questions of one kind of the category's bank: how many there are, how many known. */
export interface ReadinessStratum {
  type: QuestionType;
  /** Points of the question (1, 2 or 3). */
  weight: number;
  total: number;
  known: number;
}

/** An exam's points and maximum. */
export interface ReadinessExamPoints {
  points: number;
  pointsAll: number;
}

/** The exam's slots: points the exam gives to questions of each kind (`STANDARD:3` ...). */
function slotPoints(category: Category): Map<string, number> {
  const slots = new Map<string, number>();
  if (category === 'Y' || category === 'Z') {
    // The initial qualification counts right answers, not points: a kind is its type.
    slots.set('STANDARD', QUALIFICATION_DRAW.STANDARD);
    slots.set('SPECIALISTIC', QUALIFICATION_DRAW.SPECIALISTIC);
    return slots;
  }
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) {
    for (const [weight, count] of Object.entries(CATEGORY_EXAM_DRAW[type])) slots.set(`${type}:${weight}`, Number(weight) * count);
  }
  return slots;
}

/**
 * The knowledge part, 0-1: the share of the exam's points the learner would score answering right
 * exactly the questions they know. Each kind of question (type and points) weighs what the exam gives
 * it (10 basic 3-point questions: 30 of 74 points) times the share of that kind known. A kind the
 * bank has no question of is left out of the maximum.
 */
export function knowledgeShare(category: Category, strata: readonly ReadinessStratum[]): number {
  const slots = slotPoints(category);
  const qualification = category === 'Y' || category === 'Z';
  const totals = new Map<string, { total: number; known: number }>();
  for (const s of strata) {
    const key = qualification ? s.type : `${s.type}:${s.weight}`;
    const t = totals.get(key) ?? { total: 0, known: 0 };
    totals.set(key, { total: t.total + s.total, known: t.known + Math.min(s.known, s.total) });
  }
  let max = 0;
  let scored = 0;
  for (const [key, points] of slots) {
    const t = totals.get(key);
    if (!t || t.total <= 0) continue;
    max += points;
    scored += (points * t.known) / t.total;
  }
  return max === 0 ? 0 : scored / max;
}

/**
 * The exam part, 0-1: the mean share of points of the learner's last five exams (newest first), an
 * exam not taken counting as 0, so that five good exams are needed for the whole part.
 */
export function examShare(exams: readonly ReadinessExamPoints[]): number {
  let sum = 0;
  for (const e of exams.slice(0, READINESS_EXAM_COUNT)) if (e.pointsAll > 0) sum += Math.min(Math.max(e.points / e.pointsAll, 0), 1);
  return sum / READINESS_EXAM_COUNT;
}

/** The score, 0-100: 60 % knowledge and 40 % the last five exams, rounded. */
export function readinessScore(knowledge: number, exams: number): number {
  const clamp = (v: number) => Math.min(Math.max(v, 0), 1);
  return Math.round(100 * (READINESS_KNOWLEDGE_WEIGHT * clamp(knowledge) + READINESS_EXAM_WEIGHT * clamp(exams)));
}

/** Whether a learner is marked "gotowy do egzaminu": the school set a threshold (issue 23) and the score reached it. */
export function isReadyForExam(score: number, threshold: number | null | undefined): boolean {
  return threshold !== null && threshold !== undefined && score >= threshold;
}

import { QUALIFICATION_C_MODULE_IDS, QUALIFICATION_D_MODULE_IDS, ROAD_RULE_MODULE_IDS, type Category } from '@osk/contract';
import { daysAfter } from '../../lib/clock.js';

/**
 * Pure rules of learning by module (ADR 011): which modules a category has, the Leitner boxes of the
 * review order, and the order itself.
 */

/** The highest Leitner box: a question known well. */
export const MAX_BOX = 5;
/** Days until a question in each box (0-5) is due for review again. */
export const BOX_DUE_DAYS: readonly number[] = [0, 1, 3, 7, 14, 30];


/** The module ids of a category in the order they are listed (spec §9): Y and Z have their own sets. */
export function moduleIdsOf(category: Category): readonly number[] {
  if (category === 'Y') return QUALIFICATION_C_MODULE_IDS;
  if (category === 'Z') return QUALIFICATION_D_MODULE_IDS;
  return ROAD_RULE_MODULE_IDS;
}

/** Whether a module belongs to a category's set. */
export function isModuleOf(category: Category, moduleId: number): boolean {
  return moduleIdsOf(category).includes(moduleId);
}

/** A question's place in the Leitner boxes after an answer. */
export interface BoxAfterAnswer {
  box: number;
  dueAt: Date;
}

/**
 * Moves a question between boxes: a wrong answer sends it to box 0, due at once; a right one moves it
 * up a box (at most 5), due after that box's interval. A question never answered counts as box 0.
 */
export function boxAfterAnswer(previousBox: number | null, correct: boolean, now: Date): BoxAfterAnswer {
  const box = correct ? Math.min((previousBox ?? 0) + 1, MAX_BOX) : 0;
  return { box, dueAt: daysAfter(now, BOX_DUE_DAYS[box] ?? 0) };
}

/** What the review order needs to know of a question of the module. */
export interface ReviewQuestion {
  id: number;
  externalId: number;
}

/** The learner's record of a question (absent: never answered in learning). */
export interface ReviewRecord {
  lastAnswerCorrect: boolean;
  dueAt: Date;
}

function byDueThenNumber(records: ReadonlyMap<number, ReviewRecord>) {
  return (a: ReviewQuestion, b: ReviewQuestion): number => {
    const da = records.get(a.id)?.dueAt.getTime() ?? 0;
    const db = records.get(b.id)?.dueAt.getTime() ?? 0;
    return da - db || a.externalId - b.externalId;
  };
}

/**
 * The review order of a module: weak questions (last answer wrong) first, then the questions whose
 * review time has come, each group by due time; then all the others in the official order (by
 * question number).
 */
export function reviewOrder<Q extends ReviewQuestion>(questions: readonly Q[], records: ReadonlyMap<number, ReviewRecord>, now: Date): Q[] {
  const weak: Q[] = [];
  const due: Q[] = [];
  const rest: Q[] = [];
  for (const q of questions) {
    const record = records.get(q.id);
    if (record && !record.lastAnswerCorrect) weak.push(q);
    else if (record && record.dueAt.getTime() <= now.getTime()) due.push(q);
    else rest.push(q);
  }
  const order = byDueThenNumber(records);
  return [...weak.sort(order), ...due.sort(order), ...rest.sort((a, b) => a.externalId - b.externalId)];
}

/** One answer to a question: in learning (the record's last one) or in a finished exam. */
export interface AnsweredAt {
  questionId: number;
  correct: boolean;
  at: Date;
}

/** A question whose last answer was wrong, and when. */
export interface Mistake {
  questionId: number;
  at: Date;
}

/**
 * The learner's mistakes (issue 23): for each question the last answer, from learning (and practice,
 * which records there) or from a finished exam, whichever is later (learning on a tie); the questions
 * whose last answer was wrong, the most recent first (then by id).
 */
export function mistakesOf(learn: readonly AnsweredAt[], exams: readonly AnsweredAt[]): Mistake[] {
  const last = new Map<number, AnsweredAt>();
  for (const a of exams) {
    const seen = last.get(a.questionId);
    if (!seen || a.at.getTime() > seen.at.getTime()) last.set(a.questionId, a);
  }
  for (const a of learn) {
    const seen = last.get(a.questionId);
    if (!seen || a.at.getTime() >= seen.at.getTime()) last.set(a.questionId, a);
  }
  return [...last.values()]
    .filter((a) => !a.correct)
    .map((a) => ({ questionId: a.questionId, at: a.at }))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.questionId - b.questionId);
}


import type { Category } from '../common/enums.js';
import { CATEGORY_EXAM_DRAW, QUALIFICATION_DRAW, type QuestionType } from '../exams/exam.constants.js';

// Practice exams drawn by the official split from a pool of questions (issue 23): the server's exam
// of the learner's mistakes, and the app's exam of the modules downloaded for learning offline.

/** Questions in an exam of the category (32; 30 for the initial qualification Y, Z). */
export function practiceExamSize(category: Category): number {
  if (category === 'Y' || category === 'Z') return QUALIFICATION_DRAW.STANDARD + QUALIFICATION_DRAW.SPECIALISTIC;
  let size = 0;
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) for (const count of Object.values(CATEGORY_EXAM_DRAW[type])) size += count;
  return size;
}

/**
 * How many more questions a pool (the learner's mistakes, the downloaded modules) lacks for an exam by
 * the official point split: per kind of the draw (type and points; type only for the initial
 * qualification), what the exam needs beyond what the pool has. 0: a whole exam can be drawn.
 */
export function practiceExamMissing(category: Category, pool: readonly { type: QuestionType; weight: number }[]): number {
  const have = new Map<string, number>();
  const qualification = category === 'Y' || category === 'Z';
  for (const q of pool) {
    const key = qualification ? q.type : `${q.type}:${q.weight}`;
    have.set(key, (have.get(key) ?? 0) + 1);
  }
  let missing = 0;
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) {
    if (qualification) {
      missing += Math.max(0, QUALIFICATION_DRAW[type] - (have.get(type) ?? 0));
      continue;
    }
    for (const [weight, count] of Object.entries(CATEGORY_EXAM_DRAW[type])) missing += Math.max(0, count - (have.get(`${type}:${weight}`) ?? 0));
  }
  return missing;
}

/** A source of uniform random numbers in [0, 1). */
export type Random = () => number;

/** Picks `count` distinct items at random (partial Fisher-Yates on a copy). */
export function pickRandom<T>(items: readonly T[], count: number, random: Random): T[] {
  const copy = items.slice();
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    const tmp = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = tmp;
  }
  return copy.slice(0, n);
}

/**
 * A practice exam by the official split: the basic part, then the specialist part, each drawn per kind
 * (type and points; type only for the initial qualification) and shuffled, no question twice. From a
 * pool that lacks some (`practiceExamMissing` above 0) it draws what there is of each kind: a shorter
 * exam of the same proportions at most.
 */
export function drawPracticeExam<Q extends { type: QuestionType; weight: number }>(category: Category, pool: readonly Q[], random: Random): Q[] {
  const qualification = category === 'Y' || category === 'Z';
  const out: Q[] = [];
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) {
    const ofType = pool.filter((q) => q.type === type);
    if (qualification) {
      out.push(...pickRandom(ofType, QUALIFICATION_DRAW[type], random));
      continue;
    }
    const part: Q[] = [];
    for (const [weight, count] of Object.entries(CATEGORY_EXAM_DRAW[type])) part.push(...pickRandom(ofType.filter((q) => q.weight === Number(weight)), count, random));
    out.push(...pickRandom(part, part.length, random));
  }
  return out;
}

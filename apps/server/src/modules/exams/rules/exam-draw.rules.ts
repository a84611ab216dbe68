import { CATEGORY_EXAM_DRAW, pickRandom, QUALIFICATION_DRAW, type QuestionType, type Random } from '@osk/contract';

// The random pick is the contract's (practice-exam.ts): exams, learning's practice and the app draw alike.
export { pickRandom, type Random };

/** What the drawing needs to know of a question. */
export interface PoolQuestion {
  id: number;
  type: QuestionType;
  weight: number;
}

/** Raised when the pool lacks questions of a kind the exam needs. */
export class PoolTooSmallError extends Error {
  override name = 'PoolTooSmallError';
  constructor(
    readonly type: QuestionType,
    readonly weight: number | null,
    readonly needed: number,
    readonly available: number,
  ) {
    super(`pool has ${available} ${type} questions${weight === null ? '' : ` of weight ${weight}`}, the exam needs ${needed}`);
  }
}

/** A pool grouped by type and weight (`STANDARD:3` ...), to draw from many times. */
export type PoolGroups = ReadonlyMap<string, PoolQuestion[]>;

/** Groups a pool by type and weight once, for callers that draw from one pool many times. */
export function groupPool(pool: readonly PoolQuestion[]): PoolGroups {
  return byTypeAndWeight(pool);
}

function byTypeAndWeight(pool: readonly PoolQuestion[]): Map<string, PoolQuestion[]> {
  const groups = new Map<string, PoolQuestion[]>();
  for (const q of pool) {
    const key = `${q.type}:${q.weight}`;
    const group = groups.get(key);
    if (group) group.push(q);
    else groups.set(key, [q]);
  }
  return groups;
}

/**
 * Draws a category exam by the official rules: 20 basic questions (10 x 3 points, 6 x 2, 4 x 1) then 12
 * specialist ones (6 x 3, 4 x 2, 2 x 1), each part shuffled, no question twice. Throws PoolTooSmallError
 * when a group is short: an exam with fewer points than 74 would not be the state exam.
 */
export function drawCategoryExam(pool: readonly PoolQuestion[], random: Random, groups: PoolGroups = byTypeAndWeight(pool)): PoolQuestion[] {
  const out: PoolQuestion[] = [];
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) {
    const part: PoolQuestion[] = [];
    for (const [weight, count] of Object.entries(CATEGORY_EXAM_DRAW[type])) {
      const group = groups.get(`${type}:${weight}`) ?? [];
      if (group.length < count) throw new PoolTooSmallError(type, Number(weight), count, group.length);
      part.push(...pickRandom(group, count, random));
    }
    out.push(...pickRandom(part, part.length, random));
  }
  return out;
}

/**
 * Draws an initial qualification test (Y or Z): 20 basic and 10 specialist questions of the
 * qualification pool, whatever their weights (the pass rule counts correct answers).
 */
export function drawQualificationExam(pool: readonly PoolQuestion[], random: Random): PoolQuestion[] {
  const out: PoolQuestion[] = [];
  for (const type of ['STANDARD', 'SPECIALISTIC'] as const) {
    const group = pool.filter((q) => q.type === type);
    const count = QUALIFICATION_DRAW[type];
    if (group.length < count) throw new PoolTooSmallError(type, null, count, group.length);
    out.push(...pickRandom(group, count, random));
  }
  return out;
}

/** A seeded random source (mulberry32) for reproducible tests. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

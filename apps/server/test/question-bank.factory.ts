import type { Db } from '../src/db/client.js';
import { questionCategories, questions, questionTexts } from '../src/db/schema/index.js';

/** How many questions of each kind and weight to make, per category list. */
export interface BankSpec {
  categories: string[];
  /** e.g. { 'STANDARD:3': 12, 'SPECIALISTIC:1': 3 } */
  counts: Record<string, number>;
  /** Every n-th standard question gets a film (0: none). */
  videoEvery?: number;
}

let nextExternalId = 100_000;

/**
 * Inserts a small synthetic bank for tests: Polish and English texts, answers TAK for standard and A
 * for specialist questions (tests answer by these to control the score). Answers the question ids.
 */
export async function createQuestionBank(db: Db, spec: BankSpec, now = new Date('2026-11-01T00:00:00Z')): Promise<number[]> {
  const ids: number[] = [];
  for (const [key, count] of Object.entries(spec.counts)) {
    const [type, weight] = key.split(':') as ['STANDARD' | 'SPECIALISTIC', string];
    for (let i = 0; i < count; i += 1) {
      nextExternalId += 1;
      const video = type === 'STANDARD' && spec.videoEvery && i % spec.videoEvery === 0;
      const [row] = await db
        .insert(questions)
        .values({
          externalId: nextExternalId,
          type,
          correct: type === 'STANDARD' ? 'TAK' : 'A',
          weight: Number(weight),
          media: video ? `film${nextExternalId}.wmv` : i % 2 === 0 ? `obraz${nextExternalId}.jpg` : null,
          mediaType: video ? 'VIDEO' : i % 2 === 0 ? 'IMAGE' : null,
          mediaExists: true,
          moduleId: (i % 32) + 1,
          legalSource: 'art. 1 ustawy Prawo o ruchu drogowym',
          lastUpdateDate: now,
        })
        .returning({ id: questions.id });
      if (!row) throw new Error('question insert returned nothing');
      ids.push(row.id);
      await db.insert(questionCategories).values(spec.categories.map((category) => ({ questionId: row.id, category })));
      const specialist = type === 'SPECIALISTIC';
      await db.insert(questionTexts).values([
        { questionId: row.id, language: 'PL', questionText: `Pytanie ${nextExternalId}?`, answerA: specialist ? 'Tak, zawsze' : null, answerB: specialist ? 'Nie' : null, answerC: specialist ? 'Czasem' : null, explenation: `Wyjaśnienie ${nextExternalId}` },
        { questionId: row.id, language: 'EN', questionText: `Question ${nextExternalId}?`, answerA: specialist ? 'Yes, always' : null, answerB: specialist ? 'No' : null, answerC: specialist ? 'Sometimes' : null, explenation: `Explanation ${nextExternalId}` },
      ]);
    }
  }
  return ids;
}

/** A bank just big enough for category exams and qualification tests. */
export const EXAM_BANK: Record<string, number> = {
  'STANDARD:3': 14,
  'STANDARD:2': 9,
  'STANDARD:1': 6,
  'SPECIALISTIC:3': 8,
  'SPECIALISTIC:2': 6,
  'SPECIALISTIC:1': 4,
};

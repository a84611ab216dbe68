import { and, inArray } from 'drizzle-orm';
import type { Db } from './client.js';
import { questionTexts } from './schema/index.js';

/** Texts of a question in one language. */
export interface QuestionTexts {
  questionText: string;
  answerA: string | null;
  answerB: string | null;
  answerC: string | null;
  explenation: string | null;
}

/** Texts of questions in a language, with Polish for those lacking a translation (exams and learning read them alike). */
export async function questionTextsOf(db: Db, ids: readonly number[], language: string): Promise<Map<number, QuestionTexts>> {
  const out = new Map<number, QuestionTexts>();
  if (ids.length === 0) return out;
  const languages = language === 'PL' ? ['PL'] : [language, 'PL'];
  const rows = await db
    .select()
    .from(questionTexts)
    .where(and(inArray(questionTexts.questionId, [...ids]), inArray(questionTexts.language, languages)));
  // The wanted language wins over the Polish fallback, whichever row comes first.
  for (const r of rows) {
    if (r.language !== language && out.has(r.questionId)) continue;
    out.set(r.questionId, { questionText: r.questionText, answerA: r.answerA, answerB: r.answerB, answerC: r.answerC, explenation: r.explenation });
  }
  return out;
}

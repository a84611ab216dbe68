import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { BANK_LEARNER_COLUMNS, type BankLearner } from '../../db/bank-learner.js';
import { questionTextsOf, type QuestionTexts } from '../../db/question-texts.js';
import { rowsOf } from '../../db/repository.js';
import { SHOWN_QUESTION_COLUMNS, shownQuestion } from '../../db/shown-question.js';
import type { BankQuestion } from '../exams/exams.service.js';
import { questionCategories, questions, studentHardQuestions, students, users } from '../../db/schema/index.js';

/**
 * The text search configuration of the bank (migration question_bank_search, ADR 033): PostgreSQL's
 * simple parser and dictionary behind unaccent, so "zolty" and "żółty" are one word.
 */
const SEARCH_CONFIG = sql.raw(`'osk_search'::regconfig`);

/** Marks ts_headline puts around a matched word; control characters never found in a question. */
export const MATCH_START = '\u0002';
export const MATCH_END = '\u0003';

/** One question found, with its text (matches between MATCH_START and MATCH_END when words were searched). */
export interface BankHitRow {
  id: number;
  externalId: number;
  type: 'STANDARD' | 'SPECIALISTIC';
  moduleId: number | null;
  mediaType: 'IMAGE' | 'VIDEO' | null;
  text: string;
}

/** What to search: the category, the language of the texts, the words as a tsquery (or none), the module. */
export interface BankSearch {
  category: string;
  language: string;
  /** A to_tsquery text built of plain words (letters and digits only), each a prefix; null lists every question. */
  tsquery: string | null;
  moduleId: number | null;
  limit: number;
  offset: number;
}

/** The question of a number, as the presenter takes it (the fields an exam shows). */
export type BankQuestionRow = BankQuestion;

/**
 * The bank browser's reads (issue 23): full-text search over the questions' texts and one question
 * with its texts. Read only; the questions importer owns the bank, learning the hard marks.
 */
export class QuestionBankRepository {
  constructor(private readonly db: Db) {}

  /** The learner with the access windows and the language right, or null for an unknown id. */
  async learner(studentId: number): Promise<BankLearner | null> {
    const [row] = await this.db.select(BANK_LEARNER_COLUMNS).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(students.id, studentId));
    return row ?? null;
  }

  /**
   * A page of the category's active questions matching the words, in the official order, and how many
   * match in all. The texts are the language's, or Polish for a question without that translation; a
   * question is found by its question text and its answers, and the matched words of its question text
   * come back marked.
   */
  async search(input: BankSearch): Promise<{ rows: BankHitRow[]; total: number }> {
    // The query is written out where it is used (not read from a CTE): the planner then sees a constant
    // and can take the GIN index on the stored vector (migration question_bank_search_vector).
    const query: SQL | null = input.tsquery === null ? null : sql`to_tsquery(${SEARCH_CONFIG}, ${input.tsquery})`;
    const wordsMatch = query === null ? sql`TRUE` : sql`qt.search_vector @@ ${query}`;
    const moduleMatch = input.moduleId === null ? sql`TRUE` : sql`q.module_id = ${input.moduleId}`;
    // A translation other than Polish may be missing: that question is searched in Polish.
    const languageMatch =
      input.language === 'PL'
        ? sql`qt.language = 'PL'`
        : sql`(qt.language = ${input.language} OR (qt.language = 'PL' AND NOT EXISTS (SELECT 1 FROM question_texts own WHERE own.question_id = qt.question_id AND own.language = ${input.language})))`;
    const result = await this.db.execute(sql`
      WITH hits AS (
        SELECT q.id, q.external_id, q.type, q.module_id, q.media_type, qt.question_text, count(*) OVER () AS total
        FROM question_texts qt
        JOIN questions q ON q.id = qt.question_id AND q.active
        JOIN question_categories qc ON qc.question_id = q.id AND qc.category = ${input.category}
        WHERE ${languageMatch} AND ${moduleMatch} AND ${wordsMatch}
        ORDER BY q.external_id
        LIMIT ${input.limit} OFFSET ${input.offset}
      )
      SELECT hits.id, hits.external_id, hits.type, hits.module_id, hits.media_type, hits.total,
        ${query === null ? sql`hits.question_text` : sql`ts_headline(${SEARCH_CONFIG}, hits.question_text, ${query}, ${`StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`})`} AS text
      FROM hits
      ORDER BY hits.external_id`);
    const rows = rowsOf<{ id: number; external_id: number; type: string; module_id: number | null; media_type: string | null; total: string | number; text: string }>(result);
    return {
      total: rows.length > 0 ? Number(rows[0]?.total) : await this.count(input, languageMatch, moduleMatch, wordsMatch),
      rows: rows.map((r) => ({
        id: Number(r.id),
        externalId: Number(r.external_id),
        type: r.type as BankHitRow['type'],
        moduleId: r.module_id === null ? null : Number(r.module_id),
        mediaType: r.media_type as BankHitRow['mediaType'],
        text: r.text,
      })),
    };
  }

  /** How many match in all, for a page past the last one (which has no rows to carry the count). */
  private async count(input: BankSearch, languageMatch: SQL, moduleMatch: SQL, wordsMatch: SQL): Promise<number> {
    if (input.offset === 0) return 0;
    const result = await this.db.execute(sql`
      SELECT count(*)::int AS total
      FROM question_texts qt
      JOIN questions q ON q.id = qt.question_id AND q.active
      JOIN question_categories qc ON qc.question_id = q.id AND qc.category = ${input.category}
      WHERE ${languageMatch} AND ${moduleMatch} AND ${wordsMatch}`);
    return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
  }

  /** The category's active question of an official number, or null. */
  async question(category: string, externalId: number): Promise<BankQuestionRow | null> {
    const [row] = await this.db
      .select(SHOWN_QUESTION_COLUMNS)
      .from(questions)
      .innerJoin(questionCategories, and(eq(questionCategories.questionId, questions.id), eq(questionCategories.category, category)))
      .where(and(eq(questions.externalId, externalId), eq(questions.active, true)));
    return row ? shownQuestion(row) : null;
  }

  /** The texts of a question in a language (Polish where it lacks one). */
  async texts(questionId: number, language: string): Promise<QuestionTexts | undefined> {
    return (await questionTextsOf(this.db, [questionId], language)).get(questionId);
  }

  /** Whether the learner marked the question hard (the star). */
  async isHard(studentId: number, externalId: number): Promise<boolean> {
    const rows = await this.db
      .select({ externalId: studentHardQuestions.externalId })
      .from(studentHardQuestions)
      .where(and(eq(studentHardQuestions.studentId, studentId), eq(studentHardQuestions.externalId, externalId)))
      .limit(1);
    return rows.length > 0;
  }
}

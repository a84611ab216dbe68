import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { QuestionType } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { questionCategories, questionImports, questions, questionTexts } from '../../db/schema/index.js';
import type { BankLanguage } from './import/bank-headers.rules.js';
import type { MediaKind, QuestionCategory, QuestionTexts } from './import/bank-row.rules.js';
import type { ImportPlan, ImportReport, QuestionRecord, StoredQuestion } from './import/import-plan.rules.js';

/** Rows per multi-row INSERT (well below PostgreSQL's 65,535 parameters for the widest table). */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A stored question with its last update time. */
export interface StoredQuestionView extends StoredQuestion {
  lastUpdateDate: Date;
}

/** One stored import run. */
export interface StoredImport {
  id: number;
  fileName: string;
  importedAt: Date;
  report: ImportReport;
}

/** All SQL of the questions module. */
export class QuestionsRepository {
  constructor(private readonly db: Db) {}

  /** How many questions are stored (active or not). */
  async countQuestions(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(questions);
    return row?.n ?? 0;
  }

  /** Every stored question with its categories and texts (what an import compares against). */
  async loadAll(): Promise<StoredQuestionView[]> {
    const [rows, categories, texts] = await Promise.all([
      this.db.select().from(questions).orderBy(asc(questions.externalId)),
      this.db.select().from(questionCategories),
      this.db.select().from(questionTexts),
    ]);
    return this.assemble(rows, categories, texts);
  }

  /** One question by its official number, or undefined. */
  async findByExternalId(externalId: number): Promise<StoredQuestionView | undefined> {
    const rows = await this.db.select().from(questions).where(eq(questions.externalId, externalId));
    const row = rows[0];
    if (!row) return undefined;
    const [categories, texts] = await Promise.all([
      this.db.select().from(questionCategories).where(eq(questionCategories.questionId, row.id)),
      this.db.select().from(questionTexts).where(eq(questionTexts.questionId, row.id)),
    ]);
    return this.assemble([row], categories, texts)[0];
  }

  private assemble(
    rows: (typeof questions.$inferSelect)[],
    categories: (typeof questionCategories.$inferSelect)[],
    texts: (typeof questionTexts.$inferSelect)[],
  ): StoredQuestionView[] {
    const categoriesBy = new Map<number, QuestionCategory[]>();
    for (const c of categories) {
      const list = categoriesBy.get(c.questionId) ?? [];
      list.push(c.category as QuestionCategory);
      categoriesBy.set(c.questionId, list);
    }
    const order = ['A', 'M', 'B', 'C', 'D', 'T', 'P', 'Y', 'Z'];
    const languages: BankLanguage[] = ['PL', 'EN', 'DE', 'UA'];
    const textsBy = new Map<number, QuestionTexts[]>();
    for (const t of texts) {
      const list = textsBy.get(t.questionId) ?? [];
      list.push({
        language: t.language as BankLanguage,
        questionText: t.questionText,
        answerA: t.answerA,
        answerB: t.answerB,
        answerC: t.answerC,
        explenation: t.explenation,
      });
      textsBy.set(t.questionId, list);
    }
    return rows.map((q) => ({
      id: q.id,
      externalId: q.externalId,
      type: q.type as QuestionType,
      correct: q.correct,
      weight: q.weight,
      media: q.media,
      mediaType: q.mediaType as MediaKind | null,
      mediaExists: q.mediaExists,
      moduleId: q.moduleId,
      legalSource: q.legalSource,
      active: q.active,
      version: q.version,
      lastUpdateDate: q.lastUpdateDate,
      categories: (categoriesBy.get(q.id) ?? []).sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      texts: (textsBy.get(q.id) ?? []).sort((a, b) => languages.indexOf(a.language) - languages.indexOf(b.language)),
    }));
  }

  /** Applies an import plan and stores its report, all in one transaction. Answers the import's id. */
  async applyImport(plan: ImportPlan, run: { fileName: string; importedAt: Date; report: ImportReport }): Promise<number> {
    return this.db.transaction(async (tx) => {
      const now = run.importedAt;
      const children: { id: number; record: QuestionRecord }[] = [];
      for (const part of chunks(plan.inserts)) {
        const inserted = await tx
          .insert(questions)
          .values(part.map((r) => ({ ...this.columnsOf(r), active: true, version: 1, lastUpdateDate: now })))
          .returning({ id: questions.id, externalId: questions.externalId });
        const byNumber = new Map(part.map((r) => [r.externalId, r]));
        for (const row of inserted) {
          const record = byNumber.get(row.externalId);
          if (record) children.push({ id: row.id, record });
        }
      }
      for (const update of plan.updates) {
        await tx
          .update(questions)
          .set({ ...this.columnsOf(update.record), active: true, version: update.version, lastUpdateDate: now })
          .where(eq(questions.id, update.id));
        children.push({ id: update.id, record: update.record });
      }
      const updatedIds = plan.updates.map((u) => u.id);
      for (const ids of chunks(updatedIds, 1000)) {
        await tx.delete(questionTexts).where(inArray(questionTexts.questionId, ids));
        await tx.delete(questionCategories).where(inArray(questionCategories.questionId, ids));
      }
      await this.insertChildren(tx, children);
      for (const flag of [true, false]) {
        const ids = plan.mediaFlags.filter((f) => f.mediaExists === flag).map((f) => f.id);
        for (const part of chunks(ids, 1000)) await tx.update(questions).set({ mediaExists: flag }).where(inArray(questions.id, part));
      }
      for (const part of chunks(plan.deactivate, 1000)) {
        await tx.update(questions).set({ active: false, lastUpdateDate: now }).where(inArray(questions.id, part));
      }
      const [saved] = await tx
        .insert(questionImports)
        .values({ fileName: run.fileName.slice(0, 300), importedAt: now, report: run.report })
        .returning({ id: questionImports.id });
      return saved?.id ?? 0;
    });
  }

  private columnsOf(r: QuestionRecord): Omit<typeof questions.$inferInsert, 'active' | 'version' | 'lastUpdateDate'> {
    return {
      externalId: r.externalId,
      type: r.type,
      correct: r.correct,
      weight: r.weight,
      media: r.media,
      mediaType: r.mediaType,
      mediaExists: r.mediaExists,
      moduleId: r.moduleId,
      legalSource: r.legalSource,
    };
  }

  private async insertChildren(tx: Tx, children: readonly { id: number; record: QuestionRecord }[]): Promise<void> {
    const categoryRows = children.flatMap(({ id, record }) => record.categories.map((category) => ({ questionId: id, category })));
    const textRows = children.flatMap(({ id, record }) =>
      record.texts.map((t) => ({
        questionId: id,
        language: t.language,
        questionText: t.questionText,
        answerA: t.answerA,
        answerB: t.answerB,
        answerC: t.answerC,
        explenation: t.explenation,
      })),
    );
    for (const part of chunks(categoryRows, 2000)) await tx.insert(questionCategories).values(part);
    for (const part of chunks(textRows, CHUNK)) await tx.insert(questionTexts).values(part);
  }

  /** Replaces the stored report of an import run (the final timings are known after the write). */
  async updateImportReport(importId: number, report: ImportReport): Promise<void> {
    await this.db.update(questionImports).set({ report }).where(eq(questionImports.id, importId));
  }

  /** The stored import runs, newest first. */
  async listImports(limit = 20): Promise<StoredImport[]> {
    const rows = await this.db.select().from(questionImports).orderBy(desc(questionImports.id)).limit(limit);
    return rows.map((r) => ({ id: r.id, fileName: r.fileName, importedAt: r.importedAt, report: r.report as ImportReport }));
  }
}

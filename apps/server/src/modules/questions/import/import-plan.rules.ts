/**
 * Planning an import: compares the rows of a bank file with the stored questions and decides what to
 * add, change, reactivate and deactivate, and what the report says. Pure: the service does the I/O and
 * the repository applies the plan in one transaction.
 */
import type { QuestionType } from '@osk/contract';
import type { BankLanguage } from './bank-headers.rules.js';
import type { MediaKind, ParsedQuestion, QuestionCategory, QuestionTexts, RowRejection, RowResult } from './bank-row.rules.js';

/** A question's content as stored (and as an import writes it). */
export interface QuestionRecord {
  externalId: number;
  type: QuestionType;
  correct: string;
  weight: number;
  media: string | null;
  mediaType: MediaKind | null;
  mediaExists: boolean;
  moduleId: number | null;
  legalSource: string | null;
  categories: QuestionCategory[];
  texts: QuestionTexts[];
}

/** A stored question with its row id, state and version. */
export interface StoredQuestion extends QuestionRecord {
  id: number;
  active: boolean;
  version: number;
}

/** What the service found out about a medium on disk. */
export interface MediaResolution {
  /** The name to store: the file's own spelling on disk when found, else the name the bank gives. */
  storedName: string;
  /** Whether the file is there; null when no media directory was given (nothing checked). */
  exists: boolean | null;
  /** Why it is missing (not found, WMV not converted ...). */
  missingReason?: string;
}

/** Which optional columns the file has: an absent column keeps what is stored, a present empty one clears it. */
export interface FileColumns {
  hasPoints: boolean;
  hasModule: boolean;
  hasLegalSource: boolean;
  /** Languages whose question text column exists. */
  textLanguages: ReadonlySet<BankLanguage>;
  /** Languages whose explanation column exists. */
  explanationLanguages: ReadonlySet<BankLanguage>;
}

/** The writes an import makes. */
export interface ImportPlan {
  inserts: QuestionRecord[];
  /** Questions whose content changed (or that come back after a deactivation): a new version. */
  updates: { id: number; version: number; record: QuestionRecord }[];
  /** Questions whose content is unchanged but whose media file appeared or disappeared. */
  mediaFlags: { id: number; mediaExists: boolean }[];
  /** Questions absent from a full import: deactivated, never deleted. */
  deactivate: number[];
}

/** The report of one import (returned, stored in question_imports.report and printed by the CLI). */
export type ImportReport = {
  fileName: string;
  sheet: string;
  /** Spreadsheet row number of the header row. */
  headerRow: number;
  layout: 'CURRENT' | 'OLDER';
  languages: BankLanguage[];
  /** A full import deactivates the questions it does not contain. */
  full: boolean;
  rowsRead: number;
  accepted: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Questions deactivated because a full import did not contain them. */
  removed: number;
  addedNumbers: number[];
  changedNumbers: number[];
  removedNumbers: number[];
  /** Questions that were inactive and are in the bank again (also counted as changed). */
  reactivatedNumbers: number[];
  /** Answer keys that differ from the stored ones (FACTS.md: a 2022 release shipped wrong keys). */
  answerKeyChanges: { externalId: number; from: string; to: string }[];
  rejected: RowRejection[];
  /** Rows whose scope column named the other type: the type was taken from the answer key. */
  typeFixes: { count: number; externalIds: number[] };
  media: {
    checked: boolean;
    missing: { externalId: number; media: string; reason: string }[];
    converted: string[];
  };
  /** Translations present in a row but incomplete (not stored). */
  incompleteTranslations: { externalId: number; languages: BankLanguage[] }[];
  ignoredColumns: string[];
  duplicateColumns: string[];
  warnings: string[];
  durationMs: number;
};

/** What the planner needs besides the rows and the stored questions. */
export interface PlanInput {
  results: readonly RowResult[];
  stored: readonly StoredQuestion[];
  media: ReadonlyMap<string, MediaResolution>;
  columns: FileColumns;
  full: boolean;
  mediaChecked: boolean;
}

/** The plan and the parts of the report the plan decides. */
export type PlanOutput = {
  plan: ImportPlan;
  report: Pick<
    ImportReport,
    | 'rowsRead'
    | 'accepted'
    | 'added'
    | 'changed'
    | 'unchanged'
    | 'removed'
    | 'addedNumbers'
    | 'changedNumbers'
    | 'removedNumbers'
    | 'reactivatedNumbers'
    | 'answerKeyChanges'
    | 'rejected'
    | 'typeFixes'
    | 'incompleteTranslations'
    | 'warnings'
  > & { mediaMissing: ImportReport['media']['missing'] };
};

function sameTexts(a: readonly QuestionTexts[], b: readonly QuestionTexts[]): boolean {
  if (a.length !== b.length) return false;
  const byLanguage = new Map(b.map((t) => [t.language, t]));
  return a.every((t) => {
    const other = byLanguage.get(t.language);
    return (
      other !== undefined &&
      other.questionText === t.questionText &&
      other.answerA === t.answerA &&
      other.answerB === t.answerB &&
      other.answerC === t.answerC &&
      other.explenation === t.explenation
    );
  });
}

/** Whether two records differ in content (the media-found flag is not content). */
export function contentDiffers(a: QuestionRecord, b: QuestionRecord): boolean {
  return (
    a.type !== b.type ||
    a.correct !== b.correct ||
    a.weight !== b.weight ||
    a.media !== b.media ||
    a.mediaType !== b.mediaType ||
    a.moduleId !== b.moduleId ||
    a.legalSource !== b.legalSource ||
    a.categories.join(',') !== b.categories.join(',') ||
    !sameTexts(a.texts, b.texts)
  );
}

/** Texts of a parsed row merged with the stored ones for the columns the file does not have. */
function mergeTexts(parsed: readonly QuestionTexts[], stored: readonly QuestionTexts[] | undefined, columns: FileColumns): QuestionTexts[] {
  const storedBy = new Map((stored ?? []).map((t) => [t.language, t]));
  const merged: QuestionTexts[] = parsed.map((t) => {
    const old = storedBy.get(t.language);
    return columns.explanationLanguages.has(t.language) ? t : { ...t, explenation: old?.explenation ?? null };
  });
  for (const old of stored ?? []) {
    if (!columns.textLanguages.has(old.language) && !merged.some((t) => t.language === old.language)) merged.push(old);
  }
  const order: BankLanguage[] = ['PL', 'EN', 'DE', 'UA'];
  return merged.sort((x, y) => order.indexOf(x.language) - order.indexOf(y.language));
}

/**
 * Plans an import. Duplicated numbers are rejected after their first row; a question without points in
 * a file without a points column keeps its stored weight (a new one is rejected). A full import
 * deactivates the stored active questions it does not name (a rejected row still names its question, so
 * a bad row never deactivates a question), and only when at least one row was accepted.
 */
export function planImport(input: PlanInput): PlanOutput {
  const { columns } = input;
  const storedBy = new Map(input.stored.map((q) => [q.externalId, q]));
  const rejected: RowRejection[] = [];
  const seen = new Map<number, number>();
  const accepted: ParsedQuestion[] = [];
  const named = new Set<number>();
  for (const result of input.results) {
    if (!result.ok) {
      rejected.push(result.rejection);
      if (result.rejection.externalId !== null) named.add(result.rejection.externalId);
      continue;
    }
    const q = result.question;
    named.add(q.externalId);
    const firstRow = seen.get(q.externalId);
    if (firstRow !== undefined) {
      rejected.push({ row: q.row, externalId: q.externalId, code: 'DUPLICATE_NUMBER', reason: `Question number ${q.externalId} already appears on row ${firstRow}` });
      continue;
    }
    seen.set(q.externalId, q.row);
    if (q.weight === null && !storedBy.has(q.externalId)) {
      rejected.push({
        row: q.row,
        externalId: q.externalId,
        code: 'MISSING_POINTS',
        reason: `The file has no points column (Liczba punktów) and question ${q.externalId} is not in the bank yet`,
      });
      continue;
    }
    accepted.push(q);
  }

  const plan: ImportPlan = { inserts: [], updates: [], mediaFlags: [], deactivate: [] };
  const report: PlanOutput['report'] = {
    rowsRead: input.results.length,
    accepted: accepted.length,
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    addedNumbers: [],
    changedNumbers: [],
    removedNumbers: [],
    reactivatedNumbers: [],
    answerKeyChanges: [],
    rejected: rejected.sort((a, b) => a.row - b.row),
    typeFixes: { count: 0, externalIds: [] },
    incompleteTranslations: [],
    warnings: [],
    mediaMissing: [],
  };

  for (const q of accepted) {
    const old = storedBy.get(q.externalId);
    const resolution = q.media ? input.media.get(q.media.sourceName) : undefined;
    const mediaName = q.media ? (resolution?.storedName ?? q.media.storedName) : null;
    let mediaExists = false;
    if (q.media) {
      if (resolution?.exists === true) mediaExists = true;
      else if (resolution?.exists === null || resolution === undefined) mediaExists = old !== undefined && old.media === mediaName ? old.mediaExists : false;
      if (input.mediaChecked && !mediaExists) {
        report.mediaMissing.push({ externalId: q.externalId, media: q.media.sourceName, reason: resolution?.missingReason ?? 'not found in the media directory' });
      }
    }
    const record: QuestionRecord = {
      externalId: q.externalId,
      type: q.type,
      correct: q.correct,
      weight: q.weight ?? old?.weight ?? 0,
      media: mediaName,
      mediaType: q.media?.kind ?? null,
      mediaExists,
      moduleId: columns.hasModule ? q.moduleId : (old?.moduleId ?? null),
      legalSource: columns.hasLegalSource ? q.legalSource : (old?.legalSource ?? null),
      categories: q.categories,
      texts: mergeTexts(q.texts, old?.texts, columns),
    };
    if (q.typeFixed) {
      report.typeFixes.count += 1;
      report.typeFixes.externalIds.push(q.externalId);
    }
    if (q.incompleteLanguages.length > 0) report.incompleteTranslations.push({ externalId: q.externalId, languages: q.incompleteLanguages });
    if (!old) {
      plan.inserts.push(record);
      report.added += 1;
      report.addedNumbers.push(q.externalId);
      continue;
    }
    if (old.correct !== record.correct) report.answerKeyChanges.push({ externalId: q.externalId, from: old.correct, to: record.correct });
    if (contentDiffers(old, record) || !old.active) {
      plan.updates.push({ id: old.id, version: contentDiffers(old, record) ? old.version + 1 : old.version, record });
      report.changed += 1;
      report.changedNumbers.push(q.externalId);
      if (!old.active) report.reactivatedNumbers.push(q.externalId);
    } else {
      report.unchanged += 1;
      if (old.mediaExists !== record.mediaExists) plan.mediaFlags.push({ id: old.id, mediaExists: record.mediaExists });
    }
  }

  if (input.full) {
    if (accepted.length === 0) {
      if (input.stored.some((q) => q.active)) report.warnings.push('No row was accepted, so no question was deactivated');
    } else {
      for (const old of input.stored) {
        if (old.active && !named.has(old.externalId)) {
          plan.deactivate.push(old.id);
          report.removedNumbers.push(old.externalId);
        }
      }
      report.removed = plan.deactivate.length;
    }
  }
  report.removedNumbers.sort((a, b) => a - b);
  return { plan, report };
}

import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { columnKey } from './import/bank-headers.rules.js';
import { parseBankRow, type MediaRef, type RowResult } from './import/bank-row.rules.js';
import { BankFileError, readBankWorkbook } from './import/bank-workbook.js';
import { planImport, type FileColumns, type ImportReport, type MediaResolution } from './import/import-plan.rules.js';
import { MediaDirectory, type VideoConverter } from './import/media-directory.js';
import { QuestionsRepository } from './questions.repository.js';

export { BankFileError } from './import/bank-workbook.js';
export type { ImportReport } from './import/import-plan.rules.js';
export { findFfmpegConverter, type VideoConverter } from './import/media-directory.js';
export { formatImportReport } from './import/import-report.format.js';

/** The demo bank: an original bank in the official layout, loaded by the demo seed. */
export const DEMO_BANK_FILE = fileURLToPath(new URL('../../demo/question-bank/demo-bank.xlsx', import.meta.url));
/** The demo bank's media (images, MP4 and WebM films); the exam engine serves question media from here. */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('../../demo/question-bank/media', import.meta.url));

/** How to run an import. */
export interface ImportOptions {
  /** Directory holding the media files; without it media are not checked (a known file keeps its flag). */
  mediaDir?: string | null;
  /** A full import (the default) deactivates the stored questions the file does not contain. */
  full?: boolean;
  /** Converts videos browsers cannot play (WMV); null: no conversion. */
  converter?: VideoConverter | null;
  /** The name recorded for the run (defaults to the file's base name). */
  fileName?: string;
}

function millisSince(start: number): number {
  return Math.round(performance.now() - start);
}

/** Imports the ministry's question-bank spreadsheet (and our own banks in its layout). */
export class QuestionsImportService {
  constructor(
    private readonly repo: QuestionsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Imports a bank file: finds its columns by header, applies the row rules, checks the media, and
   * upserts by question number in one transaction; a full import deactivates the questions it does not
   * contain. A bad row is rejected with its reason and never stops the import; a file that is not a
   * usable bank throws {@link BankFileError}. Answers the report, also stored with the run.
   */
  async importFile(source: string | Buffer, options: ImportOptions = {}): Promise<ImportReport> {
    const started = performance.now();
    const fileName = options.fileName ?? (typeof source === 'string' ? basename(source) : 'workbook.xlsx');
    const full = options.full ?? true;
    const mediaDirectory = options.mediaDir ? await MediaDirectory.open(options.mediaDir) : null;
    const sheet = await readBankWorkbook(source, fileName);
    const has = (key: Parameters<typeof sheet.header.columns.has>[0]): boolean => sheet.header.columns.has(key);
    const columns: FileColumns = {
      hasPoints: has('points'),
      hasModule: has('module'),
      hasLegalSource: has('legalSource'),
      textLanguages: new Set(sheet.header.languages),
      explanationLanguages: new Set((['PL', 'EN', 'DE', 'UA'] as const).filter((l) => has(columnKey('explanation', l)))),
    };
    const results: RowResult[] = sheet.rows.map((row) => parseBankRow(row, { hasPointsColumn: columns.hasPoints }));

    const media = new Map<string, MediaResolution>();
    if (mediaDirectory) {
      const refs = new Map<string, MediaRef>();
      for (const r of results) if (r.ok && r.question.media) refs.set(r.question.media.sourceName, r.question.media);
      for (const [name, ref] of refs) media.set(name, await mediaDirectory.resolve(ref, options.converter ?? null));
    }

    const stored = await this.repo.loadAll();
    const { plan, report: planned } = planImport({ results, stored, media, columns, full, mediaChecked: mediaDirectory !== null });
    const { mediaMissing, ...counts } = planned;
    const report: ImportReport = {
      fileName,
      sheet: sheet.sheetName,
      headerRow: sheet.headerRow,
      layout: sheet.header.layout,
      languages: sheet.header.languages,
      full,
      ...counts,
      media: { checked: mediaDirectory !== null, missing: mediaMissing, converted: mediaDirectory?.converted ?? [] },
      ignoredColumns: sheet.header.ignored,
      duplicateColumns: sheet.header.duplicates,
      durationMs: 0,
    };
    if (!columns.hasPoints) report.warnings.push('The file has no points column (Liczba punktów): stored weights are kept');
    if (sheet.header.duplicates.length > 0) report.warnings.push(`Columns named twice (the first is read): ${sheet.header.duplicates.join(', ')}`);
    report.durationMs = millisSince(started);
    const importId = await this.repo.applyImport(plan, { fileName, importedAt: this.clock.now(), report });
    report.durationMs = millisSince(started);
    await this.repo.updateImportReport(importId, report);
    return report;
  }
}

/** The import service on a database. */
export function createQuestionsImportService(db: Db, clock: Clock): QuestionsImportService {
  return new QuestionsImportService(new QuestionsRepository(db), clock);
}

/**
 * Loads the demo bank (DEMO_BANK_FILE with DEMO_MEDIA_DIR) through the importer when the bank is empty.
 * Answers the report, or null when questions were already there.
 */
export async function loadDemoQuestionBank(db: Db, clock: Clock): Promise<ImportReport | null> {
  const repo = new QuestionsRepository(db);
  if ((await repo.countQuestions()) > 0) return null;
  return new QuestionsImportService(repo, clock).importFile(DEMO_BANK_FILE, { mediaDir: DEMO_MEDIA_DIR, full: true, converter: null });
}

/** Whether an error is a bad bank file (for callers that print it). */
export function isBankFileError(error: unknown): error is BankFileError {
  return error instanceof BankFileError;
}

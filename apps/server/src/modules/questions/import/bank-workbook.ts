/**
 * Reading and writing question-bank spreadsheets (XLSX) with exceljs. Reading finds the sheet and its
 * header row by the header names and hands the rows to the pure row rules as text.
 */
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { findHeaderRow, HEADER_SEARCH_ROWS, type ColumnKey, type HeaderMap } from './bank-headers.rules.js';
import type { RawBankRow } from './bank-row.rules.js';

/** A file that is not a usable question bank (not XLSX, no sheet, no header row): the import stops. */
export class BankFileError extends Error {
  override name = 'BankFileError';
}

/** The bank as read from a workbook: the sheet, its header row and its data rows. */
export interface BankSheet {
  sheetName: string;
  /** Spreadsheet row number (1-based) of the header row. */
  headerRow: number;
  header: HeaderMap;
  rows: RawBankRow[];
}

/** The text of a cell whatever exceljs makes of it (rich text, hyperlink, formula result, number ...). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(12)));
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result ?? null);
  return '';
}

function rowCells(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    cells[column - 1] = cellText(cell.value);
  });
  for (let i = 0; i < cells.length; i += 1) cells[i] ??= '';
  return cells;
}

async function loadWorkbook(source: string | Buffer, fileName: string): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  if (typeof source === 'string') {
    const info = await stat(source).catch(() => null);
    if (!info) throw new BankFileError(`${fileName}: no such file`);
    if (!info.isFile()) throw new BankFileError(`${fileName}: not a file`);
  }
  try {
    if (typeof source === 'string') await workbook.xlsx.readFile(source);
    else await workbook.xlsx.load(source as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new BankFileError(`${fileName}: not a readable XLSX workbook (${error instanceof Error ? error.message : String(error)})`);
  }
  return workbook;
}

/**
 * Reads a bank workbook: the first sheet whose first rows hold a header row naming the question number,
 * the question and the answer key. Throws {@link BankFileError} for a file that is not XLSX, has no
 * sheet or has no such header row.
 */
export async function readBankWorkbook(source: string | Buffer, fileName = typeof source === 'string' ? source : 'workbook'): Promise<BankSheet> {
  const workbook = await loadWorkbook(source, fileName);
  if (workbook.worksheets.length === 0) throw new BankFileError(`${fileName}: the workbook has no sheet`);
  for (const sheet of workbook.worksheets) {
    const top: string[][] = [];
    for (let r = 1; r <= Math.min(sheet.rowCount, HEADER_SEARCH_ROWS); r += 1) top.push(rowCells(sheet.getRow(r)));
    const found = findHeaderRow(top);
    if (!found) continue;
    const headerRow = found.index + 1;
    const keys = [...found.map.columns.entries()];
    const rows: RawBankRow[] = [];
    for (let r = headerRow + 1; r <= sheet.rowCount; r += 1) {
      const cells = rowCells(sheet.getRow(r));
      if (cells.every((cell) => !cell.trim())) continue;
      const values: Partial<Record<ColumnKey, string>> = {};
      for (const [key, index] of keys) values[key] = cells[index] ?? '';
      rows.push({ row: r, values });
    }
    if (rows.length === 0) throw new BankFileError(`${fileName}: sheet "${sheet.name}" has a header row but no question rows`);
    return { sheetName: sheet.name, headerRow, header: found.map, rows };
  }
  throw new BankFileError(
    `${fileName}: no header row with the columns "Numer pytania", "Pytanie" and "Poprawna odp" in the first ${HEADER_SEARCH_ROWS} rows of any sheet (${workbook.worksheets
      .map((s) => `"${s.name}"`)
      .join(', ')})`,
  );
}

/** Column headers of the current official layout with our explanation, legal source and module columns. */
export const CURRENT_LAYOUT_HEADERS = [
  'Lp',
  'Numer pytania',
  'Pytanie',
  'Odpowiedź A',
  'Odpowiedź B',
  'Odpowiedź C',
  'Pytanie [EN]',
  'Odpowiedź A [EN]',
  'Odpowiedź B [EN]',
  'Odpowiedź C [EN]',
  'Pytanie [D]',
  'Odpowiedź A [D]',
  'Odpowiedź B [D]',
  'Odpowiedź C [D]',
  'Pytanie [UA]',
  'Odpowiedź A [UA]',
  'Odpowiedź B [UA]',
  'Odpowiedź C [UA]',
  'Poprawna odp',
  'Media',
  'Zakres struktury',
  'Liczba punktów',
  'Kategorie',
  'Wyjaśnienie',
  'Wyjaśnienie [EN]',
  'Wyjaśnienie [D]',
  'Wyjaśnienie [UA]',
  'Źródło pytania',
  'Moduł',
] as const;

/** Column headers of the older (2022-2023) layout. */
export const OLDER_LAYOUT_HEADERS = [
  'Lp',
  'Numer pytania',
  'Nazwa pytania',
  'Nazwa bloku',
  'Pytanie',
  'Odpowiedź A',
  'Odpowiedź B',
  'Odpowiedź C',
  'Pytanie ENG',
  'Odpowiedź A ENG',
  'Odpowiedź B ENG',
  'Odpowiedź C ENG',
  'Pytanie DE',
  'Odpowiedź A DE',
  'Odpowiedź B DE',
  'Odpowiedź C DE',
  'Poprawna odp',
  'Media',
  'Zakres struktury',
  'Liczba punktów',
  'Kategorie',
  'Źródło pytania',
  'O co chcemy zapytać',
  'Jaki ma związek z bezpieczeństwem',
  'Status',
  'Podmiot',
] as const;

/** One row to write, by header name. */
export type BankRecord = Record<string, string | number | null | undefined>;

/** Builds a workbook with one sheet of bank rows under the given headers. */
export function buildBankWorkbook(headers: readonly string[], records: readonly BankRecord[], sheetName = 'Pytania'): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'osk-platform';
  // Fixed document dates keep a regenerated file identical when its rows are.
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...headers]);
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(headers.map((h) => record[h] ?? null));
  headers.forEach((h, i) => {
    sheet.getColumn(i + 1).width = /^(Pytanie|Odpowiedź|Wyjaśnienie)/.test(h) ? 50 : Math.max(10, h.length + 2);
  });
  return workbook;
}

/** Writes bank rows to an XLSX file. */
export async function writeBankWorkbook(file: string, headers: readonly string[], records: readonly BankRecord[], sheetName?: string): Promise<void> {
  await buildBankWorkbook(headers, records, sheetName).xlsx.writeFile(file);
}

import ExcelJS from 'exceljs';
import type { SchoolStudentListRow, StudentExportFormat } from '@osk/contract';

/** At most this many learners go into one export file (a school has far fewer). */
export const EXPORT_LIMIT = 10_000;

/** The columns of the export, their Polish headers (the file is for the school's Polish Excel) and values. */
const COLUMNS: ReadonlyArray<{ header: string; value: (s: SchoolStudentListRow) => string | number | null }> = [
  { header: 'Nazwisko', value: (s) => s.lastName },
  { header: 'Imię', value: (s) => s.firstName },
  { header: 'E-mail', value: (s) => s.email },
  { header: 'Telefon', value: (s) => s.phoneNumber },
  { header: 'Kategoria', value: (s) => s.category },
  { header: 'Nauka do', value: (s) => s.learningAvailableTill },
  { header: 'Ostatnia aktywność', value: (s) => (s.lastActivity ? warsawDateTime(s.lastActivity) : null) },
  { header: 'Praktyka (h)', value: (s) => s.training.practicalHours },
  { header: 'Minimum praktyki (h)', value: (s) => s.training.minimumPracticalHours },
  { header: 'Teoria (h)', value: (s) => s.training.theoryHours },
  { header: 'Minimum teorii (h)', value: (s) => s.training.minimumTheoryHours },
  { header: 'Status', value: (s) => s.status },
];

const WARSAW = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** An instant as the Warsaw wall clock, `2026-11-21 19:30`. */
function warsawDateTime(iso: string): string {
  return WARSAW.format(new Date(iso));
}

/** A text cell a spreadsheet would read as a formula gets a leading apostrophe (CSV injection). */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^\+?\d[\d ]*$/.test(text) ? `'${text}` : text;
}

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  // Polish Excel reads a decimal comma.
  const text = typeof value === 'number' ? String(value).replace('.', ',') : safeText(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV for Polish Excel: UTF-8 with a BOM, semicolons, CRLF line ends. */
export function studentsCsv(rows: readonly SchoolStudentListRow[]): Buffer {
  const lines = [COLUMNS.map((c) => csvCell(c.header)), ...rows.map((r) => COLUMNS.map((c) => csvCell(c.value(r))))].map((cells) => cells.join(';'));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The rows as one XLSX sheet, the header row bold and frozen; numbers stay numbers. */
export async function studentsXlsx(rows: readonly SchoolStudentListRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kursanci', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(COLUMNS.map((c) => c.header)).font = { bold: true };
  for (const r of rows) sheet.addRow(COLUMNS.map((c) => {
    const value = c.value(r);
    return typeof value === 'string' ? safeText(value) : value;
  }));
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, ...[COLUMNS[i]?.header ?? '', ...rows.map((r) => String(COLUMNS[i]?.value(r) ?? ''))].map((v) => v.length + 2)));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export file of the rows in a format. */
export async function studentsExport(rows: readonly SchoolStudentListRow[], format: StudentExportFormat, day: string): Promise<{ fileName: string; type: string; body: Buffer }> {
  return format === 'csv'
    ? { fileName: `kursanci-${day}.csv`, type: 'text/csv; charset=utf-8', body: studentsCsv(rows) }
    : { fileName: `kursanci-${day}.xlsx`, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', body: await studentsXlsx(rows) };
}

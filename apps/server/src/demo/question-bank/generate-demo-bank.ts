// `npm run questions:demo-bank`: writes demo-bank.xlsx (the ministry's current layout plus our
// explanation, legal source and module columns) from the question files in questions/ (read by demo-bank.data.ts).
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CURRENT_LAYOUT_HEADERS, writeBankWorkbook, type BankRecord } from '../../modules/questions/import/bank-workbook.js';
import { DEMO_QUESTIONS } from './demo-bank.data.js';
import type { DemoQuestion, DemoTexts } from './demo-bank.types.js';

/** Where the generated demo bank is written (the demo seed reads it from here). */
export const DEMO_BANK_PATH = fileURLToPath(new URL('./demo-bank.xlsx', import.meta.url));

function translated(record: BankRecord, suffix: string, texts: DemoTexts, specialist: boolean): void {
  const tag = suffix ? ` [${suffix}]` : '';
  record[`Pytanie${tag}`] = texts.q;
  if (specialist) {
    record[`Odpowiedź A${tag}`] = texts.a ?? '';
    record[`Odpowiedź B${tag}`] = texts.b ?? '';
    record[`Odpowiedź C${tag}`] = texts.c ?? '';
  }
  record[`Wyjaśnienie${tag}`] = texts.why;
}

/** One demo question as a spreadsheet row of the current layout. */
export function toBankRecord(question: DemoQuestion, lp: number): BankRecord {
  const specialist = question.key === 'A' || question.key === 'B' || question.key === 'C';
  const record: BankRecord = {
    Lp: lp,
    'Numer pytania': question.n,
    'Poprawna odp': question.key,
    Media: question.media ?? '',
    'Zakres struktury': specialist ? 'SPECJALISTYCZNY' : 'PODSTAWOWY',
    'Liczba punktów': question.w,
    Kategorie: question.cat,
    'Źródło pytania': question.law,
    Moduł: question.mod,
  };
  translated(record, '', question.pl, specialist);
  translated(record, 'EN', question.en, specialist);
  translated(record, 'D', question.de, specialist);
  translated(record, 'UA', question.ua, specialist);
  return record;
}

/** The demo bank as spreadsheet rows. */
export function demoBankRecords(): BankRecord[] {
  return DEMO_QUESTIONS.map((q, i) => toBankRecord(q, i + 1));
}

/** Writes the demo bank spreadsheet. */
export async function writeDemoBank(file = DEMO_BANK_PATH): Promise<number> {
  const records = demoBankRecords();
  await writeBankWorkbook(file, CURRENT_LAYOUT_HEADERS, records, 'Baza pytań');
  return records.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeDemoBank().then(
    (count) => process.stdout.write(`Wrote ${count} questions to ${DEMO_BANK_PATH}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}

// A synthetic question bank the size of the ministry's (about 3,700 questions, B about 2,170), in the
// official current layout, for benchmarks of the importer and of exams on a full-size bank.
//   npx tsx bench/synthetic-bank.ts --write FILE.xlsx [--count 3700] [--seed 7]
//   npx tsx bench/synthetic-bank.ts --measure            (imports it into a fresh PGlite and prints timings)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPglite } from '../apps/server/src/db/client.js';
import { CURRENT_LAYOUT_HEADERS, writeBankWorkbook, type BankRecord } from '../apps/server/src/modules/questions/import/bank-workbook.js';
import { createQuestionsImportService } from '../apps/server/src/modules/questions/questions-import.service.js';

/** The official category mix: shared basic questions and specialist questions per category. */
export const SYNTHETIC_MIX = {
  basic: 1600,
  specialist: { B: 570, A: 300, AM: 180, C: 350, D: 350, T: 150, PT: 200 },
} as const;

const SPECIALIST_CATEGORIES: Record<keyof typeof SYNTHETIC_MIX.specialist, string> = {
  B: 'B,B1',
  A: 'A,A1,A2',
  AM: 'AM',
  C: 'C,C1',
  D: 'D,D1',
  T: 'T',
  PT: 'PT',
};
const ALL = 'A,B,C,D,T,AM,A1,A2,B1,C1,D1,PT';

/** A small seeded generator (mulberry32) so every run makes the same bank. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = {
  PL: ['czy', 'wolno', 'kierującemu', 'pojazdem', 'w', 'tej', 'sytuacji', 'skręcić', 'jechać', 'dalej', 'na', 'skrzyżowaniu', 'przed', 'znakiem', 'przejściem', 'zatrzymać', 'się'],
  EN: ['may', 'the', 'driver', 'in', 'this', 'situation', 'turn', 'drive', 'on', 'at', 'the', 'junction', 'before', 'sign', 'crossing', 'stop'],
  DE: ['darf', 'der', 'Fahrer', 'in', 'dieser', 'Situation', 'abbiegen', 'weiterfahren', 'an', 'der', 'Kreuzung', 'vor', 'dem', 'Zeichen', 'anhalten'],
  UA: ['чи', 'можна', 'водієві', 'в', 'цій', 'ситуації', 'повернути', 'їхати', 'далі', 'на', 'перехресті', 'перед', 'знаком', 'переходом', 'зупинитися'],
} as const;

function sentence(random: () => number, language: keyof typeof WORDS, words: number, end: string): string {
  const list = WORDS[language];
  const out: string[] = [];
  for (let i = 0; i < words; i += 1) out.push(list[Math.floor(random() * list.length)] ?? 'x');
  const text = out.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${end}`;
}

function weight(random: () => number, basic: boolean): number {
  const r = random();
  if (basic) return r < 0.5 ? 3 : r < 0.8 ? 2 : 1;
  return r < 0.5 ? 3 : r < 0.83 ? 2 : 1;
}

/** Options of the generator. */
export interface SyntheticBankOptions {
  /** Scales the official mix to about this many questions (default 3,700). */
  count?: number;
  seed?: number;
  /** Share of rows whose scope column names the wrong type (the ministry's known slip). */
  wrongScopeShare?: number;
}

/** Generates the bank as rows of the official current layout. */
export function generateSyntheticBank(options: SyntheticBankOptions = {}): BankRecord[] {
  const random = seeded(options.seed ?? 7);
  const official = SYNTHETIC_MIX.basic + Object.values(SYNTHETIC_MIX.specialist).reduce((a, b) => a + b, 0);
  const scale = (options.count ?? official) / official;
  const wrongScope = options.wrongScopeShare ?? 0.005;
  const records: BankRecord[] = [];
  let number = 1;
  const add = (specialist: boolean, categories: string) => {
    const n = number;
    number += 1;
    const key = specialist ? (['A', 'B', 'C'][Math.floor(random() * 3)] ?? 'A') : random() < 0.5 ? 'T' : 'N';
    const scopeIsWrong = random() < wrongScope;
    const scope = specialist !== scopeIsWrong ? 'SPECJALISTYCZNY' : 'PODSTAWOWY';
    const media = specialist ? (random() < 0.3 ? `${n}.jpg` : '') : random() < 0.45 ? `AK_${n}_org.wmv` : `${n}org.jpg`;
    const record: BankRecord = {
      Lp: records.length + 1,
      'Numer pytania': n,
      'Poprawna odp': key,
      Media: media,
      'Zakres struktury': scope,
      'Liczba punktów': weight(random, !specialist),
      Kategorie: categories,
    };
    for (const [language, suffix] of [
      ['PL', ''],
      ['EN', ' [EN]'],
      ['DE', ' [D]'],
      ['UA', ' [UA]'],
    ] as const) {
      record[`Pytanie${suffix}`] = sentence(random, language, 8 + Math.floor(random() * 10), '?');
      if (specialist) {
        for (const letter of ['A', 'B', 'C']) record[`Odpowiedź ${letter}${suffix}`] = sentence(random, language, 3 + Math.floor(random() * 6), '.');
      }
    }
    records.push(record);
  };
  for (let i = 0; i < Math.round(SYNTHETIC_MIX.basic * scale); i += 1) add(false, ALL);
  for (const [category, size] of Object.entries(SYNTHETIC_MIX.specialist) as [keyof typeof SYNTHETIC_MIX.specialist, number][]) {
    for (let i = 0; i < Math.round(size * scale); i += 1) add(true, SPECIALIST_CATEGORIES[category]);
  }
  return records;
}

/** Writes the synthetic bank to an XLSX file in the official current layout. */
export async function writeSyntheticBank(file: string, options: SyntheticBankOptions = {}): Promise<number> {
  const records = generateSyntheticBank(options);
  await writeBankWorkbook(file, CURRENT_LAYOUT_HEADERS, records, 'Baza pytań');
  return records.length;
}

/**
 * The synthetic bank as a spreadsheet in a new temporary directory, with a media directory holding an
 * (empty) file for every medium it names, ready for `questions:import FILE --media DIR`. Remove `dir` after.
 */
export async function prepareSyntheticBank(): Promise<{ file: string; mediaDir: string; questions: number; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'osk-bench-bank-'));
  const file = join(dir, 'bank.xlsx');
  const mediaDir = join(dir, 'media');
  mkdirSync(mediaDir);
  const questions = await writeSyntheticBank(file);
  for (const record of generateSyntheticBank()) {
    const media = String(record.Media ?? '');
    if (!media) continue;
    writeFileSync(join(mediaDir, media), '');
    writeFileSync(join(mediaDir, media.replace(/\.wmv$/i, '.mp4')), '');
  }
  return { file, mediaDir, questions, dir };
}

/** Imports the synthetic bank into a fresh embedded database: first load, an unchanged re-import, and a re-import with every answer key changed. */
export async function measureSyntheticImport(options: SyntheticBankOptions = {}): Promise<{ questions: number; timings: Record<string, number> }> {
  const dir = mkdtempSync(join(tmpdir(), 'osk-synthetic-'));
  try {
    const file = join(dir, 'bank.xlsx');
    const timings: Record<string, number> = {};
    let started = performance.now();
    const questions = await writeSyntheticBank(file, options);
    timings.writeXlsxMs = Math.round(performance.now() - started);
    const database = await openPglite(join(dir, 'data'));
    try {
      await database.migrate();
      const service = createQuestionsImportService(database.db, { now: () => new Date() });
      started = performance.now();
      const first = await service.importFile(file);
      timings.firstImportMs = Math.round(performance.now() - started);
      started = performance.now();
      await service.importFile(file);
      timings.unchangedReimportMs = Math.round(performance.now() - started);
      const changed = generateSyntheticBank(options).map((r) => ({ ...r, 'Poprawna odp': flip(String(r['Poprawna odp'])) }));
      const changedFile = join(dir, 'bank-changed.xlsx');
      await writeBankWorkbook(changedFile, CURRENT_LAYOUT_HEADERS, changed, 'Baza pytań');
      started = performance.now();
      const third = await service.importFile(changedFile);
      timings.allKeysChangedReimportMs = Math.round(performance.now() - started);
      if (first.added !== questions || third.answerKeyChanges.length !== questions) throw new Error('the synthetic import did not add or change every question');
    } finally {
      await database.close();
    }
    return { questions, timings };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function flip(key: string): string {
  return ({ T: 'N', N: 'T', A: 'B', B: 'C', C: 'A' } as Record<string, string>)[key] ?? key;
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

async function cli(args: string[]): Promise<void> {
  const count = argValue(args, '--count');
  const seed = argValue(args, '--seed');
  const options: SyntheticBankOptions = { count: count ? Number(count) : undefined, seed: seed ? Number(seed) : undefined };
  const file = argValue(args, '--write');
  if (file) {
    const n = await writeSyntheticBank(file, options);
    console.log(`Wrote ${n} synthetic questions to ${file}`);
  } else if (args.includes('--measure')) {
    const { questions, timings } = await measureSyntheticImport(options);
    console.log(`Synthetic bank of ${questions} questions on PGlite:`);
    for (const [name, ms] of Object.entries(timings)) console.log(`  ${name.padEnd(26)} ${ms} ms`);
  } else {
    console.log('Usage: npx tsx bench/synthetic-bank.ts --write FILE.xlsx [--count N] [--seed S] | --measure [--count N]');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  cli(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

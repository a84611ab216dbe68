import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { BankFileError, QuestionsImportService, type ImportReport, type VideoConverter } from './questions-import.service.js';
import { QuestionsRepository } from './questions.repository.js';

type Cell = string | number | null;

async function workbook(rows: Cell[][], sheetName = 'Arkusz1', extraSheets: { name: string; rows: Cell[][] }[] = []): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const sheet of [...extraSheets, { name: sheetName, rows }]) {
    const ws = book.addWorksheet(sheet.name);
    for (const r of sheet.rows) ws.addRow(r);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

let t: TestApp;
let repo: QuestionsRepository;
let service: QuestionsImportService;
const mediaDir = mkdtempSync(join(tmpdir(), 'osk-media-test-'));
const DISK_IMAGE = 'Znak-Żółty.PNG'.normalize('NFD');

beforeAll(async () => {
  t = await createTestApp();
  repo = new QuestionsRepository(t.database.db);
  service = new QuestionsImportService(repo, t.clock);
  writeFileSync(join(mediaDir, DISK_IMAGE), 'png');
  writeFileSync(join(mediaDir, 'film1.wmv'), 'wmv');
  writeFileSync(join(mediaDir, 'film1.mp4'), 'mp4');
  writeFileSync(join(mediaDir, 'film2.WMV'), 'wmv');
  writeFileSync(join(mediaDir, 'film3.wmv'), 'wmv');
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

/** The current layout with the columns moved about, NFD and non-breaking-space headers, a title above. */
const CURRENT_HEADERS = [
  'Kategorie',
  'Numer\u00A0pytania',
  'Pytanie',
  'Poprawna odp',
  'Liczba punktów'.normalize('NFD'),
  'Zakres struktury',
  'Odpowiedź A'.normalize('NFD'),
  'Odpowiedź B',
  'Odpowiedź C',
  'Media',
  'Pytanie [EN]',
  'Odpowiedź A [EN]',
  'Odpowiedź B [EN]',
  'Odpowiedź C [EN]',
  'Wyjaśnienie',
  'Źródło pytania',
  'Media PJM',
  '  LP ',
];

function current(values: {
  cat?: string;
  n?: Cell;
  q?: string;
  key?: string;
  pts?: Cell;
  scope?: string;
  a?: string;
  b?: string;
  c?: string;
  media?: string;
  qEn?: string;
  aEn?: string;
  bEn?: string;
  cEn?: string;
  why?: string;
  law?: string;
}): Cell[] {
  return [
    values.cat ?? 'A,B,C,D,T,AM,PT',
    values.n ?? null,
    values.q ?? null,
    values.key ?? null,
    values.pts ?? null,
    values.scope ?? null,
    values.a ?? null,
    values.b ?? null,
    values.c ?? null,
    values.media ?? null,
    values.qEn ?? null,
    values.aEn ?? null,
    values.bEn ?? null,
    values.cEn ?? null,
    values.why ?? null,
    values.law ?? null,
    'pjm.mp4',
    1,
  ];
}

const firstRelease: Cell[][] = [
  ['Baza pytań egzaminacyjnych – wydanie testowe'],
  [],
  CURRENT_HEADERS,
  current({ n: 1001, q: 'Czy ten znak ostrzega?', key: 'T', pts: 3, scope: 'PODSTAWOWY', media: 'znak-żółty.png', qEn: 'Does this sign warn?', why: 'Tak, ostrzega.', law: 'art. 1' }),
  current({ n: 1002, q: 'Który pojazd?', key: 'B', pts: 2, scope: 'PODSTAWOWY', a: 'Pierwszy', b: 'Drugi', c: 'Trzeci', cat: 'B,B1' }),
  current({ n: null, q: 'Bez numeru', key: 'T', pts: 1 }),
  current({ n: 1004, q: 'Zły klucz', key: 'X', pts: 1 }),
  current({ n: 1005, q: '', key: 'T', pts: 1 }),
  current({ n: 1006, q: 'Za dużo punktów', key: 'N', pts: 5 }),
  current({ n: 1007, q: 'Obca kategoria', key: 'N', pts: 1, cat: 'B, ZZ' }),
  current({ n: 1001, q: 'Powtórzony numer', key: 'N', pts: 1 }),
  current({ n: 1008, q: 'Brak pliku', key: 'N', pts: 2, media: 'brak.jpg' }),
  current({ n: 1009, q: 'Film przekonwertowany', key: 'T', pts: 3, media: 'film1.wmv' }),
  current({ n: 1010, q: 'Film nieprzekonwertowany', key: 'N', pts: 3, media: 'film2.wmv' }),
  [],
  current({ n: 1011, q: 'Który?', key: 'A', pts: 1, scope: 'SPECJALISTYCZNY', a: 'x', b: 'y', c: 'z', qEn: 'Which?', aEn: 'x' }),
];

describe('importing the current layout', () => {
  let report: ImportReport;

  beforeAll(async () => {
    report = await service.importFile(await workbook(firstRelease), { mediaDir, fileName: 'baza-2025.xlsx' });
  });

  it('finds the columns by header and reports every count', () => {
    expect(report).toMatchObject({
      fileName: 'baza-2025.xlsx',
      sheet: 'Arkusz1',
      headerRow: 3,
      layout: 'CURRENT',
      languages: ['PL', 'EN'],
      full: true,
      rowsRead: 12,
      accepted: 6,
      added: 6,
      changed: 0,
      unchanged: 0,
      removed: 0,
      addedNumbers: [1001, 1002, 1008, 1009, 1010, 1011],
      answerKeyChanges: [],
      typeFixes: { count: 1, externalIds: [1002] },
      ignoredColumns: ['Media PJM'],
      incompleteTranslations: [{ externalId: 1011, languages: ['EN'] }],
    });
  });

  it('rejects each bad row with its row number and reason', () => {
    expect(report.rejected.map((r) => [r.row, r.externalId, r.code])).toEqual([
      [6, null, 'MISSING_NUMBER'],
      [7, 1004, 'BAD_ANSWER_KEY'],
      [8, 1005, 'NO_TEXT'],
      [9, 1006, 'BAD_POINTS'],
      [10, 1007, 'UNKNOWN_CATEGORIES'],
      [11, 1001, 'DUPLICATE_NUMBER'],
    ]);
    expect(report.rejected[4]?.reason).toBe('Unknown categories: ZZ');
  });

  it('reports missing media, including a WMV film nobody converted', () => {
    expect(report.media.checked).toBe(true);
    expect(report.media.missing).toEqual([
      { externalId: 1008, media: 'brak.jpg', reason: 'not found in the media directory' },
      { externalId: 1010, media: 'film2.wmv', reason: 'film2.WMV is there but not converted to MP4/WebM (ffmpeg is not on PATH)' },
    ]);
  });

  it('stores the questions with their texts, categories and media', async () => {
    const q1 = await repo.findByExternalId(1001);
    expect(q1).toMatchObject({
      type: 'STANDARD',
      correct: 'TAK',
      weight: 3,
      categories: ['A', 'M', 'B', 'C', 'D', 'T', 'P'],
      media: DISK_IMAGE,
      mediaType: 'IMAGE',
      mediaExists: true,
      legalSource: 'art. 1',
      active: true,
      version: 1,
      lastUpdateDate: t.clock.now(),
    });
    expect(q1?.texts).toEqual([
      { language: 'PL', questionText: 'Czy ten znak ostrzega?', answerA: null, answerB: null, answerC: null, explenation: 'Tak, ostrzega.' },
      { language: 'EN', questionText: 'Does this sign warn?', answerA: null, answerB: null, answerC: null, explenation: null },
    ]);
    expect(await repo.findByExternalId(1002)).toMatchObject({ type: 'SPECIALISTIC', correct: 'B', weight: 2, categories: ['B'] });
    expect(await repo.findByExternalId(1009)).toMatchObject({ media: 'film1.mp4', mediaType: 'VIDEO', mediaExists: true });
    expect(await repo.findByExternalId(1010)).toMatchObject({ media: 'film2.mp4', mediaType: 'VIDEO', mediaExists: false });
    expect(await repo.findByExternalId(1011)).toMatchObject({ texts: [expect.objectContaining({ language: 'PL', answerA: 'x' })] });
    for (const rejected of [1004, 1005, 1006, 1007]) expect(await repo.findByExternalId(rejected)).toBeUndefined();
  });

  it('stores the run with its report', async () => {
    const [run] = await repo.listImports(1);
    expect(run).toMatchObject({ fileName: 'baza-2025.xlsx', importedAt: t.clock.now(), report: { added: 6, rejected: expect.any(Array) } });
    expect(run?.report.durationMs).toBe(report.durationMs);
  });
});

describe('importing a later release', () => {
  it('reports a changed answer key and deactivates a dropped question without deleting it', async () => {
    t.clock.advanceMinutes(60);
    const rows = firstRelease.filter((r) => r[1] !== 1009 && r[1] !== null).map((r) => [...r]);
    const q1001 = rows.find((r) => r[1] === 1001 && r[2] === 'Czy ten znak ostrzega?');
    if (!q1001) throw new Error('row 1001 missing');
    q1001[3] = 'N';
    const report = await service.importFile(await workbook([CURRENT_HEADERS, ...rows.slice(2)]), { mediaDir, fileName: 'baza-2026.xlsx' });
    expect(report).toMatchObject({
      headerRow: 1,
      added: 0,
      changed: 1,
      changedNumbers: [1001],
      unchanged: 4,
      removed: 1,
      removedNumbers: [1009],
      answerKeyChanges: [{ externalId: 1001, from: 'TAK', to: 'NIE' }],
    });
    expect(await repo.findByExternalId(1001)).toMatchObject({ correct: 'NIE', version: 2, lastUpdateDate: t.clock.now() });
    expect(await repo.findByExternalId(1009)).toMatchObject({ active: false, correct: 'TAK', version: 1 });
    expect(await repo.findByExternalId(1002)).toMatchObject({ version: 1, active: true });
    expect((await repo.listImports()).map((r) => r.fileName).slice(0, 2)).toEqual(['baza-2026.xlsx', 'baza-2025.xlsx']);
  });

  it('deactivates nothing in a partial import, and reactivates a question that comes back', async () => {
    const rows = [CURRENT_HEADERS, current({ n: 1009, q: 'Film przekonwertowany', key: 'T', pts: 3, media: 'film1.wmv' })];
    const report = await service.importFile(await workbook(rows), { mediaDir, full: false });
    expect(report).toMatchObject({ full: false, removed: 0, changed: 1, reactivatedNumbers: [1009] });
    expect(await repo.findByExternalId(1009)).toMatchObject({ active: true });
    expect(await repo.findByExternalId(1002)).toMatchObject({ active: true });
  });
});

describe('importing the older layout', () => {
  const OLDER = [
    'Lp',
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
    'Kategorie',
    'Źródło pytania',
    'O co chcemy zapytać',
    'Jaki ma związek z bezpieczeństwem',
    'Status',
    'Podmiot',
  ];

  it('reads it without a points column: known questions keep their weight, new ones are rejected', async () => {
    const rows: Cell[][] = [
      OLDER,
      [1, '1001', 'Znaki', 'Czy ten znak ostrzega?', null, null, null, 'Does this sign warn?', null, null, null, 'Warnt dieses Zeichen?', null, null, null, 'N', 'znak-żółty.png', 'PODSTAWOWY', 'A,B,C,D,T,AM,PT', 'art. 2', 'znak', 'duży', 'aktywne', 'WORD'],
      [2, '1002', 'Pojazdy', 'Który pojazd?', 'Pierwszy', 'Drugi', 'Trzeci', null, null, null, null, null, null, null, null, 'B', null, 'SPECJALISTYCZNY', 'B', null, null, null, null, null],
      [3, '5000', 'Nowe', 'Nowe pytanie?', null, null, null, null, null, null, null, null, null, null, null, 'T', null, 'PODSTAWOWY', 'B', null, null, null, null, null],
    ];
    const report = await service.importFile(await workbook(rows), { mediaDir });
    expect(report).toMatchObject({ layout: 'OLDER', languages: ['PL', 'EN', 'DE'], accepted: 2, rejected: [expect.objectContaining({ row: 4, externalId: 5000, code: 'MISSING_POINTS' })] });
    expect(report.warnings).toContain('The file has no points column (Liczba punktów): stored weights are kept');
    expect(report.ignoredColumns).toEqual([]);
    const q1 = await repo.findByExternalId(1001);
    expect(q1).toMatchObject({ weight: 3, correct: 'NIE', legalSource: 'art. 2', mediaExists: true });
    // Explanations are not in this layout: the stored one stays; the German text is added.
    expect(q1?.texts.map((x) => [x.language, x.explenation])).toEqual([
      ['PL', 'Tak, ostrzega.'],
      ['EN', null],
      ['DE', null],
    ]);
    expect(await repo.findByExternalId(1002)).toMatchObject({ weight: 2, legalSource: null });
    expect(report.removedNumbers).toEqual([1008, 1009, 1010, 1011]);
  });
});

describe('videos browsers cannot play', () => {
  it('are converted when a converter is given, and the MP4 name is stored', async () => {
    const calls: string[] = [];
    const converter: VideoConverter = {
      convert: async (source, mp4, webm) => {
        calls.push(source);
        writeFileSync(mp4, 'mp4');
        writeFileSync(webm, 'webm');
      },
    };
    const rows = [CURRENT_HEADERS, current({ n: 1012, q: 'Film do konwersji', key: 'T', pts: 3, media: 'FILM3.wmv' })];
    const report = await service.importFile(await workbook(rows), { mediaDir, converter, full: false });
    expect(calls).toEqual([join(mediaDir, 'film3.wmv')]);
    expect(report.media).toEqual({ checked: true, missing: [], converted: ['film3.wmv'] });
    expect(readdirSync(mediaDir)).toEqual(expect.arrayContaining(['film3.mp4', 'film3.webm']));
    expect(await repo.findByExternalId(1012)).toMatchObject({ media: 'film3.mp4', mediaType: 'VIDEO', mediaExists: true });
  });
});

describe('broken files', () => {
  it.each([
    ['random bytes', async () => randomBytes(2048), /not a readable XLSX workbook/],
    ['a workbook without a header row', async () => workbook([['Lista'], ['a', 'b', 'c'], [1, 2, 3]], 'Dane', [{ name: 'Opis', rows: [['nic tu nie ma']] }]), /no header row with the columns "Numer pytania", "Pytanie" and "Poprawna odp" in the first 20 rows of any sheet \("Opis", "Dane"\)/],
    ['a header without question rows', async () => workbook([CURRENT_HEADERS]), /has a header row but no question rows/],
    ['a workbook without sheets', async () => Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer()), /the workbook has no sheet/],
  ])('%s gives a clear error and changes nothing', async (_name, make, message) => {
    const before = (await repo.listImports(100)).length;
    const count = await repo.countQuestions();
    const error = await service.importFile(await make(), { fileName: 'zly.xlsx' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankFileError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/^zly\.xlsx: /);
    expect((await repo.listImports(100)).length).toBe(before);
    expect(await repo.countQuestions()).toBe(count);
  });

  it('names a missing file or media directory', async () => {
    await expect(service.importFile(join(mediaDir, 'nie-ma.xlsx'))).rejects.toThrow(/nie-ma\.xlsx: no such file/);
    await expect(service.importFile(await workbook([CURRENT_HEADERS]), { mediaDir: join(mediaDir, 'brak') })).rejects.toThrow(/media directory does not exist/);
  });
});

describe('npm run questions:import', () => {
  const root = fileURLToPath(new URL('../../../../../', import.meta.url));
  const cli = join(root, 'apps/server/src/cli/questions-import.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'osk-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function runCli(args: string[]) {
    const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '0' };
    return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
  }

  it('imports a file into the configured database and prints the report; a bad file exits with 1', async () => {
    const file = join(dataDir, 'bank.xlsx');
    writeFileSync(file, await workbook([CURRENT_HEADERS, current({ n: 7, q: 'Czy?', key: 'T', pts: 1, media: 'brak.png' }), current({ n: 8, q: 'Zły', key: 'Q', pts: 1 })]));
    const ok = runCli([file, '--media', mediaDir]);
    expect(ok.stderr).not.toMatch(/Import failed/);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('Question bank import: bank.xlsx');
    expect(ok.stdout).toMatch(/added:\s+1/);
    expect(ok.stdout).toContain('row 3 (question 8): The answer key "Q" is not T, N, A, B or C');
    expect(ok.stdout).toContain('question 7: brak.png (not found in the media directory)');

    const bad = join(dataDir, 'bad.xlsx');
    writeFileSync(bad, 'to nie jest arkusz');
    const failed = runCli([bad]);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/^Import failed: bad\.xlsx: not a readable XLSX workbook/);

    const usage = runCli([]);
    expect(usage.status).toBe(1);
    expect(usage.stderr).toContain('Usage: npm run questions:import -- FILE.xlsx');
  }, 180_000);
});

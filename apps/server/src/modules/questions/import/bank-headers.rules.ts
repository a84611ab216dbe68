/**
 * Finding the columns of the ministry's question-bank spreadsheet by their header names (FACTS.md:
 * columns move between releases, and older files name them differently). Pure: no I/O.
 */

/** Languages a bank row may carry: Polish (the reference) and the official translations. */
export const BANK_LANGUAGES = ['PL', 'EN', 'DE', 'UA'] as const;
/** One language of the bank. */
export type BankLanguage = (typeof BANK_LANGUAGES)[number];

/** The meaning of a column, independent of how a release names it. */
export type BankField =
  | 'lp'
  | 'number'
  | 'name'
  | 'text'
  | 'answerA'
  | 'answerB'
  | 'answerC'
  | 'correct'
  | 'media'
  | 'scope'
  | 'points'
  | 'categories'
  | 'explanation'
  | 'legalSource'
  | 'module'
  | 'block'
  | 'aim'
  | 'safety'
  | 'status'
  | 'entity';

/** Fields that exist once per language (`Pytanie`, `Pytanie [EN]`, `Pytanie ENG` ...). */
export const TRANSLATED_FIELDS: ReadonlySet<BankField> = new Set<BankField>(['text', 'answerA', 'answerB', 'answerC', 'explanation']);

/** A column of a bank: its field and, for translated fields, its language (PL otherwise). */
export interface BankColumn {
  field: BankField;
  language: BankLanguage;
}

/** Header names (normalised by {@link normalizeHeader}) of each field, current and older releases. */
const FIELD_ALIASES: Record<BankField, readonly string[]> = {
  lp: ['lp', 'lp.', 'l.p.', 'l.p', 'nr', 'numer wiersza'],
  number: ['numer pytania', 'nr pytania', 'id pytania'],
  name: ['nazwa pytania'],
  text: ['pytanie', 'tresc pytania'],
  answerA: ['odpowiedz a', 'odp a', 'odp. a'],
  answerB: ['odpowiedz b', 'odp b', 'odp. b'],
  answerC: ['odpowiedz c', 'odp c', 'odp. c'],
  correct: ['poprawna odp', 'poprawna odp.', 'poprawna odpowiedz', 'prawidlowa odpowiedz', 'prawidlowa odp', 'prawidlowa odp.'],
  media: ['media', 'plik media', 'nazwa media', 'nazwa pliku media'],
  scope: ['zakres struktury', 'zakres'],
  points: ['liczba punktow', 'punkty', 'liczba pkt', 'waga'],
  categories: ['kategorie', 'kategoria', 'kategorie prawa jazdy'],
  explanation: ['wyjasnienie', 'wyjasnienie pytania', 'komentarz'],
  legalSource: ['zrodlo pytania', 'podstawa prawna', 'zrodlo'],
  module: ['modul', 'numer modulu', 'nr modulu'],
  block: ['nazwa bloku'],
  aim: ['o co chcemy zapytac'],
  safety: ['jaki ma zwiazek z bezpieczenstwem'],
  status: ['status'],
  entity: ['podmiot'],
};

const ALIAS_TO_FIELD: ReadonlyMap<string, BankField> = new Map(
  (Object.entries(FIELD_ALIASES) as [BankField, readonly string[]][]).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field] as const)),
);

/** Language tags of the current layout (`[EN]`, `[D]`, `[UA]`) and spellings seen or to be expected. */
const BRACKET_LANGUAGE: Record<string, BankLanguage> = {
  pl: 'PL',
  en: 'EN',
  eng: 'EN',
  ang: 'EN',
  d: 'DE',
  de: 'DE',
  ger: 'DE',
  niem: 'DE',
  ua: 'UA',
  ukr: 'UA',
  uk: 'UA',
};

/** Trailing language words of the older layout (`Pytanie ENG`, `Pytanie DE`). */
const SUFFIX_LANGUAGE: Record<string, BankLanguage> = { eng: 'EN', en: 'EN', de: 'DE', ua: 'UA', ukr: 'UA' };

/** Headers that only the older (2022-2023) layout carries. */
const OLDER_LAYOUT_FIELDS: ReadonlySet<BankField> = new Set<BankField>(['name', 'block', 'aim', 'safety', 'status', 'entity']);

const SPACES = /[\s\u00A0\u2007\u202F\u2060\uFEFF]+/g;

/**
 * Normalises a header for comparison: Unicode (NFC or NFD alike), diacritics and the Polish ł dropped,
 * any kind of space (also non-breaking) collapsed, case folded, spaces around brackets tidied.
 */
export function normalizeHeader(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(SPACES, ' ')
    .toLowerCase()
    .replace(/\s*\[\s*/g, ' [')
    .replace(/\s*\]/g, ']')
    .replace(/\s*:\s*$/, '')
    .trim();
}

/** The field and language a header names, or null for a column the importer does not use. */
export function matchHeader(raw: string): BankColumn | null {
  const normalized = normalizeHeader(raw);
  if (!normalized) return null;
  const direct = ALIAS_TO_FIELD.get(normalized);
  if (direct) return { field: direct, language: 'PL' };
  const bracket = /^(.*?) ?\[([a-z]+)\]$/.exec(normalized);
  const suffix = /^(.*) ([a-z]+)$/.exec(normalized);
  for (const [match, table] of [
    [bracket, BRACKET_LANGUAGE],
    [suffix, SUFFIX_LANGUAGE],
  ] as const) {
    if (!match) continue;
    const language = table[match[2] ?? ''];
    const field = ALIAS_TO_FIELD.get((match[1] ?? '').trim());
    if (language && field && (language === 'PL' || TRANSLATED_FIELDS.has(field))) return { field, language };
  }
  return null;
}

/** The key under which a row keeps a column's value: `text` for Polish, `text:EN` for a translation. */
export type ColumnKey = BankField | `${BankField}:${Exclude<BankLanguage, 'PL'>}`;

/** The key of a field in a language. */
export function columnKey(field: BankField, language: BankLanguage = 'PL'): ColumnKey {
  return language === 'PL' ? field : `${field}:${language}`;
}

/** Where each recognised column of a header row is, and what was left unused. */
export interface HeaderMap {
  /** Column index (0-based) of each recognised column; the first of duplicates wins. */
  columns: Map<ColumnKey, number>;
  /** Headers of columns the importer does not read (sign-language media, notes ...). */
  ignored: string[];
  /** Headers that name a column already found (the later ones are not read). */
  duplicates: string[];
  /** OLDER when the row carries a header only the 2022-2023 releases had. */
  layout: 'CURRENT' | 'OLDER';
  /** Languages whose question text column exists. */
  languages: BankLanguage[];
}

/** Maps a row of header cells to columns. */
export function mapHeaderRow(cells: readonly string[]): HeaderMap {
  const columns = new Map<ColumnKey, number>();
  const ignored: string[] = [];
  const duplicates: string[] = [];
  let older = false;
  cells.forEach((cell, index) => {
    const label = cell.trim();
    if (!label) return;
    const column = matchHeader(label);
    if (!column) {
      ignored.push(label);
      return;
    }
    if (OLDER_LAYOUT_FIELDS.has(column.field) || (column.language !== 'PL' && !/\[/.test(label))) older = true;
    const key = columnKey(column.field, column.language);
    if (columns.has(key)) duplicates.push(label);
    else columns.set(key, index);
  });
  const languages = BANK_LANGUAGES.filter((language) => columns.has(columnKey('text', language)));
  return { columns, ignored, duplicates, layout: older ? 'OLDER' : 'CURRENT', languages };
}

/** Whether a header row has what a bank needs: a question number (or name), the question and its key. */
export function isBankHeader(map: HeaderMap): boolean {
  return (map.columns.has('number') || map.columns.has('name')) && map.columns.has('text') && map.columns.has('correct');
}

/** How many leading rows of a sheet are searched for the header row. */
export const HEADER_SEARCH_ROWS = 20;

/**
 * Finds the header row among the first rows of a sheet (a title or notes may stand above it). Answers
 * its index in `rows` and its map, or null when no row names the required columns.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): { index: number; map: HeaderMap } | null {
  const limit = Math.min(rows.length, HEADER_SEARCH_ROWS);
  for (let index = 0; index < limit; index += 1) {
    const map = mapHeaderRow(rows[index] ?? []);
    if (isBankHeader(map)) return { index, map };
  }
  return null;
}

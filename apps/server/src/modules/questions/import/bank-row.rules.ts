/**
 * The rules that turn one spreadsheet row of the question bank into a question, or into a rejection
 * with a reason. Pure: no I/O.
 */
import type { QuestionType } from '@osk/contract';
import { ALL_MODULE_IDS } from '@osk/contract';
import { BANK_LANGUAGES, columnKey, type BankLanguage, type ColumnKey } from './bank-headers.rules.js';

/** Product category ids a question can belong to (ARCHITECTURE.md: M = AM, P = PT, Y/Z = qualification C/D). */
export const QUESTION_CATEGORIES = ['A', 'M', 'B', 'C', 'D', 'T', 'P', 'Y', 'Z'] as const;
/** One product category id. */
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/**
 * The bank's category names mapped to the product's ids. Official sub-categories fold into the main
 * one (A1, A2 -> A; B1 -> B; C1 -> C; D1 -> D); the product's own ids are accepted as well.
 */
const CATEGORY_MAP: Readonly<Record<string, QuestionCategory>> = {
  A: 'A',
  A1: 'A',
  A2: 'A',
  AM: 'M',
  M: 'M',
  B: 'B',
  B1: 'B',
  C: 'C',
  C1: 'C',
  D: 'D',
  D1: 'D',
  T: 'T',
  PT: 'P',
  P: 'P',
  Y: 'Y',
  Z: 'Z',
};

/** Media kinds as the wire names them (`madiaType`). */
export type MediaKind = 'IMAGE' | 'VIDEO';

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg', 'bmp']);
/** Videos a browser plays as they are. */
const BROWSER_VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'ogg', 'ogv', 'm4v']);
/** Videos a browser cannot play (the ministry ships WMV): recorded under their .mp4 name. */
const CONVERTED_VIDEO_EXTENSIONS = new Set(['wmv', 'avi', 'mov', 'mpg', 'mpeg']);

/** The medium a row names. */
export interface MediaRef {
  /** The file name the bank gives (without directories). */
  sourceName: string;
  kind: MediaKind;
  /** The name stored and served: the source name, or its .mp4 name for a video browsers cannot play. */
  storedName: string;
  /** Whether the source must be converted to MP4/WebM before a browser can play it. */
  needsConversion: boolean;
}

/** Texts of a question in one language. */
export interface QuestionTexts {
  language: BankLanguage;
  questionText: string;
  answerA: string | null;
  answerB: string | null;
  answerC: string | null;
  explenation: string | null;
}

/** A question as one row of the bank describes it. */
export interface ParsedQuestion {
  row: number;
  externalId: number;
  type: QuestionType;
  /** TAK or NIE for STANDARD, A, B or C for SPECIALISTIC. */
  correct: string;
  /** 1, 2 or 3; null when the file has no points column (the stored weight is kept). */
  weight: number | null;
  media: MediaRef | null;
  categories: QuestionCategory[];
  moduleId: number | null;
  legalSource: string | null;
  /** Polish first, then each translation that is complete. */
  texts: QuestionTexts[];
  /** The scope column named the other type; the type was taken from the answer key. */
  typeFixed: boolean;
  /** Translations present but incomplete (a specialist question without its answers), not stored. */
  incompleteLanguages: BankLanguage[];
}

/** Why a row was not imported. */
export type RejectionCode =
  | 'MISSING_NUMBER'
  | 'BAD_NUMBER'
  | 'DUPLICATE_NUMBER'
  | 'NO_TEXT'
  | 'BAD_ANSWER_KEY'
  | 'MISSING_ANSWERS'
  | 'BAD_POINTS'
  | 'MISSING_POINTS'
  | 'NO_CATEGORIES'
  | 'UNKNOWN_CATEGORIES'
  | 'BAD_MODULE'
  | 'BAD_MEDIA';

/** A row that was not imported, with its spreadsheet row number and the reason. */
export interface RowRejection {
  row: number;
  externalId: number | null;
  code: RejectionCode;
  reason: string;
}

/** One data row of a sheet: its spreadsheet row number (1-based) and its values by column. */
export interface RawBankRow {
  row: number;
  values: Partial<Record<ColumnKey, string>>;
}

/** The result of the row rules. */
export type RowResult = { ok: true; question: ParsedQuestion } | { ok: false; rejection: RowRejection };

/** What the row rules need to know of the file. */
export interface RowContext {
  /** Whether the file has a points column at all (one older release had none). */
  hasPointsColumn: boolean;
}

function cleanText(value: string | undefined): string {
  return (value ?? '').normalize('NFC').replace(/\r\n?/g, '\n').replace(/\u00A0/g, ' ').trim();
}

function optionalText(value: string | undefined): string | null {
  const text = cleanText(value);
  return text ? text : null;
}

/** Reads an integer written as text or as a spreadsheet number ("12", "12.0", " 12 "). */
export function parseWholeNumber(value: string | undefined): number | null {
  const text = cleanText(value).replace(',', '.');
  if (!/^\d+(?:\.0+)?$/.test(text)) return null;
  const number = Number.parseInt(text, 10);
  return Number.isSafeInteger(number) ? number : null;
}

/** The answer key of a cell as stored (TAK, NIE, A, B, C), or null when it is none of them. */
export function parseAnswerKey(value: string | undefined): { type: QuestionType; correct: string } | null {
  const key = cleanText(value).toUpperCase().replace(/[.)]$/, '');
  if (key === 'T' || key === 'TAK') return { type: 'STANDARD', correct: 'TAK' };
  if (key === 'N' || key === 'NIE') return { type: 'STANDARD', correct: 'NIE' };
  if (key === 'A' || key === 'B' || key === 'C') return { type: 'SPECIALISTIC', correct: key };
  return null;
}

/** The type a scope cell names (PODSTAWOWY / SPECJALISTYCZNY), or null when empty or unknown. */
export function parseScope(value: string | undefined): QuestionType | null {
  const scope = cleanText(value)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
  if (scope.startsWith('podst')) return 'STANDARD';
  if (scope.startsWith('specj') || scope.startsWith('specja')) return 'SPECIALISTIC';
  return null;
}

/** Maps a category list ("A, B, AM, PT") to product ids; unknown names are answered separately. */
export function parseCategories(value: string | undefined): { categories: QuestionCategory[]; unknown: string[] } {
  const tokens = cleanText(value)
    .toUpperCase()
    .split(/[,;\s]+/)
    .filter(Boolean);
  const found = new Set<QuestionCategory>();
  const unknown: string[] = [];
  for (const token of tokens) {
    const category = CATEGORY_MAP[token];
    if (category) found.add(category);
    else unknown.push(token);
  }
  return { categories: QUESTION_CATEGORIES.filter((c) => found.has(c)), unknown };
}

/** The medium a cell names, null for none, or an error for a file of an unknown kind. */
export function parseMedia(value: string | undefined): MediaRef | null | { error: string } {
  const raw = cleanText(value);
  if (!raw || raw === '-') return null;
  const sourceName = raw.split(/[\\/]/).pop() ?? raw;
  const dot = sourceName.lastIndexOf('.');
  const extension = dot > 0 ? sourceName.slice(dot + 1).toLowerCase() : '';
  if (IMAGE_EXTENSIONS.has(extension)) return { sourceName, kind: 'IMAGE', storedName: sourceName, needsConversion: false };
  if (BROWSER_VIDEO_EXTENSIONS.has(extension)) return { sourceName, kind: 'VIDEO', storedName: sourceName, needsConversion: false };
  if (CONVERTED_VIDEO_EXTENSIONS.has(extension)) {
    return { sourceName, kind: 'VIDEO', storedName: `${sourceName.slice(0, dot)}.mp4`, needsConversion: true };
  }
  return { error: `Media "${sourceName}" is neither an image nor a video file` };
}

function reject(row: RawBankRow, externalId: number | null, code: RejectionCode, reason: string): RowResult {
  return { ok: false, rejection: { row: row.row, externalId, code, reason } };
}

/** Whether a row is empty (a spacer or the sheet's end) and should be skipped silently. */
export function isBlankRow(row: RawBankRow): boolean {
  return Object.values(row.values).every((value) => !cleanText(value));
}

/**
 * Applies the row rules: a question number, a text, a valid answer key (its type wins over the scope
 * column), points 1-3, known categories, a known module, a medium of a known kind; translations are
 * kept when complete.
 */
export function parseBankRow(row: RawBankRow, context: RowContext): RowResult {
  const v = row.values;
  const numberText = cleanText(v.number) || cleanText(v.name);
  if (!numberText) return reject(row, null, 'MISSING_NUMBER', 'The question number (Numer pytania) is empty');
  const externalId = parseWholeNumber(numberText);
  if (externalId === null || externalId < 1 || externalId > 2_147_483_647) {
    return reject(row, null, 'BAD_NUMBER', `The question number "${numberText}" is not a positive whole number`);
  }
  const questionText = cleanText(v.text);
  if (!questionText) return reject(row, externalId, 'NO_TEXT', 'The question text (Pytanie) is empty');

  const key = parseAnswerKey(v.correct);
  if (!key) {
    const raw = cleanText(v.correct);
    return reject(row, externalId, 'BAD_ANSWER_KEY', raw ? `The answer key "${raw}" is not T, N, A, B or C` : 'The answer key (Poprawna odp) is empty');
  }
  const answers = { answerA: optionalText(v.answerA), answerB: optionalText(v.answerB), answerC: optionalText(v.answerC) };
  if (key.type === 'SPECIALISTIC' && (!answers.answerA || !answers.answerB || !answers.answerC)) {
    return reject(row, externalId, 'MISSING_ANSWERS', `The answer key is ${key.correct} but answers A, B and C are not all given`);
  }

  let weight: number | null = null;
  if (context.hasPointsColumn) {
    const pointsText = cleanText(v.points);
    weight = parseWholeNumber(pointsText);
    if (weight === null || weight < 1 || weight > 3) {
      return reject(row, externalId, 'BAD_POINTS', pointsText ? `Points (Liczba punktów) must be 1, 2 or 3, not "${pointsText}"` : 'Points (Liczba punktów) are empty');
    }
  }

  const { categories, unknown } = parseCategories(v.categories);
  if (unknown.length > 0) return reject(row, externalId, 'UNKNOWN_CATEGORIES', `Unknown categories: ${unknown.join(', ')}`);
  if (categories.length === 0) return reject(row, externalId, 'NO_CATEGORIES', 'No category (Kategorie) is given');

  let moduleId: number | null = null;
  const moduleText = cleanText(v.module);
  if (moduleText) {
    moduleId = parseWholeNumber(moduleText);
    if (moduleId === null || !ALL_MODULE_IDS.has(moduleId)) return reject(row, externalId, 'BAD_MODULE', `Module (Moduł) "${moduleText}" is not a known module`);
  }

  const media = parseMedia(v.media);
  if (media && 'error' in media) return reject(row, externalId, 'BAD_MEDIA', media.error);

  const scope = parseScope(v.scope);
  const answersOf = (language: BankLanguage): Pick<QuestionTexts, 'answerA' | 'answerB' | 'answerC'> =>
    key.type === 'SPECIALISTIC'
      ? {
          answerA: optionalText(v[columnKey('answerA', language)]),
          answerB: optionalText(v[columnKey('answerB', language)]),
          answerC: optionalText(v[columnKey('answerC', language)]),
        }
      : { answerA: null, answerB: null, answerC: null };
  const texts: QuestionTexts[] = [{ language: 'PL', questionText, ...answersOf('PL'), explenation: optionalText(v.explanation) }];
  const incompleteLanguages: BankLanguage[] = [];
  for (const language of BANK_LANGUAGES) {
    if (language === 'PL') continue;
    const text = optionalText(v[columnKey('text', language)]);
    if (!text) continue;
    const translated = answersOf(language);
    if (key.type === 'SPECIALISTIC' && (!translated.answerA || !translated.answerB || !translated.answerC)) {
      incompleteLanguages.push(language);
      continue;
    }
    texts.push({ language, questionText: text, ...translated, explenation: optionalText(v[columnKey('explanation', language)]) });
  }

  return {
    ok: true,
    question: {
      row: row.row,
      externalId,
      type: key.type,
      correct: key.correct,
      weight,
      media,
      categories,
      moduleId,
      legalSource: optionalText(v.legalSource),
      texts,
      typeFixed: scope !== null && scope !== key.type,
      incompleteLanguages,
    },
  };
}

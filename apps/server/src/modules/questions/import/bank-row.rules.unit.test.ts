import { describe, expect, it } from 'vitest';
import type { ColumnKey } from './bank-headers.rules.js';
import { parseAnswerKey, parseBankRow, parseCategories, parseMedia, parseScope, parseWholeNumber, type RawBankRow, type RowResult } from './bank-row.rules.js';

function row(values: Partial<Record<ColumnKey, string>>, n = 5): RawBankRow {
  return { row: n, values };
}

const basic = { number: '101', text: 'Czy wolno?', correct: 'T', scope: 'PODSTAWOWY', points: '3', categories: 'A,B,C,D,T,AM,PT' } as const;
const specialist = {
  number: '202',
  text: 'Który?',
  answerA: 'pierwszy',
  answerB: 'drugi',
  answerC: 'trzeci',
  correct: 'B',
  scope: 'SPECJALISTYCZNY',
  points: '2',
  categories: 'B',
} as const;

function rejected(result: RowResult): string {
  if (result.ok) throw new Error('expected a rejection');
  return result.rejection.code;
}

function accepted(result: RowResult) {
  if (!result.ok) throw new Error(`expected the row to pass: ${result.rejection.reason}`);
  return result.question;
}

describe('cell parsers', () => {
  it('reads whole numbers written as text or spreadsheet numbers', () => {
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber(' 12.0 ')).toBe(12);
    expect(parseWholeNumber('12,00')).toBe(12);
    expect(parseWholeNumber('12.5')).toBeNull();
    expect(parseWholeNumber('12a')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
  });

  it('maps answer keys to the stored form and the question type', () => {
    expect(parseAnswerKey('T')).toEqual({ type: 'STANDARD', correct: 'TAK' });
    expect(parseAnswerKey(' nie ')).toEqual({ type: 'STANDARD', correct: 'NIE' });
    expect(parseAnswerKey('b')).toEqual({ type: 'SPECIALISTIC', correct: 'B' });
    expect(parseAnswerKey('C)')).toEqual({ type: 'SPECIALISTIC', correct: 'C' });
    expect(parseAnswerKey('D')).toBeNull();
    expect(parseAnswerKey('')).toBeNull();
  });

  it('reads the scope column in any case and accent form', () => {
    expect(parseScope('PODSTAWOWY')).toBe('STANDARD');
    expect(parseScope('specjalistyczny')).toBe('SPECIALISTIC');
    expect(parseScope('')).toBeNull();
    expect(parseScope('inny')).toBeNull();
  });

  it('folds official sub-categories into the product categories and lists unknown names', () => {
    expect(parseCategories('A1, A2, B1,C1;D1 AM PT T')).toEqual({ categories: ['A', 'M', 'B', 'C', 'D', 'T', 'P'], unknown: [] });
    expect(parseCategories('Y,Z')).toEqual({ categories: ['Y', 'Z'], unknown: [] });
    expect(parseCategories('B, BE, X')).toEqual({ categories: ['B'], unknown: ['BE', 'X'] });
  });

  it('records WMV films under their .mp4 name and strips directories', () => {
    expect(parseMedia('filmy\\AB_12.WMV')).toEqual({ sourceName: 'AB_12.WMV', kind: 'VIDEO', storedName: 'AB_12.mp4', needsConversion: true });
    expect(parseMedia('zdjecie.JPG')).toEqual({ sourceName: 'zdjecie.JPG', kind: 'IMAGE', storedName: 'zdjecie.JPG', needsConversion: false });
    expect(parseMedia('klip.mp4')).toMatchObject({ kind: 'VIDEO', needsConversion: false });
    expect(parseMedia('-')).toBeNull();
    expect(parseMedia('')).toBeNull();
    expect(parseMedia('opis.txt')).toEqual({ error: expect.stringContaining('opis.txt') });
  });
});

describe('parseBankRow', () => {
  it('accepts a basic question', () => {
    const q = accepted(parseBankRow(row({ ...basic, media: 'znak.png', legalSource: 'art. 1', module: '7', explanation: 'Bo tak.' }), { hasPointsColumn: true }));
    expect(q).toMatchObject({
      row: 5,
      externalId: 101,
      type: 'STANDARD',
      correct: 'TAK',
      weight: 3,
      categories: ['A', 'M', 'B', 'C', 'D', 'T', 'P'],
      moduleId: 7,
      legalSource: 'art. 1',
      typeFixed: false,
      media: { storedName: 'znak.png', kind: 'IMAGE' },
    });
    expect(q.texts).toEqual([{ language: 'PL', questionText: 'Czy wolno?', answerA: null, answerB: null, answerC: null, explenation: 'Bo tak.' }]);
  });

  it('takes the type from the answer key when the scope column disagrees, and says so', () => {
    const fixed = accepted(parseBankRow(row({ ...specialist, scope: 'PODSTAWOWY' }), { hasPointsColumn: true }));
    expect(fixed).toMatchObject({ type: 'SPECIALISTIC', correct: 'B', typeFixed: true });
    const other = accepted(parseBankRow(row({ ...basic, scope: 'SPECJALISTYCZNY' }), { hasPointsColumn: true }));
    expect(other).toMatchObject({ type: 'STANDARD', typeFixed: true });
    expect(accepted(parseBankRow(row({ ...basic, scope: '' }), { hasPointsColumn: true })).typeFixed).toBe(false);
  });

  it('keeps complete translations and skips incomplete ones', () => {
    const q = accepted(
      parseBankRow(
        row({
          ...specialist,
          'text:EN': 'Which?',
          'answerA:EN': 'first',
          'answerB:EN': 'second',
          'answerC:EN': 'third',
          'explanation:EN': 'Because.',
          'text:DE': 'Welche?',
          'answerA:DE': 'erste',
          'text:UA': '',
        }),
        { hasPointsColumn: true },
      ),
    );
    expect(q.texts.map((t) => t.language)).toEqual(['PL', 'EN']);
    expect(q.texts[1]).toEqual({ language: 'EN', questionText: 'Which?', answerA: 'first', answerB: 'second', answerC: 'third', explenation: 'Because.' });
    expect(q.incompleteLanguages).toEqual(['DE']);
  });

  it('normalises texts to NFC and trims them', () => {
    const q = accepted(parseBankRow(row({ ...basic, text: '  Czy wolno wjechać?\r\n'.normalize('NFD') }), { hasPointsColumn: true }));
    expect(q.texts[0]?.questionText).toBe('Czy wolno wjechać?'.normalize('NFC'));
  });

  it('leaves the weight open when the file has no points column', () => {
    const { points: _points, ...noPoints } = basic;
    expect(accepted(parseBankRow(row(noPoints), { hasPointsColumn: false })).weight).toBeNull();
  });

  it.each([
    [{ ...basic, number: '' }, 'MISSING_NUMBER'],
    [{ ...basic, number: 'PYT-1' }, 'BAD_NUMBER'],
    [{ ...basic, number: '0' }, 'BAD_NUMBER'],
    [{ ...basic, text: '  ' }, 'NO_TEXT'],
    [{ ...basic, correct: 'D' }, 'BAD_ANSWER_KEY'],
    [{ ...basic, correct: '' }, 'BAD_ANSWER_KEY'],
    [{ ...specialist, answerC: '' }, 'MISSING_ANSWERS'],
    [{ ...basic, points: '5' }, 'BAD_POINTS'],
    [{ ...basic, points: '' }, 'BAD_POINTS'],
    [{ ...basic, points: 'dużo' }, 'BAD_POINTS'],
    [{ ...basic, categories: 'B, Q' }, 'UNKNOWN_CATEGORIES'],
    [{ ...basic, categories: '' }, 'NO_CATEGORIES'],
    [{ ...basic, module: '99' }, 'BAD_MODULE'],
    [{ ...basic, media: 'plik.docx' }, 'BAD_MEDIA'],
  ] as const)('rejects %j with %s', (values, code) => {
    expect(rejected(parseBankRow(row(values), { hasPointsColumn: true }))).toBe(code);
  });

  it('names the row and the question in a rejection', () => {
    const result = parseBankRow(row({ ...basic, points: '7' }, 42), { hasPointsColumn: true });
    expect(result).toEqual({ ok: false, rejection: { row: 42, externalId: 101, code: 'BAD_POINTS', reason: expect.stringContaining('"7"') } });
  });

  it('takes the number from the question name when the older layout has no number column', () => {
    expect(accepted(parseBankRow(row({ ...basic, number: undefined, name: '3105' }), { hasPointsColumn: true })).externalId).toBe(3105);
  });
});

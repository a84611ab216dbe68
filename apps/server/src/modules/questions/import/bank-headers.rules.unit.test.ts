import { describe, expect, it } from 'vitest';
import { findHeaderRow, mapHeaderRow, matchHeader, normalizeHeader } from './bank-headers.rules.js';

describe('normalizeHeader', () => {
  it('folds case, diacritics, Unicode forms and every kind of space', () => {
    expect(normalizeHeader('  Liczba\u00A0 PUNKTÓW ')).toBe('liczba punktow');
    expect(normalizeHeader('Odpowiedź A'.normalize('NFD'))).toBe(normalizeHeader('Odpowiedź A'.normalize('NFC')));
    expect(normalizeHeader('Źródło pytania')).toBe('zrodlo pytania');
    expect(normalizeHeader('Pytanie[ EN ]')).toBe('pytanie [en]');
    expect(normalizeHeader('Kategorie:')).toBe('kategorie');
  });
});

describe('matchHeader', () => {
  it.each([
    ['Numer pytania', 'number', 'PL'],
    ['NUMER   PYTANIA', 'number', 'PL'],
    ['Nazwa pytania', 'name', 'PL'],
    ['Lp', 'lp', 'PL'],
    ['Pytanie', 'text', 'PL'],
    ['Odpowiedź A'.normalize('NFD'), 'answerA', 'PL'],
    ['Odpowiedz B', 'answerB', 'PL'],
    ['Odpowiedź\u00A0C', 'answerC', 'PL'],
    ['Poprawna odp', 'correct', 'PL'],
    ['Poprawna odp.', 'correct', 'PL'],
    ['Poprawna odpowiedź', 'correct', 'PL'],
    ['Media', 'media', 'PL'],
    ['Zakres struktury', 'scope', 'PL'],
    ['Liczba punktów', 'points', 'PL'],
    ['Kategorie', 'categories', 'PL'],
    ['Wyjaśnienie', 'explanation', 'PL'],
    ['Źródło pytania'.normalize('NFD'), 'legalSource', 'PL'],
    ['Moduł', 'module', 'PL'],
    ['Nazwa bloku', 'block', 'PL'],
    ['O co chcemy zapytać', 'aim', 'PL'],
    ['Jaki ma związek z bezpieczeństwem', 'safety', 'PL'],
    ['Status', 'status', 'PL'],
    ['Podmiot', 'entity', 'PL'],
    ['Pytanie [EN]', 'text', 'EN'],
    ['Pytanie[D]', 'text', 'DE'],
    ['Pytanie [UA]', 'text', 'UA'],
    ['Odpowiedź A [EN]', 'answerA', 'EN'],
    ['Odpowiedź C [D]', 'answerC', 'DE'],
    ['Odpowiedź B [UA]', 'answerB', 'UA'],
    ['Wyjaśnienie [UA]', 'explanation', 'UA'],
    ['Pytanie ENG', 'text', 'EN'],
    ['Pytanie DE', 'text', 'DE'],
    ['Odpowiedź A ENG', 'answerA', 'EN'],
    ['Odpowiedź C DE', 'answerC', 'DE'],
  ] as const)('reads %j as %s in %s', (header, field, language) => {
    expect(matchHeader(header)).toEqual({ field, language });
  });

  it.each(['', '   ', 'Media [EN]', 'Media PJM', 'Liczba punktów [UA]', 'Uwagi', 'Pytanie [FR]', 'Odpowiedź D'])('ignores %j', (header) => {
    expect(matchHeader(header)).toBeNull();
  });
});

describe('mapHeaderRow', () => {
  it('maps columns wherever they are, keeps the first of duplicates and lists the ones it does not read', () => {
    const map = mapHeaderRow(['Kategorie', 'Poprawna odp', 'Media (PJM)', 'Pytanie', 'Numer pytania', 'Pytanie [EN]', 'pytanie', '']);
    expect(map.columns.get('categories')).toBe(0);
    expect(map.columns.get('correct')).toBe(1);
    expect(map.columns.get('text')).toBe(3);
    expect(map.columns.get('number')).toBe(4);
    expect(map.columns.get('text:EN')).toBe(5);
    expect(map.ignored).toEqual(['Media (PJM)']);
    expect(map.duplicates).toEqual(['pytanie']);
    expect(map.languages).toEqual(['PL', 'EN']);
    expect(map.layout).toBe('CURRENT');
  });

  it('recognises the older layout by its headers', () => {
    expect(mapHeaderRow(['Numer pytania', 'Pytanie', 'Poprawna odp', 'Nazwa bloku']).layout).toBe('OLDER');
    expect(mapHeaderRow(['Numer pytania', 'Pytanie', 'Poprawna odp', 'Pytanie ENG']).layout).toBe('OLDER');
    expect(mapHeaderRow(['Numer pytania', 'Pytanie', 'Poprawna odp', 'Pytanie [EN]']).layout).toBe('CURRENT');
  });
});

describe('findHeaderRow', () => {
  it('finds the header row below a title and notes', () => {
    const found = findHeaderRow([['Baza pytań egzaminacyjnych'], [], ['Lp', 'Numer pytania', 'Pytanie', 'Poprawna odp'], ['1', '10', 'Czy?', 'T']]);
    expect(found?.index).toBe(2);
  });

  it('accepts the question name instead of the number (older files)', () => {
    expect(findHeaderRow([['Nazwa pytania', 'Pytanie', 'Poprawna odp']])?.index).toBe(0);
  });

  it('answers null when the question, its number or its answer key column is missing', () => {
    expect(findHeaderRow([['Numer pytania', 'Pytanie']])).toBeNull();
    expect(findHeaderRow([['Pytanie', 'Poprawna odp']])).toBeNull();
    expect(findHeaderRow([['a', 'b'], ['1', '2']])).toBeNull();
    expect(findHeaderRow([])).toBeNull();
  });
});

/**
 * Common passwords refused for new passwords (issue 20), compared case-insensitively. The project's own
 * list, kept as data (common-passwords.json): frequent words (English, Polish, German, Ukrainian and
 * Russian transliterated, names, football clubs, cities, driving-school words) each with the usual
 * endings (1, 12, 123, 1234, years) or with many endings (also !, 01, 11, 2000-2026, 69, @123, ...), and
 * the others as they are (digit runs, keyboard walks). Only entries of at least PASSWORD_MIN_LENGTH
 * characters are listed: shorter ones fail the length rule first.
 */
import { PASSWORD_MIN_LENGTH } from './constants.js';
import data from './common-passwords.json';

/** Every common password, in lower case. */
export function commonPasswordList(): string[] {
  const withEndings = (words: string[], endings: string[]) => words.flatMap((word) => endings.map((ending) => word + ending));
  const generated = [...withEndings(data.withManyEndings, data.endings.many), ...withEndings(data.withUsualEndings, data.endings.usual)];
  return [...generated.filter((p) => p.length >= PASSWORD_MIN_LENGTH), ...data.others];
}

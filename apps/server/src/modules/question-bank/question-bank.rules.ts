import { QUALIFICATION_C_MODULE_IDS, QUALIFICATION_D_MODULE_IDS, ROAD_RULE_MODULE_IDS, type BankTextPart, type Category } from '@osk/contract';

/**
 * Pure rules of the bank browser (issue 23, ADR 033): the search words as a tsquery, and a question's
 * text split at the marks the database put around the matched words.
 */

/** The module ids of a category's set (Y and Z have the qualification modules). */
export function bankModuleIds(category: Category): readonly number[] {
  if (category === 'Y') return QUALIFICATION_C_MODULE_IDS;
  if (category === 'Z') return QUALIFICATION_D_MODULE_IDS;
  return ROAD_RULE_MODULE_IDS;
}

/**
 * The words of a search as a to_tsquery text: every run of letters and digits is a word, each matched
 * as a word's beginning ("skrzyż" finds "skrzyżowanie"), all of them required. Nothing else reaches the
 * query, so no input can be tsquery syntax. Null when the text has no word at all.
 */
export function searchQuery(text: string): string | null {
  const words = text.normalize('NFC').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(' & ');
}

/** Splits a text at the match marks (start and end) into parts, the matched ones flagged; no empty parts. */
export function splitMatches(text: string, start: string, end: string): BankTextPart[] {
  const parts: BankTextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece.length === 0) return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  let rest = text;
  for (;;) {
    const open = rest.indexOf(start);
    if (open < 0) break;
    const close = rest.indexOf(end, open + start.length);
    if (close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + start.length, close), true);
    rest = rest.slice(close + end.length);
  }
  push(rest.split(start).join('').split(end).join(''), false);
  return parts;
}

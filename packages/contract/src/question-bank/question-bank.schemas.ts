import { z } from 'zod';
import { pageOf } from '../common/errors.js';
import { QUESTION_TYPES } from '../exams/exam.constants.js';

/** Shortest and longest search text (after trimming) the bank search takes. */
export const BANK_QUERY_MIN_LENGTH = 2;
export const BANK_QUERY_MAX_LENGTH = 100;
/** Questions per page of the bank search. */
export const BANK_PAGE_SIZE = 20;
/** How long the search box waits after the last key before it asks (ms). */
export const BANK_SEARCH_DEBOUNCE_MS = 300;

/** A piece of a question's text; `match` marks the words the search found (shown highlighted). */
export const BankTextPart = z.object({ text: z.string(), match: z.boolean() });
export type BankTextPart = z.infer<typeof BankTextPart>;

/** One question found in the bank: its text split at the matches, its module and its kind of media. */
export const BankHit = z.object({
  id: z.int(),
  externalId: z.int(),
  type: z.enum(QUESTION_TYPES),
  moduleId: z.int().nullable(),
  moduleName: z.string().nullable(),
  /** IMAGE, VIDEO, or null for a question without media. */
  mediaType: z.enum(['IMAGE', 'VIDEO']).nullable(),
  textParts: z.array(BankTextPart),
});
export type BankHit = z.infer<typeof BankHit>;

/** A page of the bank search. */
export const BankSearchPage = pageOf(BankHit);
export type BankSearchPage = z.infer<typeof BankSearchPage>;

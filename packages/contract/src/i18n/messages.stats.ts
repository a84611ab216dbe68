import type { Texts } from './texts.js';

/** Messages of statistics and the exam report PDF, in all five languages. */
export const statsMessages = {
} as const satisfies Record<string, Texts>;

import type { Texts } from './texts.js';

/** Messages of learning by module, progress and hard questions, in all five languages. */
export const learningMessages = {
} as const satisfies Record<string, Texts>;

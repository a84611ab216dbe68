import type { Texts } from './texts.js';

/** Messages of password reset, profile edit, phone, password and category change, in all five languages. */
export const profileMessages = {
} as const satisfies Record<string, Texts>;

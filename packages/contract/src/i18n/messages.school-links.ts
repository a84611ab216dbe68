import type { Texts } from './texts.js';

/** Messages of partial registration, attachment to a school, partner platform and social login, in all five languages. */
export const schoolLinkMessages = {
} as const satisfies Record<string, Texts>;

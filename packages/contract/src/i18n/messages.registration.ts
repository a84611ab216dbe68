import type { Texts } from './texts.js';

/** Messages of registration, coupons and activation, in all five languages. */
export const registrationMessages = {
} as const satisfies Record<string, Texts>;

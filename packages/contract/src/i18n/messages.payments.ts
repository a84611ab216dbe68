import type { Texts } from './texts.js';

/** Messages of subscriptions, codes and payments, in all five languages. */
export const paymentMessages = {
} as const satisfies Record<string, Texts>;

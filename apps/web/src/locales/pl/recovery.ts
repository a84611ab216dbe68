import type { LocaleTree } from '../locale.types';

/** Texts of the lost password and password reset. */
export const recovery = {
} as const satisfies LocaleTree;

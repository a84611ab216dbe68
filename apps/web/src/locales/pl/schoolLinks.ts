import type { LocaleTree } from '../locale.types';

/** Texts of the partial registration, attachment to a school, partner platform and social login. */
export const schoolLinks = {
} as const satisfies LocaleTree;

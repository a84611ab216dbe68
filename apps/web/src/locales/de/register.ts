import type { LocaleTree } from '../locale.types';

/** Texts of the registration wizard, the register and coupon views of the login modal, activation. */
export const register = {
} as const satisfies LocaleTree;

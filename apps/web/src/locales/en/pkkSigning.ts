import type { LocaleTree } from '../locale.types';

/** Filled by the PKK work (issue 11). */
export const pkkSigning = {
  title: 'PKK',
} satisfies LocaleTree;

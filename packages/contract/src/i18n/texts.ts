import type { Language } from '../common/constants.js';

/** A message in every interface language. */
export type Texts = Record<Language, string>;

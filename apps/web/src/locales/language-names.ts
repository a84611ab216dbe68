import type { LocaleTree } from './locale.types';

/**
 * The `languages` section of every locale. Each language is named in itself, so a user who cannot read
 * the current one still finds theirs; the names are therefore the same in all five and written once.
 */
export const languages = {
  pl: 'Polski',
  en: 'English',
  de: 'Deutsch',
  ua: 'Українська',
  ru: 'Русский',
} as const satisfies LocaleTree;

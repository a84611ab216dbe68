/**
 * The shape every locale module has: nested sections of strings. Polish (`pl`) is the reference;
 * the other languages must have the same keys, except that plural keys carry the suffixes their
 * language needs (`_one`/`_few`/`_many`/`_other` in Polish, Russian and Ukrainian, `_one`/`_other` in
 * English and German). `locales.test.ts` checks both rules.
 */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

// @vitest-environment jsdom
import { LANGUAGES, type Language } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { bcp47Of } from '../lib/i18n/languages';
import { assembleLocale } from './assemble-locale';
import { deModules } from './de';
import { enModules } from './en';
import type { LocaleTree } from './locale.types';
import { plModules } from './pl';
import { ruModules } from './ru';
import { uaModules } from './ua';

const pl = assembleLocale(plModules);
const LOCALES: Record<Language, LocaleTree> = { pl, en: assembleLocale(enModules), de: assembleLocale(deModules), ru: assembleLocale(ruModules), ua: assembleLocale(uaModules) };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Keys with plural suffixes folded into their base key. */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function pluralForms(keys: Iterable<string>): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match?.[1]) continue;
    const base = key.slice(0, -match[0].length);
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]));
  }
  return forms;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

const reference = flatten(pl);

describe('locales', () => {
  it('cover all five interface languages', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(LANGUAGES.filter((language) => language !== 'pl'))('%s', (language) => {
    const texts = flatten(LOCALES[language]);

    it('has exactly the keys of the Polish locale (plural forms aside)', () => {
      expect([...baseKeys(texts.keys())].sort()).toEqual([...baseKeys(reference.keys())].sort());
    });

    it('has exactly the plural forms its language needs', () => {
      const needed = new Intl.PluralRules(bcp47Of(language)).resolvedOptions().pluralCategories;
      for (const [base, forms] of pluralForms(texts.keys())) {
        expect([...forms].sort(), base).toEqual([...needed].sort());
      }
      // Every plural key of Polish is a plural key here too.
      expect([...pluralForms(texts.keys()).keys()].sort()).toEqual([...pluralForms(reference.keys()).keys()].sort());
    });

    it('uses the same placeholders as Polish', () => {
      for (const [key, text] of texts) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const polish = reference.get(key) ?? reference.get(`${base}_other`) ?? '';
        expect(placeholders(text), key).toEqual(placeholders(polish));
      }
    });

    it('has no empty texts', () => {
      for (const [key, text] of texts) expect(text.trim(), key).not.toBe('');
    });
  });

  it('Polish plural keys have the four Polish forms', () => {
    const needed = new Intl.PluralRules('pl').resolvedOptions().pluralCategories;
    for (const [base, forms] of pluralForms(reference.keys())) expect([...forms].sort(), base).toEqual([...needed].sort());
  });
});

import { DEFAULT_LANGUAGE, LANGUAGES, messagesFor, type Language } from '@osk/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleTree } from '../../locales/locale.types';
import { pl } from '../../locales/pl';
import { bcp47Of, isLanguage, storeLanguage } from './languages';

/**
 * Polish is bundled because it is the fallback of every other language; the other four are
 * separate chunks fetched only when chosen, which keeps them out of the landing-page budget.
 */
const loaders: Record<Language, () => Promise<LocaleTree>> = {
  pl: () => Promise.resolve(pl),
  en: () => import('../../locales/en').then((module) => module.en),
  de: () => import('../../locales/de').then((module) => module.de),
  ru: () => import('../../locales/ru').then((module) => module.ru),
  ua: () => import('../../locales/ua').then((module) => module.ua),
};

/** The one i18next instance of the app (tests initialise it the same way as main.tsx). */
export const i18n = i18next.createInstance();

/** UI texts of a language plus the contract's message catalogue (msg.* keys as flat keys). */
async function loadResources(language: Language): Promise<Record<string, unknown>> {
  const tree = await loaders[language]();
  return { ...tree, ...messagesFor(language) };
}

/** Initialises i18next with Polish and the given language, and sets `<html lang>`. */
export async function initI18n(language: Language): Promise<void> {
  const resources: Record<string, { translation: Record<string, unknown> }> = {
    [DEFAULT_LANGUAGE]: { translation: await loadResources(DEFAULT_LANGUAGE) },
  };
  if (language !== DEFAULT_LANGUAGE) resources[language] = { translation: await loadResources(language) };

  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) applyDocumentLanguage(lng);
    });
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources,
      // Languages other than the loaded ones are added later with addResourceBundle.
      partialBundledLanguages: true,
      // React escapes output itself; escaping here would double-escape.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    useUkrainianPluralRules();
  } else {
    for (const [lng, bundle] of Object.entries(resources)) {
      if (!i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', bundle.translation);
    }
    await i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
}

/** Switches the interface language: fetches its texts if needed, remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadResources(language));
  }
  await i18n.changeLanguage(language);
  storeLanguage(language);
}

/** The current interface language (the value sent in Accept-Language). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47Of(language);
}

interface PluralRuleSource {
  getRule(code: string, options?: object): unknown;
}

function isPluralRuleSource(value: unknown): value is PluralRuleSource {
  return typeof value === 'object' && value !== null && typeof (value as { getRule?: unknown }).getRule === 'function';
}

/**
 * i18next picks plural rules with `Intl.PluralRules(code)`, and `Intl` does not know our code `ua`
 * (Ukrainian is `uk`), so it would silently use English one/other rules and never reach the
 * `_few`/`_many` forms. Asking for `uk` whenever i18next asks for `ua` fixes that.
 */
function useUkrainianPluralRules(): void {
  const resolver: unknown = i18n.services.pluralResolver;
  if (!isPluralRuleSource(resolver)) return;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(code === 'ua' ? bcp47Of('ua') : code, options);
}

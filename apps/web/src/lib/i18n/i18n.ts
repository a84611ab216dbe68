import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@osk/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { assembleLocale, type LocaleModules } from '../../locales/assemble-locale';
import { loadInTurns } from '../load-in-turns';
import type { LocaleTree } from '../../locales/locale.types';
import { plCore } from '../../locales/pl/core';
import { bcp47Of, isLanguage, storeLanguage } from './languages';

/**
 * Polish is the fallback of every other language: its landing-page texts (`plCore`) are bundled and
 * the rest follows in its own chunk (`polishTextsReady`). The other four languages are separate
 * chunks fetched only when chosen. Both keep feature texts out of the landing-page budget.
 */
const loaders: Record<Language, () => Promise<LocaleTree>> = {
  pl: () => Promise.resolve(plCore),
  en: () => import('../../locales/en').then((module) => assembleLocale(module.enModules)),
  de: () => import('../../locales/de').then((module) => assembleLocale(module.deModules)),
  ru: () => import('../../locales/ru').then((module) => assembleLocale(module.ruModules)),
  ua: () => import('../../locales/ua').then((module) => assembleLocale(module.uaModules)),
};

/** The one i18next instance of the app (tests initialise it the same way as main.tsx). */
export const i18n = i18next.createInstance();

let allPolish: Promise<void> | null = null;

/**
 * Whether a text was looked up and not found since texts were last added. Texts added later (the
 * rest of Polish, the message catalogue) redraw the screens only then: a redraw of every component
 * that shows a text was a long task on a phone each time a part arrived, while the screens drawn
 * before a part arrives (the landing page, a first frame) show only texts they already have
 * (issue 19). A screen that did miss one is redrawn as before, so no key stays on screen.
 */
let textMissed = false;

/** The text i18next shows for a missing key (its default: the default value, else the key), noted. */
export function missingText(key: string, defaultValue: string | undefined): string {
  textMissed = true;
  return defaultValue ?? key;
}

/**
 * Adds texts of a language: silently (no redraw) unless a text was missing since the last addition.
 * `deep` and `overwrite` as i18next's addResourceBundle; `skipCopy` keeps the tree uncopied.
 */
export function addTexts(language: string, texts: object, options: { deep: boolean; overwrite: boolean; skipCopy?: boolean }): void {
  const redraw = textMissed;
  // Reset before adding: a redrawn screen that still misses a text notes it again.
  textMissed = false;
  i18n.addResourceBundle(language, 'translation', texts, options.deep, options.overwrite, { silent: !redraw, skipCopy: options.skipCopy ?? false });
}

/**
 * Adds whole sections of Polish (`exam`, `learn`, …) beside those loaded: a shallow merge of the
 * sections, uncopied. The sections are the same in every chunk that carries them, and the message
 * catalogue's flat `msg.*` keys sit beside them; a deep, copied merge of the 115 KB tree was a long
 * task on a phone right after the first paint (issue 19).
 */
function addPolishSections(sections: LocaleTree): void {
  addTexts(DEFAULT_LANGUAGE, sections, { deep: false, overwrite: true, skipCopy: true });
}

/** Adds a part of Polish (its section modules) once i18next is initialised. */
async function addPolishPart(modules: LocaleModules): Promise<void> {
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  addPolishSections(assembleLocale(modules));
}

let firstFramePolish: Promise<void> | null = null;

/**
 * Resolves once the Polish texts of a first frame drawn before its data are loaded (plCore and
 * `plFirstFrameModules`): the exam's and the learning's sections, in a small chunk of their own
 * (issue 19).
 */
export function polishFirstFrameTextsReady(): Promise<void> {
  firstFramePolish ??= import('../../locales/pl/first-frame').then((module) => addPolishPart(module.plFirstFrameModules));
  return firstFramePolish;
}

/**
 * Resolves once every Polish text is loaded (the landing page ships only `plCore`). Lazily loaded
 * pages and dialogs wait for it through `withTexts`; `initI18n` awaits it unless told not to. The
 * texts come in three chunks (the first frame's, the rest of the learner's and public pages', the
 * school's), each asked for and added in a task of its own: one chunk of all 115 KB was one long
 * task on a phone (issue 19).
 */
export function polishTextsReady(): Promise<void> {
  allPolish ??= loadInTurns(
    () => polishFirstFrameTextsReady(),
    () => import('../../locales/pl/rest').then((module) => addPolishPart(module.plRestModules)),
    () => import('../../locales/pl/school-area').then((module) => addPolishPart(module.plSchoolModules)),
  ).then(() => undefined);
  return allPolish;
}

/**
 * A lazy module loader for a page whose first frame reads no data (`dataAfterPaint`): it waits for
 * the first frame's Polish texts and the message catalogue, not for every Polish text; the page asks
 * for the rest once it is drawn, and what it draws after the paint waits for them (`withTexts`).
 */
export function withFirstFrameTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), polishFirstFrameTextsReady(), messagesReady().catch(() => undefined)]);
    return module;
  };
}

/**
 * A lazy module loader that also waits for every Polish text (the fallback of all languages) and for
 * the message catalogue. A catalogue that cannot be fetched does not stop the page: messages then
 * fall back to the server's own text, and the next lazy page asks again.
 */
export function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), polishTextsReady(), messagesReady().catch(() => undefined)]);
    return module;
  };
}

/**
 * The contract's message catalogue of each language (msg.* keys as flat keys), one chunk per
 * language made at build time (build/language-messages.ts): a phone downloads only its language's.
 */
const messageLoaders: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  pl: () => import('virtual:osk-messages/pl'),
  en: () => import('virtual:osk-messages/en'),
  de: () => import('virtual:osk-messages/de'),
  ru: () => import('virtual:osk-messages/ru'),
  ua: () => import('virtual:osk-messages/ua'),
};

async function loadMessages(language: Language): Promise<Record<string, string>> {
  return (await messageLoaders[language]()).default;
}

/** Adds the message catalogue of the given languages once it has arrived. */
async function addMessages(languages: readonly Language[]): Promise<void> {
  await Promise.all(
    languages.map(async (lng) => {
      // Flat strings, merged key by key into the language's texts: nothing to copy first.
      addTexts(lng, await loadMessages(lng), { deep: true, overwrite: false, skipCopy: true });
    }),
  );
}

let messagesWanted: Promise<void> | null = null;

/**
 * Resolves once the message catalogue (texts of server errors and validation, msg.* keys) of every
 * loaded language is in i18next; languages loaded afterwards get theirs with their texts. The
 * landing page shows none of these texts, so the catalogue is fetched with the first lazy page or
 * dialog (`withTexts`), not at start.
 */
export function messagesReady(): Promise<void> {
  messagesWanted ??= addMessages(LANGUAGES.filter((lng) => i18n.hasResourceBundle(lng, 'translation'))).catch((error: unknown) => {
    messagesWanted = null;
    throw error;
  });
  return messagesWanted;
}

/**
 * Initialises i18next with Polish and the given language, and sets `<html lang>`. The landing page
 * needs neither the message catalogue (texts of server errors and validation) nor the Polish texts
 * beyond `plCore`: with `awaitMessages: false` and `awaitTexts: false` both are left to the first
 * lazy page or dialog (`withTexts`). Tests await both.
 */
export async function initI18n(language: Language, options: { awaitMessages?: boolean; awaitTexts?: boolean } = {}): Promise<void> {
  const languages: Language[] = language === DEFAULT_LANGUAGE ? [DEFAULT_LANGUAGE] : [DEFAULT_LANGUAGE, language];
  const resources: Record<string, { translation: Record<string, unknown> }> = {};
  for (const lng of languages) resources[lng] = { translation: { ...(await loaders[lng]()) } };

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
      // Redraw when texts arrive later (the rest of Polish, the message catalogue) that a screen
      // missed: see addTexts.
      react: { bindI18nStore: 'added' },
      parseMissingKeyHandler: missingText,
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
  // Without awaitTexts the rest of Polish is left to the first lazy page or dialog that needs it.
  if (options.awaitTexts ?? true) await polishTextsReady();
  if (options.awaitMessages ?? true) {
    // Once the catalogue has been asked for, a language added later needs its part too.
    if (messagesWanted) await addMessages(languages);
    else await messagesReady();
  }
}

/** Whether the loaded texts hold a key (message keys of the catalogue included, once loaded). */
export function hasText(key: string): boolean {
  return i18n.exists(key);
}

/**
 * Switches the interface language: fetches its texts if needed (and its messages, once the
 * catalogue is in use), remembers the choice.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const [tree, messages] = await Promise.all([loaders[language](), messagesWanted ? loadMessages(language) : undefined]);
    i18n.addResourceBundle(language, 'translation', { ...tree, ...messages });
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

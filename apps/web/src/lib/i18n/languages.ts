import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@osk/contract';

import { LANGUAGE_STORAGE_KEY } from './language-key';

export { LANGUAGE_STORAGE_KEY };

/** Whether a string is one of the five interface languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The BCP 47 tag of a language for `<html lang>` and `Intl`: the product calls Ukrainian `ua`
 * (on the wire and in the URL-free settings), but the language code browsers and `Intl` know is `uk`.
 */
export function bcp47Of(language: Language): string {
  return language === 'ua' ? 'uk' : language;
}

/** The language remembered in localStorage, else the default (Polish) whatever the browser says. */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): Language {
  const stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** Remembers the chosen language; storage may be unavailable (private mode), which is not an error. */
export function storeLanguage(language: Language, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Quota or privacy settings: the choice then lasts for this visit only.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

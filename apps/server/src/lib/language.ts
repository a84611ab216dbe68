import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@osk/contract';

/**
 * The caller's language from an Accept-Language header: the first listed tag that is one of ours;
 * `uk` (the ISO code for Ukrainian) maps to our `ua`.
 */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().slice(0, 2);
    const mapped = tag === 'uk' ? 'ua' : tag;
    if (mapped && (LANGUAGES as readonly string[]).includes(mapped)) return mapped as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** A stored language (an account's) when it is one of ours, else the default. */
export function languageOf(stored: string): Language {
  return (LANGUAGES as readonly string[]).includes(stored) ? (stored as Language) : DEFAULT_LANGUAGE;
}

import type { LocaleTree } from '../locale.types';

/** Blog list and post pages (/wiadomosci). Posts themselves live in features/blog/content. */
export const blog = {
  pageTitle: 'Aktualności',
  lead: 'Porady, jak dobrze przygotować się do egzaminu teoretycznego.',
  readMore: 'Czytaj dalej',
  back: 'Wszystkie wpisy',
  published: 'Opublikowano {{date}}',
  polishOnly: 'Ten wpis jest dostępny tylko w języku polskim.',
  readingTime_one: '{{count}} minuta czytania',
  readingTime_few: '{{count}} minuty czytania',
  readingTime_many: '{{count}} minut czytania',
  readingTime_other: '{{count}} minuty czytania',
} as const satisfies LocaleTree;

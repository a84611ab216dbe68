import type { LocaleTree } from '../locale.types';

export const blog = {
  pageTitle: 'Aktuelles',
  lead: 'Tipps für eine gute Vorbereitung auf die Theorieprüfung.',
  readMore: 'Weiterlesen',
  back: 'Alle Beiträge',
  published: 'Veröffentlicht am {{date}}',
  polishOnly: 'Dieser Beitrag ist nur auf Polnisch verfügbar.',
  readingTime_one: '{{count}} Minute Lesezeit',
  readingTime_other: '{{count}} Minuten Lesezeit',
} satisfies LocaleTree;

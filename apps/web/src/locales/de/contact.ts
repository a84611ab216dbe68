import type { LocaleTree } from '../locale.types';

export const contact = {
  pageTitle: 'Kontakt',
  lead: 'Eine Frage zu Zugang, Zahlung oder zur Zusammenarbeit mit einer Fahrschule? Schreiben Sie uns – wir antworten meist innerhalb eines Werktags.',
  name: 'Vor- und Nachname',
  email: 'E-Mail-Adresse',
  message: 'Nachricht',
  submit: 'Nachricht senden',
} satisfies LocaleTree;

import type { LocaleTree } from '../locale.types';

/** The contact page (/kontakt). Success and failure messages come from the contract catalogue. */
export const contact = {
  pageTitle: 'Kontakt',
  lead: 'Masz pytanie o dostęp, płatność albo współpracę ze szkołą jazdy? Napisz do nas – odpowiadamy zwykle w ciągu jednego dnia roboczego.',
  name: 'Imię i nazwisko',
  email: 'Adres e-mail',
  message: 'Wiadomość',
  submit: 'Wyślij wiadomość',
} as const satisfies LocaleTree;

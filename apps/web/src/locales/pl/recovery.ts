import type { LocaleTree } from '../locale.types';

/** Texts of the lost password and password reset. */
export const recovery = {
  lostPassword: {
    title: 'Nie pamiętasz hasła?',
    text: 'Podaj adres e-mail swojego konta. Wyślemy na niego link do ustawienia nowego hasła.',
    email: 'Adres e-mail',
    submit: 'Wyślij link',
    sentTitle: 'Sprawdź skrzynkę e-mail',
    sentHint: 'Link jest ważny przez godzinę i można go użyć tylko raz. Jeśli wiadomość nie dotarła, zajrzyj do folderu spam.',
    back: 'Wróć do logowania',
  },
  reset: {
    title: 'Ustaw nowe hasło',
    forAccount: 'Konto: {{email}}',
    newPassword: 'Nowe hasło',
    repeatPassword: 'Powtórz nowe hasło',
    submit: 'Zapisz nowe hasło',
    hint: 'Po zapisaniu nowego hasła sesje na wszystkich urządzeniach zostaną zakończone.',
    checking: 'Sprawdzamy link…',
    invalidTitle: 'Link jest nieaktywny',
    requestNew: 'Wyślij nowy link',
  },
} as const satisfies LocaleTree;

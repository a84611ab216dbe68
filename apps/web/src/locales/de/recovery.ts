import type { LocaleTree } from '../locale.types';

/** Texts of the lost password and password reset. */
export const recovery = {
  lostPassword: {
    title: 'Passwort vergessen?',
    text: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
    email: 'E-Mail-Adresse',
    submit: 'Link senden',
    sentTitle: 'Prüfen Sie Ihr Postfach',
    sentHint: 'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Falls die Nachricht nicht ankommt, sehen Sie im Spam-Ordner nach.',
    back: 'Zurück zur Anmeldung',
  },
  reset: {
    title: 'Neues Passwort festlegen',
    forAccount: 'Konto: {{email}}',
    newPassword: 'Neues Passwort',
    repeatPassword: 'Neues Passwort wiederholen',
    submit: 'Neues Passwort speichern',
    hint: 'Nach dem Speichern des neuen Passworts werden Sie auf allen Geräten abgemeldet.',
    checking: 'Der Link wird geprüft…',
    invalidTitle: 'Der Link ist nicht mehr aktiv',
    requestNew: 'Neuen Link senden',
  },
} as const satisfies LocaleTree;

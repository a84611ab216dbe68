import type { LocaleTree } from '../locale.types';

export const actions = {
  login: 'Anmelden',
  home: 'Zur Startseite',
  types: {
    PAYMENT_STUDENT_SUCCESS: {
      title: 'Vielen Dank für Ihre Zahlung',
      message: 'Ihre Zahlung ist eingegangen. Sobald der Zahlungsanbieter sie bestätigt, wird Ihr Zugang automatisch verlängert.',
    },
    PAYMENT_SCHOOL_SUCCESS: {
      title: 'Vielen Dank für Ihre Zahlung',
      message: 'Ihre Zahlung ist eingegangen. Nach der Bestätigung erscheinen die gekauften Leistungen im Schulkonto.',
    },
    PAYMENT_ERROR: {
      title: 'Zahlung fehlgeschlagen',
      message: 'Bei der Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es gleich noch einmal.',
    },
    FINISH_PARTIAL_REGISTRATION: {
      title: 'Registrierung abschließen',
      message: 'Sie gelangen gleich zum Formular, in dem Sie die von Ihrer Fahrschule begonnene Registrierung abschließen.',
    },
    LIWONA_LOGIN: {
      title: 'Über die Partnerplattform angemeldet',
      message: 'Die Anmeldung über die E-Learning-Plattform des Partners war erfolgreich. Sie können weiterlernen.',
    },
    LIWONA_LOGIN_ERROR: {
      title: 'Anmeldung fehlgeschlagen',
      message: 'Die Anmeldung über die Partnerplattform ist fehlgeschlagen. Versuchen Sie es erneut über die Plattform oder melden Sie sich direkt an.',
    },
    TESTS_FROM_OSK: {
      title: 'Prüfungen von Ihrer Fahrschule',
      message: 'Ihre Fahrschule hat Ihnen Probeprüfungen zugewiesen. Sie finden sie unter Prüfung.',
    },
    LEARN_FROM_OSK: {
      title: 'Lernzugang von Ihrer Fahrschule',
      message: 'Ihre Fahrschule hat Ihnen einen Lernzugang zugewiesen. Wie lange er gilt, sehen Sie in Ihrem Profil.',
    },
    SOCIAL_LOGIN_SUCCESS: {
      title: 'Angemeldet',
      message: 'Die Anmeldung über Ihr Social-Media-Konto war erfolgreich.',
    },
    SOCIAL_LOGIN_ERROR: {
      title: 'Anmeldung fehlgeschlagen',
      message: 'Die Anmeldung über Ihr Social-Media-Konto ist fehlgeschlagen. Versuchen Sie es erneut oder melden Sie sich mit Login und Passwort an.',
    },
    SOCIAL_ACCOUNT_REMOVED: {
      title: 'Verknüpfung entfernt',
      message: 'Die Verknüpfung mit Ihrem Social-Media-Konto wurde entfernt.',
    },
    RESET_PASSWORD: {
      title: 'Ihr Passwort wurde geändert',
      message: 'Ihr Passwort wurde geändert und alle Sitzungen Ihres Kontos wurden beendet. Melden Sie sich mit dem neuen Passwort an.',
    },
    ACTIVATE_ACCOUNT: {
      title: 'Ihr Konto ist aktiviert',
      message: 'Vielen Dank für die Bestätigung Ihrer E-Mail-Adresse. Sie können sich jetzt anmelden.',
    },
    ALREADY_CONFIRMED: {
      title: 'Ihr Konto ist bereits aktiv',
      message: 'Dieser Link wurde bereits verwendet. Sie können sich anmelden.',
    },
    NOT_LOGGED_IN: {
      title: 'Sie sind nicht angemeldet',
      message: 'Diese Seite ist nur nach der Anmeldung verfügbar.',
    },
    SESSION_EXPIRED: {
      title: 'Sitzung abgelaufen',
      message: 'Sie wurden abgemeldet.',
    },
    ASSIGN_STUDENT: {
      title: 'Einer Fahrschule zugeordnet',
      message: 'Ihr Konto wurde einer Fahrschule zugeordnet. Die Einzelheiten finden Sie in Ihrem Profil.',
    },
    PAGE_NOT_FOUND: {
      title: 'Seite nicht gefunden',
      message: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    },
  },
} satisfies LocaleTree;

import type { LocaleTree } from '../locale.types';

export const common = {
  appName: 'Prawko OSK',
  loading: 'Wird geladen…',
  close: 'Schließen',
  pagination: { previous: 'Vorherige Seite', next: 'Nächste Seite', first: 'Erste Seite', last: 'Letzte Seite', page: 'Seite {{page}}' },
  retry: 'Erneut versuchen',
  reload: 'Seite neu laden',
  backToTop: 'Zum Seitenanfang',
  networkError: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  pageLoadError: 'Diese Seite konnte nicht geladen werden. Laden Sie sie neu und versuchen Sie es erneut.',
  price: '{{amount}} PLN',
  pageTitle: '{{title}} | Prawko OSK',
} satisfies LocaleTree;

export const header = {
  homeAria: 'Prawko OSK – Startseite',
  mainNav: 'Hauptmenü',
  openMenu: 'Menü öffnen',
  login: 'Anmelden',
  logout: 'Abmelden',
  loggedOut: 'Sie wurden abgemeldet.',
  language: 'Sprache: {{language}}. Sprache ändern',
  nav: {
    home: 'Startseite',
    offer: 'Angebot',
    pricing: 'Preise',
    privacy: 'Datenschutz',
    about: 'Über uns',
    blog: 'Aktuelles',
    contact: 'Kontakt',
    profile: 'Mein Profil',
    nauka: 'Lernen',
    learn: 'Fragen',
    exam: 'Prüfung',
    stats: 'Statistik',
    subscription: 'Abonnement',
    schoolProfile: 'Schulprofil',
    internalExam: 'Interne Prüfung',
    createStudents: 'Fahrschüler hinzufügen',
    buy: 'Zugang kaufen',
    instructorProfile: 'Mein Profil',
    scheduler: 'Fahrstundenplan',
    orders: 'Bestellungen',
  },
} satisfies LocaleTree;

export { languages } from '../language-names';

export const footer = {
  nav: 'Informationen',
  rights: '© {{year}} Prawko OSK',
  about: 'Über uns',
  contact: 'Kontakt',
  terms: 'AGB',
  privacy: 'Datenschutz',
  install: 'App installieren',
} satisfies LocaleTree;

export const cookies = {
  label: 'Cookie-Hinweis',
  text: 'Prawko OSK verwendet Cookies, die für den Betrieb des Dienstes und zum Speichern Ihrer Einstellungen nötig sind.',
  privacy: 'Mehr in der Datenschutzerklärung',
  accept: 'Verstanden und akzeptiert',
} satisfies LocaleTree;

export const session = {
  warningTitle: 'Sind Sie noch da?',
  warningText_one: 'Wegen Inaktivität werden Sie in {{count}} Sekunde abgemeldet.',
  warningText_other: 'Wegen Inaktivität werden Sie in {{count}} Sekunden abgemeldet.',
  stay: 'Angemeldet bleiben',
} satisfies LocaleTree;

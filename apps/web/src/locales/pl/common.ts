import type { LocaleTree } from '../locale.types';

/** Texts shared by the whole interface: layout, header, footer, dialogs. */
export const common = {
  appName: 'Prawko OSK',
  loading: 'Ładowanie…',
  close: 'Zamknij',
  pagination: { previous: 'Poprzednia strona', next: 'Następna strona', first: 'Pierwsza strona', last: 'Ostatnia strona', page: 'Strona {{page}}' },
  retry: 'Spróbuj ponownie',
  reload: 'Odśwież stronę',
  backToTop: 'Przewiń na górę strony',
  networkError: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
  pageLoadError: 'Nie udało się wczytać tej strony. Odśwież ją i spróbuj ponownie.',
  price: '{{amount}} zł',
  pageTitle: '{{title}} | Prawko OSK',
} as const satisfies LocaleTree;

export const header = {
  homeAria: 'Prawko OSK – strona główna',
  mainNav: 'Menu główne',
  openMenu: 'Otwórz menu',
  login: 'Zaloguj się',
  logout: 'Wyloguj się',
  loggedOut: 'Wylogowano z serwisu.',
  language: 'Język: {{language}}. Zmień język',
  nav: {
    home: 'Strona główna',
    offer: 'Oferta',
    pricing: 'Cennik',
    privacy: 'Polityka prywatności',
    about: 'O nas',
    blog: 'Aktualności',
    contact: 'Kontakt',
    profile: 'Mój profil',
    nauka: 'Nauka',
    learn: 'Pytania',
    exam: 'Egzamin',
    stats: 'Statystyki',
    subscription: 'Subskrypcja',
    schoolProfile: 'Profil szkoły',
    internalExam: 'Egzamin wewnętrzny',
    createStudents: 'Dodaj kursantów',
    buy: 'Kup dostęp',
    instructorProfile: 'Mój profil',
    scheduler: 'Grafik jazd',
    orders: 'Zamówienia',
  },
} as const satisfies LocaleTree;

export { languages } from '../language-names';

export const footer = {
  nav: 'Informacje',
  rights: '© {{year}} Prawko OSK',
  about: 'O nas',
  contact: 'Kontakt',
  terms: 'Regulamin',
  privacy: 'Polityka prywatności',
  install: 'Instalacja aplikacji',
} as const satisfies LocaleTree;

export const cookies = {
  label: 'Informacja o plikach cookie',
  text: 'Prawko OSK używa plików cookie niezbędnych do działania serwisu i do zapamiętania Twoich ustawień.',
  privacy: 'Więcej w polityce prywatności',
  accept: 'Rozumiem i akceptuję',
} as const satisfies LocaleTree;

export const session = {
  warningTitle: 'Czy nadal tu jesteś?',
  warningText_one: 'Z powodu braku aktywności wylogowanie nastąpi za {{count}} sekundę.',
  warningText_few: 'Z powodu braku aktywności wylogowanie nastąpi za {{count}} sekundy.',
  warningText_many: 'Z powodu braku aktywności wylogowanie nastąpi za {{count}} sekund.',
  warningText_other: 'Z powodu braku aktywności wylogowanie nastąpi za {{count}} sekundy.',
  stay: 'Nie wylogowuj',
} as const satisfies LocaleTree;

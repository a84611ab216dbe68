import type { LocaleTree } from '../locale.types';

/** The student start page (/profile). */
export const profile = {
  pageTitle: 'Mój profil',
  greeting: 'Witaj, {{name}}!',
  details: 'Dane konta',
  email: 'E-mail',
  phone: 'Telefon',
  noPhone: 'nie podano',
  category: 'Kategoria prawa jazdy',
  school: 'Szkoła jazdy',
  noSchool: 'Nie jesteś przypisany do żadnej szkoły jazdy.',
  access: 'Twój dostęp',
  accessKinds: {
    learning: 'Nauka i egzaminy próbne',
    lectures: 'E-wykłady',
    qualificationC: 'Kwalifikacja wstępna – kategoria C',
    qualificationD: 'Kwalifikacja wstępna – kategoria D',
  },
  status: {
    active: 'Aktywny',
    expired: 'Wygasł',
    none: 'Brak',
  },
  validTill: 'Ważny do {{date}}',
  expiredOn: 'Wygasł {{date}}',
  noAccess: 'Nie masz jeszcze tego dostępu.',
  daysLeft_one: 'Pozostał {{count}} dzień',
  daysLeft_few: 'Pozostały {{count}} dni',
  daysLeft_many: 'Pozostało {{count}} dni',
  daysLeft_other: 'Pozostało {{count}} dnia',
  loadError: 'Nie udało się wczytać danych profilu.',
} as const satisfies LocaleTree;

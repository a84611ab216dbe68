import type { LocaleTree } from '../locale.types';

/** The instructor area: /instructor and /instructor/profile. */
export const instructor = {
  title: 'Strona instruktora',
  hello: 'Dzień dobry, {{name}}!',
  toScheduler: 'Grafik jazd',
  toProfile: 'Mój profil',
  upcoming: 'Najbliższe lekcje ({{days}} dni)',
  loadError: 'Nie udało się wczytać danych.',
  noLessons: 'Brak zaplanowanych lekcji.',
  date: 'Data',
  time: 'Godziny',
  type: 'Rodzaj',
  who: 'Kursant / grupa',
  car: 'Samochód',
  lessonType: {
    DRIVE: 'Jazda',
    LECTURE: 'Wykład',
  },
  feed: {
    title: 'Kalendarz w telefonie',
    intro: 'Dodaj ten adres jako subskrypcję kalendarza (Google, Apple, Outlook), aby widzieć swoje lekcje w telefonie. Adres jest tajny – nie udostępniaj go.',
    url: 'Adres kalendarza',
    copy: 'Kopiuj',
    copied: 'Skopiowano',
    rotate: 'Utwórz nowy adres',
    revoke: 'Wyłącz',
    create: 'Włącz kalendarz w telefonie',
    activeNoUrl: 'Kalendarz w telefonie jest włączony. Adres pokazujemy tylko raz, przy jego utworzeniu; jeśli go nie masz, utwórz nowy (poprzedni przestanie działać).',
  },
  profile: {
    title: 'Mój profil',
    saved: 'Zapisano zmiany.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    email: 'E-mail',
    phone: 'Telefon',
    notifications: 'Powiadomienia o lekcjach',
    changePassword: 'Zmień hasło',
    save: 'Zapisz',
  },
} as const satisfies LocaleTree;

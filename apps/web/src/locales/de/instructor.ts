import type { LocaleTree } from '../locale.types';

/** The instructor area: /instructor and /instructor/profile. */
export const instructor = {
  title: 'Fahrlehrerseite',
  hello: 'Guten Tag, {{name}}!',
  toScheduler: 'Fahrstundenplan',
  toProfile: 'Mein Profil',
  upcoming: 'Nächste Stunden ({{days}} Tage)',
  loadError: 'Die Daten konnten nicht geladen werden.',
  noLessons: 'Keine Stunden geplant.',
  date: 'Datum',
  time: 'Uhrzeit',
  type: 'Art',
  who: 'Fahrschüler / Gruppe',
  car: 'Fahrzeug',
  lessonType: {
    DRIVE: 'Fahrstunde',
    LECTURE: 'Theorie',
  },
  feed: {
    title: 'Kalender auf dem Handy',
    intro: 'Fügen Sie diese Adresse als Kalenderabo hinzu (Google, Apple, Outlook), um Ihre Stunden auf dem Handy zu sehen. Die Adresse ist geheim – geben Sie sie nicht weiter.',
    url: 'Kalenderadresse',
    copy: 'Kopieren',
    copied: 'Kopiert',
    rotate: 'Neue Adresse erstellen',
    revoke: 'Ausschalten',
    create: 'Handykalender einschalten',
    activeNoUrl: 'Der Telefonkalender ist aktiv. Die Adresse wird nur einmal beim Erstellen angezeigt; wenn Sie sie nicht haben, erstellen Sie eine neue (die vorherige funktioniert dann nicht mehr).',
  },
  profile: {
    title: 'Mein Profil',
    saved: 'Änderungen gespeichert.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    notifications: 'Benachrichtigungen zu Stunden',
    changePassword: 'Passwort ändern',
    save: 'Speichern',
  },
} satisfies LocaleTree;

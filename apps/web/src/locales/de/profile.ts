import type { LocaleTree } from '../locale.types';

export const profile = {
  pageTitle: 'Mein Profil',
  greeting: 'Hallo, {{name}}!',
  details: 'Kontodaten',
  email: 'E-Mail',
  phone: 'Telefon',
  noPhone: 'nicht angegeben',
  category: 'Führerscheinklasse',
  school: 'Fahrschule',
  noSchool: 'Sie sind keiner Fahrschule zugeordnet.',
  access: 'Ihr Zugang',
  accessKinds: {
    learning: 'Lernen und Probeprüfungen',
    lectures: 'E-Vorlesungen',
    qualificationC: 'Grundqualifikation – Klasse C',
    qualificationD: 'Grundqualifikation – Klasse D',
  },
  status: {
    active: 'Aktiv',
    expired: 'Abgelaufen',
    none: 'Keiner',
  },
  validTill: 'Gültig bis {{date}}',
  expiredOn: 'Abgelaufen am {{date}}',
  noAccess: 'Diesen Zugang haben Sie noch nicht.',
  daysLeft_one: 'Noch {{count}} Tag',
  daysLeft_other: 'Noch {{count}} Tage',
  loadError: 'Ihr Profil konnte nicht geladen werden.',
} satisfies LocaleTree;

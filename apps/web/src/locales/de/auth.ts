import type { LocaleTree } from '../locale.types';

export const auth = {
  modalTitle: 'Ihr Konto bei Prawko OSK',
  tabsLabel: 'Anmeldung und Registrierung',
  tabs: {
    login: 'Anmelden',
    register: 'Registrieren',
    registerSchool: 'Fahrschule',
    coupon: 'Gutschein',
  },
  login: {
    userName: 'Login',
    userNameHint: 'E-Mail-Adresse oder Telefonnummer',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
  },
  register: {
    title: 'Fahrschülerkonto',
    text: 'Legen Sie ein Konto an, um Prüfungsfragen zu üben, Probeprüfungen abzulegen und Ihren Fortschritt zu verfolgen.',
    action: 'Zur Registrierung',
  },
  registerSchool: {
    title: 'Fahrschulkonto',
    text: 'Sie betreiben eine Fahrschule? Legen Sie ein Schulkonto an, um Fahrschüler, interne Prüfungen und den Fahrstundenplan zu verwalten.',
    action: 'Fahrschule registrieren',
  },
  coupon: {
    title: 'Registrierung mit Gutschein',
    text: 'Sie haben einen Gutschein von Ihrer Fahrschule? Registrieren Sie sich mit dem Code, und der Zugang wird sofort Ihrem Konto zugeordnet.',
    action: 'Mit Gutschein registrieren',
  },
  lostPassword: {
    title: 'Passwort wiederherstellen',
    text: 'Geben Sie auf der Seite zur Passwortwiederherstellung die E-Mail-Adresse Ihres Kontos ein – wir senden Ihnen einen Link zum Festlegen eines neuen Passworts.',
    action: 'Zur Passwortwiederherstellung',
    back: 'Zurück zur Anmeldung',
  },
} satisfies LocaleTree;

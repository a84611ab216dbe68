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
  registerSchool: {
    title: 'Fahrschulkonto',
    text: 'Sie betreiben eine Fahrschule? Legen Sie ein Schulkonto an, um Fahrschüler, interne Prüfungen und den Fahrstundenplan zu verwalten.',
    action: 'Fahrschule registrieren',
  },
} satisfies LocaleTree;

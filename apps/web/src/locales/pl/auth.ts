import type { LocaleTree } from '../locale.types';

/** Login modal: tabs, the login form, and the entry to school registration. */
export const auth = {
  modalTitle: 'Twoje konto w Prawko OSK',
  tabsLabel: 'Logowanie i rejestracja',
  tabs: {
    login: 'Zaloguj',
    register: 'Zarejestruj',
    registerSchool: 'Szkoła jazdy',
    coupon: 'Kupon',
  },
  login: {
    userName: 'Login',
    userNameHint: 'Adres e-mail lub numer telefonu',
    password: 'Hasło',
    submit: 'Zaloguj się',
    forgotPassword: 'Nie pamiętasz hasła?',
  },
  registerSchool: {
    title: 'Konto szkoły jazdy (OSK)',
    text: 'Prowadzisz ośrodek szkolenia kierowców? Załóż konto szkoły, aby zarządzać kursantami, egzaminami wewnętrznymi i grafikiem jazd.',
    action: 'Zarejestruj szkołę jazdy',
  },
} as const satisfies LocaleTree;

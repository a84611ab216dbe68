import type { LocaleTree } from '../locale.types';

/** Login modal: login form and the entries to registration, coupon and password recovery. */
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
  register: {
    title: 'Konto kursanta',
    text: 'Załóż konto, aby rozwiązywać pytania egzaminacyjne, sprawdzać się na egzaminach próbnych i śledzić swoje postępy.',
    action: 'Przejdź do rejestracji',
  },
  registerSchool: {
    title: 'Konto szkoły jazdy (OSK)',
    text: 'Prowadzisz ośrodek szkolenia kierowców? Załóż konto szkoły, aby zarządzać kursantami, egzaminami wewnętrznymi i grafikiem jazd.',
    action: 'Zarejestruj szkołę jazdy',
  },
  coupon: {
    title: 'Rejestracja z kuponem',
    text: 'Masz kupon od szkoły jazdy? Zarejestruj się z jego kodem, a dostęp zostanie od razu przypisany do Twojego konta.',
    action: 'Zarejestruj się z kuponem',
  },
  lostPassword: {
    title: 'Odzyskiwanie hasła',
    text: 'Na stronie odzyskiwania hasła podaj adres e-mail swojego konta – wyślemy na niego link do ustawienia nowego hasła.',
    action: 'Przejdź do odzyskiwania hasła',
    back: 'Wróć do logowania',
  },
} as const satisfies LocaleTree;

import type { LocaleTree } from '../locale.types';

/** Texts of the registration wizard, the register and coupon views of the login modal, activation. */
export const register = {
  pageTitle: 'Rejestracja',
  lead: 'Załóż konto kursanta: rozwiązuj pytania egzaminacyjne, sprawdzaj się na egzaminach próbnych i śledź swoje postępy.',
  haveAccount: 'Masz już konto?',
  logIn: 'Zaloguj się',
  haveCoupon: 'Masz kupon? Zarejestruj się z kuponem',
  stages: {
    STAGE_1: {
      label: 'Dane konta',
      description: 'E-mail i hasło',
    },
    STAGE_2: {
      label: 'Kod promocyjny',
      description: 'Opcjonalnie',
    },
    STAGE_3: {
      label: 'Potwierdzenie',
      description: 'Sprawdź skrzynkę',
    },
  },
  fields: {
    email: 'Adres e-mail',
    password: 'Hasło',
    repeatPassword: 'Powtórz hasło',
    phoneNumber: 'Numer telefonu',
    phoneHint: 'Opcjonalnie. Tylko numer zarejestrowany w Polsce, np. 600100200 lub +48 600-100-200.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    category: 'Kategoria prawa jazdy',
    categoryHint: 'Kategorię możesz później zmienić w profilu.',
    acceptPrefix: 'Akceptuję',
    terms: 'regulamin serwisu',
  },
  categories: {
    A: 'motocykl',
    M: 'motorower',
    B: 'samochód osobowy',
    C: 'samochód ciężarowy',
    D: 'autobus',
    T: 'ciągnik rolniczy',
    P: 'pozwolenie na tramwaj',
  },
  wizard: {
    next: 'Dalej',
    back: 'Wstecz',
    skip: 'Pomiń i zarejestruj',
    submit: 'Zarejestruj się',
    stageOf: 'Krok {{current}} z {{total}}: {{label}}',
  },
  promo: {
    title: 'Masz kod promocyjny?',
    lead: 'Wpisz kod od szkoły jazdy lub z promocji – dostęp zostanie od razu przypisany do konta. Nie masz kodu? Pomiń ten krok.',
    code: 'Kod promocyjny',
  },
  mailbox: {
    title: 'Sprawdź skrzynkę e-mail',
    text: 'Wysłaliśmy link aktywacyjny na adres {{email}}. Kliknij go, aby aktywować konto.',
    hint: 'Link jest ważny przez 7 dni. Jeśli wiadomość nie dotarła, zajrzyj do folderu ze spamem.',
    login: 'Przejdź do logowania',
    home: 'Strona główna',
  },
  dialog: {
    successTitle: 'Rejestracja zakończona',
    failureTitle: 'Rejestracja nie powiodła się',
    sentTo: 'Link aktywacyjny wysłaliśmy na adres {{email}}.',
    ok: 'OK',
  },
  view: {
    promoHint: 'Masz kod promocyjny?',
    toWizard: 'Zarejestruj się w kreatorze',
  },
  coupon: {
    pageTitle: 'Rejestracja z kuponem',
    lead: 'Masz kupon od szkoły jazdy? Podaj adres e-mail, numer telefonu i kod – dostęp zostanie od razu przypisany do nowego konta.',
    phoneHint: 'Numer zarejestrowany w Polsce, np. 600100200.',
    code: 'Kod kuponu',
    submit: 'Zarejestruj się z kuponem',
    valid: 'KOD PRAWIDŁOWY',
    invalid: 'KOD NIEPRAWIDŁOWY',
    setPasswordHint: 'Hasło ustawisz po kliknięciu linku aktywacyjnego z wiadomości.',
  },
  activation: {
    checking: 'Sprawdzamy link aktywacyjny…',
    setPasswordTitle: 'Ustaw hasło i aktywuj konto',
    setPasswordLead: 'Konto {{email}} zostało utworzone z kuponem. Ustaw hasło i podaj imię oraz nazwisko, aby je aktywować.',
    setPasswordSubmit: 'Aktywuj konto',
    invalidTitle: 'Nieprawidłowy link aktywacyjny',
    expiredTitle: 'Link aktywacyjny wygasł',
    resend: 'Wyślij nowy link',
  },
} as const satisfies LocaleTree;

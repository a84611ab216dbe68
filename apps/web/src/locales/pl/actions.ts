import type { LocaleTree } from '../locale.types';

/** Confirmation pages under /action/{type}: a title and a message for every action type. */
export const actions = {
  login: 'Zaloguj się',
  home: 'Przejdź na stronę główną',
  types: {
    PAYMENT_STUDENT_SUCCESS: {
      title: 'Dziękujemy za płatność',
      message: 'Płatność została przyjęta. Po jej potwierdzeniu przez operatora dostęp zostanie przedłużony automatycznie.',
    },
    PAYMENT_SCHOOL_SUCCESS: {
      title: 'Dziękujemy za płatność',
      message: 'Płatność została przyjęta. Po jej potwierdzeniu zakupione usługi pojawią się na koncie szkoły.',
    },
    PAYMENT_ERROR: {
      title: 'Płatność nie powiodła się',
      message: 'Wystąpił błąd w trakcie realizacji płatności. Spróbuj ponownie za chwilę.',
    },
    FINISH_PARTIAL_REGISTRATION: {
      title: 'Dokończ rejestrację',
      message: 'Za chwilę przejdziesz do formularza, w którym dokończysz rejestrację rozpoczętą przez szkołę jazdy.',
    },
    LIWONA_LOGIN: {
      title: 'Zalogowano przez platformę partnera',
      message: 'Logowanie przez platformę e-learningową partnera przebiegło pomyślnie. Możesz kontynuować naukę.',
    },
    LIWONA_LOGIN_ERROR: {
      title: 'Logowanie nie powiodło się',
      message: 'Nie udało się zalogować przez platformę partnera. Spróbuj ponownie z poziomu platformy albo zaloguj się bezpośrednio.',
    },
    TESTS_FROM_OSK: {
      title: 'Egzaminy od szkoły jazdy',
      message: 'Twoja szkoła jazdy przydzieliła Ci egzaminy próbne. Znajdziesz je w zakładce Egzamin.',
    },
    LEARN_FROM_OSK: {
      title: 'Dostęp do nauki od szkoły jazdy',
      message: 'Twoja szkoła jazdy przydzieliła Ci dostęp do nauki. Termin jego ważności znajdziesz w swoim profilu.',
    },
    SOCIAL_LOGIN_SUCCESS: {
      title: 'Zalogowano',
      message: 'Logowanie przez konto społecznościowe przebiegło pomyślnie.',
    },
    SOCIAL_LOGIN_ERROR: {
      title: 'Logowanie nie powiodło się',
      message: 'Nie udało się zalogować przez konto społecznościowe. Spróbuj ponownie albo zaloguj się loginem i hasłem.',
    },
    SOCIAL_ACCOUNT_REMOVED: {
      title: 'Powiązanie usunięte',
      message: 'Powiązanie z kontem społecznościowym zostało usunięte.',
    },
    RESET_PASSWORD: {
      title: 'Hasło zostało zmienione',
      message: 'Hasło zostało zmienione, a wszystkie sesje na Twoim koncie zakończone. Zaloguj się nowym hasłem.',
    },
    ACTIVATE_ACCOUNT: {
      title: 'Konto zostało aktywowane',
      message: 'Dziękujemy za potwierdzenie adresu e-mail. Możesz się teraz zalogować.',
    },
    ALREADY_CONFIRMED: {
      title: 'Konto jest już aktywne',
      message: 'Ten link został już wykorzystany. Możesz się zalogować.',
    },
    NOT_LOGGED_IN: {
      title: 'Nie jesteś zalogowany',
      message: 'Ta strona jest dostępna tylko po zalogowaniu.',
    },
    SESSION_EXPIRED: {
      title: 'Sesja wygasła',
      message: 'Sesja wygasła i nastąpiło wylogowanie z serwisu.',
    },
    ASSIGN_STUDENT: {
      title: 'Przypisanie do szkoły jazdy',
      message: 'Twoje konto zostało przypisane do szkoły jazdy. Szczegóły znajdziesz w swoim profilu.',
    },
    PAGE_NOT_FOUND: {
      title: 'Nie znaleziono strony',
      message: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    },
  },
} as const satisfies LocaleTree;

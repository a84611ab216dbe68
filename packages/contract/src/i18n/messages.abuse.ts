import type { Texts } from './texts.js';

/** Messages of abuse resistance (issue 20): throttling, password rules, the PIN, content previews. */
export const abuseMessages = {
  'msg.error.too.many.requests': {
    pl: 'Zbyt wiele prób z tego urządzenia. Spróbuj ponownie za chwilę.',
    en: 'Too many attempts from this device. Please try again shortly.',
    de: 'Zu viele Versuche von diesem Gerät. Bitte versuchen Sie es gleich noch einmal.',
    ru: 'Слишком много попыток с этого устройства. Повторите чуть позже.',
    ua: 'Забагато спроб із цього пристрою. Спробуйте трохи пізніше.',
  },
  'msg.validation.password.common': {
    pl: 'To hasło jest zbyt popularne. Wybierz inne, trudniejsze do odgadnięcia (co najmniej 8 znaków).',
    en: 'This password is too common. Choose another one that is harder to guess (at least 8 characters).',
    de: 'Dieses Passwort ist zu verbreitet. Wählen Sie ein anderes, schwerer zu erratendes (mindestens 8 Zeichen).',
    ru: 'Этот пароль слишком распространён. Выберите другой, более сложный (не менее 8 символов).',
    ua: 'Цей пароль надто поширений. Виберіть інший, складніший (щонайменше 8 символів).',
  },
  'msg.validation.password.current.required': {
    pl: 'Podaj obecne hasło',
    en: 'Enter your current password',
    de: 'Geben Sie Ihr aktuelles Passwort ein',
    ru: 'Введите текущий пароль',
    ua: 'Введіть поточний пароль',
  },
  'msg.error.password.current.wrong': {
    pl: 'Obecne hasło jest nieprawidłowe',
    en: 'The current password is incorrect',
    de: 'Das aktuelle Passwort ist falsch',
    ru: 'Текущий пароль неверен',
    ua: 'Поточний пароль неправильний',
  },
  'msg.error.pin.locked.out': {
    pl: 'Zbyt wiele błędnych PIN-ów. Sesja egzaminu została zakończona – szkoła musi zalogować się ponownie swoim hasłem.',
    en: 'Too many wrong PINs. The exam session has ended – the school must log in again with its password.',
    de: 'Zu viele falsche PINs. Die Prüfungssitzung wurde beendet – die Fahrschule muss sich erneut mit ihrem Passwort anmelden.',
    ru: 'Слишком много неверных PIN-кодов. Сеанс экзамена завершён – школа должна снова войти со своим паролем.',
    ua: 'Забагато неправильних PIN-кодів. Сеанс іспиту завершено – школа має знову увійти зі своїм паролем.',
  },
  'msg.error.content.preview.pending': {
    pl: 'Podgląd materiałów czeka na zatwierdzenie przez operatora.',
    en: 'The content preview is waiting for the operator’s approval.',
    de: 'Die Vorschau der Materialien wartet auf die Freigabe durch den Betreiber.',
    ru: 'Предпросмотр материалов ожидает одобрения оператора.',
    ua: 'Попередній перегляд матеріалів очікує схвалення оператора.',
  },
} as const satisfies Record<string, Texts>;

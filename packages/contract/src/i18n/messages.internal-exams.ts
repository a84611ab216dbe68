import type { Texts } from './texts.js';

/** Messages of the school's internal exams, in all five languages. */
export const internalExamMessages = {
  'msg.error.exam.locked': {
    pl: 'Serwis jest zablokowany na czas egzaminu wewnętrznego. Wprowadź PIN szkoły, aby go odblokować.',
    en: 'The service is locked while an internal exam runs. Enter the school PIN to unlock it.',
    de: 'Der Dienst ist während einer internen Prüfung gesperrt. Geben Sie die PIN der Fahrschule ein, um ihn zu entsperren.',
    ru: 'Сервис заблокирован на время внутреннего экзамена. Введите PIN автошколы, чтобы разблокировать его.',
    ua: 'Сервіс заблоковано на час внутрішнього іспиту. Введіть PIN автошколи, щоб розблокувати його.',
  },
  'msg.error.internal.exam.no.pin': {
    pl: 'Nie ustawiono PIN-u szkoły. Ustaw PIN przed egzaminem wewnętrznym.',
    en: 'The school PIN is not set. Set the PIN before an internal exam.',
    de: 'Die PIN der Fahrschule ist nicht gesetzt. Legen Sie die PIN vor einer internen Prüfung fest.',
    ru: 'PIN автошколы не установлен. Установите PIN перед внутренним экзаменом.',
    ua: 'PIN автошколи не встановлено. Встановіть PIN перед внутрішнім іспитом.',
  },
  'msg.error.internal.exam.no.default.password': {
    pl: 'Nie ustawiono domyślnego hasła. Ustaw je przed egzaminem wewnętrznym.',
    en: 'The default password is not set. Set it before an internal exam.',
    de: 'Das Standardpasswort ist nicht gesetzt. Legen Sie es vor einer internen Prüfung fest.',
    ru: 'Пароль по умолчанию не установлен. Установите его перед внутренним экзаменом.',
    ua: 'Пароль за замовчуванням не встановлено. Встановіть його перед внутрішнім іспитом.',
  },
  'msg.error.internal.exam.running': {
    pl: 'Egzamin wewnętrzny już trwa. Zakończ go PIN-em szkoły.',
    en: 'An internal exam is already running. Close it with the school PIN.',
    de: 'Eine interne Prüfung läuft bereits. Schließen Sie sie mit der PIN der Fahrschule ab.',
    ru: 'Внутренний экзамен уже идёт. Завершите его PIN-кодом автошколы.',
    ua: 'Внутрішній іспит уже триває. Завершіть його PIN-кодом автошколи.',
  },
  'msg.error.internal.exam.none.left': {
    pl: 'Nie masz już egzaminów wewnętrznych. Kolejne może przydzielić Ci Twoja szkoła jazdy.',
    en: 'You have no internal exams left. Your driving school can give you more.',
    de: 'Sie haben keine internen Prüfungen mehr. Ihre Fahrschule kann Ihnen weitere zuteilen.',
    ru: 'У вас больше нет внутренних экзаменов. Новые может выделить ваша автошкола.',
    ua: 'У вас більше немає внутрішніх іспитів. Нові може надати ваша автошкола.',
  },
  'msg.error.internal.exam.no.school': {
    pl: 'Egzamin wewnętrzny prowadzi szkoła jazdy, a Twoje konto nie jest przypisane do żadnej szkoły.',
    en: 'An internal exam is run by a driving school, and your account does not belong to any school.',
    de: 'Eine interne Prüfung wird von einer Fahrschule durchgeführt, und Ihr Konto gehört zu keiner Fahrschule.',
    ru: 'Внутренний экзамен проводит автошкола, а ваш аккаунт не привязан ни к одной автошколе.',
    ua: 'Внутрішній іспит проводить автошкола, а ваш обліковий запис не прив’язаний до жодної автошколи.',
  },
  'msg.error.internal.exam.not.finished': {
    pl: 'Egzamin jeszcze się nie zakończył.',
    en: 'The exam has not finished yet.',
    de: 'Die Prüfung ist noch nicht beendet.',
    ru: 'Экзамен ещё не закончился.',
    ua: 'Іспит ще не закінчився.',
  },
  'msg.validation.print.time': {
    pl: 'Podaj godzinę w formacie GG:MM co 10 minut.',
    en: 'Enter a time as HH:MM in 10-minute steps.',
    de: 'Geben Sie eine Uhrzeit als HH:MM in 10-Minuten-Schritten ein.',
    ru: 'Укажите время в формате ЧЧ:ММ с шагом 10 минут.',
    ua: 'Вкажіть час у форматі ГГ:ХХ із кроком 10 хвилин.',
  },
} satisfies Record<string, Texts>;

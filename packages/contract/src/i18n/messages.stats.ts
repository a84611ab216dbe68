import type { Texts } from './texts.js';

/** Messages of statistics and the exam report PDF, in all five languages. */
export const statsMessages = {
  'msg.validation.pesel': {
    pl: 'Podaj prawidłowy numer PESEL (11 cyfr z poprawną cyfrą kontrolną).',
    en: 'Enter a valid PESEL number (11 digits with a correct check digit).',
    de: 'Geben Sie eine gültige PESEL-Nummer ein (11 Ziffern mit korrekter Prüfziffer).',
    ru: 'Введите правильный номер PESEL (11 цифр с верной контрольной цифрой).',
    ua: 'Введіть правильний номер PESEL (11 цифр із правильною контрольною цифрою).',
  },
  'msg.error.print.not.available': {
    pl: 'Drukowanie nie jest dostępne bez subskrypcji.',
    en: 'Printing is not available without a subscription.',
    de: 'Drucken ist ohne Abonnement nicht verfügbar.',
    ru: 'Печать недоступна без подписки.',
    ua: 'Друк недоступний без підписки.',
  },
  'msg.error.print.exam.not.finished': {
    pl: 'Raport można wydrukować dopiero po zakończeniu egzaminu.',
    en: 'The report can be printed only once the exam is finished.',
    de: 'Der Bericht kann erst nach Abschluss der Prüfung gedruckt werden.',
    ru: 'Отчёт можно распечатать только после окончания экзамена.',
    ua: 'Звіт можна надрукувати лише після завершення іспиту.',
  },
  'msg.error.print.failed': {
    pl: 'Nie udało się wydrukować raportu. Spróbuj ponownie.',
    en: 'The report could not be printed. Please try again.',
    de: 'Der Bericht konnte nicht gedruckt werden. Bitte versuchen Sie es erneut.',
    ru: 'Не удалось распечатать отчёт. Попробуйте ещё раз.',
    ua: 'Не вдалося надрукувати звіт. Спробуйте ще раз.',
  },
} as const satisfies Record<string, Texts>;

import type { Texts } from './texts.js';

/** Messages of subscriptions, codes and payments, in all five languages. */
export const paymentMessages = {
  'msg.payments.cannot.buy': {
    pl: 'Twoje konto nie może kupować dostępu w tym serwisie.',
    en: 'Your account cannot buy access in this service.',
    de: 'Mit Ihrem Konto kann in diesem Dienst kein Zugang gekauft werden.',
    ru: 'С вашей учётной записью нельзя покупать доступ в этом сервисе.',
    ua: 'З вашим обліковим записом не можна купувати доступ у цьому сервісі.',
  },
  'msg.payments.confirmation.required': {
    pl: 'Wybierz paragon albo fakturę.',
    en: 'Choose a receipt or an invoice.',
    de: 'Wählen Sie Quittung oder Rechnung.',
    ru: 'Выберите чек или счёт-фактуру.',
    ua: 'Виберіть чек або рахунок-фактуру.',
  },
  'msg.payments.nip.invalid': {
    pl: 'Podaj prawidłowy NIP (10 cyfr z poprawną sumą kontrolną).',
    en: 'Enter a valid Polish tax number (NIP, 10 digits with a correct checksum).',
    de: 'Geben Sie eine gültige polnische Steuernummer (NIP, 10 Ziffern mit korrekter Prüfsumme) ein.',
    ru: 'Введите правильный NIP (10 цифр с верной контрольной суммой).',
    ua: 'Введіть правильний NIP (10 цифр із правильною контрольною сумою).',
  },
  'msg.payments.invoice.name.required': {
    pl: 'Podaj nazwę nabywcy na fakturze.',
    en: 'Enter the buyer name for the invoice.',
    de: 'Geben Sie den Namen des Käufers für die Rechnung ein.',
    ru: 'Укажите название покупателя для счёта-фактуры.',
    ua: 'Вкажіть назву покупця для рахунку-фактури.',
  },
  'msg.payments.invoice.address.required': {
    pl: 'Podaj adres nabywcy na fakturze.',
    en: 'Enter the buyer address for the invoice.',
    de: 'Geben Sie die Adresse des Käufers für die Rechnung ein.',
    ru: 'Укажите адрес покупателя для счёта-фактуры.',
    ua: 'Вкажіть адресу покупця для рахунку-фактури.',
  },
  'msg.payments.subscription.unavailable': {
    pl: 'Ta subskrypcja nie jest dostępna w sprzedaży.',
    en: 'This subscription is not for sale.',
    de: 'Dieses Abonnement ist nicht erhältlich.',
    ru: 'Эта подписка недоступна для покупки.',
    ua: 'Ця підписка недоступна для купівлі.',
  },
  'msg.payments.discount.invalid': {
    pl: 'Kod rabatowy jest nieprawidłowy lub wygasł.',
    en: 'The discount code is invalid or has expired.',
    de: 'Der Rabattcode ist ungültig oder abgelaufen.',
    ru: 'Код скидки недействителен или истёк.',
    ua: 'Код знижки недійсний або закінчився.',
  },
  'msg.payments.amount.invalid': {
    pl: 'Kwota musi być dodatnią liczbą całkowitą (w groszach).',
    en: 'The amount must be a positive whole number (in grosz).',
    de: 'Der Betrag muss eine positive ganze Zahl (in Groschen) sein.',
    ru: 'Сумма должна быть положительным целым числом (в грошах).',
    ua: 'Сума має бути додатним цілим числом (у грошах).',
  },
  'msg.payments.provider.unavailable': {
    pl: 'Nie udało się połączyć z operatorem płatności. Spróbuj ponownie za chwilę.',
    en: 'The payment operator could not be reached. Please try again in a moment.',
    de: 'Der Zahlungsanbieter ist nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
    ru: 'Не удалось связаться с платёжным оператором. Попробуйте ещё раз чуть позже.',
    ua: 'Не вдалося звʼязатися з платіжним оператором. Спробуйте ще раз трохи пізніше.',
  },
  'msg.payments.notification.rejected': {
    pl: 'Powiadomienie o płatności zostało odrzucone.',
    en: 'The payment notification was rejected.',
    de: 'Die Zahlungsbenachrichtigung wurde abgelehnt.',
    ru: 'Уведомление о платеже отклонено.',
    ua: 'Сповіщення про платіж відхилено.',
  },
  'msg.payments.document.not.found': {
    pl: 'Nie ma paragonu ani faktury dla tej płatności. Dokument powstaje po opłaceniu.',
    en: 'There is no receipt or invoice for this payment. The document is issued once it is paid.',
    de: 'Für diese Zahlung gibt es keine Quittung oder Rechnung. Das Dokument wird nach der Bezahlung ausgestellt.',
    ru: 'Для этого платежа нет чека или счёта-фактуры. Документ выдаётся после оплаты.',
    ua: 'Для цього платежу немає чека чи рахунку-фактури. Документ видається після оплати.',
  },
} as const satisfies Record<string, Texts>;

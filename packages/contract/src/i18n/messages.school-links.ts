import type { Texts } from './texts.js';

/** Messages of partial registration, attachment to a school, partner platform and social login, in all five languages. */
export const schoolLinkMessages = {
  // Finishing a partial registration (spec §8): every text begins with "Nie udało się utworzyć konta."
  DUPLICATED_PHONE: {
    pl: 'Nie udało się utworzyć konta. Podany numer telefonu jest już przypisany do innego konta.',
    en: 'The account could not be created. This phone number is already assigned to another account.',
    de: 'Das Konto konnte nicht erstellt werden. Diese Telefonnummer ist bereits einem anderen Konto zugeordnet.',
    ru: 'Не удалось создать учётную запись. Этот номер телефона уже привязан к другой учётной записи.',
    ua: 'Не вдалося створити обліковий запис. Цей номер телефону вже привʼязано до іншого облікового запису.',
  },
  DUPLICATED_EMAIL: {
    pl: 'Nie udało się utworzyć konta. Podany adres e-mail jest już używany.',
    en: 'The account could not be created. This e-mail address is already in use.',
    de: 'Das Konto konnte nicht erstellt werden. Diese E-Mail-Adresse wird bereits verwendet.',
    ru: 'Не удалось создать учётную запись. Этот адрес электронной почты уже используется.',
    ua: 'Не вдалося створити обліковий запис. Ця адреса електронної пошти вже використовується.',
  },
  WRONG_CODE: {
    pl: 'Nie udało się utworzyć konta. Link rejestracji jest nieprawidłowy lub stracił ważność.',
    en: 'The account could not be created. The registration link is invalid or out of date.',
    de: 'Das Konto konnte nicht erstellt werden. Der Registrierungslink ist ungültig oder abgelaufen.',
    ru: 'Не удалось создать учётную запись. Ссылка для регистрации недействительна или устарела.',
    ua: 'Не вдалося створити обліковий запис. Посилання для реєстрації недійсне або застаріле.',
  },
  ALREADY_CONFIRMED: {
    pl: 'Nie udało się utworzyć konta. Ta rejestracja została już potwierdzona.',
    en: 'The account could not be created. This registration has already been confirmed.',
    de: 'Das Konto konnte nicht erstellt werden. Diese Registrierung wurde bereits bestätigt.',
    ru: 'Не удалось создать учётную запись. Эта регистрация уже подтверждена.',
    ua: 'Не вдалося створити обліковий запис. Цю реєстрацію вже підтверджено.',
  },
  'msg.error.partial.failed': {
    pl: 'Nie udało się utworzyć konta. Sprawdź dane i spróbuj jeszcze raz.',
    en: 'The account could not be created. Check your details and try again.',
    de: 'Das Konto konnte nicht erstellt werden. Prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
    ru: 'Не удалось создать учётную запись. Проверьте данные и попробуйте ещё раз.',
    ua: 'Не вдалося створити обліковий запис. Перевірте дані та спробуйте ще раз.',
  },
  // Invitations to a school (/attach/{uuid})
  'msg.error.action.expired': {
    pl: 'To zaproszenie straciło ważność. Poproś szkołę jazdy o nowe.',
    en: 'This invitation has expired. Ask your driving school for a new one.',
    de: 'Diese Einladung ist abgelaufen. Bitten Sie Ihre Fahrschule um eine neue.',
    ru: 'Срок действия приглашения истёк. Попросите автошколу прислать новое.',
    ua: 'Термін дії запрошення минув. Попросіть автошколу надіслати нове.',
  },
  'msg.error.action.already.used': {
    pl: 'To zaproszenie zostało już wykorzystane.',
    en: 'This invitation has already been used.',
    de: 'Diese Einladung wurde bereits verwendet.',
    ru: 'Это приглашение уже использовано.',
    ua: 'Це запрошення вже використано.',
  },
  // Partner platform (return button)
  'msg.error.partner.unavailable': {
    pl: 'Powrót na platformę partnera jest chwilowo niedostępny. Spróbuj ponownie później.',
    en: 'Returning to the partner platform is unavailable at the moment. Please try again later.',
    de: 'Die Rückkehr zur Partnerplattform ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
    ru: 'Возврат на платформу партнёра сейчас недоступен. Повторите попытку позже.',
    ua: 'Повернення на платформу партнера зараз недоступне. Спробуйте пізніше.',
  },
  'msg.error.partner.password.missing': {
    pl: 'Brak zapisanego hasła do platformy partnera. Skontaktuj się z obsługą serwisu.',
    en: 'No partner-platform password is stored for your account. Please contact support.',
    de: 'Für Ihr Konto ist kein Passwort der Partnerplattform gespeichert. Bitte wenden Sie sich an den Support.',
    ru: 'Для вашей учётной записи не сохранён пароль платформы партнёра. Обратитесь в службу поддержки.',
    ua: 'Для вашого облікового запису не збережено пароль платформи партнера. Зверніться до служби підтримки.',
  },
  // Social login
  'msg.error.social.not.linked': {
    pl: 'Twoje konto nie jest powiązane z tym kontem społecznościowym.',
    en: 'Your account is not linked to this social account.',
    de: 'Ihr Konto ist nicht mit diesem Social-Media-Konto verknüpft.',
    ru: 'Ваша учётная запись не связана с этой учётной записью соцсети.',
    ua: 'Ваш обліковий запис не повʼязаний з цим обліковим записом соцмережі.',
  },
} as const satisfies Record<string, Texts>;

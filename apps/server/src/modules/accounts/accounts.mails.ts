import type { Language } from '@osk/contract';

/** A mail ready for the outbox. */
export interface MailText {
  subject: string;
  text: string;
}

type ResetMail = (link: string, minutes: number) => MailText;

const RESET_MAILS: Record<Language, ResetMail> = {
  pl: (link, minutes) => ({
    subject: 'Prawko OSK: zmiana hasła',
    text: [
      'Dzień dobry,',
      '',
      'otrzymaliśmy prośbę o zmianę hasła do Twojego konta w Prawko OSK. Aby ustawić nowe hasło, otwórz link:',
      link,
      '',
      `Link jest ważny przez ${minutes} minut i można go użyć tylko raz.`,
      'Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
      '',
      'Zespół Prawko OSK',
    ].join('\n'),
  }),
  en: (link, minutes) => ({
    subject: 'Prawko OSK: password reset',
    text: [
      'Hello,',
      '',
      'we received a request to reset the password of your Prawko OSK account. To set a new password, open this link:',
      link,
      '',
      `The link is valid for ${minutes} minutes and can be used only once.`,
      'If you did not ask for a new password, ignore this message: your password stays unchanged.',
      '',
      'The Prawko OSK team',
    ].join('\n'),
  }),
  de: (link, minutes) => ({
    subject: 'Prawko OSK: Passwort zurücksetzen',
    text: [
      'Guten Tag,',
      '',
      'wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Prawko-OSK-Kontos erhalten. Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
      link,
      '',
      `Der Link ist ${minutes} Minuten gültig und kann nur einmal verwendet werden.`,
      'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
      '',
      'Ihr Prawko-OSK-Team',
    ].join('\n'),
  }),
  ru: (link, minutes) => ({
    subject: 'Prawko OSK: смена пароля',
    text: [
      'Здравствуйте!',
      '',
      'Мы получили запрос на смену пароля вашей учётной записи Prawko OSK. Чтобы задать новый пароль, откройте ссылку:',
      link,
      '',
      `Ссылка действительна ${minutes} минут и может быть использована только один раз.`,
      'Если вы не запрашивали смену пароля, просто проигнорируйте это письмо: пароль останется прежним.',
      '',
      'Команда Prawko OSK',
    ].join('\n'),
  }),
  ua: (link, minutes) => ({
    subject: 'Prawko OSK: зміна пароля',
    text: [
      'Добрий день!',
      '',
      'Ми отримали запит на зміну пароля вашого облікового запису Prawko OSK. Щоб встановити новий пароль, відкрийте посилання:',
      link,
      '',
      `Посилання дійсне ${minutes} хвилин і може бути використане лише один раз.`,
      'Якщо ви не просили змінити пароль, просто проігноруйте цей лист: пароль залишиться без змін.',
      '',
      'Команда Prawko OSK',
    ].join('\n'),
  }),
};

/** The password reset mail with its single-use link, in the account's language. */
export function resetPasswordMail(language: Language, link: string, minutes: number): MailText {
  return RESET_MAILS[language](link, minutes);
}

const PHONE_CODE_SMS: Record<Language, (code: string, minutes: number) => string> = {
  pl: (code, minutes) => `Prawko OSK: Twój kod potwierdzający zmianę numeru telefonu to ${code}. Kod jest ważny ${minutes} minut.`,
  en: (code, minutes) => `Prawko OSK: your code to confirm the new phone number is ${code}. It is valid for ${minutes} minutes.`,
  de: (code, minutes) => `Prawko OSK: Ihr Code zur Bestätigung der neuen Telefonnummer lautet ${code}. Er ist ${minutes} Minuten gültig.`,
  ru: (code, minutes) => `Prawko OSK: ваш код для подтверждения нового номера телефона: ${code}. Код действителен ${minutes} минут.`,
  ua: (code, minutes) => `Prawko OSK: ваш код для підтвердження нового номера телефону: ${code}. Код дійсний ${minutes} хвилин.`,
};

/** The SMS carrying the phone change code, in the account's language. */
export function phoneCodeSms(language: Language, code: string, minutes: number): string {
  return PHONE_CODE_SMS[language](code, minutes);
}

import type { Language } from '@osk/contract';

/** Days an instructor's "set your password" link stays usable. */
export const INSTRUCTOR_INVITATION_DAYS = 7;

/** A mail ready for the outbox. */
export interface MailText {
  subject: string;
  text: string;
}

interface InvitationFacts {
  firstName: string;
  schoolName: string;
  login: string;
  link: string;
  days: number;
}

const INVITATIONS: Record<Language, (f: InvitationFacts) => MailText> = {
  pl: (f) => ({
    subject: `Prawko OSK: konto instruktora w ${f.schoolName}`,
    text: [
      `Dzień dobry, ${f.firstName}!`,
      '',
      `${f.schoolName} założyła dla Ciebie konto instruktora w Prawko OSK.`,
      `Twój login: ${f.login}`,
      '',
      'Aby ustawić hasło i zalogować się, otwórz link:',
      f.link,
      '',
      `Link jest ważny przez ${f.days} dni i można go użyć tylko raz. Gdy wygaśnie, ustaw hasło przez „Nie pamiętam hasła” na stronie logowania.`,
      '',
      'Zespół Prawko OSK',
    ].join('\n'),
  }),
  en: (f) => ({
    subject: `Prawko OSK: your instructor account at ${f.schoolName}`,
    text: [
      `Hello ${f.firstName},`,
      '',
      `${f.schoolName} has created an instructor account for you in Prawko OSK.`,
      `Your login: ${f.login}`,
      '',
      'To set your password and log in, open this link:',
      f.link,
      '',
      `The link is valid for ${f.days} days and can be used only once. When it has expired, use "Forgot password" on the login page.`,
      '',
      'The Prawko OSK team',
    ].join('\n'),
  }),
  de: (f) => ({
    subject: `Prawko OSK: Ihr Fahrlehrerkonto bei ${f.schoolName}`,
    text: [
      `Guten Tag ${f.firstName},`,
      '',
      `${f.schoolName} hat für Sie ein Fahrlehrerkonto in Prawko OSK angelegt.`,
      `Ihr Login: ${f.login}`,
      '',
      'Um Ihr Passwort festzulegen und sich anzumelden, öffnen Sie diesen Link:',
      f.link,
      '',
      `Der Link ist ${f.days} Tage gültig und kann nur einmal verwendet werden. Ist er abgelaufen, nutzen Sie „Passwort vergessen“ auf der Anmeldeseite.`,
      '',
      'Ihr Prawko-OSK-Team',
    ].join('\n'),
  }),
  ru: (f) => ({
    subject: `Prawko OSK: учётная запись инструктора в ${f.schoolName}`,
    text: [
      `Здравствуйте, ${f.firstName}!`,
      '',
      `${f.schoolName} создала для вас учётную запись инструктора в Prawko OSK.`,
      `Ваш логин: ${f.login}`,
      '',
      'Чтобы задать пароль и войти, откройте ссылку:',
      f.link,
      '',
      `Ссылка действительна ${f.days} дней и может быть использована только один раз. Если срок истёк, воспользуйтесь «Забыли пароль?» на странице входа.`,
      '',
      'Команда Prawko OSK',
    ].join('\n'),
  }),
  ua: (f) => ({
    subject: `Prawko OSK: обліковий запис інструктора в ${f.schoolName}`,
    text: [
      `Добрий день, ${f.firstName}!`,
      '',
      `${f.schoolName} створила для вас обліковий запис інструктора в Prawko OSK.`,
      `Ваш логін: ${f.login}`,
      '',
      'Щоб встановити пароль і увійти, відкрийте посилання:',
      f.link,
      '',
      `Посилання дійсне ${f.days} днів і може бути використане лише один раз. Якщо строк минув, скористайтеся «Забули пароль?» на сторінці входу.`,
      '',
      'Команда Prawko OSK',
    ].join('\n'),
  }),
};

/** The invitation of a new instructor: its login and a single-use link to set the password. */
export function instructorInvitationMail(language: Language, facts: InvitationFacts): MailText {
  return INVITATIONS[language](facts);
}

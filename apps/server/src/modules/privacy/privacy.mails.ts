import { displayDate, type Language } from '@osk/contract';

interface NoticeTexts {
  subject: string;
  body: (lastSeen: string, date: string, link: string) => string[];
  signature: string;
}

const TEXTS: Record<Language, NoticeTexts> = {
  pl: {
    subject: 'Twoje konto w Prawko OSK zostanie zanonimizowane',
    body: (lastSeen, date, link) => [
      'Dzień dobry,',
      '',
      `nie logujesz się do Prawko OSK od ${lastSeen}. Nie przechowujemy danych dłużej, niż to potrzebne, dlatego ${date} usuniemy Twoje dane osobowe z konta (imię, nazwisko, e-mail, telefon).`,
      'Jeśli chcesz zachować konto, wystarczy, że zalogujesz się przed tym dniem:',
      link,
    ],
    signature: 'Zespół Prawko OSK',
  },
  en: {
    subject: 'Your Prawko OSK account will be anonymised',
    body: (lastSeen, date, link) => [
      'Hello,',
      '',
      `you have not logged in to Prawko OSK since ${lastSeen}. We keep data no longer than needed, so on ${date} we will delete your personal data from the account (name, e-mail, phone).`,
      'If you want to keep the account, just log in before that day:',
      link,
    ],
    signature: 'The Prawko OSK team',
  },
  de: {
    subject: 'Dein Prawko-OSK-Konto wird anonymisiert',
    body: (lastSeen, date, link) => [
      'Hallo,',
      '',
      `du hast dich seit ${lastSeen} nicht mehr bei Prawko OSK angemeldet. Wir speichern Daten nicht länger als nötig, daher löschen wir am ${date} deine personenbezogenen Daten aus dem Konto (Name, E-Mail, Telefon).`,
      'Wenn du das Konto behalten möchtest, melde dich einfach vor diesem Tag an:',
      link,
    ],
    signature: 'Dein Prawko-OSK-Team',
  },
  ru: {
    subject: 'Ваша учётная запись Prawko OSK будет обезличена',
    body: (lastSeen, date, link) => [
      'Здравствуйте!',
      '',
      `Вы не входили в Prawko OSK с ${lastSeen}. Мы не храним данные дольше, чем нужно, поэтому ${date} удалим ваши персональные данные из учётной записи (имя, фамилию, e-mail, телефон).`,
      'Если хотите сохранить учётную запись, просто войдите до этого дня:',
      link,
    ],
    signature: 'Команда Prawko OSK',
  },
  ua: {
    subject: 'Ваш обліковий запис Prawko OSK буде знеособлено',
    body: (lastSeen, date, link) => [
      'Добрий день!',
      '',
      `Ви не входили до Prawko OSK з ${lastSeen}. Ми не зберігаємо дані довше, ніж потрібно, тому ${date} видалимо ваші персональні дані з облікового запису (ім'я, прізвище, e-mail, телефон).`,
      'Якщо хочете зберегти обліковий запис, просто увійдіть до цього дня:',
      link,
    ],
    signature: 'Команда Prawko OSK',
  },
};

/** The notice to the owner of a long-inactive account: the last login, the day of the anonymisation, the way to keep it. */
export function inactivityNoticeMail(language: Language, input: { lastSeen: string; anonymisedOn: string; loginLink: string }): { subject: string; text: string } {
  const t = TEXTS[language];
  return { subject: t.subject, text: [...t.body(displayDate(input.lastSeen), displayDate(input.anonymisedOn), input.loginLink), '', t.signature].join('\n') };
}

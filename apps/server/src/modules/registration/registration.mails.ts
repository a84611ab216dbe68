import { ACTIVATION_LINK_DAYS, displayDate, type Language } from '@osk/contract';

/** What an activation mail says. */
export interface ActivationMailInput {
  firstName: string | null;
  link: string;
  /** Coupon accounts set their password on the page the link opens. */
  passwordRequired: boolean;
  /** Learning access granted by a coupon (yyyy-MM-dd), shown as dd.MM.yyyy. */
  learningAvailableTill: string | null;
}

interface MailTexts {
  subject: string;
  greeting: (name: string | null) => string;
  intro: string;
  activate: string;
  activateAndSetPassword: string;
  access: (date: string) => string;
  validity: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Language, MailTexts> = {
  pl: {
    subject: 'Aktywuj konto w Prawko OSK',
    greeting: (name) => (name ? `Dzień dobry ${name},` : 'Dzień dobry,'),
    intro: 'dziękujemy za rejestrację w serwisie Prawko OSK.',
    activate: 'Aby aktywować konto, otwórz link:',
    activateAndSetPassword: 'Aby aktywować konto i ustawić hasło, otwórz link:',
    access: (date) => `Kupon daje Ci dostęp do nauki do ${date}.`,
    validity: `Link jest ważny przez ${ACTIVATION_LINK_DAYS} dni i można go użyć tylko raz.`,
    ignore: 'Jeśli to nie Ty zakładasz to konto, zignoruj tę wiadomość.',
    signature: 'Zespół Prawko OSK',
  },
  en: {
    subject: 'Activate your Prawko OSK account',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'thank you for registering with Prawko OSK.',
    activate: 'To activate your account, open the link:',
    activateAndSetPassword: 'To activate your account and set your password, open the link:',
    access: (date) => `Your coupon gives you learning access until ${date}.`,
    validity: `The link is valid for ${ACTIVATION_LINK_DAYS} days and can be used only once.`,
    ignore: 'If you did not create this account, please ignore this message.',
    signature: 'The Prawko OSK team',
  },
  de: {
    subject: 'Aktivieren Sie Ihr Prawko-OSK-Konto',
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: 'vielen Dank für Ihre Registrierung bei Prawko OSK.',
    activate: 'Um Ihr Konto zu aktivieren, öffnen Sie den Link:',
    activateAndSetPassword: 'Um Ihr Konto zu aktivieren und Ihr Passwort festzulegen, öffnen Sie den Link:',
    access: (date) => `Ihr Gutschein gibt Ihnen Lernzugang bis zum ${date}.`,
    validity: `Der Link ist ${ACTIVATION_LINK_DAYS} Tage gültig und kann nur einmal verwendet werden.`,
    ignore: 'Wenn Sie dieses Konto nicht angelegt haben, ignorieren Sie bitte diese Nachricht.',
    signature: 'Ihr Prawko-OSK-Team',
  },
  ru: {
    subject: 'Активируйте учётную запись Prawko OSK',
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    intro: 'Спасибо за регистрацию в сервисе Prawko OSK.',
    activate: 'Чтобы активировать учётную запись, откройте ссылку:',
    activateAndSetPassword: 'Чтобы активировать учётную запись и задать пароль, откройте ссылку:',
    access: (date) => `Купон даёт вам доступ к обучению до ${date}.`,
    validity: `Ссылка действительна ${ACTIVATION_LINK_DAYS} дней и может быть использована только один раз.`,
    ignore: 'Если вы не создавали эту учётную запись, просто проигнорируйте это письмо.',
    signature: 'Команда Prawko OSK',
  },
  ua: {
    subject: 'Активуйте обліковий запис Prawko OSK',
    greeting: (name) => (name ? `Вітаємо, ${name}!` : 'Вітаємо!'),
    intro: 'Дякуємо за реєстрацію в сервісі Prawko OSK.',
    activate: 'Щоб активувати обліковий запис, відкрийте посилання:',
    activateAndSetPassword: 'Щоб активувати обліковий запис і встановити пароль, відкрийте посилання:',
    access: (date) => `Купон дає вам доступ до навчання до ${date}.`,
    validity: `Посилання дійсне ${ACTIVATION_LINK_DAYS} днів і може бути використане лише один раз.`,
    ignore: 'Якщо ви не створювали цей обліковий запис, просто проігноруйте цей лист.',
    signature: 'Команда Prawko OSK',
  },
};

/** The activation mail in the recipient's language. */
export function activationMail(language: Language, input: ActivationMailInput): { subject: string; text: string } {
  const t = TEXTS[language];
  const lines = [
    t.greeting(input.firstName),
    '',
    t.intro,
    input.passwordRequired ? t.activateAndSetPassword : t.activate,
    input.link,
    '',
  ];
  if (input.learningAvailableTill) lines.push(t.access(displayDate(input.learningAvailableTill)), '');
  lines.push(t.validity, t.ignore, '', t.signature);
  return { subject: t.subject, text: lines.join('\n') };
}

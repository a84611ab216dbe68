import type { Language } from '@osk/contract';

/** The days an SMS partial registration link stays usable (renewed by a resend). */
export const PARTIAL_REGISTRATION_DAYS = 30;
/** The days a school's invitation to an existing learner stays usable. */
export const ATTACH_INVITATION_DAYS = 14;

interface Texts {
  partialSms: (school: string, link: string) => string;
  inviteSubject: (school: string) => string;
  invite: (school: string, link: string, days: number) => string;
  inviteSms: (school: string, link: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  pl: {
    partialSms: (school, link) => `${school} zaprasza Cię do nauki w Prawko OSK. Dokończ rejestrację: ${link} (link ważny ${PARTIAL_REGISTRATION_DAYS} dni).`,
    inviteSubject: (school) => `${school} zaprasza Cię do grona kursantów`,
    invite: (school, link, days) =>
      `Dzień dobry,\n\nszkoła jazdy ${school} zaprasza Cię do grona swoich kursantów${days > 0 ? ` i przydziela Ci ${days} dni nauki` : ''}.\nAby przyjąć lub odrzucić zaproszenie, zaloguj się i otwórz link:\n${link}\n\nLink jest ważny ${ATTACH_INVITATION_DAYS} dni.\n\nZespół Prawko OSK`,
    inviteSms: (school, link) => `${school} zaprasza Cię do grona kursantów w Prawko OSK: ${link}`,
  },
  en: {
    partialSms: (school, link) => `${school} invites you to learn with Prawko OSK. Finish your registration: ${link} (valid for ${PARTIAL_REGISTRATION_DAYS} days).`,
    inviteSubject: (school) => `${school} invites you to join its learners`,
    invite: (school, link, days) =>
      `Hello,\n\nthe driving school ${school} invites you to join its learners${days > 0 ? ` and grants you ${days} days of learning` : ''}.\nTo accept or decline, log in and open the link:\n${link}\n\nThe link is valid for ${ATTACH_INVITATION_DAYS} days.\n\nThe Prawko OSK team`,
    inviteSms: (school, link) => `${school} invites you to join its learners at Prawko OSK: ${link}`,
  },
  de: {
    partialSms: (school, link) => `${school} lädt Sie zum Lernen bei Prawko OSK ein. Schließen Sie die Registrierung ab: ${link} (${PARTIAL_REGISTRATION_DAYS} Tage gültig).`,
    inviteSubject: (school) => `${school} lädt Sie ein, Fahrschüler zu werden`,
    invite: (school, link, days) =>
      `Guten Tag,\n\ndie Fahrschule ${school} lädt Sie ein, ihr Fahrschüler zu werden${days > 0 ? `, und gewährt Ihnen ${days} Lerntage` : ''}.\nUm anzunehmen oder abzulehnen, melden Sie sich an und öffnen Sie den Link:\n${link}\n\nDer Link ist ${ATTACH_INVITATION_DAYS} Tage gültig.\n\nIhr Prawko-OSK-Team`,
    inviteSms: (school, link) => `${school} lädt Sie ein, Fahrschüler bei Prawko OSK zu werden: ${link}`,
  },
  ru: {
    partialSms: (school, link) => `${school} приглашает вас учиться в Prawko OSK. Завершите регистрацию: ${link} (ссылка действует ${PARTIAL_REGISTRATION_DAYS} дней).`,
    inviteSubject: (school) => `${school} приглашает вас стать курсантом`,
    invite: (school, link, days) =>
      `Здравствуйте!\n\nАвтошкола ${school} приглашает вас стать её курсантом${days > 0 ? ` и предоставляет ${days} дней обучения` : ''}.\nЧтобы принять или отклонить приглашение, войдите и откройте ссылку:\n${link}\n\nСсылка действует ${ATTACH_INVITATION_DAYS} дней.\n\nКоманда Prawko OSK`,
    inviteSms: (school, link) => `${school} приглашает вас стать курсантом в Prawko OSK: ${link}`,
  },
  ua: {
    partialSms: (school, link) => `${school} запрошує вас навчатися в Prawko OSK. Завершіть реєстрацію: ${link} (посилання дійсне ${PARTIAL_REGISTRATION_DAYS} днів).`,
    inviteSubject: (school) => `${school} запрошує вас стати курсантом`,
    invite: (school, link, days) =>
      `Доброго дня!\n\nАвтошкола ${school} запрошує вас стати її курсантом${days > 0 ? ` і надає ${days} днів навчання` : ''}.\nЩоб прийняти або відхилити запрошення, увійдіть і відкрийте посилання:\n${link}\n\nПосилання дійсне ${ATTACH_INVITATION_DAYS} днів.\n\nКоманда Prawko OSK`,
    inviteSms: (school, link) => `${school} запрошує вас стати курсантом у Prawko OSK: ${link}`,
  },
};

/** The SMS with the link that finishes a partial registration. */
export function partialRegistrationSms(language: Language, school: string, link: string): string {
  return TEXTS[language].partialSms(school, link);
}

/** The invitation mail to an existing learner. */
export function invitationMail(language: Language, school: string, link: string, days: number): { subject: string; text: string } {
  return { subject: TEXTS[language].inviteSubject(school), text: TEXTS[language].invite(school, link, days) };
}

/** The invitation SMS to an existing learner addressed by phone. */
export function invitationSms(language: Language, school: string, link: string): string {
  return TEXTS[language].inviteSms(school, link);
}

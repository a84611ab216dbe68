import type { Texts } from './texts.js';

/** Messages of a school's management of its learners (issue 8), in all five languages. */
export const schoolStudentMessages = {
  'msg.error.temporary.account.expired': {
    pl: 'To konto tymczasowe wygasło. Poproś szkołę jazdy o nowe.',
    en: 'This temporary account has expired. Ask the driving school for a new one.',
    de: 'Dieses temporäre Konto ist abgelaufen. Bitten Sie die Fahrschule um ein neues.',
    ru: 'Срок действия этой временной учётной записи истёк. Попросите автошколу создать новую.',
    ua: 'Термін дії цього тимчасового облікового запису минув. Попросіть автошколу створити новий.',
  },
  'msg.error.lectures.not.allowed': {
    pl: 'Twoja szkoła nie może przydzielać e-wykładów.',
    en: 'Your school may not grant e-lectures.',
    de: 'Ihre Fahrschule darf keine E-Vorlesungen vergeben.',
    ru: 'Ваша автошкола не может выдавать электронные лекции.',
    ua: 'Ваша автошкола не може надавати електронні лекції.',
  },
  'msg.error.lectures.no.learning': {
    pl: 'Kursant nie ma aktywnego dostępu do nauki, do którego można dopasować e-wykłady.',
    en: 'The learner has no running learning access for the e-lectures to follow.',
    de: 'Der Fahrschüler hat keinen laufenden Lernzugang, dem die E-Vorlesungen folgen könnten.',
    ru: 'У курсанта нет действующего доступа к обучению, к которому можно привязать электронные лекции.',
    ua: 'Курсант не має чинного доступу до навчання, до якого можна прив’язати електронні лекції.',
  },
  'msg.error.default.password.not.set': {
    pl: 'Najpierw ustaw domyślne hasło szkoły.',
    en: 'Set the school’s default password first.',
    de: 'Legen Sie zuerst das Standardpasswort der Fahrschule fest.',
    ru: 'Сначала задайте пароль автошколы по умолчанию.',
    ua: 'Спочатку встановіть пароль автошколи за замовчуванням.',
  },
  'msg.error.international.not.allowed': {
    pl: 'Twoja szkoła może używać tylko polskich numerów telefonów.',
    en: 'Your school may use Polish phone numbers only.',
    de: 'Ihre Fahrschule darf nur polnische Telefonnummern verwenden.',
    ru: 'Ваша автошкола может использовать только польские номера телефонов.',
    ua: 'Ваша автошкола може використовувати лише польські номери телефонів.',
  },
  'msg.error.attach.not.possible': {
    pl: 'Tego użytkownika nie można zaprosić do szkoły.',
    en: 'This user cannot be invited to the school.',
    de: 'Dieser Benutzer kann nicht in die Fahrschule eingeladen werden.',
    ru: 'Этого пользователя нельзя пригласить в автошколу.',
    ua: 'Цього користувача не можна запросити до автошколи.',
  },
  'msg.error.registration.already.sent': {
    pl: 'Rejestracja na ten numer została już wysłana z innej szkoły.',
    en: 'A registration to this number was already sent by another school.',
    de: 'Eine Registrierung an diese Nummer wurde bereits von einer anderen Fahrschule gesendet.',
    ru: 'Регистрация на этот номер уже отправлена другой автошколой.',
    ua: 'Реєстрацію на цей номер уже надіслала інша автошкола.',
  },
} as const satisfies Record<string, Texts>;

import type { Language } from '../common/constants.js';
import type { Texts } from './texts.js';
import { registrationMessages } from './messages.registration.js';
import { profileMessages } from './messages.profile.js';
import { schoolLinkMessages } from './messages.school-links.js';
import { examMessages } from './messages.exams.js';
import { learningMessages } from './messages.learning.js';
import { questionBankMessages } from './messages.question-bank.js';
import { statsMessages } from './messages.stats.js';
import { paymentMessages } from './messages.payments.js';
import { elearningMessages } from './messages.elearning.js';
import { schoolMessages } from './messages.school.js';
import { schoolStudentMessages } from './messages.school-students.js';
import { internalExamMessages } from './messages.internal-exams.js';
import { orderMessages } from './messages.orders.js';
import { schedulerMessages } from './messages.scheduler.js';
import { pkkMessages } from './messages.pkk.js';
import { abuseMessages } from './messages.abuse.js';

/**
 * Every message key the spec names (msg.error.*, msg.info.*, msg.warn.*), the validation messages of
 * spec §5 and the server's own codes, in all five languages. The server answers errors with these
 * texts in the caller's language; the web loads them into i18next under the same keys.
 */
const CORE_MESSAGES = {
  // Login and session (spec §5, §8)
  'msg.error.user.blocked': {
    pl: 'Twoje konto zostało zablokowane. Skontaktuj się z obsługą serwisu.',
    en: 'Your account has been blocked. Please contact support.',
    de: 'Ihr Konto wurde gesperrt. Bitte wenden Sie sich an den Support.',
    ru: 'Ваша учётная запись заблокирована. Обратитесь в службу поддержки.',
    ua: 'Ваш обліковий запис заблоковано. Зверніться до служби підтримки.',
  },
  'msg.error.user.not.activated': {
    pl: 'Konto nie zostało jeszcze aktywowane. Sprawdź skrzynkę e-mail i kliknij link aktywacyjny.',
    en: 'Your account is not activated yet. Check your mailbox and click the activation link.',
    de: 'Ihr Konto ist noch nicht aktiviert. Prüfen Sie Ihr Postfach und klicken Sie auf den Aktivierungslink.',
    ru: 'Учётная запись ещё не активирована. Проверьте почту и перейдите по ссылке активации.',
    ua: 'Обліковий запис ще не активовано. Перевірте пошту та перейдіть за посиланням активації.',
  },
  'msg.error.user.not.found': {
    pl: 'Nieprawidłowe dane logowania.',
    en: 'Incorrect login details.',
    de: 'Falsche Anmeldedaten.',
    ru: 'Неверные данные для входа.',
    ua: 'Неправильні дані для входу.',
  },
  'msg.error.user.locked': {
    pl: 'Zbyt wiele nieudanych prób logowania na to konto z tego urządzenia. Spróbuj ponownie później albo zresetuj hasło.',
    en: 'Too many failed login attempts on this account from this device. Try again later or reset your password.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto von diesem Gerät. Versuchen Sie es später erneut oder setzen Sie Ihr Passwort zurück.',
    ru: 'Слишком много неудачных попыток входа в эту учётную запись с этого устройства. Повторите позже или сбросьте пароль.',
    ua: 'Забагато невдалих спроб входу в цей обліковий запис із цього пристрою. Спробуйте пізніше або скиньте пароль.',
  },
  'msg.error.user.blocked.payments': {
    pl: 'Twoje konto zostało zablokowane ze względu na brak płatności!',
    en: 'Your account has been blocked due to missing payment!',
    de: 'Ihr Konto wurde wegen fehlender Zahlung gesperrt!',
    ru: 'Ваша учётная запись заблокирована из-за отсутствия оплаты!',
    ua: 'Ваш обліковий запис заблоковано через відсутність оплати!',
  },
  'msg.error.contact.support': {
    pl: 'Skontaktuj się z obsługą serwisu!',
    en: 'Please contact support!',
    de: 'Bitte wenden Sie sich an den Support!',
    ru: 'Обратитесь в службу поддержки!',
    ua: 'Зверніться до служби підтримки!',
  },
  'msg.error.not.logged.in': {
    pl: 'Musisz się zalogować.',
    en: 'You need to log in.',
    de: 'Sie müssen sich anmelden.',
    ru: 'Необходимо войти в систему.',
    ua: 'Потрібно увійти в систему.',
  },
  'msg.error.forbidden': {
    pl: 'Nie masz dostępu do tych danych.',
    en: 'You do not have access to this data.',
    de: 'Sie haben keinen Zugriff auf diese Daten.',
    ru: 'У вас нет доступа к этим данным.',
    ua: 'У вас немає доступу до цих даних.',
  },
  'msg.error.not.found': {
    pl: 'Nie znaleziono.',
    en: 'Not found.',
    de: 'Nicht gefunden.',
    ru: 'Не найдено.',
    ua: 'Не знайдено.',
  },
  'msg.error.internal': {
    pl: 'Wystąpił nieoczekiwany błąd. Spróbuj ponownie później.',
    en: 'An unexpected error occurred. Please try again later.',
    de: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    ru: 'Произошла непредвиденная ошибка. Повторите попытку позже.',
    ua: 'Сталася неочікувана помилка. Спробуйте пізніше.',
  },
  'msg.error.rate.limited': {
    pl: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
    en: 'Too many requests. Please try again shortly.',
    de: 'Zu viele Anfragen. Bitte versuchen Sie es gleich erneut.',
    ru: 'Слишком много запросов. Повторите чуть позже.',
    ua: 'Забагато запитів. Спробуйте трохи згодом.',
  },
  'msg.error.invalid.form': {
    pl: 'Popraw błędne pola!',
    en: 'Correct the invalid fields!',
    de: 'Korrigieren Sie die fehlerhaften Felder!',
    ru: 'Исправьте неверно заполненные поля!',
    ua: 'Виправте неправильно заповнені поля!',
  },
  'msg.error.session.expired.title': {
    pl: 'Sesja wygasła',
    en: 'Session expired',
    de: 'Sitzung abgelaufen',
    ru: 'Сеанс истёк',
    ua: 'Сеанс завершився',
  },
  'msg.error.session.expired': {
    pl: 'Nastąpiło wylogowanie z serwisu.',
    en: 'You have been logged out.',
    de: 'Sie wurden abgemeldet.',
    ru: 'Вы вышли из системы.',
    ua: 'Ви вийшли з системи.',
  },
  'msg.error.login.token.invalid': {
    pl: 'Link logowania jest nieprawidłowy lub wygasł.',
    en: 'The login link is invalid or has expired.',
    de: 'Der Anmeldelink ist ungültig oder abgelaufen.',
    ru: 'Ссылка для входа недействительна или устарела.',
    ua: 'Посилання для входу недійсне або застаріле.',
  },
  // Validation (spec §5)
  'msg.validation.login.required': {
    pl: 'Login jest wymagany',
    en: 'Login is required',
    de: 'Login ist erforderlich',
    ru: 'Логин обязателен',
    ua: 'Логін обовʼязковий',
  },
  'msg.validation.password.required': {
    pl: 'Hasło jest wymagane',
    en: 'Password is required',
    de: 'Passwort ist erforderlich',
    ru: 'Пароль обязателен',
    ua: 'Пароль обовʼязковий',
  },
  'msg.validation.required': {
    pl: 'To pole jest wymagane',
    en: 'This field is required',
    de: 'Dieses Feld ist erforderlich',
    ru: 'Это поле обязательно',
    ua: 'Це поле обовʼязкове',
  },
  'msg.validation.too.long': {
    pl: 'Wartość jest za długa',
    en: 'The value is too long',
    de: 'Der Wert ist zu lang',
    ru: 'Значение слишком длинное',
    ua: 'Значення задовге',
  },
  'msg.validation.invalid': {
    pl: 'Nieprawidłowa wartość',
    en: 'Invalid value',
    de: 'Ungültiger Wert',
    ru: 'Недопустимое значение',
    ua: 'Недопустиме значення',
  },
  'msg.validation.nul.character': {
    pl: 'Wartość zawiera niedozwolony znak NUL',
    en: 'The value contains a forbidden NUL character',
    de: 'Der Wert enthält ein unzulässiges NUL-Zeichen',
    ru: 'Значение содержит недопустимый символ NUL',
    ua: 'Значення містить недопустимий символ NUL',
  },
  'msg.validation.email.invalid': {
    pl: 'Podaj poprawny adres e-mail',
    en: 'Enter a valid e-mail address',
    de: 'Geben Sie eine gültige E-Mail-Adresse ein',
    ru: 'Введите правильный адрес электронной почты',
    ua: 'Введіть правильну адресу електронної пошти',
  },
  'msg.validation.contact.message.required': {
    pl: 'Wpisz treść wiadomości',
    en: 'Enter your message',
    de: 'Geben Sie Ihre Nachricht ein',
    ru: 'Введите текст сообщения',
    ua: 'Введіть текст повідомлення',
  },
  'msg.validation.contact.name.required': {
    pl: 'Podaj imię i nazwisko',
    en: 'Enter your name',
    de: 'Geben Sie Ihren Namen ein',
    ru: 'Введите имя',
    ua: 'Введіть імʼя',
  },
  // Messages later areas use (spec §8 of both documents)
  'msg.error.registered.failed': {
    pl: 'Rejestracja nie powiodła się. Dane lub adres e-mail są już zajęte.',
    en: 'Registration failed. The data or e-mail address is already taken.',
    de: 'Die Registrierung ist fehlgeschlagen. Daten oder E-Mail-Adresse sind bereits vergeben.',
    ru: 'Регистрация не удалась. Данные или адрес электронной почты уже заняты.',
    ua: 'Реєстрація не вдалася. Дані або адреса електронної пошти вже зайняті.',
  },
  'msg.info.student.created': {
    pl: 'Konto zostało utworzone. Sprawdź skrzynkę e-mail, aby je aktywować.',
    en: 'Your account has been created. Check your mailbox to activate it.',
    de: 'Ihr Konto wurde erstellt. Prüfen Sie Ihr Postfach, um es zu aktivieren.',
    ru: 'Учётная запись создана. Проверьте почту, чтобы её активировать.',
    ua: 'Обліковий запис створено. Перевірте пошту, щоб його активувати.',
  },
  'msg.info.student.created.coupon': {
    pl: 'Konto zostało utworzone, a kupon przypisany. Sprawdź skrzynkę e-mail, aby je aktywować.',
    en: 'Your account has been created and the coupon applied. Check your mailbox to activate it.',
    de: 'Ihr Konto wurde erstellt und der Gutschein eingelöst. Prüfen Sie Ihr Postfach, um es zu aktivieren.',
    ru: 'Учётная запись создана, купон применён. Проверьте почту, чтобы её активировать.',
    ua: 'Обліковий запис створено, купон застосовано. Перевірте пошту, щоб його активувати.',
  },
  'msg.info.password.reset': {
    pl: 'Wysłaliśmy link do zmiany hasła na podany adres e-mail.',
    en: 'We have sent a password reset link to the given e-mail address.',
    de: 'Wir haben einen Link zum Zurücksetzen des Passworts an die angegebene E-Mail-Adresse gesendet.',
    ru: 'Мы отправили ссылку для смены пароля на указанный адрес.',
    ua: 'Ми надіслали посилання для зміни пароля на вказану адресу.',
  },
  'msg.error.phoneNumber.already.used': {
    pl: 'Podany numer telefonu jest przypisany do innego konta.',
    en: 'This phone number is assigned to another account.',
    de: 'Diese Telefonnummer ist einem anderen Konto zugeordnet.',
    ru: 'Этот номер телефона привязан к другой учётной записи.',
    ua: 'Цей номер телефону привʼязано до іншого облікового запису.',
  },
  'msg.error.phoneNumber.code.not.matched': {
    pl: 'Podany kod SMS jest nieprawidłowy.',
    en: 'The SMS code is incorrect.',
    de: 'Der SMS-Code ist falsch.',
    ru: 'Неверный SMS-код.',
    ua: 'Неправильний SMS-код.',
  },
  'message.error.only.localnumbers': {
    pl: 'Można użyć jedynie numerów zarejestrowanych w Polsce.',
    en: 'Only phone numbers registered in Poland can be used.',
    de: 'Nur in Polen registrierte Telefonnummern können verwendet werden.',
    ru: 'Можно использовать только номера, зарегистрированные в Польше.',
    ua: 'Можна використовувати лише номери, зареєстровані в Польщі.',
  },
  'msg.info.edit.successful': {
    pl: 'Zmiany zostały zapisane.',
    en: 'Changes saved.',
    de: 'Änderungen gespeichert.',
    ru: 'Изменения сохранены.',
    ua: 'Зміни збережено.',
  },
  'msg.error.password.changed': {
    pl: 'Nie udało się zmienić hasła.',
    en: 'The password could not be changed.',
    de: 'Das Passwort konnte nicht geändert werden.',
    ru: 'Не удалось изменить пароль.',
    ua: 'Не вдалося змінити пароль.',
  },
  'msg.error.edit.failed': {
    pl: 'Błąd podczas edycji',
    en: 'Error while saving changes',
    de: 'Fehler beim Speichern',
    ru: 'Ошибка при сохранении',
    ua: 'Помилка під час збереження',
  },
  'msg.error.pin.failed.old.dont.match': {
    pl: 'Stary PIN jest nieprawidłowy.',
    en: 'The old PIN does not match.',
    de: 'Die alte PIN stimmt nicht.',
    ru: 'Старый PIN-код неверен.',
    ua: 'Старий PIN-код неправильний.',
  },
  'msg.error.pin.failed': {
    pl: 'Nieprawidłowy PIN.',
    en: 'Incorrect PIN.',
    de: 'Falsche PIN.',
    ru: 'Неверный PIN-код.',
    ua: 'Неправильний PIN-код.',
  },
  'msg.warn.cant.use.code': {
    pl: 'Nie można użyć tego kodu.',
    en: 'This code cannot be used.',
    de: 'Dieser Code kann nicht verwendet werden.',
    ru: 'Этот код нельзя использовать.',
    ua: 'Цей код не можна використати.',
  },
  'msg.info.code.used': {
    pl: 'Kod został wykorzystany, dostęp przedłużono.',
    en: 'The code has been used and your access extended.',
    de: 'Der Code wurde eingelöst und Ihr Zugang verlängert.',
    ru: 'Код использован, доступ продлён.',
    ua: 'Код використано, доступ продовжено.',
  },
  'msg.warn.registration.required.to.buy.exams': {
    pl: 'Aby kupić dostęp, musisz się zarejestrować i zalogować.',
    en: 'You need to register and log in to buy access.',
    de: 'Um Zugang zu kaufen, müssen Sie sich registrieren und anmelden.',
    ru: 'Чтобы купить доступ, нужно зарегистрироваться и войти.',
    ua: 'Щоб придбати доступ, потрібно зареєструватися та увійти.',
  },
  'msg.error.sign.failed': {
    pl: 'Podpisywanie nie powiodło się.',
    en: 'Signing failed.',
    de: 'Die Signatur ist fehlgeschlagen.',
    ru: 'Не удалось подписать.',
    ua: 'Не вдалося підписати.',
  },
  'msg.error.resend.failed': {
    pl: 'Nie udało się ponownie wysłać wiadomości.',
    en: 'The message could not be resent.',
    de: 'Die Nachricht konnte nicht erneut gesendet werden.',
    ru: 'Не удалось повторно отправить сообщение.',
    ua: 'Не вдалося повторно надіслати повідомлення.',
  },
  'msg.error.not.enough.books': {
    pl: 'Brak wystarczającej liczby książek w magazynie szkoły.',
    en: 'Not enough books in the school’s stock.',
    de: 'Nicht genügend Bücher auf Lager.',
    ru: 'Недостаточно книг на складе.',
    ua: 'Недостатньо книжок на складі.',
  },
  // The spec's key for a shortage of days of learning in the school's stock (the days are what runs short).
  'msg.error.not.enough.exams': {
    pl: 'Brak wystarczającej liczby dni nauki w magazynie szkoły.',
    en: 'Not enough days of learning in the school’s stock.',
    de: 'Nicht genügend Lerntage im Bestand der Fahrschule.',
    ru: 'Недостаточно дней обучения на складе автошколы.',
    ua: 'Недостатньо днів навчання на складі автошколи.',
  },
  'msg.error.remove.failed': {
    pl: 'Nie udało się usunąć.',
    en: 'Removal failed.',
    de: 'Entfernen fehlgeschlagen.',
    ru: 'Не удалось удалить.',
    ua: 'Не вдалося видалити.',
  },
  'msg.error.lesson.failed': {
    pl: 'Nie udało się zapisać lekcji.',
    en: 'The lesson could not be saved.',
    de: 'Die Fahrstunde konnte nicht gespeichert werden.',
    ru: 'Не удалось сохранить занятие.',
    ua: 'Не вдалося зберегти заняття.',
  },
  'msg.error.group.name.already.used': {
    pl: 'Grupa o tej nazwie już istnieje.',
    en: 'A group with this name already exists.',
    de: 'Eine Gruppe mit diesem Namen existiert bereits.',
    ru: 'Группа с таким названием уже существует.',
    ua: 'Група з такою назвою вже існує.',
  },
  'msg.error.order.failed': {
    pl: 'Nie udało się złożyć zamówienia.',
    en: 'The order could not be placed.',
    de: 'Die Bestellung konnte nicht aufgegeben werden.',
    ru: 'Не удалось оформить заказ.',
    ua: 'Не вдалося оформити замовлення.',
  },
  'msg.error.not.enough.books.in.order': {
    pl: 'Zamówienie musi zawierać co najmniej jedną książkę.',
    en: 'The order must contain at least one book.',
    de: 'Die Bestellung muss mindestens ein Buch enthalten.',
    ru: 'Заказ должен содержать хотя бы одну книгу.',
    ua: 'Замовлення має містити хоча б одну книжку.',
  },
  'msg.error.contact.failed': {
    pl: 'Nie udało się wysłać wiadomości. Spróbuj ponownie później.',
    en: 'The message could not be sent. Please try again later.',
    de: 'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
    ru: 'Не удалось отправить сообщение. Повторите попытку позже.',
    ua: 'Не вдалося надіслати повідомлення. Спробуйте пізніше.',
  },
  'msg.info.contact.sent': {
    pl: 'Dziękujemy! Wiadomość została wysłana.',
    en: 'Thank you! Your message has been sent.',
    de: 'Vielen Dank! Ihre Nachricht wurde gesendet.',
    ru: 'Спасибо! Сообщение отправлено.',
    ua: 'Дякуємо! Повідомлення надіслано.',
  },
} as const satisfies Record<string, Texts>;

/** The whole catalogue: the core messages and those of each area, one file per area. */
export const MESSAGES = { ...CORE_MESSAGES, ...registrationMessages, ...profileMessages, ...schoolLinkMessages, ...examMessages, ...learningMessages, ...questionBankMessages, ...statsMessages, ...paymentMessages, ...elearningMessages, ...schoolMessages, ...schoolStudentMessages, ...internalExamMessages, ...orderMessages, ...schedulerMessages, ...pkkMessages, ...abuseMessages } as const;

/** A message key known to the catalogue. */
export type MessageKey = keyof typeof MESSAGES;

/** Whether a string is a key of the catalogue. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}

/** The text of a message key in a language, or the key itself when unknown. */
export function translateMessage(key: string, language: Language): string {
  if (!isMessageKey(key)) return key;
  return MESSAGES[key][language];
}

/** The catalogue of one language as a flat key -> text map (for i18next resources). */
export function messagesFor(language: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, texts] of Object.entries(MESSAGES)) out[key] = texts[language];
  return out;
}

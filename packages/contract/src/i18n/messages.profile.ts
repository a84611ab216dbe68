import type { Texts } from './texts.js';

/**
 * Messages of password reset, profile edit, phone, password and category change, in all five
 * languages. Keys the spec names that other areas share (msg.info.password.reset,
 * msg.error.phoneNumber.*, message.error.only.localnumbers, msg.info.edit.successful,
 * msg.error.password.changed, msg.error.edit.failed) live in the core catalogue (messages.ts).
 */
export const profileMessages = {
  // Password reset (spec §5, §8)
  'msg.validation.reset.email.invalid': {
    pl: 'Proszę podać prawidłowy adres e-mail',
    en: 'Please enter a valid e-mail address',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    ru: 'Пожалуйста, введите правильный адрес электронной почты',
    ua: 'Будь ласка, введіть правильну адресу електронної пошти',
  },
  'msg.error.reset.email.not.found': {
    pl: 'Podany adres nie został znaleziony w systemie',
    en: 'The given address was not found in the system',
    de: 'Die angegebene Adresse wurde im System nicht gefunden',
    ru: 'Указанный адрес не найден в системе',
    ua: 'Вказану адресу не знайдено в системі',
  },
  'msg.error.reset.too.many': {
    pl: 'Na ten adres wysłaliśmy już kilka linków do zmiany hasła. Sprawdź skrzynkę albo spróbuj ponownie za godzinę.',
    en: 'We have already sent several password reset links to this address. Check your mailbox or try again in an hour.',
    de: 'Wir haben bereits mehrere Links zum Zurücksetzen an diese Adresse gesendet. Prüfen Sie Ihr Postfach oder versuchen Sie es in einer Stunde erneut.',
    ru: 'Мы уже отправили на этот адрес несколько ссылок для смены пароля. Проверьте почту или повторите через час.',
    ua: 'Ми вже надіслали на цю адресу кілька посилань для зміни пароля. Перевірте пошту або спробуйте через годину.',
  },
  'msg.error.reset.link.invalid': {
    pl: 'Link do zmiany hasła jest nieprawidłowy, wygasł albo został już wykorzystany.',
    en: 'The password reset link is invalid, has expired or has already been used.',
    de: 'Der Link zum Zurücksetzen des Passworts ist ungültig, abgelaufen oder wurde bereits verwendet.',
    ru: 'Ссылка для смены пароля недействительна, устарела или уже использована.',
    ua: 'Посилання для зміни пароля недійсне, застаріле або вже використане.',
  },
  // New password and password change (spec §5, §8)
  'msg.validation.password.change.min': {
    pl: 'Hasło musi mieć co najmniej 8 znaków',
    en: 'The password must be at least 8 characters long',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    ru: 'Пароль должен содержать не менее 8 символов',
    ua: 'Пароль має містити щонайменше 8 символів',
  },
  'msg.validation.password.repeat.required': {
    pl: 'Powtórz hasło',
    en: 'Repeat the password',
    de: 'Wiederholen Sie das Passwort',
    ru: 'Повторите пароль',
    ua: 'Повторіть пароль',
  },
  'msg.validation.password.change.mismatch': {
    pl: 'Hasła nie pasują do siebie!',
    en: 'The passwords do not match!',
    de: 'Die Passwörter stimmen nicht überein!',
    ru: 'Пароли не совпадают!',
    ua: 'Паролі не збігаються!',
  },
  'msg.info.password.changed': {
    pl: 'Hasło zostało zmienione.',
    en: 'Your password has been changed.',
    de: 'Ihr Passwort wurde geändert.',
    ru: 'Пароль изменён.',
    ua: 'Пароль змінено.',
  },
  // Profile edit and category (spec §2, §5)
  'msg.validation.profile.firstName.required': {
    pl: 'Imię jest wymagane',
    en: 'First name is required',
    de: 'Vorname ist erforderlich',
    ru: 'Имя обязательно',
    ua: 'Імʼя обовʼязкове',
  },
  'msg.validation.profile.lastName.required': {
    pl: 'Nazwisko jest wymagane',
    en: 'Last name is required',
    de: 'Nachname ist erforderlich',
    ru: 'Фамилия обязательна',
    ua: 'Прізвище обовʼязкове',
  },
  'msg.validation.profile.category.invalid': {
    pl: 'Wybierz kategorię z listy',
    en: 'Choose a category from the list',
    de: 'Wählen Sie eine Kategorie aus der Liste',
    ru: 'Выберите категорию из списка',
    ua: 'Виберіть категорію зі списку',
  },
  'msg.error.category.p.school': {
    pl: 'Kategoria P (pozwolenie) jest dostępna tylko dla kursantów bez szkoły jazdy.',
    en: 'Category P (permit) is available only to learners without a driving school.',
    de: 'Kategorie P (Erlaubnis) ist nur für Lernende ohne Fahrschule verfügbar.',
    ru: 'Категория P (разрешение) доступна только ученикам без автошколы.',
    ua: 'Категорія P (дозвіл) доступна лише учням без автошколи.',
  },
  'msg.error.category.change.blocked': {
    pl: 'Zmiana kategorii została zablokowana. Aby ją zmienić, skontaktuj się ze swoją szkołą jazdy.',
    en: 'Changing the category has been blocked. Contact your driving school to change it.',
    de: 'Die Änderung der Kategorie ist gesperrt. Wenden Sie sich an Ihre Fahrschule, um sie zu ändern.',
    ru: 'Смена категории заблокирована. Чтобы изменить её, обратитесь в свою автошколу.',
    ua: 'Зміну категорії заблоковано. Щоб її змінити, зверніться до своєї автошколи.',
  },
  // Phone change (spec §4, §5, §8)
  'msg.validation.phone.required': {
    pl: 'Podaj numer telefonu',
    en: 'Enter a phone number',
    de: 'Geben Sie eine Telefonnummer ein',
    ru: 'Введите номер телефона',
    ua: 'Введіть номер телефону',
  },
  'msg.validation.phone.code.required': {
    pl: 'Wpisz kod z SMS-a',
    en: 'Enter the code from the SMS',
    de: 'Geben Sie den Code aus der SMS ein',
    ru: 'Введите код из SMS',
    ua: 'Введіть код із SMS',
  },
  'msg.validation.phone.code.format': {
    pl: 'Kod składa się z 6 cyfr',
    en: 'The code has 6 digits',
    de: 'Der Code besteht aus 6 Ziffern',
    ru: 'Код состоит из 6 цифр',
    ua: 'Код складається з 6 цифр',
  },
  'msg.error.phone.code.too.soon': {
    pl: 'Kod SMS został właśnie wysłany. Nowy kod możesz zamówić za minutę.',
    en: 'An SMS code has just been sent. You can request a new one in a minute.',
    de: 'Ein SMS-Code wurde gerade gesendet. Einen neuen können Sie in einer Minute anfordern.',
    ru: 'SMS-код только что отправлен. Новый код можно запросить через минуту.',
    ua: 'SMS-код щойно надіслано. Новий код можна запросити за хвилину.',
  },
  // The learner's data rights (RODO, issue 24)
  'msg.error.account.closed': {
    pl: 'To konto zostało zamknięte na prośbę właściciela, a jego dane zostaną usunięte. Jeśli to pomyłka, napisz do nas w ciągu 14 dni od prośby.',
    en: "This account was closed at its owner's request and its data will be deleted. If this is a mistake, write to us within 14 days of the request.",
    de: 'Dieses Konto wurde auf Wunsch des Inhabers geschlossen, seine Daten werden gelöscht. Falls das ein Irrtum ist, schreiben Sie uns innerhalb von 14 Tagen nach der Anfrage.',
    ru: 'Эта учётная запись закрыта по просьбе владельца, её данные будут удалены. Если это ошибка, напишите нам в течение 14 дней после запроса.',
    ua: 'Цей обліковий запис закрито на прохання власника, його дані буде видалено. Якщо це помилка, напишіть нам протягом 14 днів після запиту.',
  },
} as const satisfies Record<string, Texts>;

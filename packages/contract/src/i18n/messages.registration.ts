import type { Texts } from './texts.js';

/** Messages of registration, coupons and activation, in all five languages. */
export const registrationMessages = {
  // Validation of the individual and coupon registration (spec §5)
  'msg.validation.password.min': {
    pl: 'Hasło musi mieć co najmniej 8 znaków',
    en: 'The password must have at least 8 characters',
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    ru: 'Пароль должен содержать не менее 8 символов',
    ua: 'Пароль має містити щонайменше 8 символів',
  },
  'msg.validation.passwords.must.match': {
    pl: 'Oba hasła muszą się zgadzać',
    en: 'Both passwords must match',
    de: 'Beide Passwörter müssen übereinstimmen',
    ru: 'Оба пароля должны совпадать',
    ua: 'Обидва паролі мають збігатися',
  },
  'msg.validation.phone.invalid': {
    pl: 'Podaj prawidłowy numer telefonu zarejestrowany w Polsce',
    en: 'Enter a valid phone number registered in Poland',
    de: 'Geben Sie eine gültige in Polen registrierte Telefonnummer ein',
    ru: 'Введите правильный номер телефона, зарегистрированный в Польше',
    ua: 'Введіть правильний номер телефону, зареєстрований у Польщі',
  },
  'msg.validation.coupon.phone.required': {
    pl: 'Numer telefonu jest wymagany',
    en: 'The phone number is required',
    de: 'Die Telefonnummer ist erforderlich',
    ru: 'Номер телефона обязателен',
    ua: 'Номер телефону обовʼязковий',
  },
  'msg.validation.terms.required': {
    pl: 'Akceptacja regulaminu serwisu jest wymagana',
    en: 'You must accept the terms and conditions',
    de: 'Die Zustimmung zu den Nutzungsbedingungen ist erforderlich',
    ru: 'Необходимо принять правила сервиса',
    ua: 'Необхідно прийняти правила сервісу',
  },
  'msg.validation.firstName.required': {
    pl: 'Imię jest wymagane',
    en: 'The first name is required',
    de: 'Der Vorname ist erforderlich',
    ru: 'Имя обязательно',
    ua: 'Імʼя обовʼязкове',
  },
  'msg.validation.lastName.required': {
    pl: 'Nazwisko jest wymagane',
    en: 'The last name is required',
    de: 'Der Nachname ist erforderlich',
    ru: 'Фамилия обязательна',
    ua: 'Прізвище обовʼязкове',
  },
  'msg.validation.category.required': {
    pl: 'Kategoria jest wymagana',
    en: 'The category is required',
    de: 'Die Klasse ist erforderlich',
    ru: 'Категория обязательна',
    ua: 'Категорія обовʼязкова',
  },
  'msg.validation.coupon.required': {
    pl: 'Kod kuponu jest wymagany',
    en: 'The coupon code is required',
    de: 'Der Gutscheincode ist erforderlich',
    ru: 'Код купона обязателен',
    ua: 'Код купона обовʼязковий',
  },
  'msg.validation.coupon.invalid': {
    pl: 'Kod może zawierać jedynie litery, cyfry i myślniki',
    en: 'The code may contain only letters, digits and dashes',
    de: 'Der Code darf nur Buchstaben, Ziffern und Bindestriche enthalten',
    ru: 'Код может содержать только буквы, цифры и дефисы',
    ua: 'Код може містити лише літери, цифри та дефіси',
  },
  'msg.validation.email.already.used': {
    pl: 'Podany adres już został wykorzystany',
    en: 'This e-mail address has already been used',
    de: 'Diese E-Mail-Adresse wird bereits verwendet',
    ru: 'Этот адрес уже используется',
    ua: 'Ця адреса вже використовується',
  },
  'msg.validation.phone.already.used': {
    pl: 'Podany numer telefonu już został wykorzystany',
    en: 'This phone number has already been used',
    de: 'Diese Telefonnummer wird bereits verwendet',
    ru: 'Этот номер телефона уже используется',
    ua: 'Цей номер телефону вже використовується',
  },
  'msg.warn.phone.international': {
    pl: 'Do konta można przypisać jedynie numery z PL. Podany numer nie zostanie zapisany.',
    en: 'Only Polish numbers can be assigned to an account. The number you entered will not be saved.',
    de: 'Einem Konto können nur polnische Nummern zugeordnet werden. Die angegebene Nummer wird nicht gespeichert.',
    ru: 'К учётной записи можно привязать только польские номера. Указанный номер не будет сохранён.',
    ua: 'До облікового запису можна привʼязати лише польські номери. Вказаний номер не буде збережено.',
  },
  'msg.error.phone.only.polish': {
    pl: 'Konto można zarejestrować jedynie na numer zarejestrowany w PL',
    en: 'An account can only be registered with a phone number registered in Poland',
    de: 'Ein Konto kann nur mit einer in Polen registrierten Telefonnummer angelegt werden',
    ru: 'Учётную запись можно зарегистрировать только на номер, зарегистрированный в Польше',
    ua: 'Обліковий запис можна зареєструвати лише на номер, зареєстрований у Польщі',
  },
  // Coupons (spec §5 coupon registration)
  'msg.error.coupon.not.found': {
    pl: 'Nie znaleziono kuponu',
    en: 'Coupon not found',
    de: 'Gutschein nicht gefunden',
    ru: 'Купон не найден',
    ua: 'Купон не знайдено',
  },
  // Activation links
  'msg.error.activation.link.invalid': {
    pl: 'Link aktywacyjny jest nieprawidłowy. Sprawdź, czy został skopiowany w całości.',
    en: 'The activation link is invalid. Check that it was copied in full.',
    de: 'Der Aktivierungslink ist ungültig. Prüfen Sie, ob er vollständig kopiert wurde.',
    ru: 'Ссылка активации недействительна. Проверьте, что она скопирована полностью.',
    ua: 'Посилання активації недійсне. Перевірте, чи його скопійовано повністю.',
  },
  'msg.error.activation.link.expired': {
    pl: 'Link aktywacyjny wygasł. Wyślij nowy link, aby aktywować konto.',
    en: 'The activation link has expired. Send a new link to activate your account.',
    de: 'Der Aktivierungslink ist abgelaufen. Senden Sie einen neuen Link, um Ihr Konto zu aktivieren.',
    ru: 'Срок действия ссылки активации истёк. Отправьте новую ссылку, чтобы активировать учётную запись.',
    ua: 'Термін дії посилання активації минув. Надішліть нове посилання, щоб активувати обліковий запис.',
  },
  'msg.info.activation.link.sent': {
    pl: 'Wysłaliśmy nowy link aktywacyjny. Sprawdź skrzynkę e-mail.',
    en: 'We have sent a new activation link. Check your mailbox.',
    de: 'Wir haben einen neuen Aktivierungslink gesendet. Prüfen Sie Ihr Postfach.',
    ru: 'Мы отправили новую ссылку активации. Проверьте почту.',
    ua: 'Ми надіслали нове посилання активації. Перевірте пошту.',
  },
} as const satisfies Record<string, Texts>;

import type { Texts } from './texts.js';

/** Messages of the school's profile, settings and student management, in all five languages. */
export const schoolMessages = {
  'msg.validation.nip.invalid': {
    pl: 'NIP musi mieć 10 cyfr z poprawną cyfrą kontrolną.',
    en: 'The tax number (NIP) must have 10 digits with a valid check digit.',
    de: 'Die Steuernummer (NIP) muss 10 Ziffern mit gültiger Prüfziffer haben.',
    ru: 'ИНН (NIP) должен содержать 10 цифр с верной контрольной цифрой.',
    ua: 'ІПН (NIP) має містити 10 цифр із правильною контрольною цифрою.',
  },
  'msg.validation.postcode.invalid': {
    pl: 'Kod pocztowy ma postać NN-NNN.',
    en: 'The postcode has the form NN-NNN.',
    de: 'Die Postleitzahl hat die Form NN-NNN.',
    ru: 'Почтовый индекс имеет вид NN-NNN.',
    ua: 'Поштовий індекс має вигляд NN-NNN.',
  },
  'msg.validation.school.name.required': {
    pl: 'Podaj nazwę szkoły.',
    en: 'Enter the school name.',
    de: 'Geben Sie den Namen der Fahrschule ein.',
    ru: 'Укажите название автошколы.',
    ua: 'Вкажіть назву автошколи.',
  },
  'msg.validation.pin.required': {
    pl: 'Podaj PIN.',
    en: 'Enter the PIN.',
    de: 'Geben Sie die PIN ein.',
    ru: 'Введите PIN.',
    ua: 'Введіть PIN.',
  },
  'msg.validation.pin.too.long': {
    pl: 'PIN jest za długi (najwyżej 4 cyfry).',
    en: 'The PIN is too long (at most 4 digits).',
    de: 'Die PIN ist zu lang (höchstens 4 Ziffern).',
    ru: 'PIN слишком длинный (не более 4 цифр).',
    ua: 'PIN задовгий (не більше 4 цифр).',
  },
  'msg.validation.pin.digits': {
    pl: 'PIN może zawierać tylko cyfry.',
    en: 'The PIN may contain digits only.',
    de: 'Die PIN darf nur Ziffern enthalten.',
    ru: 'PIN может содержать только цифры.',
    ua: 'PIN може містити лише цифри.',
  },
  'msg.validation.books.alert.level': {
    pl: 'Próg alarmu magazynowego musi wynosić od 10 do 50.',
    en: 'The stock alert level must be between 10 and 50.',
    de: 'Die Lagerwarnschwelle muss zwischen 10 und 50 liegen.',
    ru: 'Порог складского оповещения должен быть от 10 до 50.',
    ua: 'Поріг складського сповіщення має бути від 10 до 50.',
  },
  'msg.validation.days.invalid': {
    pl: 'Liczba dni musi być liczbą całkowitą od 1 do 999.',
    en: 'The number of days must be a whole number from 1 to 999.',
    de: 'Die Anzahl der Tage muss eine ganze Zahl von 1 bis 999 sein.',
    ru: 'Количество дней должно быть целым числом от 1 до 999.',
    ua: 'Кількість днів має бути цілим числом від 1 до 999.',
  },
  'msg.error.logo.not.image': {
    pl: 'Logo musi być obrazem (PNG, JPEG, GIF lub WebP).',
    en: 'The logo must be an image (PNG, JPEG, GIF or WebP).',
    de: 'Das Logo muss ein Bild sein (PNG, JPEG, GIF oder WebP).',
    ru: 'Логотип должен быть изображением (PNG, JPEG, GIF или WebP).',
    ua: 'Логотип має бути зображенням (PNG, JPEG, GIF або WebP).',
  },
  'msg.error.logo.too.large': {
    pl: 'Logo może mieć najwyżej 1 MB.',
    en: 'The logo may be at most 1 MB.',
    de: 'Das Logo darf höchstens 1 MB groß sein.',
    ru: 'Размер логотипа — не более 1 МБ.',
    ua: 'Розмір логотипа — не більше 1 МБ.',
  },
  'msg.error.logo.one.file': {
    pl: 'Wyślij dokładnie jeden plik z logo.',
    en: 'Send exactly one logo file.',
    de: 'Senden Sie genau eine Logodatei.',
    ru: 'Отправьте ровно один файл логотипа.',
    ua: 'Надішліть рівно один файл логотипа.',
  },
  'msg.validation.nip.already.registered': {
    pl: 'Szkoła z tym NIP-em ma już konto. Jeśli to Twoja szkoła, zaloguj się lub odzyskaj hasło. Jeśli rejestrujesz kolejny oddział tej samej firmy, potwierdź rejestrację.',
    en: 'A school with this tax number (NIP) already has an account. If it is your school, log in or recover the password. If you are registering another branch of the same company, confirm the registration.',
    de: 'Eine Fahrschule mit dieser Steuernummer (NIP) hat bereits ein Konto. Wenn es Ihre Fahrschule ist, melden Sie sich an oder stellen Sie das Passwort wieder her. Wenn Sie eine weitere Filiale derselben Firma registrieren, bestätigen Sie die Registrierung.',
    ru: 'Автошкола с этим NIP уже зарегистрирована. Если это ваша автошкола, войдите или восстановите пароль. Если вы регистрируете ещё один филиал той же компании, подтвердите регистрацию.',
    ua: 'Автошкола з цим NIP уже зареєстрована. Якщо це ваша автошкола, увійдіть або відновіть пароль. Якщо ви реєструєте ще одну філію тієї самої компанії, підтвердьте реєстрацію.',
  },
} as const satisfies Record<string, Texts>;

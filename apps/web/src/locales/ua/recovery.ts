import type { LocaleTree } from '../locale.types';

/** Texts of the lost password and password reset. */
export const recovery = {
  lostPassword: {
    title: 'Забули пароль?',
    text: 'Введіть адресу електронної пошти вашого облікового запису. Ми надішлемо на неї посилання для встановлення нового пароля.',
    email: 'Адреса електронної пошти',
    submit: 'Надіслати посилання',
    sentTitle: 'Перевірте пошту',
    sentHint: 'Посилання дійсне одну годину і може бути використане лише один раз. Якщо лист не надійшов, перевірте папку «Спам».',
    back: 'Повернутися до входу',
  },
  reset: {
    title: 'Встановіть новий пароль',
    forAccount: 'Обліковий запис: {{email}}',
    newPassword: 'Новий пароль',
    repeatPassword: 'Повторіть новий пароль',
    submit: 'Зберегти новий пароль',
    hint: 'Після збереження нового пароля ви вийдете з системи на всіх пристроях.',
    checking: 'Перевіряємо посилання…',
    invalidTitle: 'Посилання більше не діє',
    requestNew: 'Надіслати нове посилання',
  },
} as const satisfies LocaleTree;

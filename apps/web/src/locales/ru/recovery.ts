import type { LocaleTree } from '../locale.types';

/** Texts of the lost password and password reset. */
export const recovery = {
  lostPassword: {
    title: 'Забыли пароль?',
    text: 'Введите адрес электронной почты вашей учётной записи. Мы отправим на него ссылку для установки нового пароля.',
    email: 'Адрес электронной почты',
    submit: 'Отправить ссылку',
    sentTitle: 'Проверьте почту',
    sentHint: 'Ссылка действительна один час и может быть использована только один раз. Если письмо не пришло, загляните в папку «Спам».',
    back: 'Вернуться ко входу',
  },
  reset: {
    title: 'Установите новый пароль',
    forAccount: 'Учётная запись: {{email}}',
    newPassword: 'Новый пароль',
    repeatPassword: 'Повторите новый пароль',
    submit: 'Сохранить новый пароль',
    hint: 'После сохранения нового пароля вы выйдете из системы на всех устройствах.',
    checking: 'Проверяем ссылку…',
    invalidTitle: 'Ссылка больше не действует',
    requestNew: 'Отправить новую ссылку',
  },
} as const satisfies LocaleTree;

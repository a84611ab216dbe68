import type { LocaleTree } from '../locale.types';

export const contact = {
  pageTitle: 'Контакти',
  lead: 'Маєте питання щодо доступу, оплати чи співпраці з автошколою? Напишіть нам — зазвичай ми відповідаємо протягом одного робочого дня.',
  name: 'Імʼя та прізвище',
  email: 'Адреса електронної пошти',
  message: 'Повідомлення',
  submit: 'Надіслати повідомлення',
} satisfies LocaleTree;

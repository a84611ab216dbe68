import type { LocaleTree } from '../locale.types';

export const contact = {
  pageTitle: 'Контакты',
  lead: 'Есть вопрос о доступе, оплате или сотрудничестве с автошколой? Напишите нам — обычно мы отвечаем в течение одного рабочего дня.',
  name: 'Имя и фамилия',
  email: 'Адрес электронной почты',
  message: 'Сообщение',
  submit: 'Отправить сообщение',
} satisfies LocaleTree;

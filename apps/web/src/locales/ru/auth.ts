import type { LocaleTree } from '../locale.types';

export const auth = {
  modalTitle: 'Ваша учётная запись Prawko OSK',
  tabsLabel: 'Вход и регистрация',
  tabs: {
    login: 'Войти',
    register: 'Регистрация',
    registerSchool: 'Автошкола',
    coupon: 'Купон',
  },
  login: {
    userName: 'Логин',
    userNameHint: 'Адрес электронной почты или номер телефона',
    password: 'Пароль',
    submit: 'Войти',
    forgotPassword: 'Забыли пароль?',
  },
  registerSchool: {
    title: 'Учётная запись автошколы',
    text: 'Вы руководите автошколой? Создайте учётную запись школы, чтобы управлять курсантами, внутренними экзаменами и графиком вождения.',
    action: 'Зарегистрировать автошколу',
  },
} satisfies LocaleTree;

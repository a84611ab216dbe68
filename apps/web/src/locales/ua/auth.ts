import type { LocaleTree } from '../locale.types';

export const auth = {
  modalTitle: 'Ваш обліковий запис Prawko OSK',
  tabsLabel: 'Вхід і реєстрація',
  tabs: {
    login: 'Увійти',
    register: 'Реєстрація',
    registerSchool: 'Автошкола',
    coupon: 'Купон',
  },
  login: {
    userName: 'Логін',
    userNameHint: 'Адреса електронної пошти або номер телефону',
    password: 'Пароль',
    submit: 'Увійти',
    forgotPassword: 'Забули пароль?',
  },
  registerSchool: {
    title: 'Обліковий запис автошколи',
    text: 'Ви керуєте автошколою? Створіть обліковий запис школи, щоб керувати курсантами, внутрішніми іспитами та графіком водіння.',
    action: 'Зареєструвати автошколу',
  },
} satisfies LocaleTree;

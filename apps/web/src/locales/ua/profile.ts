import type { LocaleTree } from '../locale.types';

export const profile = {
  pageTitle: 'Мій профіль',
  greeting: 'Вітаємо, {{name}}!',
  details: 'Дані облікового запису',
  email: 'Ел. пошта',
  phone: 'Телефон',
  noPhone: 'не вказано',
  category: 'Категорія посвідчення',
  school: 'Автошкола',
  noSchool: 'Ви не привʼязані до жодної автошколи.',
  access: 'Ваш доступ',
  accessKinds: {
    learning: 'Навчання та пробні іспити',
    lectures: 'Електронні лекції',
    qualificationC: 'Початкова кваліфікація – категорія C',
    qualificationD: 'Початкова кваліфікація – категорія D',
  },
  status: {
    active: 'Активний',
    expired: 'Закінчився',
    none: 'Немає',
  },
  validTill: 'Діє до {{date}}',
  expiredOn: 'Закінчився {{date}}',
  noAccess: 'У вас ще немає цього доступу.',
  daysLeft_one: 'Залишився {{count}} день',
  daysLeft_few: 'Залишилося {{count}} дні',
  daysLeft_many: 'Залишилося {{count}} днів',
  daysLeft_other: 'Залишилося {{count}} дня',
  loadError: 'Не вдалося завантажити дані профілю.',
} satisfies LocaleTree;

import type { LocaleTree } from '../locale.types';

export const profile = {
  pageTitle: 'Мой профиль',
  greeting: 'Здравствуйте, {{name}}!',
  details: 'Данные учётной записи',
  email: 'Эл. почта',
  phone: 'Телефон',
  noPhone: 'не указан',
  category: 'Категория прав',
  school: 'Автошкола',
  noSchool: 'Вы не привязаны ни к одной автошколе.',
  access: 'Ваш доступ',
  accessKinds: {
    learning: 'Обучение и пробные экзамены',
    lectures: 'Электронные лекции',
    qualificationC: 'Начальная квалификация – категория C',
    qualificationD: 'Начальная квалификация – категория D',
  },
  status: {
    active: 'Активен',
    expired: 'Истёк',
    none: 'Нет',
  },
  validTill: 'Действует до {{date}}',
  expiredOn: 'Истёк {{date}}',
  noAccess: 'У вас пока нет этого доступа.',
  daysLeft_one: 'Остался {{count}} день',
  daysLeft_few: 'Осталось {{count}} дня',
  daysLeft_many: 'Осталось {{count}} дней',
  daysLeft_other: 'Осталось {{count}} дня',
  loadError: 'Не удалось загрузить данные профиля.',
} satisfies LocaleTree;

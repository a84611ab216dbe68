import type { LocaleTree } from '../locale.types';

/** The instructor area: /instructor and /instructor/profile. */
export const instructor = {
  title: 'Страница инструктора',
  hello: 'Здравствуйте, {{name}}!',
  toScheduler: 'График вождения',
  toProfile: 'Мой профиль',
  upcoming: 'Ближайшие занятия ({{days}} дн.)',
  loadError: 'Не удалось загрузить данные.',
  noLessons: 'Нет запланированных занятий.',
  date: 'Дата',
  time: 'Время',
  type: 'Тип',
  who: 'Курсант / группа',
  car: 'Автомобиль',
  lessonType: {
    DRIVE: 'Вождение',
    LECTURE: 'Лекция',
  },
  feed: {
    title: 'Календарь в телефоне',
    intro: 'Добавьте этот адрес как подписку календаря (Google, Apple, Outlook), чтобы видеть свои занятия в телефоне. Адрес секретный — не передавайте его.',
    url: 'Адрес календаря',
    copy: 'Копировать',
    copied: 'Скопировано',
    rotate: 'Создать новый адрес',
    revoke: 'Отключить',
    create: 'Включить календарь в телефоне',
    activeNoUrl: 'Календарь в телефоне включён. Адрес показывается только один раз, при создании; если его у вас нет, создайте новый (прежний перестанет работать).',
  },
  profile: {
    title: 'Мой профиль',
    saved: 'Изменения сохранены.',
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'E-mail',
    phone: 'Телефон',
    notifications: 'Уведомления о занятиях',
    changePassword: 'Сменить пароль',
    save: 'Сохранить',
  },
} satisfies LocaleTree;

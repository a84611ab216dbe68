import type { LocaleTree } from '../locale.types';

/** The instructor area: /instructor and /instructor/profile. */
export const instructor = {
  title: 'Сторінка інструктора',
  hello: 'Добрий день, {{name}}!',
  toScheduler: 'Графік водіння',
  toProfile: 'Мій профіль',
  upcoming: 'Найближчі заняття ({{days}} дн.)',
  loadError: 'Не вдалося завантажити дані.',
  noLessons: 'Немає запланованих занять.',
  date: 'Дата',
  time: 'Час',
  type: 'Тип',
  who: 'Курсант / група',
  car: 'Автомобіль',
  lessonType: {
    DRIVE: 'Водіння',
    LECTURE: 'Лекція',
  },
  feed: {
    title: 'Календар у телефоні',
    intro: 'Додайте цю адресу як підписку календаря (Google, Apple, Outlook), щоб бачити свої заняття в телефоні. Адреса секретна — не передавайте її.',
    url: 'Адреса календаря',
    copy: 'Копіювати',
    copied: 'Скопійовано',
    rotate: 'Створити нову адресу',
    revoke: 'Вимкнути',
    create: 'Увімкнути календар у телефоні',
    activeNoUrl: 'Календар у телефоні увімкнено. Адресу показуємо лише раз, під час створення; якщо її у вас немає, створіть нову (попередня перестане працювати).',
  },
  profile: {
    title: 'Мій профіль',
    saved: 'Зміни збережено.',
    firstName: 'Ім\'я',
    lastName: 'Прізвище',
    email: 'E-mail',
    phone: 'Телефон',
    notifications: 'Сповіщення про заняття',
    changePassword: 'Змінити пароль',
    save: 'Зберегти',
  },
} satisfies LocaleTree;

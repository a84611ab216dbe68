import type { LocaleTree } from '../locale.types';

export const common = {
  appName: 'Prawko OSK',
  loading: 'Загрузка…',
  close: 'Закрыть',
  pagination: { previous: 'Предыдущая страница', next: 'Следующая страница', first: 'Первая страница', last: 'Последняя страница', page: 'Страница {{page}}' },
  retry: 'Повторить',
  reload: 'Обновить страницу',
  backToTop: 'Наверх страницы',
  networkError: 'Нет связи с сервером. Проверьте подключение к интернету и повторите попытку.',
  pageLoadError: 'Не удалось загрузить страницу. Обновите её и повторите попытку.',
  price: '{{amount}} зл',
  pageTitle: '{{title}} | Prawko OSK',
} satisfies LocaleTree;

export const header = {
  homeAria: 'Prawko OSK – главная страница',
  mainNav: 'Главное меню',
  openMenu: 'Открыть меню',
  login: 'Войти',
  logout: 'Выйти',
  loggedOut: 'Вы вышли из системы.',
  language: 'Язык: {{language}}. Сменить язык',
  nav: {
    home: 'Главная',
    offer: 'Предложение',
    pricing: 'Цены',
    privacy: 'Политика конфиденциальности',
    about: 'О нас',
    blog: 'Новости',
    contact: 'Контакты',
    profile: 'Мой профиль',
    nauka: 'Обучение',
    learn: 'Вопросы',
    exam: 'Экзамен',
    stats: 'Статистика',
    subscription: 'Подписка',
    schoolProfile: 'Профиль школы',
    internalExam: 'Внутренний экзамен',
    createStudents: 'Добавить курсантов',
    buy: 'Купить доступ',
    instructorProfile: 'Мой профиль',
    scheduler: 'График вождения',
    orders: 'Заказы',
  },
} satisfies LocaleTree;

export { languages } from '../language-names';

export const footer = {
  nav: 'Информация',
  rights: '© {{year}} Prawko OSK',
  about: 'О нас',
  contact: 'Контакты',
  terms: 'Правила',
  privacy: 'Политика конфиденциальности',
  install: 'Установка приложения',
} satisfies LocaleTree;

export const cookies = {
  label: 'Информация о файлах cookie',
  text: 'Prawko OSK использует файлы cookie, необходимые для работы сервиса и сохранения ваших настроек.',
  privacy: 'Подробнее — в политике конфиденциальности',
  accept: 'Понятно, принимаю',
} satisfies LocaleTree;

export const session = {
  warningTitle: 'Вы ещё здесь?',
  warningText_one: 'Из-за отсутствия активности вы выйдете из системы через {{count}} секунду.',
  warningText_few: 'Из-за отсутствия активности вы выйдете из системы через {{count}} секунды.',
  warningText_many: 'Из-за отсутствия активности вы выйдете из системы через {{count}} секунд.',
  warningText_other: 'Из-за отсутствия активности вы выйдете из системы через {{count}} секунды.',
  stay: 'Остаться в системе',
} satisfies LocaleTree;

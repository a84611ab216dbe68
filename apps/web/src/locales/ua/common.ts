import type { LocaleTree } from '../locale.types';

export const common = {
  appName: 'Prawko OSK',
  loading: 'Завантаження…',
  close: 'Закрити',
  pagination: { previous: 'Попередня сторінка', next: 'Наступна сторінка', first: 'Перша сторінка', last: 'Остання сторінка', page: 'Сторінка {{page}}' },
  retry: 'Спробувати ще раз',
  reload: 'Оновити сторінку',
  backToTop: 'Угору сторінки',
  networkError: 'Немає зʼєднання із сервером. Перевірте підключення до інтернету та спробуйте ще раз.',
  pageLoadError: 'Не вдалося завантажити сторінку. Оновіть її та спробуйте ще раз.',
  price: '{{amount}} зл',
  pageTitle: '{{title}} | Prawko OSK',
} satisfies LocaleTree;

export const header = {
  homeAria: 'Prawko OSK – головна сторінка',
  mainNav: 'Головне меню',
  openMenu: 'Відкрити меню',
  login: 'Увійти',
  logout: 'Вийти',
  loggedOut: 'Ви вийшли з системи.',
  language: 'Мова: {{language}}. Змінити мову',
  nav: {
    home: 'Головна',
    offer: 'Пропозиція',
    pricing: 'Ціни',
    privacy: 'Політика конфіденційності',
    about: 'Про нас',
    blog: 'Новини',
    contact: 'Контакти',
    profile: 'Мій профіль',
    nauka: 'Навчання',
    learn: 'Питання',
    exam: 'Іспит',
    stats: 'Статистика',
    subscription: 'Підписка',
    schoolProfile: 'Профіль школи',
    internalExam: 'Внутрішній іспит',
    createStudents: 'Додати курсантів',
    buy: 'Купити доступ',
    instructorProfile: 'Мій профіль',
    scheduler: 'Графік водіння',
    orders: 'Замовлення',
  },
} satisfies LocaleTree;

export { languages } from '../language-names';

export const footer = {
  nav: 'Інформація',
  rights: '© {{year}} Prawko OSK',
  about: 'Про нас',
  contact: 'Контакти',
  terms: 'Правила',
  privacy: 'Політика конфіденційності',
  install: 'Встановлення застосунку',
} satisfies LocaleTree;

export const cookies = {
  label: 'Інформація про файли cookie',
  text: 'Prawko OSK використовує файли cookie, необхідні для роботи сервісу та збереження ваших налаштувань.',
  privacy: 'Докладніше — у політиці конфіденційності',
  accept: 'Зрозуміло, приймаю',
} satisfies LocaleTree;

export const session = {
  warningTitle: 'Ви ще тут?',
  warningText_one: 'Через відсутність активності вас буде виведено із системи через {{count}} секунду.',
  warningText_few: 'Через відсутність активності вас буде виведено із системи через {{count}} секунди.',
  warningText_many: 'Через відсутність активності вас буде виведено із системи через {{count}} секунд.',
  warningText_other: 'Через відсутність активності вас буде виведено із системи через {{count}} секунди.',
  stay: 'Залишитися в системі',
} satisfies LocaleTree;

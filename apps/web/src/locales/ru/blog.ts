import type { LocaleTree } from '../locale.types';

export const blog = {
  pageTitle: 'Новости',
  lead: 'Советы, как хорошо подготовиться к теоретическому экзамену.',
  readMore: 'Читать далее',
  back: 'Все записи',
  published: 'Опубликовано {{date}}',
  polishOnly: 'Эта запись доступна только на польском языке.',
  readingTime_one: '{{count}} минута чтения',
  readingTime_few: '{{count}} минуты чтения',
  readingTime_many: '{{count}} минут чтения',
  readingTime_other: '{{count}} минуты чтения',
} satisfies LocaleTree;

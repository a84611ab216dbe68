import type { LocaleTree } from '../locale.types';

export const blog = {
  pageTitle: 'Новини',
  lead: 'Поради, як добре підготуватися до теоретичного іспиту.',
  readMore: 'Читати далі',
  back: 'Усі записи',
  published: 'Опубліковано {{date}}',
  polishOnly: 'Цей запис доступний лише польською мовою.',
  readingTime_one: '{{count}} хвилина читання',
  readingTime_few: '{{count}} хвилини читання',
  readingTime_many: '{{count}} хвилин читання',
  readingTime_other: '{{count}} хвилини читання',
} satisfies LocaleTree;

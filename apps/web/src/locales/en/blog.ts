import type { LocaleTree } from '../locale.types';

export const blog = {
  pageTitle: 'News',
  lead: 'Tips on preparing well for the theory exam.',
  readMore: 'Read more',
  back: 'All posts',
  published: 'Published {{date}}',
  polishOnly: 'This post is available in Polish only.',
  readingTime_one: '{{count}} minute read',
  readingTime_other: '{{count}} minutes read',
} satisfies LocaleTree;

import type { PageRoute } from '../../lib/page-routes';

export const blogRoutes: PageRoute[] = [
  { path: 'wiadomosci', page: () => import('./pages/blog-list.page').then((m) => m.BlogListPage) },
  // The spec's /wiadomosci/{page}.html: a route segment cannot carry a suffix, the page checks it.
  { path: 'wiadomosci/:file', page: () => import('./pages/blog-post.page').then((m) => m.BlogPostPage) },
];

import type { PageRoute } from '../../lib/page-routes';

export const actionsRoutes: PageRoute[] = [
  { path: 'action/:type/:uuid?', page: () => import('./pages/action.page').then((m) => m.ActionPage) },
  { path: 'not-found', page: () => import('./pages/action.page').then((m) => m.NotFoundPage) },
];

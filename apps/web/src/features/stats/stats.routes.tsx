import type { PageRoute } from '../../lib/page-routes';

export const statsRoutes: PageRoute[] = [{ path: 'stats/:id?', users: ['STUDENT', 'SCHOOL'], page: () => import('./pages/stats.page').then((m) => m.StatsPage) }];

import type { PageRoute } from '../../lib/page-routes';

export const schedulerRoutes: PageRoute[] = [
  { path: 'scheduler', users: ['SCHOOL', 'INSTRUCTOR'], page: () => import('./pages/scheduler.page').then((m) => m.SchedulerPage) },
  { path: 'progress-card', users: ['SCHOOL'], page: () => import('./pages/progress-card.page').then((m) => m.ProgressCardPage) },
];

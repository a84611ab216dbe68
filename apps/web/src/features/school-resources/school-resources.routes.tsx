import type { PageRoute } from '../../lib/page-routes';

export const schoolResourcesRoutes: PageRoute[] = [
  { path: 'cars', users: ['SCHOOL'], page: () => import('./pages/cars.page').then((m) => m.CarsPage) },
  { path: 'instructors', users: ['SCHOOL'], page: () => import('./pages/instructors.page').then((m) => m.InstructorsPage) },
  { path: 'groups', users: ['SCHOOL'], page: () => import('./pages/groups.page').then((m) => m.GroupsPage) },
];

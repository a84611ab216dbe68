import type { PageRoute } from '../../lib/page-routes';

export const pkkSigningRoutes: PageRoute[] = [{ path: 'pkk/course/:id', users: ['SCHOOL'], page: () => import('./pages/pkk-course.page').then((m) => m.PkkCoursePage) }];

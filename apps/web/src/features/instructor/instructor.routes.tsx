import type { PageRoute } from '../../lib/page-routes';

export const instructorRoutes: PageRoute[] = [
  { path: 'instructor', users: ['INSTRUCTOR'], page: () => import('./pages/instructor-home.page').then((m) => m.InstructorHomePage) },
  { path: 'instructor/profile', users: ['INSTRUCTOR'], page: () => import('./pages/instructor-profile.page').then((m) => m.InstructorProfilePage) },
];

import type { PageRoute } from '../../lib/page-routes';

export const elearningRoutes: PageRoute[] = [
  { path: 'nauka', users: ['STUDENT'], page: () => import('./pages/nauka.page').then((m) => m.NaukaPage) },
  { path: 'elearning/choose', users: ['STUDENT'], page: () => import('./pages/elearning-choose.page').then((m) => m.ElearningChoosePage) },
  { path: 'elearning/modules/:courseId', users: ['STUDENT'], page: () => import('./pages/elearning-modules.page').then((m) => m.ElearningModulesPage) },
  { path: 'elearning/slaid/:moduleId', users: ['STUDENT'], page: () => import('./pages/slide-viewer.page').then((m) => m.SlideViewerPage) },
  { path: 'lecture', users: ['STUDENT'], page: () => import('./pages/lectures.page').then((m) => m.LecturesPage) },
];

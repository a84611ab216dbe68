import type { PageRoute, ScreenLoader } from '../../lib/page-routes';
import type { LearnTarget } from './pages/learn-screen.page';

/** The learn forms of /exam/exam/{id}: the exam page renders this screen (app/ hands it over). */
export const learnScreen: ScreenLoader<{ target: LearnTarget }> = () => import('./pages/learn-screen.page').then((m) => m.LearnScreenPage);

export const learnRoutes: PageRoute[] = [
  { path: 'learn/choose', users: ['STUDENT'], dataAfterPaint: true, page: () => import('./pages/learn-choose.page').then((m) => m.LearnChoosePage) },
  { path: 'learn/practice', users: ['STUDENT'], page: () => import('./pages/learn-practice.page').then((m) => m.LearnPracticePage) },
  // Downloaded modules learnt from the device, with or without a network: a quick quiz of them, or one module (issue 23).
  { path: 'learn/offline/quiz', users: ['STUDENT'], page: () => import('./offline/learn-offline.page').then((m) => m.LearnOfflineQuizPage) },
  { path: 'learn/offline/exam', users: ['STUDENT'], page: () => import('./offline/learn-offline.page').then((m) => m.LearnOfflineExamPage) },
  { path: 'learn/offline/:category/:moduleId', users: ['STUDENT'], page: () => import('./offline/learn-offline.page').then((m) => m.LearnOfflinePage) },
];

import type { PageRoute, ScreenLoader } from '../../lib/page-routes';
import type { LearnTarget } from './pages/learn-screen.page';

/** The learn forms of /exam/exam/{id}: the exam page renders this screen (app/ hands it over). */
export const learnScreen: ScreenLoader<{ target: LearnTarget }> = () => import('./pages/learn-screen.page').then((m) => m.LearnScreenPage);

export const learnRoutes: PageRoute[] = [{ path: 'learn/choose', users: ['STUDENT'], page: () => import('./pages/learn-choose.page').then((m) => m.LearnChoosePage) }];

import type { PageRoute, ScreenLoader } from '../../lib/page-routes';
import type { InternalExamCloseProps } from './components/internal-exam-close';

/** The internal exam's start and PIN screens, which the exam page draws (app/ hands them over). */
export const internalExamScreens: { start: ScreenLoader; close: ScreenLoader<InternalExamCloseProps> } = {
  start: () => import('./pages/internal-exam-start').then((m) => m.InternalExamStartScreen),
  close: () => import('./components/internal-exam-close').then((m) => m.InternalExamClose),
};

export const internalExamsRoutes: PageRoute[] = [
  { path: 'exam/internal', users: ['SCHOOL'], page: () => import('./pages/internal-exam-choose.page').then((m) => m.InternalExamChoosePage) },
  {
    path: 'exam/online',
    users: ['SCHOOL'],
    page: () =>
      import('./pages/internal-exam-choose.page').then(({ InternalExamChoosePage }) => {
        const OnlineExamChoosePage = () => <InternalExamChoosePage online />;
        return OnlineExamChoosePage;
      }),
  },
  { path: 'school/exams', users: ['SCHOOL'], page: () => import('./pages/school-exams.page').then((m) => m.SchoolExamsPage) },
];

import type { PageRoute } from '../../lib/page-routes';
import type { ExamPageProps } from './pages/exam.page';

/** The exam's pages; /exam/exam/{id} draws the learn and internal exam screens of other features, which app/ hands over. */
export function examRoutes(screens: Required<ExamPageProps>): PageRoute[] {
  return [
    { path: 'exam/choose', dataAfterPaint: true, page: () => import('./pages/exam-choose.page').then((m) => m.ExamChoosePage) },
    {
      path: 'exam/exam/:id',
      // A new exam's INFO stage reads no data; everything that does is drawn after the paint (issue 19).
      dataAfterPaint: true,
      page: () =>
        import('./pages/exam.page').then(({ ExamPage }) => {
          const ExamRoute = () => <ExamPage learnScreen={screens.learnScreen} internalExam={screens.internalExam} />;
          return ExamRoute;
        }),
    },
  ];
}

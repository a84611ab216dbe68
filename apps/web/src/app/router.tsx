import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { actionsRoutes } from '../features/actions/actions.routes';
import { authRoutes } from '../features/auth/auth.routes';
import { blogRoutes } from '../features/blog/blog.routes';
import { contactRoutes } from '../features/contact/contact.routes';
import { elearningRoutes } from '../features/elearning/elearning.routes';
import { examRoutes } from '../features/exam/exam.routes';
import { instructorRoutes } from '../features/instructor/instructor.routes';
import { internalExamScreens, internalExamsRoutes } from '../features/internal-exams/internal-exams.routes';
import { learnRoutes, learnScreen } from '../features/learn/learn.routes';
import { questionBankRoutes } from '../features/question-bank/question-bank.routes';
import { ordersRoutes } from '../features/orders/orders.routes';
import { paymentsRoutes } from '../features/payments/payments.routes';
import { pkkSigningRoutes } from '../features/pkk-signing/pkk-signing.routes';
import { pkkRoutes } from '../features/pkk/pkk.routes';
import { phoneChangeForm, profileRoutes } from '../features/profile/profile.routes';
import { HomePage } from '../features/public/pages/home.page';
import { publicRoutes } from '../features/public/public.routes';
import { schedulerRoutes } from '../features/scheduler/scheduler.routes';
import { schoolLinksRoutes } from '../features/school-links/school-links.routes';
import { schoolResourcesRoutes } from '../features/school-resources/school-resources.routes';
import { schoolStudentsRoutes } from '../features/school-students/school-students.routes';
import { schoolRoutes } from '../features/school/school.routes';
import { statsRoutes } from '../features/stats/stats.routes';
import type { PageRoute } from '../lib/page-routes';
import { actionPath } from '../lib/routes';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen } from './lazy-screen';

/**
 * The pages of every feature, each declared in its `features/<name>/<name>.routes.tsx`. Features do
 * not import each other: where a page draws another feature's screen (the exam page the learn and
 * internal exam screens, the school's phone change the learner's SMS-code form), it is handed over here.
 */
const FEATURE_ROUTES: readonly PageRoute[] = [
  ...publicRoutes,
  ...contactRoutes,
  ...blogRoutes,
  ...profileRoutes,
  ...examRoutes({
    learnScreen: lazyScreen(learnScreen),
    internalExam: { start: lazyScreen(internalExamScreens.start), close: lazyScreen(internalExamScreens.close) },
  }),
  ...learnRoutes,
  ...questionBankRoutes,
  ...elearningRoutes,
  ...schoolStudentsRoutes,
  ...internalExamsRoutes,
  ...paymentsRoutes,
  ...statsRoutes,
  ...schedulerRoutes,
  ...instructorRoutes,
  ...schoolResourcesRoutes,
  ...pkkRoutes,
  ...pkkSigningRoutes,
  ...ordersRoutes,
  ...authRoutes,
  ...schoolLinksRoutes,
  ...schoolRoutes({ phoneForm: lazyScreen(phoneChangeForm) }),
  ...actionsRoutes,
];

/** A feature's page as a route: its own lazily loaded chunk, behind RequireUser when it names users. */
function pageRoute({ path, users, dataAfterPaint = false, page }: PageRoute): RouteObject {
  const Page = lazyScreen(page, { queryScope: !dataAfterPaint, texts: dataAfterPaint ? 'firstFrame' : 'all' });
  return { path, element: users ? <RequireUser types={users}><Page /></RequireUser> : <Page /> };
}

/**
 * The route table. Paths are the spec's (plain paths, Polish public URLs); anything else goes to
 * PAGE_NOT_FOUND. Only the home page ships with the first load.
 *
 * Declarative mode (useRoutes under BrowserRouter) rather than a data router: no loaders or
 * actions are needed, and leaving them out saves about 16 KB gzipped on the landing page. Render
 * errors are caught by the layout's error boundary.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...FEATURE_ROUTES.map(pageRoute),
      { path: '*', element: <Navigate to={actionPath('PAGE_NOT_FOUND')} replace /> },
    ],
  },
];

/** The routes rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

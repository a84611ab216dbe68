import type { ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/public/pages/home.page';
import { actionPath } from '../lib/routes';
import { RequireUser } from './guards/require-user';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen } from './lazy-screen';

/** A lazily loaded page from a module's named export (the codebase uses named exports only). */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyScreen(async () => (await load())[name]);
}

// Only the home page ships with the first load; every other page is its own chunk.
const AboutPage = lazyNamed(() => import('../features/public/pages/about.page'), 'AboutPage');
const PrivacyPage = lazyNamed(() => import('../features/public/pages/privacy.page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/public/pages/terms.page'), 'TermsPage');
const InstallPage = lazyNamed(() => import('../features/public/pages/install.page'), 'InstallPage');
const ContactPage = lazyNamed(() => import('../features/contact/pages/contact.page'), 'ContactPage');
const BlogListPage = lazyNamed(() => import('../features/blog/pages/blog-list.page'), 'BlogListPage');
const BlogPostPage = lazyNamed(() => import('../features/blog/pages/blog-post.page'), 'BlogPostPage');
const ProfilePage = lazyNamed(() => import('../features/profile/pages/profile.page'), 'ProfilePage');
const ActionPage = lazyNamed(() => import('../features/actions/pages/action.page'), 'ActionPage');
const NotFoundPage = lazyNamed(() => import('../features/actions/pages/action.page'), 'NotFoundPage');
// [pages: exam]
const ExamChoosePage = lazyNamed(() => import('../features/exam/pages/exam-choose.page'), 'ExamChoosePage');
// ExamPage takes the learn screen as a prop (below), so it is loaded with its props' type.
const ExamPage = lazyScreen(async () => (await import('../features/exam/pages/exam.page')).ExamPage);
// [pages: learn]
const LearnChoosePage = lazyNamed(() => import('../features/learn/pages/learn-choose.page'), 'LearnChoosePage');
// The learn forms of /exam/exam/{id}: the exam page renders this screen (features do not import each other).
const LearnScreenPage = lazyScreen(async () => (await import('../features/learn/pages/learn-screen.page')).LearnScreenPage);
// [pages: elearning]
const NaukaPage = lazyNamed(() => import('../features/elearning/pages/nauka.page'), 'NaukaPage');
const ElearningChoosePage = lazyNamed(() => import('../features/elearning/pages/elearning-choose.page'), 'ElearningChoosePage');
const ElearningModulesPage = lazyNamed(() => import('../features/elearning/pages/elearning-modules.page'), 'ElearningModulesPage');
const SlideViewerPage = lazyNamed(() => import('../features/elearning/pages/slide-viewer.page'), 'SlideViewerPage');
const LecturesPage = lazyNamed(() => import('../features/elearning/pages/lectures.page'), 'LecturesPage');
// [pages: school-students]
const StudentsListPage = lazyNamed(() => import('../features/school-students/pages/students-list.page'), 'StudentsListPage');
const CreateChoicePage = lazyNamed(() => import('../features/school-students/pages/create-choice.page'), 'CreateChoicePage');
const CreateStudentPage = lazyNamed(() => import('../features/school-students/pages/create-student.page'), 'CreateStudentPage');
const EditStudentPage = lazyNamed(() => import('../features/school-students/pages/edit-student.page'), 'EditStudentPage');
const InternalAccountsPage = lazyNamed(() => import('../features/school-students/pages/internal-accounts.page'), 'InternalAccountsPage');
// [pages: internal-exams]
const InternalExamChoosePage = lazyScreen(async () => (await import('../features/internal-exams/pages/internal-exam-choose.page')).InternalExamChoosePage);
const SchoolExamsPage = lazyNamed(() => import('../features/internal-exams/pages/school-exams.page'), 'SchoolExamsPage');
// The internal exam's start and PIN screens are handed to ExamPage (features do not import each other).
const InternalExamStartScreen = lazyNamed(() => import('../features/internal-exams/pages/internal-exam-start'), 'InternalExamStartScreen');
const InternalExamClose = lazyScreen(async () => (await import('../features/internal-exams/components/internal-exam-close')).InternalExamClose);
const INTERNAL_EXAM_SCREENS = { start: InternalExamStartScreen, close: InternalExamClose };
// [pages: stats]
// [pages: payments]
const SubscriptionPage = lazyNamed(() => import('../features/payments/pages/subscription.page'), 'SubscriptionPage');
const PaymentsPage = lazyNamed(() => import('../features/payments/pages/payments.page'), 'PaymentsPage');
const StatsPage = lazyNamed(() => import('../features/stats/pages/stats.page'), 'StatsPage');
// [pages: registration]
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register.page'), 'RegisterPage');
const RegisterCouponPage = lazyNamed(() => import('../features/auth/pages/register-coupon.page'), 'RegisterCouponPage');
// [pages: profile]
const ProfileEditPage = lazyNamed(() => import('../features/profile/pages/profile-edit.page'), 'ProfileEditPage');
const ChangePhonePage = lazyNamed(() => import('../features/profile/pages/change-phone.page'), 'ChangePhonePage');
const ChangePasswordPage = lazyNamed(() => import('../features/profile/pages/change-password.page'), 'ChangePasswordPage');
const ChangeCategoryPage = lazyNamed(() => import('../features/profile/pages/change-category.page'), 'ChangeCategoryPage');
// [pages: school-links]
const FinishPartialRegistrationPage = lazyNamed(() => import('../features/school-links/pages/finish-partial-registration.page'), 'FinishPartialRegistrationPage');
const AttachPage = lazyNamed(() => import('../features/school-links/pages/attach.page'), 'AttachPage');
const AttachActionRedirectPage = lazyNamed(() => import('../features/school-links/pages/token-login.page'), 'AttachActionRedirectPage');
const SocialLoginSuccessPage = lazyNamed(() => import('../features/school-links/pages/token-login.page'), 'SocialLoginSuccessPage');
const PartnerLoginPage = lazyNamed(() => import('../features/school-links/pages/token-login.page'), 'PartnerLoginPage');
const SocialAccountsPage = lazyNamed(() => import('../features/school-links/pages/social-accounts.page'), 'SocialAccountsPage');

// [pages: scheduler]
const SchedulerPage = lazyNamed(() => import('../features/scheduler/pages/scheduler.page'), 'SchedulerPage');
const ProgressCardPage = lazyNamed(() => import('../features/scheduler/pages/progress-card.page'), 'ProgressCardPage');
const InstructorHomePage = lazyNamed(() => import('../features/instructor/pages/instructor-home.page'), 'InstructorHomePage');
const InstructorProfilePage = lazyNamed(() => import('../features/instructor/pages/instructor-profile.page'), 'InstructorProfilePage');
const CarsPage = lazyNamed(() => import('../features/school-resources/pages/cars.page'), 'CarsPage');
const InstructorsPage = lazyNamed(() => import('../features/school-resources/pages/instructors.page'), 'InstructorsPage');
const GroupsPage = lazyNamed(() => import('../features/school-resources/pages/groups.page'), 'GroupsPage');
// [pages: pkk]
const SignersPage = lazyNamed(() => import('../features/pkk/pages/signers.page'), 'SignersPage');
const PkkListPage = lazyNamed(() => import('../features/pkk/pages/pkk-list.page'), 'PkkListPage');
const PkkSearchPage = lazyNamed(() => import('../features/pkk/pages/pkk-search.page'), 'PkkSearchPage');
const PkkPreviewPage = lazyNamed(() => import('../features/pkk/pages/pkk-preview.page'), 'PkkPreviewPage');
const PkkShowPage = lazyNamed(() => import('../features/pkk/pages/pkk-show.page'), 'PkkShowPage');
const PkkCoursePage = lazyNamed(() => import('../features/pkk-signing/pages/pkk-course.page'), 'PkkCoursePage');
// [pages: orders]
const OrderCreatePage = lazyNamed(() => import('../features/orders/pages/order-create.page'), 'OrderCreatePage');
const OrdersListPage = lazyNamed(() => import('../features/orders/pages/orders-list.page'), 'OrdersListPage');
// [pages: school]
const SchoolHomePage = lazyNamed(() => import('../features/school/pages/school-home.page'), 'SchoolHomePage');
const SchoolEditPage = lazyNamed(() => import('../features/school/pages/school-edit.page'), 'SchoolEditPage');
const SchoolChangePinPage = lazyNamed(() => import('../features/school/pages/school-settings.page'), 'SchoolChangePinPage');
const SchoolChangeDefaultPasswordPage = lazyNamed(() => import('../features/school/pages/school-settings.page'), 'SchoolChangeDefaultPasswordPage');
const SchoolChangePropertiesPage = lazyNamed(() => import('../features/school/pages/school-settings.page'), 'SchoolChangePropertiesPage');
const SchoolBlockedPage = lazyNamed(() => import('../features/school/pages/school-blocked.page'), 'SchoolBlockedPage');
// The school's phone change runs the learner's SMS-code form (features do not import each other).
const SchoolChangePhonePage = lazyScreen(async () => (await import('../features/school/pages/school-settings.page')).SchoolChangePhonePage);
const PhoneChangeForm = lazyScreen(async () => (await import('../features/profile/components/phone-change-form')).PhoneChangeForm);

/**
 * The route table. Paths are the spec's (plain paths, Polish public URLs). Areas not built yet
 * (/instructor, /scheduler, /pkk ...) fall to the catch-all and
 * show PAGE_NOT_FOUND until their issue adds them here.
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
      { path: 'o-firmie', element: <AboutPage /> },
      { path: 'kontakt', element: <ContactPage /> },
      { path: 'wiadomosci', element: <BlogListPage /> },
      // The spec's /wiadomosci/{page}.html: a route segment cannot carry a suffix, the page checks it.
      { path: 'wiadomosci/:file', element: <BlogPostPage /> },
      { path: 'polityka-prywatnosci', element: <PrivacyPage /> },
      { path: 'regulamin', element: <TermsPage /> },
      { path: 'instalacja', element: <InstallPage /> },
      {
        path: 'profile',
        element: (
          <RequireUser types={['STUDENT']}>
            <ProfilePage />
          </RequireUser>
        ),
      },
      // [routes: exam]
      { path: 'exam/choose', element: <ExamChoosePage /> },
      { path: 'exam/exam/:id', element: <ExamPage learnScreen={LearnScreenPage} internalExam={INTERNAL_EXAM_SCREENS} /> },
      // [routes: learn]
      { path: 'learn/choose', element: <RequireUser types={['STUDENT']}><LearnChoosePage /></RequireUser> },
      // [routes: elearning]
      { path: 'nauka', element: <RequireUser types={['STUDENT']}><NaukaPage /></RequireUser> },
      { path: 'elearning/choose', element: <RequireUser types={['STUDENT']}><ElearningChoosePage /></RequireUser> },
      { path: 'elearning/modules/:courseId', element: <RequireUser types={['STUDENT']}><ElearningModulesPage /></RequireUser> },
      { path: 'elearning/slaid/:moduleId', element: <RequireUser types={['STUDENT']}><SlideViewerPage /></RequireUser> },
      { path: 'lecture', element: <RequireUser types={['STUDENT']}><LecturesPage /></RequireUser> },
      // [routes: school-students]
      { path: 'school/students', element: <RequireUser types={['SCHOOL']}><StudentsListPage /></RequireUser> },
      { path: 'school/students/create', element: <RequireUser types={['SCHOOL']}><CreateChoicePage /></RequireUser> },
      { path: 'school/students/create/:type', element: <RequireUser types={['SCHOOL']}><CreateStudentPage /></RequireUser> },
      { path: 'school/students/edit/:id', element: <RequireUser types={['SCHOOL']}><EditStudentPage /></RequireUser> },
      { path: 'school/internalAccounts', element: <RequireUser types={['SCHOOL']}><InternalAccountsPage /></RequireUser> },
      // [routes: internal-exams]
      { path: 'exam/internal', element: <RequireUser types={['SCHOOL']}><InternalExamChoosePage /></RequireUser> },
      { path: 'exam/online', element: <RequireUser types={['SCHOOL']}><InternalExamChoosePage online /></RequireUser> },
      { path: 'school/exams', element: <RequireUser types={['SCHOOL']}><SchoolExamsPage /></RequireUser> },
      // [routes: stats]
      // [routes: payments]
      // Visitors see the page too: it tells them that buying needs an account (spec §6).
      { path: 'subscription', element: <SubscriptionPage /> },
      { path: 'payments', element: <RequireUser types={['STUDENT', 'SCHOOL']}><PaymentsPage /></RequireUser> },
      { path: 'stats/:id?', element: <RequireUser types={['STUDENT', 'SCHOOL']}><StatsPage /></RequireUser> },
      // [routes: scheduler]
      { path: 'scheduler', element: <RequireUser types={['SCHOOL', 'INSTRUCTOR']}><SchedulerPage /></RequireUser> },
      { path: 'progress-card', element: <RequireUser types={['SCHOOL']}><ProgressCardPage /></RequireUser> },
      { path: 'instructor', element: <RequireUser types={['INSTRUCTOR']}><InstructorHomePage /></RequireUser> },
      { path: 'instructor/profile', element: <RequireUser types={['INSTRUCTOR']}><InstructorProfilePage /></RequireUser> },
      { path: 'cars', element: <RequireUser types={['SCHOOL']}><CarsPage /></RequireUser> },
      { path: 'instructors', element: <RequireUser types={['SCHOOL']}><InstructorsPage /></RequireUser> },
      { path: 'groups', element: <RequireUser types={['SCHOOL']}><GroupsPage /></RequireUser> },
      // [routes: pkk]
      { path: 'signer', element: <RequireUser types={['SCHOOL']}><SignersPage /></RequireUser> },
      { path: 'pkk', element: <RequireUser types={['SCHOOL']}><PkkListPage /></RequireUser> },
      { path: 'pkk-search', element: <RequireUser types={['SCHOOL']}><PkkSearchPage /></RequireUser> },
      { path: 'preview/pkk', element: <RequireUser types={['SCHOOL']}><PkkPreviewPage /></RequireUser> },
      { path: 'pkk/course/:id', element: <RequireUser types={['SCHOOL']}><PkkCoursePage /></RequireUser> },
      { path: 'pkk/:id', element: <RequireUser types={['SCHOOL']}><PkkShowPage /></RequireUser> },
      // [routes: orders]
      { path: 'order/create', element: <RequireUser types={['SCHOOL']}><OrderCreatePage /></RequireUser> },
      { path: 'order/orders', element: <RequireUser types={['SCHOOL']}><OrdersListPage /></RequireUser> },
      // [routes: registration]
      { path: 'register', element: <RegisterPage /> },
      { path: 'register/coupon', element: <RegisterCouponPage /> },
      // [routes: profile]
      { path: 'profile/edit', element: <RequireUser types={['STUDENT']}><ProfileEditPage /></RequireUser> },
      { path: 'profile/changePhoneNumber', element: <RequireUser types={['STUDENT']}><ChangePhonePage /></RequireUser> },
      { path: 'profile/changePassword/:from?', element: <RequireUser types={['STUDENT']}><ChangePasswordPage /></RequireUser> },
      { path: 'changePassword/:from?', element: <RequireUser types={['STUDENT', 'SCHOOL', 'INSTRUCTOR']}><ChangePasswordPage /></RequireUser> },
      { path: 'profile/changeCategory/:from?', element: <RequireUser types={['STUDENT']}><ChangeCategoryPage /></RequireUser> },
      // [routes: school-links]
      { path: 'finishPartialRegistration/:uuid', element: <FinishPartialRegistrationPage /> },
      { path: 'attach/:uuid', element: <RequireUser types={['STUDENT']}><AttachPage /></RequireUser> },
      // Static segments outrank the generic action/:type route: these action types with a uuid do work.
      { path: 'action/ASSIGN_STUDENT/:uuid', element: <AttachActionRedirectPage /> },
      { path: 'action/TESTS_FROM_OSK/:uuid', element: <AttachActionRedirectPage /> },
      { path: 'action/LEARN_FROM_OSK/:uuid', element: <AttachActionRedirectPage /> },
      { path: 'action/SOCIAL_LOGIN_SUCCESS/:uuid', element: <SocialLoginSuccessPage /> },
      { path: 'action/LIWONA_LOGIN/:uuid', element: <PartnerLoginPage /> },
      { path: 'profile/social', element: <RequireUser types={['STUDENT']}><SocialAccountsPage /></RequireUser> },
      // [routes: school]
      { path: 'school', element: <RequireUser types={['SCHOOL']}><SchoolHomePage /></RequireUser> },
      { path: 'school/edit', element: <RequireUser types={['SCHOOL']}><SchoolEditPage /></RequireUser> },
      { path: 'school/changePin', element: <RequireUser types={['SCHOOL']}><SchoolChangePinPage /></RequireUser> },
      { path: 'school/changeDefaultPassword', element: <RequireUser types={['SCHOOL']}><SchoolChangeDefaultPasswordPage /></RequireUser> },
      { path: 'school/changePhoneNumber', element: <RequireUser types={['SCHOOL']}><SchoolChangePhonePage phoneForm={PhoneChangeForm} /></RequireUser> },
      { path: 'school/changeProperties', element: <RequireUser types={['SCHOOL']}><SchoolChangePropertiesPage /></RequireUser> },
      { path: 'school/blocked', element: <RequireUser types={['SCHOOL']}><SchoolBlockedPage /></RequireUser> },
      { path: 'action/:type/:uuid?', element: <ActionPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to={actionPath('PAGE_NOT_FOUND')} replace /> },
    ],
  },
];

/** The routes rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

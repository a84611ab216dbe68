import type { PageRoute } from '../../lib/page-routes';
import type { PhoneFormComponent } from './pages/school-settings.page';

/** The school's pages; its phone change runs the learner's SMS-code form, which app/ hands over. */
export function schoolRoutes(screens: { phoneForm: PhoneFormComponent }): PageRoute[] {
  return [
    { path: 'school', users: ['SCHOOL'], page: () => import('./pages/school-home.page').then((m) => m.SchoolHomePage) },
    { path: 'school/edit', users: ['SCHOOL'], page: () => import('./pages/school-edit.page').then((m) => m.SchoolEditPage) },
    { path: 'school/changePin', users: ['SCHOOL'], page: () => import('./pages/school-settings.page').then((m) => m.SchoolChangePinPage) },
    { path: 'school/changeDefaultPassword', users: ['SCHOOL'], page: () => import('./pages/school-settings.page').then((m) => m.SchoolChangeDefaultPasswordPage) },
    {
      path: 'school/changePhoneNumber',
      users: ['SCHOOL'],
      page: () =>
        import('./pages/school-settings.page').then(({ SchoolChangePhonePage }) => {
          const SchoolPhoneRoute = () => <SchoolChangePhonePage phoneForm={screens.phoneForm} />;
          return SchoolPhoneRoute;
        }),
    },
    { path: 'school/changeProperties', users: ['SCHOOL'], page: () => import('./pages/school-settings.page').then((m) => m.SchoolChangePropertiesPage) },
    {
      path: 'school/changeReadinessThreshold',
      users: ['SCHOOL'],
      page: () => import('./pages/school-settings.page').then((m) => m.SchoolChangeReadinessThresholdPage),
    },
    { path: 'school/blocked', users: ['SCHOOL'], page: () => import('./pages/school-blocked.page').then((m) => m.SchoolBlockedPage) },
  ];
}

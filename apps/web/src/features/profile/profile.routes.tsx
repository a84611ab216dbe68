import type { PageRoute, ScreenLoader } from '../../lib/page-routes';
import type { PhoneChangeFormProps } from './components/phone-change-form';

/** The learner's SMS-code phone change, which the school's phone change runs too (app/ hands it over). */
export const phoneChangeForm: ScreenLoader<PhoneChangeFormProps> = () => import('./components/phone-change-form').then((m) => m.PhoneChangeForm);

export const profileRoutes: PageRoute[] = [
  { path: 'profile', users: ['STUDENT'], page: () => import('./pages/profile.page').then((m) => m.ProfilePage) },
  { path: 'profile/edit', users: ['STUDENT'], page: () => import('./pages/profile-edit.page').then((m) => m.ProfileEditPage) },
  { path: 'profile/changePhoneNumber', users: ['STUDENT'], page: () => import('./pages/change-phone.page').then((m) => m.ChangePhonePage) },
  { path: 'profile/changePassword/:from?', users: ['STUDENT'], page: () => import('./pages/change-password.page').then((m) => m.ChangePasswordPage) },
  { path: 'changePassword/:from?', users: ['STUDENT', 'SCHOOL', 'INSTRUCTOR'], page: () => import('./pages/change-password.page').then((m) => m.ChangePasswordPage) },
  { path: 'profile/changeCategory/:from?', users: ['STUDENT'], page: () => import('./pages/change-category.page').then((m) => m.ChangeCategoryPage) },
];

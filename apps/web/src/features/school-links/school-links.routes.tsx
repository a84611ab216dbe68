import type { PageRoute } from '../../lib/page-routes';

export const schoolLinksRoutes: PageRoute[] = [
  { path: 'finishPartialRegistration/:uuid', page: () => import('./pages/finish-partial-registration.page').then((m) => m.FinishPartialRegistrationPage) },
  { path: 'attach/:uuid', users: ['STUDENT'], page: () => import('./pages/attach.page').then((m) => m.AttachPage) },
  // Static segments outrank the generic action/:type route: these action types with a uuid do work.
  { path: 'action/ASSIGN_STUDENT/:uuid', page: () => import('./pages/token-login.page').then((m) => m.AttachActionRedirectPage) },
  { path: 'action/TESTS_FROM_OSK/:uuid', page: () => import('./pages/token-login.page').then((m) => m.AttachActionRedirectPage) },
  { path: 'action/LEARN_FROM_OSK/:uuid', page: () => import('./pages/token-login.page').then((m) => m.AttachActionRedirectPage) },
  { path: 'action/SOCIAL_LOGIN_SUCCESS/:uuid', page: () => import('./pages/token-login.page').then((m) => m.SocialLoginSuccessPage) },
  { path: 'action/LIWONA_LOGIN/:uuid', page: () => import('./pages/token-login.page').then((m) => m.PartnerLoginPage) },
  { path: 'profile/social', users: ['STUDENT'], page: () => import('./pages/social-accounts.page').then((m) => m.SocialAccountsPage) },
];

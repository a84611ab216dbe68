import type { PageRoute } from '../../lib/page-routes';

// The home page is not here: it ships with the first load (app/router.tsx).
export const publicRoutes: PageRoute[] = [
  { path: 'o-firmie', page: () => import('./pages/about.page').then((m) => m.AboutPage) },
  { path: 'polityka-prywatnosci', page: () => import('./pages/privacy.page').then((m) => m.PrivacyPage) },
  { path: 'regulamin', page: () => import('./pages/terms.page').then((m) => m.TermsPage) },
  { path: 'instalacja', page: () => import('./pages/install.page').then((m) => m.InstallPage) },
];

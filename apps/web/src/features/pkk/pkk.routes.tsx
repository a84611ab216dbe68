import type { PageRoute } from '../../lib/page-routes';

export const pkkRoutes: PageRoute[] = [
  { path: 'signer', users: ['SCHOOL'], page: () => import('./pages/signers.page').then((m) => m.SignersPage) },
  { path: 'pkk', users: ['SCHOOL'], page: () => import('./pages/pkk-list.page').then((m) => m.PkkListPage) },
  { path: 'pkk-search', users: ['SCHOOL'], page: () => import('./pages/pkk-search.page').then((m) => m.PkkSearchPage) },
  { path: 'preview/pkk', users: ['SCHOOL'], page: () => import('./pages/pkk-preview.page').then((m) => m.PkkPreviewPage) },
  { path: 'pkk/:id', users: ['SCHOOL'], page: () => import('./pages/pkk-show.page').then((m) => m.PkkShowPage) },
];

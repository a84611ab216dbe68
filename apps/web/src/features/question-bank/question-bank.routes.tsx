import type { PageRoute } from '../../lib/page-routes';

export const questionBankRoutes: PageRoute[] = [
  { path: 'learn/bank', users: ['STUDENT'], page: () => import('./pages/question-bank.page').then((m) => m.QuestionBankPage) },
];

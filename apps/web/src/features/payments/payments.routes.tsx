import type { PageRoute } from '../../lib/page-routes';

export const paymentsRoutes: PageRoute[] = [
  // Visitors see the page too: it tells them that buying needs an account (spec §6).
  { path: 'subscription', page: () => import('./pages/subscription.page').then((m) => m.SubscriptionPage) },
  { path: 'payments', users: ['STUDENT', 'SCHOOL'], page: () => import('./pages/payments.page').then((m) => m.PaymentsPage) },
];

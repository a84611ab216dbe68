import type { PageRoute } from '../../lib/page-routes';

export const ordersRoutes: PageRoute[] = [
  { path: 'order/create', users: ['SCHOOL'], page: () => import('./pages/order-create.page').then((m) => m.OrderCreatePage) },
  { path: 'order/orders', users: ['SCHOOL'], page: () => import('./pages/orders-list.page').then((m) => m.OrdersListPage) },
];

import type { PageRoute } from '../../lib/page-routes';

export const authRoutes: PageRoute[] = [
  { path: 'register', page: () => import('./pages/register.page').then((m) => m.RegisterPage) },
  { path: 'register/coupon', page: () => import('./pages/register-coupon.page').then((m) => m.RegisterCouponPage) },
];

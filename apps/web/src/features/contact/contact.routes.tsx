import type { PageRoute } from '../../lib/page-routes';

export const contactRoutes: PageRoute[] = [{ path: 'kontakt', page: () => import('./pages/contact.page').then((m) => m.ContactPage) }];

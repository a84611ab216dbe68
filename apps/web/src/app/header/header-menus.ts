import { PARTNER_SOURCES, type ClientUser } from '@osk/contract';
import { ROUTES, routeLinks } from '../../lib/routes';

/** The school's book orders list (school document §2.1). */
const ORDERS_PATH = '/order/orders';

/** The header variants of spec §2. */
export type HeaderType = 'home' | 'static' | 'student' | 'school' | 'instructor';

/** Keys of the menu texts under header.nav. */
export type NavKey =
  | 'home'
  | 'offer'
  | 'pricing'
  | 'privacy'
  | 'about'
  | 'blog'
  | 'contact'
  | 'profile'
  | 'nauka'
  | 'learn'
  | 'exam'
  | 'stats'
  | 'subscription'
  | 'schoolProfile'
  | 'internalExam'
  | 'createStudents'
  | 'buy'
  | 'orders'
  | 'instructorProfile'
  | 'scheduler';

export interface MenuItem {
  key: NavKey;
  to: string;
}

type MenuUser = Pick<ClientUser, 'userType' | 'userSource' | 'internal'>;

/** Logged-in users get their type's header; visitors the home header on / and the static one elsewhere. */
export function headerTypeFor(user: MenuUser | null, pathname: string): HeaderType {
  if (user) {
    switch (user.userType) {
      case 'STUDENT':
        return 'student';
      case 'SCHOOL':
        return 'school';
      case 'INSTRUCTOR':
        return 'instructor';
    }
  }
  return pathname === ROUTES.home ? 'home' : 'static';
}

const HOME_MENU: readonly MenuItem[] = routeLinks('home', 'offer', 'pricing', 'privacy', 'about', 'blog', 'contact');

// The spec leaves the static header's menu open; it keeps the home menu's page links and drops the
// in-page anchors, which only make sense on /.
const STATIC_MENU: readonly MenuItem[] = HOME_MENU.filter((item) => item.key !== 'offer' && item.key !== 'pricing');

const STUDENT_MENU: readonly MenuItem[] = routeLinks('profile', 'nauka', 'learn', 'exam', 'stats', 'subscription');

const SCHOOL_MENU: readonly MenuItem[] = [
  { key: 'schoolProfile', to: ROUTES.school },
  { key: 'internalExam', to: ROUTES.internalExam },
  { key: 'createStudents', to: ROUTES.createStudents },
  { key: 'buy', to: ROUTES.subscription },
  // Book orders of the school (issue 9); the spec's menu lists the first four.
  { key: 'orders', to: ORDERS_PATH },
  // The lesson calendar (issue 10; spec §6: only schools and instructors see it).
  { key: 'scheduler', to: ROUTES.scheduler },
];

const INSTRUCTOR_MENU: readonly MenuItem[] = [
  { key: 'instructorProfile', to: ROUTES.instructor },
  { key: 'scheduler', to: ROUTES.scheduler },
];

/** Whether a user comes from the partner e-learning platform. */
export function isPartnerUser(user: Pick<ClientUser, 'userSource'>): boolean {
  return PARTNER_SOURCES.includes(user.userSource);
}

/**
 * The menu of a header (spec §2, §6): internal exam accounts see only the exam; partner-platform
 * users see neither the learning hub nor the subscription.
 */
export function menuFor(type: HeaderType, user: MenuUser | null): readonly MenuItem[] {
  switch (type) {
    case 'home':
      return HOME_MENU;
    case 'static':
      return STATIC_MENU;
    case 'student': {
      if (user?.internal) return STUDENT_MENU.filter((item) => item.key === 'exam');
      if (user && isPartnerUser(user)) return STUDENT_MENU.filter((item) => item.key !== 'nauka' && item.key !== 'subscription');
      return STUDENT_MENU;
    }
    case 'school':
      return SCHOOL_MENU;
    case 'instructor':
      return INSTRUCTOR_MENU;
  }
}

/** Whether a menu item points at the current page (anchors on / count as the home page only). */
export function isActiveItem(item: MenuItem, pathname: string, hash: string): boolean {
  const [path, anchor] = item.to.split('#');
  if (anchor !== undefined) return pathname === path && hash === `#${anchor}`;
  return pathname === item.to && (item.to !== ROUTES.home || hash === '');
}

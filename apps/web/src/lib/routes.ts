import type { ActionType } from '@osk/contract';

/**
 * Paths of the app in one place. Features link to each other only through these strings, never by
 * importing one another. Paths without a page yet fall to the catch-all PAGE_NOT_FOUND route until
 * their issue builds them.
 */
export const ROUTES = {
  home: '/',
  offer: '/#oferta',
  pricing: '/#cennik',
  about: '/o-firmie',
  contact: '/kontakt',
  blog: '/wiadomosci',
  privacy: '/polityka-prywatnosci',
  terms: '/regulamin',
  install: '/instalacja',
  notFound: '/not-found',
  register: '/register',
  registerSchool: '/register/school',
  registerCoupon: '/register/coupon',
  finishPartialRegistration: '/finishPartialRegistration',
  attach: '/attach',
  socialAccounts: '/profile/social',
  profile: '/profile',
  profileEdit: '/profile/edit',
  profileChangePhone: '/profile/changePhoneNumber',
  profileChangePassword: '/profile/changePassword',
  changePassword: '/changePassword',
  profileChangeCategory: '/profile/changeCategory',
  nauka: '/nauka',
  learn: '/learn/choose',
  exam: '/exam/choose',
  examRun: '/exam/exam',
  examDemo: '/exam/exam/demo',
  stats: '/stats',
  subscription: '/subscription',
  payments: '/payments',
  orders: '/order/orders',
  orderCreate: '/order/create',
  school: '/school',
  schoolBlocked: '/school/blocked',
  internalExam: '/exam/internal',
  createStudents: '/school/students/create',
  instructor: '/instructor',
  scheduler: '/scheduler',
  cars: '/cars',
  instructors: '/instructors',
  groups: '/groups',
  progressCard: '/progress-card',
} as const;

/** The path of a blog post. */
export function blogPostPath(slug: string): string {
  return `${ROUTES.blog}/${slug}.html`;
}

/** The path of an action page; PAGE_NOT_FOUND keeps the spec's trailing slash. */
export function actionPath(type: ActionType, uuid?: string): string {
  return uuid ? `/action/${type}/${encodeURIComponent(uuid)}` : `/action/${type}/`;
}

/** Links whose text key is the name of the route they open (menus, the footer). */
export function routeLinks<K extends keyof typeof ROUTES>(...keys: K[]): ReadonlyArray<{ key: K; to: string }> {
  return keys.map((key) => ({ key, to: ROUTES[key] }));
}

import type { StudentSearchCriteria } from '@osk/contract';

/** The list's default criteria (school document §2.2): own platform on, partner platform off, by last name. */
export const DEFAULT_CRITERIA = {
  page: 0,
  order: 'lastName',
  orderAsc: true,
  email: '',
  firstName: '',
  lastName: '',
  smarttesty: true,
  eprawko: false,
  passed: false,
  internal: false,
} as const satisfies StudentSearchCriteria;

/**
 * The query string of `student/show|count/school/v2`: empty text filters and switched-off
 * passed/internal filters are left out (they filter nothing); the platform switches always go.
 */
export function criteriaQuery(criteria: StudentSearchCriteria): string {
  const params = new URLSearchParams();
  params.set('page', String(criteria.page ?? 0));
  params.set('order', criteria.order ?? 'lastName');
  params.set('orderAsc', String(criteria.orderAsc ?? true));
  for (const key of ['email', 'firstName', 'lastName'] as const) {
    const value = criteria[key]?.trim();
    if (value) params.set(key, value);
  }
  params.set('smarttesty', String(criteria.smarttesty ?? true));
  params.set('eprawko', String(criteria.eprawko ?? false));
  if (criteria.passed) params.set('passed', 'true');
  if (criteria.internal) params.set('internal', 'true');
  return params.toString();
}

/** At most this many page links (school document §9). */
export const MAX_PAGE_LINKS = 10;

/** The 0-based pages whose links show: a window of at most MAX_PAGE_LINKS around the current page. */
export function pageWindow(current: number, totalPages: number, max = MAX_PAGE_LINKS): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(max, totalPages);
  const start = Math.max(0, Math.min(current - Math.floor(size / 2), totalPages - size));
  return Array.from({ length: size }, (_, i) => start + i);
}

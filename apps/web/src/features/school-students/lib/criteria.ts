import type { EndpointQuery, studentShowSchool, StudentSearchCriteria } from '@osk/contract';

/** The list's default criteria (school document §2.2): own platform on, partner platform off, by last name. */
export const DEFAULT_CRITERIA = {
  page: 0,
  order: 'lastName',
  orderAsc: true,
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  smarttesty: true,
  eprawko: false,
  passed: false,
  internal: false,
  ready: false,
} as const satisfies StudentSearchCriteria;

/**
 * The query of `student/show|count/school/v2`: empty text filters and switched-off passed/internal
 * filters are left out (they filter nothing); the platform switches always go.
 */
export function criteriaParams(criteria: StudentSearchCriteria): EndpointQuery<typeof studentShowSchool> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    page: String(criteria.page ?? 0),
    order: criteria.order ?? 'lastName',
    orderAsc: String(criteria.orderAsc ?? true),
    email: text(criteria.email),
    firstName: text(criteria.firstName),
    lastName: text(criteria.lastName),
    phone: text(criteria.phone),
    smarttesty: String(criteria.smarttesty ?? true),
    eprawko: String(criteria.eprawko ?? false),
    passed: criteria.passed ? true : undefined,
    internal: criteria.internal ? true : undefined,
    ready: criteria.ready ? true : undefined,
  };
}

/** The same query as text (the lists' query keys). */
export function criteriaQuery(criteria: StudentSearchCriteria): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(criteriaParams(criteria))) if (value !== undefined) params.set(name, String(value));
  return params.toString();
}

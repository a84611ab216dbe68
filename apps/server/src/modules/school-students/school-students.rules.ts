import { LONG_ACCESS_DAYS, SHORT_ACCESS_DEFAULT_DAYS, type AccessType } from '@osk/contract';

/** Days of a temporary (internal) account before it expires. */
export const TEMPORARY_ACCOUNT_DAYS = 30;
/** The mail domain of temporary accounts' logins (reserved, never delivered: RFC 2606 style). */
export const TEMPORARY_LOGIN_DOMAIN = 'internal.example';

/**
 * What a new learner costs the school (spec §5): LONG takes LONG_ACCESS_DAYS days of learning and,
 * with a book, one book; SHORT takes its days (SHORT_ACCESS_DEFAULT_DAYS when not given).
 */
export function creationCost(accessType: AccessType, numberOfDays: number | undefined, withBook: boolean): { days: number; books: number } {
  if (accessType === 'LONG') return { days: LONG_ACCESS_DAYS, books: withBook ? 1 : 0 };
  return { days: numberOfDays ?? SHORT_ACCESS_DEFAULT_DAYS, books: withBook ? 1 : 0 };
}

/** Whole days from `today` to `till` (yyyy-MM-dd), never negative: the learning a learner has left. */
export function daysLeft(till: string | null, today: string): number {
  if (!till || till <= today) return 0;
  return Math.round((Date.parse(`${till}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

/** A login-safe short name of a school: ASCII letters and digits only, at most 20 characters. */
export function schoolSlug(name: string, schoolId: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 20)
    .replace(/-+$/, '');
  return slug.length > 0 ? slug : `osk${schoolId}`;
}

/** The login of a school's n-th temporary account, e.g. `osk-zielona-fala-3@internal.example`. */
export function temporaryLogin(slug: string, n: number): string {
  return `${slug}-${n}@${TEMPORARY_LOGIN_DOMAIN}`;
}

import { randomBytes } from 'node:crypto';
import { LONG_ACCESS_DAYS, SHORT_ACCESS_DEFAULT_DAYS, type AccessType } from '@osk/contract';
import { daysBetween } from '../../lib/clock.js';

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
  return daysBetween(today, till);
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

/** Letters and digits that read unambiguously on paper (no 0/o, 1/l/i). */
const PRINTABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `length` random characters of PRINTABLE (rejection sampling, so every character is equally likely). */
function randomPrintable(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % PRINTABLE.length) && out.length < length) out += PRINTABLE[byte % PRINTABLE.length];
    }
  }
  return out;
}

/**
 * A random login of a temporary account, e.g. `osk-zielona-fala-k7m2p9qx@internal.example` (31^8,
 * about 10^12 logins per school: another examinee's cannot be guessed from one's own).
 */
export function temporaryLogin(slug: string): string {
  return `${slug}-${randomPrintable(8)}@${TEMPORARY_LOGIN_DOMAIN}`;
}

/** A random password of a temporary account, in three groups of four for reading off a printout (about 59 bits). */
export function temporaryPassword(): string {
  const raw = randomPrintable(12);
  return `${raw.slice(0, 4)}-${raw.slice(4, 8)}-${raw.slice(8)}`;
}

/** A phone number's digits without the +48/0048 prefix, for comparing two spellings of one number. */
function phoneKey(phone: string | null): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length > 9 && /^(00)?48/.test(digits) ? digits.replace(/^(00)?48/, '') : digits;
}

/**
 * The PKK record of a learner among the school's records (most recently updated first): the PKK
 * pre-flight's rule turned round, the candidate's e-mail equal to the learner's login, else the same
 * phone digits, else the same first and last name (letter case aside); null when none matches.
 */
export function pkkRecordOf<R extends { email: string | null; phoneNumber: string | null; firstName: string; lastName: string }>(
  learner: { email: string | null; phoneNumber: string | null; firstName: string; lastName: string },
  records: readonly R[],
): R | null {
  const email = learner.email?.trim().toLowerCase();
  const byEmail = email ? records.find((r) => r.email?.trim().toLowerCase() === email) : undefined;
  if (byEmail) return byEmail;
  const phone = phoneKey(learner.phoneNumber);
  const byPhone = phone.length >= 9 ? records.find((r) => phoneKey(r.phoneNumber) === phone) : undefined;
  if (byPhone) return byPhone;
  const name = `${learner.firstName} ${learner.lastName}`.trim().toLowerCase();
  return records.find((r) => `${r.firstName} ${r.lastName}`.trim().toLowerCase() === name) ?? null;
}

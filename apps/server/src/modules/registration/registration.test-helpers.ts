import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { actions, coupons, students, users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

/** A valid individual registration request; override parts as needed. */
export function registrationBody(email: string, overrides: { user?: Record<string, unknown>; student?: Record<string, unknown>; [key: string]: unknown } = {}) {
  const { user, student, ...rest } = overrides;
  return {
    user: { email, status: 'NEW', failedLogins: 0, registerDate: null, lastLoginDate: null, phoneNumber: '', password: 'Tajne123', ...user },
    student: { firstName: 'Ola', lastName: 'Kowalska', category: 'B', blockChangeCategory: false, learningAvailableTill: null, ...student },
    repeatPassword: 'Tajne123',
    accepted: true,
    userExists: false,
    phoneExists: false,
    clearPhoneNumber: false,
    ...rest,
  };
}

/** A message of the demo outbox. */
export interface SentMessage {
  subject: string | null;
  text: string;
  links: string[];
}

/** The messages sent to an address, newest first (GET /api/dev/outbox). */
export async function outboxFor(t: TestApp, to: string): Promise<SentMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return res.json();
}

/** The activation token of the newest activation mail to an address. */
export async function activationTokenFor(t: TestApp, to: string): Promise<string> {
  const [mail] = await outboxFor(t, to);
  const link = mail?.links.find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
  if (!link) throw new Error(`no activation mail to ${to}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

/** Adds a coupon. */
export async function addCoupon(
  t: TestApp,
  coupon: { code: string; days?: number; category?: string; multiLanguage?: boolean; lecturesDays?: number; validTill?: Date | null; schoolId?: number | null },
): Promise<void> {
  await t.database.db.insert(coupons).values({
    code: coupon.code,
    days: coupon.days ?? 40,
    category: coupon.category ?? 'B',
    multiLanguage: coupon.multiLanguage ?? false,
    lecturesDays: coupon.lecturesDays ?? 0,
    validTill: coupon.validTill === undefined ? new Date(t.clock.now().getTime() + 30 * 86_400_000) : coupon.validTill,
    schoolId: coupon.schoolId ?? null,
    createdAt: t.clock.now(),
  });
}

/** The account, student and activation actions stored for an e-mail. */
export async function storedAccount(t: TestApp, email: string) {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(loginEmailIs(email));
  if (!user) return undefined;
  const [student] = await db.select().from(students).where(eq(students.userId, user.id));
  const userActions = await db.select().from(actions).where(eq(actions.userId, user.id));
  return { user, student, actions: userActions };
}

/** How many accounts use an e-mail (case-insensitive) or phone. */
export async function countAccounts(t: TestApp, where: { email?: string; phone?: string }): Promise<number> {
  const db = t.database.db;
  const condition = where.email ? loginEmailIs(where.email) : eq(users.phoneNumber, where.phone ?? '');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(condition);
  return row?.n ?? 0;
}

/** The coupon row of a code. */
export async function couponRow(t: TestApp, code: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

let counter = 0;
/** A unique e-mail address per call. */
export function uniqueEmail(prefix = 'nowy'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

/** Field errors of a 400/409 answer as "field: message" strings. */
export function fieldMessages(body: { fields?: { field: string; message: string }[] }): string[] {
  return (body.fields ?? []).map((f) => `${f.field}: ${f.message}`);
}

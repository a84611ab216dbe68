import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { UserSource } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { accessCodes, discountCodes, outbox, payments, students, subscriptions, users } from '../../db/schema/index.js';
import { PaynowError, type PaymentProvider, type PaynowCreatePayment, type PaynowCreated, type PaynowNotification, type PaynowStatus } from '../../integrations/paynow/types.js';
import type { TestApp } from '../../../test/test-app.js';
import { createStudent } from '../../../test/factories.js';

export const SIGNATURE_KEY = 'test-signature-key';

/** base64 HMAC-SHA256 of a body, as Paynow signs its notifications. */
export function sign(body: string, key = SIGNATURE_KEY): string {
  return createHmac('sha256', key).update(body).digest('base64');
}

/**
 * A test double of the external payment provider: it records create calls, can be told to fail, and
 * verifies notification signatures with its key the way Paynow's protocol defines them.
 */
export class FakeProvider implements PaymentProvider {
  readonly created: PaynowCreatePayment[] = [];
  failWith: Error | null = null;
  private counter = 0;

  async createPayment(payment: PaynowCreatePayment): Promise<PaynowCreated> {
    if (this.failWith) throw this.failWith;
    this.created.push(payment);
    this.counter += 1;
    const paymentId = `TEST-${this.counter}-${payment.externalId}`;
    return { paymentId, redirectUrl: `https://pay.example/${paymentId}`, status: 'NEW' };
  }

  async paymentStatus(): Promise<PaynowStatus> {
    throw new PaynowError('not used', null, null);
  }

  verifyNotification(rawBody: Buffer | string, signature: string | undefined): PaynowNotification | null {
    if (!signature || sign(rawBody.toString()) !== signature) return null;
    try {
      const body = JSON.parse(rawBody.toString()) as Record<string, unknown>;
      if (typeof body.paymentId !== 'string' || typeof body.externalId !== 'string' || typeof body.status !== 'string') return null;
      return { paymentId: body.paymentId, externalId: body.externalId, status: body.status, modifiedAt: String(body.modifiedAt ?? '') };
    } catch {
      return null;
    }
  }
}

export const API = '/api/eprawko-rest';

export function authed(session: string | null): Record<string, string> {
  return session ? { jsessionid: session } : {};
}

/** The catalogue rows by their shape (ids come from the migration). */
export async function catalogue(db: Db): Promise<(typeof subscriptions.$inferSelect)[]> {
  return db.select().from(subscriptions).orderBy(subscriptions.sort);
}

/** A learner with a session. */
export async function learner(
  t: TestApp,
  options: { learningAvailableTill?: string | null; userSource?: UserSource; internal?: boolean } = {},
): Promise<{ userId: number; studentId: number; email: string; session: string }> {
  const s = await createStudent(t.database.db, { learningAvailableTill: options.learningAvailableTill ?? null, ...(options.internal ? { internal: true } : {}) });
  if (options.userSource) await t.database.db.update(users).set({ userSource: options.userSource }).where(eq(users.id, s.userId));
  return { userId: s.userId, studentId: s.studentId, email: s.email, session: await t.sessionOf(s.email, s.password) };
}

export async function accessOf(db: Db, userId: number): Promise<{ learningAvailableTill: string | null; lecturesAvailableTill: string | null; multiLanguage: boolean }> {
  const [row] = await db
    .select({ learningAvailableTill: students.learningAvailableTill, lecturesAvailableTill: students.lecturesAvailableTill, multiLanguage: students.multiLanguage })
    .from(students)
    .where(eq(students.userId, userId));
  if (!row) throw new Error('no student');
  return row;
}

export async function addAccessCode(db: Db, values: Partial<typeof accessCodes.$inferInsert> & { code: string; kind: string; days: number }): Promise<void> {
  await db.insert(accessCodes).values({ createdAt: new Date('2026-11-01T00:00:00Z'), ...values });
}

export async function addDiscountCode(db: Db, values: Partial<typeof discountCodes.$inferInsert> & { code: string }): Promise<void> {
  await db.insert(discountCodes).values({ createdAt: new Date('2026-11-01T00:00:00Z'), ...values });
}

export async function paymentRow(db: Db, id: number): Promise<typeof payments.$inferSelect> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new Error('no payment');
  return row;
}

export async function mailsTo(db: Db, email: string): Promise<(typeof outbox.$inferSelect)[]> {
  return db.select().from(outbox).where(eq(outbox.recipient, email));
}

import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

/** A stored outbound message. */
export type OutboxRow = typeof outbox.$inferSelect;
/** What a new outbound message needs. */
export type NewOutboxMessage = Pick<typeof outbox.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body' | 'replyTo' | 'attachments' | 'nextAttemptAt' | 'createdAt'>;

/** All SQL of the outbox. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(message: NewOutboxMessage, db: Db = this.db): Promise<number> {
    const rows = await db.insert(outbox).values(message).returning({ id: outbox.id });
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('outbox insert returned no id');
    return id;
  }

  /**
   * Claims due messages for delivery by moving their next attempt past a lease, so a second worker (or a
   * restart after a crash) does not send them twice while the lease runs, yet retries them after it.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const due = await this.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(inArray(outbox.status, ['PENDING', 'SENDING']), lte(outbox.nextAttemptAt, now)))
      .orderBy(outbox.id)
      .limit(limit);
    if (due.length === 0) return [];
    return this.db
      .update(outbox)
      .set({ status: 'SENDING', nextAttemptAt: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
      .where(and(inArray(outbox.id, due.map((d) => d.id)), lte(outbox.nextAttemptAt, now)))
      .returning();
  }

  async markDelivered(id: number, status: 'SENT' | 'STORED', now: Date): Promise<void> {
    await this.db.update(outbox).set({ status, sentAt: now, lastError: null }).where(eq(outbox.id, id));
  }

  async markFailed(id: number, error: string, retryAt: Date | null): Promise<void> {
    await this.db
      .update(outbox)
      .set(retryAt ? { status: 'PENDING', nextAttemptAt: retryAt, lastError: error } : { status: 'FAILED', lastError: error })
      .where(eq(outbox.id, id));
  }

  async byId(id: number): Promise<OutboxRow | undefined> {
    const rows = await this.db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
    return rows[0];
  }

  async listFor(recipient: string, limit: number): Promise<OutboxRow[]> {
    return this.db
      .select()
      .from(outbox)
      .where(eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()))
      .orderBy(desc(outbox.id))
      .limit(limit);
  }
}

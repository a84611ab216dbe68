import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A mail attachment as stored: the bytes base64-encoded (receipts and invoices are a few KB). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/**
 * Outbound mail and SMS. A message is written here in the same transaction as the change that causes
 * it, and a worker delivers it with retries, so nothing is lost when a send fails or the process dies.
 * Without SMTP/SMS configured, messages stay here with status STORED (the demo outbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 8 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    replyTo: varchar('reply_to', { length: 254 }),
    attachments: jsonb('attachments').$type<StoredAttachment[]>(),
    status: varchar('status', { length: 12 }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt), index('outbox_recipient_idx').on(t.recipient)],
);

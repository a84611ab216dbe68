import { API_BASE, devOutboxAttachment, endpointPath } from '@osk/contract';
import type { Db } from '../../db/client.js';
import type { MailAttachment, MailTransport } from '../../integrations/mail/client.js';
import type { SmsTransport } from '../../integrations/sms/transport.js';
import { minutesAfter, type Clock } from '../../lib/clock.js';
import type { OutboxRepository, OutboxRow } from './outbox.repository.js';

/** Attempts after which a message is given up and marked FAILED. */
export const MAX_DELIVERY_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;

/** One message as the dev outbox shows it. */
export interface OutboxView {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  links: string[];
  /** Attached files: name, type, size in bytes, and where the dev outbox serves them. */
  attachments: Array<{ filename: string; contentType: string; size: number; url: string }>;
  status: string;
  createdAt: string;
}

/** Queues outbound mail and SMS and delivers them with retries. */
export class OutboxService {
  constructor(
    private readonly repo: OutboxRepository,
    private readonly clock: Clock,
    private readonly mail: MailTransport | null,
    private readonly sms: SmsTransport | null,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** Queues an e-mail; pass the transaction's `tx` to make it part of a larger change. */
  async enqueueMail(message: { to: string; subject: string; text: string; replyTo?: string; attachments?: MailAttachment[] }, tx?: Db): Promise<number> {
    // Times come from the service clock, not the database's now(), so tests and the worker agree on "due".
    const now = this.clock.now();
    const attachments = message.attachments?.length
      ? message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }))
      : null;
    return this.repo.insert(
      { channel: 'MAIL', recipient: message.to, subject: message.subject, body: message.text, replyTo: message.replyTo ?? null, attachments, nextAttemptAt: now, createdAt: now },
      tx,
    );
  }

  /** An attachment of a stored message (dev outbox), or null. */
  async attachment(id: number, index: number): Promise<MailAttachment | null> {
    const row = await this.repo.byId(id);
    const stored = row?.attachments?.[index];
    return stored ? { filename: stored.filename, contentType: stored.contentType, content: Buffer.from(stored.base64, 'base64') } : null;
  }

  /**
   * Queues an SMS (phone number in its national 9-digit form or with a country prefix); pass the
   * transaction's `tx` to make it part of a larger change.
   */
  async enqueueSms(message: { to: string; text: string }, tx?: Db): Promise<number> {
    const now = this.clock.now();
    return this.repo.insert({ channel: 'SMS', recipient: message.to, subject: null, body: message.text, replyTo: null, nextAttemptAt: now, createdAt: now }, tx);
  }

  /** Delivers the messages that are due; answers how many were handled. */
  async deliverDue(limit = 20): Promise<number> {
    const now = this.clock.now();
    const claimed = await this.repo.claimDue(now, new Date(now.getTime() + LEASE_MS), limit);
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  /** The newest messages to an address (dev outbox). */
  async listFor(recipient: string): Promise<OutboxView[]> {
    const rows = await this.repo.listFor(recipient, 50);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      links: [...row.body.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, '')),
      attachments: (row.attachments ?? []).map((a, index) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.base64, 'base64'),
        url: `${API_BASE}/${endpointPath(devOutboxAttachment, { id: row.id, index })}`,
      })),
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const mail = row.channel === 'MAIL' ? this.mail : null;
    const sms = row.channel === 'SMS' ? this.sms : null;
    if (!mail && !sms) {
      // No gateway configured: the message stays in the database outbox, readable in demo mode.
      await this.repo.markDelivered(row.id, 'STORED', this.clock.now());
      return;
    }
    try {
      if (mail) {
        const attachments = (row.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') }));
        await mail.send({ to: row.recipient, subject: row.subject ?? '', text: row.body, replyTo: row.replyTo ?? undefined, attachments });
      }
      if (sms) await sms.send({ to: row.recipient, text: row.body, idx: `outbox-${row.id}` });
      await this.repo.markDelivered(row.id, 'SENT', this.clock.now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // A refusal no retry can cure (a gateway's "no valid number") is given up at once.
      const permanent = typeof error === 'object' && error !== null && 'permanent' in error && error.permanent === true;
      const giveUp = permanent || row.attempts >= MAX_DELIVERY_ATTEMPTS;
      // Exponential back-off: 1, 2, 4 ... minutes.
      const retryAt = giveUp ? null : minutesAfter(this.clock.now(), 2 ** (row.attempts - 1));
      this.log.warn({ outboxId: row.id, attempts: row.attempts, err: message }, giveUp ? 'message delivery failed for good' : 'message delivery failed, will retry');
      await this.repo.markFailed(row.id, message.slice(0, 500), retryAt);
    }
  }
}

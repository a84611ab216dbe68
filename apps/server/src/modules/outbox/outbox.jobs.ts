import type { Job } from '../../lib/jobs/job-runner.js';
import type { OutboxService } from './outbox.service.js';

/** How often the outbox delivers what is due (one batch of 20 each time). */
export const OUTBOX_DELIVERY_INTERVAL_MS = 2_000;

/** Delivers the due mail and SMS (ADR 002); each message is still claimed by itself, with its own lease. */
export function outboxDeliveryJob(outbox: OutboxService): Job {
  return {
    name: 'outbox-delivery',
    intervalMs: OUTBOX_DELIVERY_INTERVAL_MS,
    run: async () => ({ delivered: await outbox.deliverDue() }),
  };
}

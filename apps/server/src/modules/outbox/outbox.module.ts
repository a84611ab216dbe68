import { defineModule } from '../../lib/modules.js';
import { outboxDeliveryJob } from './outbox.jobs.js';
import { OutboxRepository } from './outbox.repository.js';
import { registerDevOutboxRoutes } from './outbox.routes.js';
import { OutboxService } from './outbox.service.js';

/** Mail and SMS written to the outbox table and delivered by a job (ADR 002). */
export const outboxModule = defineModule({
  name: 'outbox',
  needs: {},
  build: (ctx) => new OutboxService(new OutboxRepository(ctx.db), ctx.clock, ctx.deps.mail, ctx.deps.sms, ctx.log),
  routes: (api, outbox, ctx) => {
    // The demo's view of what would have been sent.
    if (ctx.deps.demo) registerDevOutboxRoutes(api, outbox);
  },
  jobs: (outbox) => [outboxDeliveryJob(outbox)],
});

import { DEMO_SELLER } from '../../config/seller.js';
import { PaynowClient } from '../../integrations/paynow/client.js';
import { isPaynowSimulator, PAYNOW_NOTIFICATION_PATH } from '../../integrations/paynow/config.js';
import { registerPaynowSimulator } from '../../integrations/paynow/simulator.js';
import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { usersModule } from '../users/users.module.js';
import { paymentReconciliationJob } from './payments.jobs.js';
import { PaymentsRepository } from './payments.repository.js';
import { registerPaymentRoutes } from './payments.routes.js';
import { PaymentsService } from './payments.service.js';

/** Subscriptions, codes and online payments through Paynow (ADR 013). */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: { outbox: outboxModule, users: usersModule },
  build: (ctx, { outbox, users }) =>
    new PaymentsService(new PaymentsRepository(ctx.db), ctx.clock, ctx.deps.paymentProvider ?? null, outbox, ctx.deps.publicUrl, ctx.log, ctx.deps.seller !== undefined ? ctx.deps.seller : ctx.deps.demo ? DEMO_SELLER : null, users),
  routes: (api, payments, ctx) => {
    registerPaymentRoutes(api, payments);
    // The demo Paynow: mounted when the payment provider is a Paynow client configured for the simulator.
    const provider = ctx.deps.paymentProvider;
    if (ctx.deps.demo && provider instanceof PaynowClient && isPaynowSimulator(provider.config)) {
      registerPaynowSimulator(api, { apiKey: provider.config.apiKey, signatureKey: provider.config.signatureKey, notificationUrl: PAYNOW_NOTIFICATION_PATH, publicUrl: ctx.deps.publicUrl });
    }
  },
  jobs: (payments) => [paymentReconciliationJob(payments)],
});

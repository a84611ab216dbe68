import type { Job } from '../../lib/jobs/job-runner.js';
import type { PaymentsService } from './payments.service.js';

/**
 * Asks Paynow, every 15 minutes, for the status of payments left STARTED or WAITING for an hour (their
 * notifications lost) and applies it as a notification would (ADR 013, ADR 025).
 */
export function paymentReconciliationJob(payments: PaymentsService): Job {
  return {
    name: 'payment-reconciliation',
    intervalMs: 15 * 60_000,
    // 100 payments at the client's 15 s timeout take at most 25 minutes.
    leaseMs: 30 * 60_000,
    run: async (ctx) => {
      const summary = await payments.reconcile(ctx.now, ctx.signal);
      // Refunds not yet settled are polled too (issue 24); reported only when there were any.
      const refunds = await payments.reconcileRefunds(ctx.signal);
      return refunds.checked + refunds.failed > 0 ? { ...summary, refundsChecked: refunds.checked, refundsUpdated: refunds.updated, refundsFailed: refunds.failed } : summary;
    },
  };
}

import type { Job } from '../../lib/jobs/job-runner.js';
import type { PrivacyService } from './privacy.service.js';

/** Erases the accounts whose deletion cooling-off has passed, every hour (RODO, issue 24). */
export function accountAnonymisationJob(privacy: PrivacyService): Job {
  return {
    name: 'account-anonymisation',
    intervalMs: 60 * 60_000,
    run: async ({ now, signal }) => ({ anonymised: await privacy.anonymiseDue(now, signal) }),
  };
}

/** Applies the retention policy (temporary and long-inactive accounts) every hour: a cheap check, and each owner is told once. */
export function retentionJob(privacy: PrivacyService): Job {
  return {
    name: 'account-retention',
    intervalMs: 60 * 60_000,
    run: async ({ now, signal }) => privacy.applyRetention(now, signal),
  };
}

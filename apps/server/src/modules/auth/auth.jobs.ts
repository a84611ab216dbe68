import type { Job } from '../../lib/jobs/job-runner.js';
import type { AuthService } from './auth.service.js';

/** Removes sessions past their idle or absolute limit and throttle counters past their window, every 10 minutes. */
export function sessionPurgeJob(auth: AuthService): Job {
  return {
    name: 'session-purge',
    intervalMs: 10 * 60_000,
    run: async () => ({ sessions: await auth.purgeExpiredSessions() }),
  };
}

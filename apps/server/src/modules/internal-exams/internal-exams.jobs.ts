import type { Job } from '../../lib/jobs/job-runner.js';
import type { InternalExamsService } from './internal-exams.service.js';

/** Ends, every 15 minutes, the internal exams left locked for more than two hours (ADR 021, ADR 025). */
export function internalExamCleanupJob(internalExams: InternalExamsService): Job {
  return {
    name: 'internal-exam-cleanup',
    intervalMs: 15 * 60_000,
    run: (ctx) => internalExams.endAbandoned(ctx.now),
  };
}

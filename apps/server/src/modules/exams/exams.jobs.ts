import type { Job } from '../../lib/jobs/job-runner.js';
import type { ExamsService } from './exams.service.js';

/** Removes demo exams older than a day, every 10 minutes. */
export function demoExamPurgeJob(exams: ExamsService): Job {
  return {
    name: 'demo-exam-purge',
    intervalMs: 10 * 60_000,
    run: async () => ({ exams: await exams.purgeDemoExams() }),
  };
}

import type { Job } from '../../lib/jobs/job-runner.js';
import type { SchoolStudentsService } from './school-students.service.js';

/**
 * Gives schools back, every hour, the stock of SMS registrations whose link expired unfinished
 * (30 days; ADR 016, ADR 025).
 */
export function smsRegistrationStockReturnJob(schoolStudents: SchoolStudentsService): Job {
  return {
    name: 'sms-registration-stock-return',
    intervalMs: 60 * 60_000,
    run: (ctx) => schoolStudents.returnUnfinishedSmsStock(ctx.now),
  };
}

import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { examsModule } from '../exams/exams.module.js';
import { statsModule } from '../stats/stats.module.js';
import { internalExamCleanupJob } from './internal-exams.jobs.js';
import { InternalExamsRepository } from './internal-exams.repository.js';
import { registerInternalExamRoutes } from './internal-exams.routes.js';
import { InternalExamsService } from './internal-exams.service.js';

/** A school's internal exams and the learner's session lock while one runs (ADR 021). */
export const internalExamsModule = defineModule({
  name: 'internal-exams',
  needs: { auth: authModule, exams: examsModule, stats: statsModule },
  build: (ctx, { auth, exams, stats }) => new InternalExamsService(new InternalExamsRepository(ctx.db), auth, exams, stats),
  routes: (api, internalExams) => registerInternalExamRoutes(api, internalExams),
  jobs: (internalExams) => [internalExamCleanupJob(internalExams)],
});

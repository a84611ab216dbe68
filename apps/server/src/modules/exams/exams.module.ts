import { defineModule } from '../../lib/modules.js';
import { demoExamPurgeJob } from './exams.jobs.js';
import { ExamsRepository } from './exams.repository.js';
import { registerExamRoutes } from './exams.routes.js';
import { ExamsService } from './exams.service.js';

/** Exams timed by the server (ADR 005). */
export const examsModule = defineModule({
  name: 'exams',
  needs: {},
  build: (ctx) => {
    const exams = new ExamsService(new ExamsRepository(ctx.db), ctx.clock);
    // Learners' exam rights are cached only while every change to them is heard (ADR 010).
    ctx.notices.register(exams.learners);
    return exams;
  },
  routes: (api, exams) => registerExamRoutes(api, exams),
  jobs: (exams) => [demoExamPurgeJob(exams)],
});

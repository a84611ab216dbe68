import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { readinessModule } from '../readiness/readiness.module.js';
import { registrationModule } from '../registration/registration.module.js';
import { smsRegistrationStockReturnJob } from './school-students.jobs.js';
import { SchoolStudentsRepository } from './school-students.repository.js';
import { registerSchoolStudentRoutes } from './school-students.routes.js';
import { SchoolStudentsService } from './school-students.service.js';
import { usersModule } from '../users/users.module.js';

/** Learners a school manages (ADR 016). */
export const schoolStudentsModule = defineModule({
  name: 'school-students',
  needs: { registration: registrationModule, outbox: outboxModule, users: usersModule, readiness: readinessModule },
  build: (ctx, { registration, outbox, users, readiness }) =>
    new SchoolStudentsService(new SchoolStudentsRepository(ctx.db), users, registration, outbox, ctx.clock, ctx.deps.publicUrl, readiness),
  routes: (api, schoolStudents) => registerSchoolStudentRoutes(api, schoolStudents),
  jobs: (schoolStudents) => [smsRegistrationStockReturnJob(schoolStudents)],
});

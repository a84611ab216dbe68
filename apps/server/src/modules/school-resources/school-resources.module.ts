import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { SchoolResourcesRepository } from './school-resources.repository.js';
import { registerSchoolResourceRoutes } from './school-resources.routes.js';
import { SchoolResourcesService } from './school-resources.service.js';
import { usersModule } from '../users/users.module.js';

/** The scheduler's cars, instructors and groups (ADR 020). */
export const schoolResourcesModule = defineModule({
  name: 'school-resources',
  needs: { auth: authModule, outbox: outboxModule, users: usersModule },
  build: (ctx, { auth, outbox, users }) =>
    new SchoolResourcesService(new SchoolResourcesRepository(ctx.db), users, auth, outbox, ctx.clock, ctx.deps.publicUrl, { cards: ctx.deps.featureCards ?? ctx.deps.demo }),
  routes: (api, schoolResources) => registerSchoolResourceRoutes(api, schoolResources),
});

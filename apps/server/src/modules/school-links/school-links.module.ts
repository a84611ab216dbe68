import { defineModule } from '../../lib/modules.js';
import { SchoolLinksRepository } from './school-links.repository.js';
import { registerSchoolLinksRoutes } from './school-links.routes.js';
import { SchoolLinksService } from './school-links.service.js';
import { usersModule } from '../users/users.module.js';

/** Links between a learner and a school (ADR 007). */
export const schoolLinksModule = defineModule({
  name: 'school-links',
  needs: { users: usersModule },
  build: (ctx, { users }) => new SchoolLinksService(new SchoolLinksRepository(ctx.db), users, ctx.clock),
  routes: (api, schoolLinks) => registerSchoolLinksRoutes(api, schoolLinks),
});

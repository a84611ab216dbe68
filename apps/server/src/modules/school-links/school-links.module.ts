import { defineModule } from '../../lib/modules.js';
import { SchoolLinksRepository } from './school-links.repository.js';
import { registerSchoolLinksRoutes } from './school-links.routes.js';
import { SchoolLinksService } from './school-links.service.js';

/** Links between a learner and a school (ADR 007). */
export const schoolLinksModule = defineModule({
  name: 'school-links',
  needs: {},
  build: (ctx) => new SchoolLinksService(new SchoolLinksRepository(ctx.db), ctx.clock),
  routes: (api, schoolLinks) => registerSchoolLinksRoutes(api, schoolLinks),
});

import { defineModule } from '../../lib/modules.js';
import { ElearningRepository } from './elearning.repository.js';
import { registerElearningRoutes } from './elearning.routes.js';
import { ElearningService } from './elearning.service.js';

/** E-learning courses, modules and slides (ADR 015). */
export const elearningModule = defineModule({
  name: 'elearning',
  needs: {},
  build: (ctx) => new ElearningService(new ElearningRepository(ctx.db), ctx.clock),
  routes: (api, elearning) => registerElearningRoutes(api, elearning),
});

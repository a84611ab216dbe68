import { defineModule } from '../../lib/modules.js';
import { LearningRepository } from './learning.repository.js';
import { registerLearningRoutes } from './learning.routes.js';
import { LearningService } from './learning.service.js';

/** Learning mode: the learner's answers and review order (ADR 011). */
export const learningModule = defineModule({
  name: 'learning',
  needs: {},
  build: (ctx) => new LearningService(new LearningRepository(ctx.db), ctx.clock),
  routes: (api, learning) => registerLearningRoutes(api, learning),
});

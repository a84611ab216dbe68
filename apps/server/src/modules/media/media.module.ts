import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { ProtectedMediaRepository } from './protected-media.repository.js';
import { registerProtectedMediaRoutes } from './protected-media.routes.js';
import { ProtectedMediaService } from './protected-media.service.js';
import { registerQuestionMediaRoutes } from './question-media.routes.js';

/** The question bank's images and films, and the protected e-learning and lecture media (ADR 015). */
export const mediaModule = defineModule({
  name: 'media',
  needs: { auth: authModule },
  build: (ctx, { auth }) => new ProtectedMediaService(new ProtectedMediaRepository(ctx.db), auth, ctx.clock),
  routes: async (api, media, ctx) => {
    await registerQuestionMediaRoutes(api, ctx.deps.questionMediaDir ?? null);
    registerProtectedMediaRoutes(api, media, ctx.deps.contentMediaDir ?? null);
  },
});

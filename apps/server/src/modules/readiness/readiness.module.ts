import { defineModule } from '../../lib/modules.js';
import { ReadinessRepository } from './readiness.repository.js';
import { registerReadinessRoutes } from './readiness.routes.js';
import { ReadinessService } from './readiness.service.js';

/** Readiness ("Szansa zdania", ADR 031) and the per-module picture of learning. */
export const readinessModule = defineModule({
  name: 'readiness',
  needs: {},
  build: (ctx) => new ReadinessService(new ReadinessRepository(ctx.db), ctx.clock),
  routes: (api, readiness) => registerReadinessRoutes(api, readiness),
});

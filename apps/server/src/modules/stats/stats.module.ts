import { defineModule } from '../../lib/modules.js';
import { StatsRepository } from './stats.repository.js';
import { registerStatsRoutes } from './stats.routes.js';
import { StatsService } from './stats.service.js';

/** Statistics and the exam report PDF (ADR 012). */
export const statsModule = defineModule({
  name: 'stats',
  needs: {},
  build: (ctx) => new StatsService(new StatsRepository(ctx.db), ctx.clock),
  routes: (api, stats) => registerStatsRoutes(api, stats),
});

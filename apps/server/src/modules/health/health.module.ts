import { defineModule } from '../../lib/modules.js';
import { registerHealthRoutes } from './health.routes.js';

/** The health route: no service of its own, it asks the database. */
export const healthModule = defineModule({
  name: 'health',
  needs: {},
  build: () => undefined,
  routes: (api, _none, ctx) => registerHealthRoutes(api, ctx.deps.database.ping, ctx.version),
});

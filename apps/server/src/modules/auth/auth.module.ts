import { defineModule } from '../../lib/modules.js';
import { sessionPurgeJob } from './auth.jobs.js';
import { AuthRepository } from './auth.repository.js';
import { registerAuthRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { usersModule } from '../users/users.module.js';

/** Sign-in and sessions; the access plugin resolves every caller through this service (ADR 026). */
export const authModule = defineModule({
  name: 'auth',
  needs: { users: usersModule },
  build: (ctx, { users }) => {
    const auth = new AuthService(new AuthRepository(ctx.db), users, ctx.clock, ctx.access, ctx.log);
    // Sessions are cached only while every change to them is heard (ADR 010).
    ctx.notices.register(auth.sessions);
    return auth;
  },
  routes: (api, auth) => registerAuthRoutes(api, auth),
  jobs: (auth) => [sessionPurgeJob(auth)],
});

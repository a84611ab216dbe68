import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { AccountsRepository } from './accounts.repository.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';
import { usersModule } from '../users/users.module.js';

/** Account settings: password reset and change, phone, category (ADR 006). */
export const accountsModule = defineModule({
  name: 'accounts',
  needs: { auth: authModule, outbox: outboxModule, users: usersModule },
  build: (ctx, { auth, outbox, users }) => new AccountsService(new AccountsRepository(ctx.db), users, auth, outbox, ctx.clock, ctx.deps.publicUrl),
  routes: (api, accounts) => registerAccountRoutes(api, accounts),
});

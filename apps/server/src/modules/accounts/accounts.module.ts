import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { AccountsRepository } from './accounts.repository.js';
import { registerAccountRoutes } from './accounts.routes.js';
import { AccountsService } from './accounts.service.js';

/** Account settings: password reset and change, phone, category (ADR 006). */
export const accountsModule = defineModule({
  name: 'accounts',
  needs: { auth: authModule, outbox: outboxModule },
  build: (ctx, { auth, outbox }) => new AccountsService(new AccountsRepository(ctx.db), auth, outbox, ctx.clock, ctx.deps.publicUrl),
  routes: (api, accounts) => registerAccountRoutes(api, accounts),
});

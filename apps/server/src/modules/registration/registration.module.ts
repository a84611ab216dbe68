import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { RegistrationRepository } from './registration.repository.js';
import { registerRegistrationRoutes } from './registration.routes.js';
import { RegistrationService } from './registration.service.js';
import { usersModule } from '../users/users.module.js';

/** Registration, activation and coupons (ADR 008). */
export const registrationModule = defineModule({
  name: 'registration',
  needs: { outbox: outboxModule, users: usersModule },
  build: (ctx, { outbox, users }) => new RegistrationService(new RegistrationRepository(ctx.db), users, outbox, ctx.clock, ctx.deps.publicUrl),
  routes: (api, registration) => registerRegistrationRoutes(api, registration),
});

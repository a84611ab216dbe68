import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { usersModule } from '../users/users.module.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { accountAnonymisationJob, retentionJob } from './privacy.jobs.js';
import { PrivacyRepository } from './privacy.repository.js';
import { registerPrivacyRoutes } from './privacy.routes.js';
import { PrivacyService } from './privacy.service.js';
import { DEFAULT_RETENTION } from '../../config/retention.js';

/** The learner's data rights (RODO, issue 24): the export, the consents, the deletion of an account, retention. */
export const privacyModule = defineModule({
  name: 'privacy',
  needs: { auth: authModule, users: usersModule, outbox: outboxModule },
  build: (ctx, { auth, users, outbox }) =>
    new PrivacyService(new PrivacyRepository(ctx.db), ctx.clock, users, auth, outbox, { publicUrl: ctx.deps.publicUrl, retention: ctx.deps.retention ?? DEFAULT_RETENTION }),
  routes: (api, privacy) => registerPrivacyRoutes(api, privacy),
  jobs: (privacy) => [accountAnonymisationJob(privacy), retentionJob(privacy)],
});

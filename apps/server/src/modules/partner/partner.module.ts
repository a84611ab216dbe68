import { partnerPlatformConfigFrom } from '../../integrations/partner-platform/config.js';
import { PartnerPasswordCipher } from '../../integrations/partner-platform/password-cipher.js';
import { registerPartnerPlatformSimulator } from '../../integrations/partner-platform/simulator.js';
import { defineModule } from '../../lib/modules.js';
import { PartnerRepository } from './partner.repository.js';
import { registerPartnerRoutes } from './partner.routes.js';
import { PartnerService } from './partner.service.js';
import { usersModule } from '../users/users.module.js';

/** The partner e-learning platform's login (ADR 007); in demo mode, its simulator too. */
export const partnerModule = defineModule({
  name: 'partner',
  needs: { users: usersModule },
  build: (ctx, { users }) => {
    const config = ctx.deps.partnerPlatform ?? partnerPlatformConfigFrom({ DEMO: ctx.deps.demo });
    return new PartnerService(new PartnerRepository(ctx.db), users, config.passwordKey ? new PartnerPasswordCipher(config.passwordKey) : null, config.loginUrl, ctx.log);
  },
  routes: (api, partner, ctx) => {
    registerPartnerRoutes(api, partner);
    if (ctx.deps.demo) registerPartnerPlatformSimulator(api, (login, password) => partner.verifyPartnerCredentials(login, password));
  },
});

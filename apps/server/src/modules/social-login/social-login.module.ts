import { OAuthClient } from '../../integrations/oauth/client.js';
import { registerOAuthSimulator } from '../../integrations/oauth/simulator.js';
import { defineModule } from '../../lib/modules.js';
import { authModule } from '../auth/auth.module.js';
import { SocialLoginRepository } from './social-login.repository.js';
import { registerSocialLoginRoutes, SOCIAL_CALLBACK_PATH } from './social-login.routes.js';
import { SocialLoginService } from './social-login.service.js';
import { usersModule } from '../users/users.module.js';

/** Sign-in with a social account (ADR 007); in demo mode, the OAuth simulator when configured. */
export const socialLoginModule = defineModule({
  name: 'social-login',
  needs: { auth: authModule, users: usersModule },
  build: (ctx, { auth, users }) => {
    const oauth = ctx.deps.oauth ?? null;
    return new SocialLoginService(new SocialLoginRepository(ctx.db), users, ctx.clock, oauth ? new OAuthClient(oauth) : null, auth, `${ctx.deps.publicUrl}${SOCIAL_CALLBACK_PATH}`, ctx.log);
  },
  routes: (api, social, ctx) => {
    registerSocialLoginRoutes(api, social);
    const oauth = ctx.deps.oauth ?? null;
    if (ctx.deps.demo && oauth?.simulator) registerOAuthSimulator(api, { clientId: oauth.clientId, clientSecret: oauth.clientSecret });
  },
});

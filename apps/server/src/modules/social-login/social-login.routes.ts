import { endpointRouteUrl, socialAccounts, socialCallbackFacebook, socialLoginFacebook, socialRemove } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { SocialLoginService } from './social-login.service.js';

/** The path the provider sends the browser back to, relative to the public address. */
export const SOCIAL_CALLBACK_PATH = endpointRouteUrl(socialCallbackFacebook);

/** Social login (spec §7 "a social-login redirect with scope email and public profile and state=login"). */
export function registerSocialLoginRoutes(app: App, social: SocialLoginService): void {
  endpointRoute(app, socialLoginFacebook, async (_request, reply) => {
    // The state is stored per request: a cached redirect would hand two browsers the same one.
    reply.header('cache-control', 'no-store');
    return reply.redirect(await social.startLogin(), 302);
  });

  endpointRoute(app, socialCallbackFacebook, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.redirect(await social.finishLogin(request.query, request.language), 302);
  });

  endpointRoute(app, socialAccounts, async (request) => social.listAccounts(callerOf(request).userId));

  endpointRoute(app, socialRemove, async (request) => {
    await social.removeAccount(callerOf(request).userId, request.body.provider);
    return { status: 'REMOVED' as const };
  });
}

import { z } from 'zod';
import { RemoveSocialAccountRequest, SocialAccount } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { SocialLoginService } from './social-login.service.js';

/** The path the provider sends the browser back to, relative to the public address. */
export const SOCIAL_CALLBACK_PATH = '/api/eprawko-rest/social/facebook/callback';

const CallbackQuery = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(400).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  error_code: z.string().max(20).optional(),
});

/** Social login (spec §7 "a social-login redirect with scope email and public profile and state=login"). */
export function registerSocialLoginRoutes(app: App, social: SocialLoginService): void {
  app.get(
    '/api/eprawko-rest/social/facebook/login',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['social login'],
        summary: "Start a login with Facebook: redirects to the provider's dialog (scope email,public_profile, state login.<random>)",
      },
    },
    async (_request, reply) => {
      // The state is stored per request: a cached redirect would hand two browsers the same one.
      reply.header('cache-control', 'no-store');
      return reply.redirect(await social.startLogin(), 302);
    },
  );

  app.get(
    SOCIAL_CALLBACK_PATH,
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['social login'],
        summary: 'Where the provider returns: redirects to /action/SOCIAL_LOGIN_SUCCESS/{one-time token} or /action/SOCIAL_LOGIN_ERROR/',
        querystring: CallbackQuery,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.redirect(await social.finishLogin(request.query, request.language), 302);
    },
  );

  app.get(
    '/api/eprawko-rest/social/accounts',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['social login'],
        summary: 'The social accounts linked to the caller',
        response: { 200: z.array(SocialAccount), ...errorResponses(403) },
      },
    },
    async (request) => social.listAccounts(callerOf(request).userId),
  );

  app.post(
    '/api/eprawko-rest/social/remove',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['social login'],
        summary: "Unlink the caller's account of a provider (the web then shows SOCIAL_ACCOUNT_REMOVED)",
        body: RemoveSocialAccountRequest,
        response: { 200: z.object({ status: z.literal('REMOVED') }), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      await social.removeAccount(callerOf(request).userId, request.body.provider);
      return { status: 'REMOVED' as const };
    },
  );
}

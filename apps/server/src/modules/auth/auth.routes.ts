import { z } from 'zod';
import { LoginForm, LoginUser, LoginUuidForm } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { AuthService } from './auth.service.js';

/** Session calls (spec §7): login/, loginUUID/, logout. */
export function registerAuthRoutes(app: App, auth: AuthService): void {
  app.post(
    '/api/eprawko-rest/login/',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['session'],
        summary: 'Log in with e-mail or phone number and password (form-encoded); answers the user and session id',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginForm,
        response: { 200: LoginUser, ...errorResponses(400, 401, 403, 418, 429) },
      },
    },
    async (request) => auth.login(request.body.userName, request.body.password),
  );

  app.post(
    '/api/eprawko-rest/loginUUID/',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['session'],
        summary: 'Exchange a one-time login token (form field uuid) for a session',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginUuidForm,
        response: { 200: LoginUser, ...errorResponses(400, 401, 403, 418) },
      },
    },
    async (request) => auth.loginWithToken(request.body.uuid),
  );

  app.post(
    '/api/eprawko-rest/logout',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'End the session given in the jsessionid header',
        response: { 200: z.object({ status: z.literal('LOGGED_OUT') }), ...errorResponses(403) },
      },
    },
    async (request) => {
      await auth.logout(callerOf(request).sessionHash);
      return { status: 'LOGGED_OUT' as const };
    },
  );
}

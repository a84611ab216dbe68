import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { LoginForm, LoginUser, LoginUuidForm, MEDIA_TOKEN_HEADER } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { AuthService, OpenedSession } from './auth.service.js';
import { LIMITS, ThrottledError, type RouteThrottle } from './throttle.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A per-client limit on an anonymous call that sends mail or creates accounts (issue 20). */
    throttle?: RouteThrottle;
  }
}

/** Answers the login user; the media token for `pliki` files travels in the X-Auth-Token header (spec §7). */
function answerWithMediaToken(reply: FastifyReply, opened: OpenedSession): OpenedSession['user'] {
  reply.header(MEDIA_TOKEN_HEADER, opened.mediaToken);
  return opened.user;
}

/** Session calls (spec §7): login/, loginUUID/, logout. */
export function registerAuthRoutes(app: App, auth: AuthService): void {
  // Calls that declare a per-client limit count every request, valid or not, before anything else
  // (counted in the database, so every instance shares the count).
  app.addHook('onRequest', async (request) => {
    const throttle = request.routeOptions.config.throttle;
    if (throttle) await auth.throttle.take({ limit: LIMITS[throttle], subject: request.ip });
  });
  // A throttled answer (429) says in Retry-After how many seconds to wait.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) void reply.header('Retry-After', String(error.retryAfterSeconds));
  });

  app.post(
    '/api/eprawko-rest/login/',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['session'],
        summary: 'Log in with e-mail or phone number and password (form-encoded); answers the user and session id, and the media token in the X-Auth-Token header',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginForm,
        response: { 200: LoginUser, ...errorResponses(400, 401, 403, 418, 429) },
      },
    },
    async (request, reply) => answerWithMediaToken(reply, await auth.login(request.body.userName, request.body.password, request.ip)),
  );

  app.post(
    '/api/eprawko-rest/loginUUID/',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['session'],
        summary: 'Exchange a one-time login token (form field uuid) for a session (media token in the X-Auth-Token header)',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LoginUuidForm,
        response: { 200: LoginUser, ...errorResponses(400, 401, 403, 418) },
      },
    },
    async (request, reply) => answerWithMediaToken(reply, await auth.loginWithToken(request.body.uuid)),
  );

  app.post(
    '/api/eprawko-rest/logout',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
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

import type { FastifyReply } from 'fastify';
import { login, loginUuid, logout, MEDIA_TOKEN_HEADER } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
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

  endpointRoute(app, login, async (request, reply) => answerWithMediaToken(reply, await auth.login(request.body.userName, request.body.password, request.ip)));

  endpointRoute(app, loginUuid, async (request, reply) => answerWithMediaToken(reply, await auth.loginWithToken(request.body.uuid)));

  endpointRoute(app, logout, async (request) => {
    await auth.logout(callerOf(request).sessionHash);
    return { status: 'LOGGED_OUT' as const };
  });
}

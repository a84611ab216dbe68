import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Language, UserType } from '@osk/contract';
import { SESSION_HEADER } from '@osk/contract';
import { learnerIdFor } from '../access/access.policy.js';
import type { Access, AuthContext, CallerResolver } from '../access/caller.js';
import { AppError, forbidden, notLoggedIn } from '../lib/errors.js';
import { sameToken } from '../lib/ids.js';
import { languageFromHeader } from '../lib/language.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The path parameter that holds a learner's student id, on routes a learner may call (ADR 028): for
     * the calling learner, their own account's id (the login answer's `id`) there means their record.
     */
    learnerParam?: 'studentId' | 'id';
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    language: Language;
  }
}

const TYPES_BY_ACCESS: Partial<Record<Access, readonly UserType[]>> = {
  student: ['STUDENT'],
  school: ['SCHOOL'],
  instructor: ['INSTRUCTOR'],
  staff: ['SCHOOL', 'INSTRUCTOR'],
};

/** The caller of a route that requires a session. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(500, 'msg.error.internal');
  return request.auth;
}

/**
 * Reads a route's learner id parameter (validated: a number) as the caller's own student id when it is
 * the calling learner's account id (ADR 028).
 */
function learnerParamHook(name: 'studentId' | 'id'): preHandlerAsyncHookHandler {
  return async (request) => {
    const params = request.params as Record<string, unknown>;
    const value = params[name];
    if (typeof value === 'number') params[name] = learnerIdFor(request.auth, value);
  };
}

/**
 * Resolves the caller's language and session (the caller with its school and records, ADR 026),
 * enforces each route's declared access and reads a declared learner id parameter (ADR 028).
 */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { auth: CallerResolver; operatorToken?: string | null }) => {
    app.decorateRequest('auth', null);
    // Only the routes that declare a learner id parameter get the hook (it runs after validation).
    app.addHook('onRoute', (route) => {
      const name = route.config?.learnerParam;
      if (!name) return;
      const given = route.preHandler;
      route.preHandler = [...(given === undefined ? [] : Array.isArray(given) ? given : [given]), learnerParamHook(name)];
    });
    app.decorateRequest('language', 'pl');
    app.addHook('onRequest', async (request) => {
      request.language = languageFromHeader(request.headers['accept-language']);
      // Unmatched routes (404 and static files) have no declaration and need none.
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (!access) throw new AppError(500, 'msg.error.internal');
      if (access === 'anonymous') return;
      if (access === 'operator') {
        const given = request.headers.authorization;
        if (!given) throw notLoggedIn();
        const match = /^Bearer\s+(\S+)\s*$/i.exec(given);
        if (!opts.operatorToken || !match?.[1] || !sameToken(opts.operatorToken, match[1])) throw forbidden();
        return;
      }
      const header = request.headers[SESSION_HEADER];
      const sessionId = Array.isArray(header) ? header[0] : header;
      if (access === 'optional') {
        if (sessionId) request.auth = await opts.auth.authenticate(sessionId).catch(() => null);
        return;
      }
      request.auth = await opts.auth.authenticate(sessionId);
      const allowed = TYPES_BY_ACCESS[access];
      if (allowed && !allowed.includes(request.auth.userType)) throw forbidden();
    });
  },
  { name: 'access' },
);

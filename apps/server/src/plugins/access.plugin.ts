import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language, UserType } from '@osk/contract';
import { SESSION_HEADER } from '@osk/contract';
import { AppError, forbidden, notLoggedIn } from '../lib/errors.js';
import { languageFromHeader } from '../lib/language.js';
import type { AuthContext, AuthService } from '../modules/auth/auth.service.js';
import { sameOperatorToken } from '../modules/operator/operator-token.js';

/**
 * Who may call a route. Every route declares one (a test enumerates them):
 * - anonymous: anyone; a session is not read.
 * - optional: anyone; a valid session, when sent, is resolved.
 * - authenticated: any logged-in user.
 * - student / school / instructor: a logged-in user of that type.
 * - staff: a school or an instructor.
 * - operator: the service operator's commands; `authorization: Bearer <operator token>`, no session
 *   (no token configured: always 403).
 * Checks on the data itself (own data, own school's student) are the services' job.
 */
export type Access = 'anonymous' | 'optional' | 'authenticated' | 'student' | 'school' | 'instructor' | 'staff' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
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

/** Resolves the caller's language and session and enforces each route's declared access. */
export const accessPlugin = fp(
  async (app: FastifyInstance, opts: { auth: AuthService; operatorToken?: string | null }) => {
    app.decorateRequest('auth', null);
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
        if (!opts.operatorToken || !match?.[1] || !sameOperatorToken(opts.operatorToken, match[1])) throw forbidden();
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

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Computes helmet's security headers once for the given options: they do not depend on the request,
 * and building them per request (as the Fastify wrapper of helmet does) cost a measurable share of
 * every call on the hot paths.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries (also those the framework sends before any hook runs). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Whether a URL is one of the API's (its answers are not cached unless the route says so). */
export function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Sends helmet's security headers (computed once at start) with every answer, and `Cache-Control:
 * no-store` with every API answer: most of them are personal (the login carries the session id and
 * the media token), so an API answer is stored by no browser or proxy cache unless its route sets a
 * Cache-Control of its own (public question media, school logos).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(headers);
      if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';

/** How often one foreign host is logged again. */
export const FOREIGN_HOST_LOG_INTERVAL_MS = 60 * 60_000;
/** How many distinct foreign hosts are remembered; past it the oldest are forgotten. */
const REMEMBERED_HOSTS = 1_000;

/** A Host header as it may appear in a log line: lower case, host characters only, bounded. */
export function loggableHost(raw: string | undefined): string {
  const host = (raw ?? '').trim().toLowerCase();
  if (host === '') return '(none)';
  return /^[a-z0-9.:_[\]-]{1,255}$/.test(host) ? host : '(invalid)';
}

/**
 * Warns when a request arrives for a host other than PUBLIC_URL's: mail links, the Paynow return and
 * OAuth redirects all go to PUBLIC_URL, so a learner who reaches the app under another name is logged
 * out after paying. One line per distinct host per FOREIGN_HOST_LOG_INTERVAL_MS, naming only the
 * hosts (no address, path or header of the client).
 */
export const publicHostPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; clock: Clock }) => {
    const expected = new URL(options.publicUrl);
    const expectedHost = expected.host.toLowerCase();
    const defaultPort = expected.protocol === 'https:' ? ':443' : ':80';
    const warned = new Map<string, number>();
    app.addHook('onRequest', async (request) => {
      // request.host is the Host header, or X-Forwarded-Host from a proxy TRUST_PROXY believes.
      let host = loggableHost(request.host);
      if (host.endsWith(defaultPort)) host = host.slice(0, -defaultPort.length);
      if (host === expectedHost) return;
      const now = options.clock.now().getTime();
      const last = warned.get(host);
      if (last !== undefined && now - last < FOREIGN_HOST_LOG_INTERVAL_MS) return;
      warned.delete(host);
      warned.set(host, now);
      while (warned.size > REMEMBERED_HOSTS) {
        const oldest = warned.keys().next().value;
        if (oldest === undefined) break;
        warned.delete(oldest);
      }
      request.log.warn(
        { host, expectedHost },
        'request for a host other than PUBLIC_URL (links in mail, the payment return and social login use PUBLIC_URL; check the proxy forwards Host)',
      );
    });
  },
  { name: 'public-host' },
);

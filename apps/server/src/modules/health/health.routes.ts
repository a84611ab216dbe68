import { Health } from '@osk/contract';
import type { App } from '../../lib/http.js';

/** Liveness with a database check. */
export function registerHealthRoutes(app: App, ping: () => Promise<boolean>, version: string): void {
  app.get(
    '/api/health',
    { config: { access: 'anonymous' }, schema: { tags: ['health'], summary: 'Is the server up and the database reachable', response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      const up = await ping();
      return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version });
    },
  );
}

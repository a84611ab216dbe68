import { healthCheck } from '@osk/contract';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';

/** Liveness with a database check. */
export function registerHealthRoutes(app: App, ping: () => Promise<boolean>, version: string): void {
  endpointRoute(app, healthCheck, async (_request, reply) => {
    const up = await ping();
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version });
  });
}

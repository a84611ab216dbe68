import { backToEprawko, partnerPlatform } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { PartnerService } from './partner.service.js';

/** The partner-platform return button (spec §1, §7). */
export function registerPartnerRoutes(app: App, partner: PartnerService): void {
  endpointRoute(app, backToEprawko, async (request, reply) => {
    const password = await partner.partnerPassword(callerOf(request), request.params.uuid);
    // A secret: never cached, by the browser, the service worker or a proxy.
    return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(password);
  });

  endpointRoute(app, partnerPlatform, async (request) => partner.target(callerOf(request)));
}

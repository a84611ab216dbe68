import { z } from 'zod';
import { LinkTokenParams, PartnerPlatformTarget } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { PartnerService } from './partner.service.js';

/** The partner-platform return button (spec §1, §7). */
export function registerPartnerRoutes(app: App, partner: PartnerService): void {
  app.get(
    '/api/eprawko-rest/backToEprawko/:uuid',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['partner platform'],
        summary: "The caller's partner-platform password as plain text; uuid is the caller's own session id",
        params: LinkTokenParams,
        produces: ['text/plain'],
        response: { 200: z.string(), ...errorResponses(400, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const password = await partner.partnerPassword(callerOf(request), request.params.uuid);
      // A secret: never cached, by the browser, the service worker or a proxy.
      return reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(password);
    },
  );

  app.get(
    '/api/eprawko-rest/partner/platform',
    {
      config: { access: 'authenticated', paymentBlock: 'open' },
      schema: {
        tags: ['partner platform'],
        summary: "Where the return button posts: the partner's login form address and the caller's login",
        response: { 200: PartnerPlatformTarget, ...errorResponses(403) },
      },
    },
    async (request) => partner.target(callerOf(request)),
  );
}

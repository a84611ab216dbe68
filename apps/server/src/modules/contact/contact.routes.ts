import { contactSend } from '@osk/contract';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { ContactService } from './contact.service.js';

/** The public contact form. */
export function registerContactRoutes(app: App, contact: ContactService): void {
  endpointRoute(
    app,
    contactSend,
    async (request, reply) => {
      await contact.send(request.body);
      return reply.status(202).send({ status: 'SENT' as const });
    },
    { config: { throttle: 'contact' } },
  );
}

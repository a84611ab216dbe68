import { z } from 'zod';
import { ContactForm } from '@osk/contract';
import { errorResponses, type App } from '../../lib/http.js';
import type { ContactService } from './contact.service.js';

/** The public contact form. */
export function registerContactRoutes(app: App, contact: ContactService): void {
  app.post(
    '/api/eprawko-rest/contact',
    {
      config: { access: 'anonymous', throttle: 'contact' },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support mailbox',
        body: ContactForm,
        response: { 202: z.object({ status: z.literal('SENT') }), ...errorResponses(400, 429, 503) },
      },
    },
    async (request, reply) => {
      await contact.send(request.body);
      return reply.status(202).send({ status: 'SENT' as const });
    },
  );
}

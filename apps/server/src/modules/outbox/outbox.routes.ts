import { z } from 'zod';
import { errorResponses, type App } from '../../lib/http.js';
import type { OutboxService } from './outbox.service.js';

const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.string(),
  createdAt: z.string(),
});

/** GET /api/dev/outbox: the mails and SMS sent to an address. Registered only in demo mode. */
export function registerDevOutboxRoutes(app: App, outbox: OutboxService): void {
  app.get(
    '/api/dev/outbox',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['dev'],
        summary: 'Demo only: messages sent to an address, newest first',
        querystring: z.object({ to: z.string({ error: 'msg.validation.required' }).trim().min(1, 'msg.validation.required').max(254, 'msg.validation.too.long') }),
        response: { 200: z.array(OutboxMessage), ...errorResponses(400) },
      },
    },
    async (request) => outbox.listFor(request.query.to),
  );
}

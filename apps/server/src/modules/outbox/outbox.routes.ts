import { z } from 'zod';
import { errorResponses, type App } from '../../lib/http.js';
import { AppError } from '../../lib/errors.js';
import type { OutboxService } from './outbox.service.js';

const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  links: z.array(z.string()),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() })),
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
  app.get(
    '/api/dev/outbox/:id/attachments/:index',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['dev'],
        summary: 'Demo only: an attachment of a message in the outbox (a receipt or an invoice)',
        params: z.object({ id: z.coerce.number().int().positive(), index: z.coerce.number().int().nonnegative() }),
        response: { 200: z.any(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const file = await outbox.attachment(request.params.id, request.params.index);
      if (!file) throw new AppError(404, 'msg.error.not.found');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    },
  );
}

import { devOutbox, devOutboxAttachment } from '@osk/contract';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import { AppError } from '../../lib/errors.js';
import type { OutboxService } from './outbox.service.js';

/** GET /api/dev/outbox: the mails and SMS sent to an address, and their attachments. Registered only in demo mode. */
export function registerDevOutboxRoutes(app: App, outbox: OutboxService): void {
  endpointRoute(app, devOutbox, async (request) => outbox.listFor(request.query.to));
  endpointRoute(app, devOutboxAttachment, async (request, reply) => {
    const file = await outbox.attachment(request.params.id, request.params.index);
    if (!file) throw new AppError(404, 'msg.error.not.found');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
      .send(file.content);
  });
}

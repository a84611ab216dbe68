import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { registerContactRoutes } from './contact.routes.js';
import { ContactService } from './contact.service.js';

/** The contact form: a mail to the support address. */
export const contactModule = defineModule({
  name: 'contact',
  needs: { outbox: outboxModule },
  build: (ctx, { outbox }) => new ContactService(outbox, ctx.deps.supportEmail),
  routes: (api, contact) => registerContactRoutes(api, contact),
});

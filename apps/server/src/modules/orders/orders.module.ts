import { defineModule } from '../../lib/modules.js';
import { outboxModule } from '../outbox/outbox.module.js';
import { OrdersRepository } from './orders.repository.js';
import { registerOrderRoutes } from './orders.routes.js';
import { OrdersService } from './orders.service.js';

/** Book orders, a school's purchases and the payment block (ADR 017). */
export const ordersModule = defineModule({
  name: 'orders',
  needs: { outbox: outboxModule },
  build: (ctx, { outbox }) => new OrdersService(new OrdersRepository(ctx.db), outbox, ctx.clock, ctx.deps.supportEmail || null),
  routes: (api, orders) => registerOrderRoutes(api, orders),
});

import { defineModule } from '../../lib/modules.js';
import { ordersModule } from '../orders/orders.module.js';
import { paymentsModule } from '../payments/payments.module.js';
import { OperatorRepository } from './operator.repository.js';
import { registerOperatorRoutes } from './operator.routes.js';
import { OperatorService } from './operator.service.js';
import { usersModule } from '../users/users.module.js';

/** The operator's HTTP commands (/api/operator/..., a bearer token). */
export const operatorModule = defineModule({
  name: 'operator',
  needs: { orders: ordersModule, users: usersModule, payments: paymentsModule },
  build: (ctx, { orders, users, payments }) => new OperatorService(new OperatorRepository(ctx.db), users, orders, ctx.clock, payments),
  routes: (api, operator) => registerOperatorRoutes(api, operator),
});

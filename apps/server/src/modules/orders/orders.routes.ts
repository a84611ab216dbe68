import { ordersCreate, ordersOfSchool, ordersProducts } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import type { App } from '../../lib/http.js';
import { endpointRoute } from '../../lib/endpoint-route.js';
import type { OrdersService } from './orders.service.js';

/** A school's book orders (school document §7 "Orders"): orders/products, orders/get/{schoolId}, orders/create. */
export function registerOrderRoutes(app: App, orders: OrdersService): void {
  endpointRoute(app, ordersProducts, async () => orders.products());

  endpointRoute(app, ordersOfSchool, async (request) => orders.ofSchool(callerOf(request), request.params.schoolId));

  endpointRoute(app, ordersCreate, async (request) => orders.create(callerOf(request), request.body));
}

import { z } from 'zod';
import { IdParam, Order, OrderCreateRequest, Product } from '@osk/contract';
import { callerOf } from '../../plugins/access.plugin.js';
import { errorResponses, type App } from '../../lib/http.js';
import type { OrdersService } from './orders.service.js';

const SchoolIdParams = z.object({ schoolId: IdParam });

/** A school's book orders (school document §7 "Orders"): orders/products, orders/get/{schoolId}, orders/create. */
export function registerOrderRoutes(app: App, orders: OrdersService): void {
  app.get(
    '/api/eprawko-rest/orders/products',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags: ['orders'],
        summary: 'The products a school can order, in their order, each with number 0',
        response: { 200: z.array(Product), ...errorResponses(403) },
      },
    },
    async () => orders.products(),
  );

  app.get(
    '/api/eprawko-rest/orders/get/:schoolId',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags: ['orders'],
        summary: "The caller's school's orders, newest first",
        description: "Another school's id answers 403.",
        params: SchoolIdParams,
        response: { 200: z.array(Order), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => orders.ofSchool(callerOf(request), request.params.schoolId),
  );

  app.post(
    '/api/eprawko-rest/orders/create',
    {
      config: { access: 'school', paymentBlock: 'open' },
      schema: {
        tags: ['orders'],
        summary: 'Place a book order of the caller\'s school; answers the order (status NEW)',
        description:
          'Each item names an orderable product at most once, with a whole number 0..10000; lines with 0 are left out. ' +
          'No pieces at all: 400 msg.error.not.enough.books.in.order. Under 18 pieces a delivery fee of 25 zł applies. ' +
          'The school gets a confirmation mail. createdDate and status are set by the server.',
        body: OrderCreateRequest,
        response: { 200: Order, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => orders.create(callerOf(request), request.body),
  );
}

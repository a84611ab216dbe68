import { z } from 'zod';
import { endpoint, SchoolIdPathParams } from '../common/endpoint.js';
import { Order, OrderCreateRequest, Product } from './order.schemas.js';
import { ORDER_PATHS } from './orders.paths.js';

const school = { access: 'school', paymentBlock: 'open', tags: ['orders'] } as const;

/** A school's book orders (school document §7 "Orders"): orders/products, orders/get/{schoolId}, orders/create. */
export const ordersProducts = endpoint('GET', ORDER_PATHS.ordersProducts, {
  responses: { 200: z.array(Product) },
  errors: [403],
  ...school,
  summary: 'The products a school can order, in their order, each with number 0',
});

export const ordersOfSchool = endpoint('GET', ORDER_PATHS.ordersOfSchool, {
  params: SchoolIdPathParams,
  responses: { 200: z.array(Order) },
  errors: [400, 403, 404],
  ...school,
  summary: "The caller's school's orders, newest first",
  description: "Another school's id answers 403.",
});

export const ordersCreate = endpoint('POST', ORDER_PATHS.ordersCreate, {
  body: OrderCreateRequest,
  responses: { 200: Order },
  errors: [400, 403, 404],
  ...school,
  summary: "Place a book order of the caller's school; answers the order (status NEW)",
  description:
    'Each item names an orderable product at most once, with a whole number 0..10000; lines with 0 are left out. ' +
    'No pieces at all: 400 msg.error.not.enough.books.in.order. Under 18 pieces a delivery fee of 25 zł applies. ' +
    'The school gets a confirmation mail. createdDate and status are set by the server.',
});

/** Every order endpoint, in the order the server registers them. */
export const ORDER_ENDPOINTS = [ordersProducts, ordersOfSchool, ordersCreate] as const;

import { z } from 'zod';

/**
 * Book orders of a school, its purchases of learner access and the payment block (school document
 * §2.2, §3, §4, §5, §7, §9; issue 9).
 */

/** Order statuses (spec §4): NEW when placed, SEND when the operator has shipped it. */
export const ORDER_STATUSES = ['NEW', 'SEND'] as const;
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** Stages of /order/create (spec §4). */
export const ORDER_STAGES = ['CREATE', 'SUMMARY'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Below this many books in one order a delivery fee applies (spec §5, §9). */
export const FREE_SHIPPING_BOOKS = 18;
/** The delivery fee of an order under the free-shipping threshold, in grosz (25 zł). */
export const DELIVERY_FEE_GROSZ = 2500;
/** The most pieces of one product in one order (our limit against typing slips). */
export const ORDER_ITEM_MAX = 10_000;
/** Orders per page of /order/orders (spec §9). */
export const ORDERS_PAGE_SIZE = 10;

/** A product that can be ordered (spec §3): its name and, in a request, the number wanted. */
export const Product = z.object({
  name: z.string(),
  number: z.int(),
});
export type Product = z.infer<typeof Product>;

/** One line of an order (spec §3). */
export const OrderItem = z.object({
  name: z.string().trim().min(1, 'msg.validation.required').max(200, 'msg.validation.too.long'),
  number: z
    .number({ error: 'msg.error.order.quantity.invalid' })
    .int('msg.error.order.quantity.invalid')
    .min(0, 'msg.error.order.quantity.invalid')
    .max(ORDER_ITEM_MAX, 'msg.error.order.quantity.invalid'),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * `POST orders/create` (spec §7): {createdDate, schoolId, status, items}. The server sets the date and
 * the status itself (NEW); createdDate and status are accepted and ignored.
 */
export const OrderCreateRequest = z.object({
  createdDate: z.string().max(40).nullish(),
  schoolId: z.number({ error: 'msg.validation.invalid' }).int('msg.validation.invalid').positive('msg.validation.invalid'),
  status: z.string().max(10).nullish(),
  items: z.array(OrderItem).max(50, 'msg.validation.too.long'),
});
export type OrderCreateRequest = z.infer<typeof OrderCreateRequest>;

/** An order as the school sees it (spec §3), plus our totals. */
export const Order = z.object({
  id: z.int(),
  /** When the order was placed (ISO date-time). */
  createdDate: z.string(),
  schoolId: z.int(),
  status: OrderStatus,
  items: z.array(Product),
  /** Null until the operator issues the invoice. */
  invoice: z.object({ invoiceNumber: z.string() }).nullable(),
  /** Our addition: the pieces ordered and the delivery fee charged (grosz; 0 from 18 pieces). */
  totalBooks: z.int(),
  deliveryFeeGrosz: z.int(),
  /** Our addition: when the operator shipped it (ISO date-time), null while NEW. */
  sentDate: z.string().nullable(),
});
export type Order = z.infer<typeof Order>;

/** The delivery fee of an order of `totalBooks` pieces, in grosz (spec §5, §9). */
export function deliveryFeeFor(totalBooks: number): number {
  return totalBooks > 0 && totalBooks < FREE_SHIPPING_BOOKS ? DELIVERY_FEE_GROSZ : 0;
}

import { boolean, check, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools } from './users.js';
import { cascadeRef } from './columns.js';

/** What schools can order (school document §3 Product): printed books. Seeded by migration 0012. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull().unique(),
  /** Pieces of one order line that raise the school's book stock when delivered (1 per piece). */
  booksPerPiece: integer('books_per_piece').notNull().default(1),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/**
 * A school's book order (school document §3 Order): NEW when placed, SEND when the operator has
 * shipped it; `sent_at` is set together with SEND and the stock is raised in that same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    schoolId: cascadeRef('school_id', () => schools.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 4 }).notNull().default('NEW'),
    totalBooks: integer('total_books').notNull(),
    deliveryFeeGrosz: integer('delivery_fee_grosz').notNull(),
    invoiceNumber: varchar('invoice_number', { length: 40 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_school_idx').on(t.schoolId, t.createdAt),
    check('orders_status', sql`${t.status} IN ('NEW', 'SEND')`),
    check('orders_total_positive', sql`${t.totalBooks} > 0`),
  ],
);

/** The lines of an order (school document §3 Order.items: name, number). */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: cascadeRef('order_id', () => orders.id),
    productName: varchar('product_name', { length: 200 }).notNull(),
    number: integer('number').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_number_positive', sql`${t.number} > 0`)],
);

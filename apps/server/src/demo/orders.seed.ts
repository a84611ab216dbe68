import type { Db } from '../db/client.js';
import { orderItems, orders } from '../db/schema/index.js';
import type { DemoBase } from './demo-base.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Demo book orders of the demo school (school document §2.2 "Orders"): an older one already shipped
 * with its invoice number (25 pieces, free delivery) and a new one waiting (10 pieces, with the 25 zł
 * delivery fee). The school's stock (set by the school seed) is left as it is. Runs inside the demo
 * seed's transaction.
 */
export async function seedOrdersDemo(tx: Db, base: DemoBase): Promise<void> {
  const [sent] = await tx
    .insert(orders)
    .values({
      schoolId: base.schoolId,
      createdAt: new Date(base.now.getTime() - 30 * DAY_MS),
      status: 'SEND',
      totalBooks: 25,
      deliveryFeeGrosz: 0,
      invoiceNumber: 'FV/2026/10/014',
      sentAt: new Date(base.now.getTime() - 27 * DAY_MS),
    })
    .returning({ id: orders.id });
  const [waiting] = await tx
    .insert(orders)
    .values({ schoolId: base.schoolId, createdAt: new Date(base.now.getTime() - 2 * DAY_MS), status: 'NEW', totalBooks: 10, deliveryFeeGrosz: 2500 })
    .returning({ id: orders.id });
  if (!sent || !waiting) throw new Error('demo order insert returned nothing');
  await tx.insert(orderItems).values([
    { orderId: sent.id, productName: 'Podręcznik kursanta kat. B', number: 20 },
    { orderId: sent.id, productName: 'Podręcznik kursanta kat. A, AM', number: 5 },
    { orderId: waiting.id, productName: 'Podręcznik kursanta kat. B', number: 10 },
  ]);
}

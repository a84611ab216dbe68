import type { Order } from '@osk/contract';
import type { OrderRow } from './orders.repository.js';

// Orders as the API shows them: pure functions of the rows.

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    createdDate: row.createdAt.toISOString(),
    schoolId: row.schoolId,
    status: row.status === 'SEND' ? 'SEND' : 'NEW',
    items: row.items.filter((i) => i.number > 0).map((i) => ({ name: i.name, number: i.number })),
    invoice: row.invoiceNumber ? { invoiceNumber: row.invoiceNumber } : null,
    totalBooks: row.totalBooks,
    deliveryFeeGrosz: row.deliveryFeeGrosz,
    sentDate: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

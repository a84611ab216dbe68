import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { orderItems, orders, products, schools, users } from '../../db/schema/index.js';

/** An orderable product. */
export interface ProductRow {
  name: string;
  booksPerPiece: number;
}

/** A stored order with its lines. */
export interface OrderRow {
  id: number;
  schoolId: number;
  createdAt: Date;
  status: string;
  totalBooks: number;
  deliveryFeeGrosz: number;
  invoiceNumber: string | null;
  sentAt: Date | null;
  items: Array<{ name: string; number: number }>;
}

/** Where and how a school's order confirmation goes. */
export interface SchoolContact {
  schoolId: number;
  name: string;
  accountEmail: string;
  billingEmail: string | null;
  sendInvoicesToMainEmail: boolean;
  language: string;
}

/** A new order (its lines have number > 0). */
export interface NewOrder {
  schoolId: number;
  createdAt: Date;
  totalBooks: number;
  deliveryFeeGrosz: number;
  items: Array<{ name: string; number: number }>;
}

const orderColumns = {
  id: orders.id,
  schoolId: orders.schoolId,
  createdAt: orders.createdAt,
  status: orders.status,
  totalBooks: orders.totalBooks,
  deliveryFeeGrosz: orders.deliveryFeeGrosz,
  invoiceNumber: orders.invoiceNumber,
  sentAt: orders.sentAt,
};

/** All SQL of school book orders. */
export class OrdersRepository extends Repository {
  async activeProducts(db: Db = this.db): Promise<ProductRow[]> {
    return db.select({ name: products.name, booksPerPiece: products.booksPerPiece }).from(products).where(eq(products.active, true)).orderBy(products.sort, products.id);
  }

  async schoolContact(schoolId: number, db: Db = this.db): Promise<SchoolContact | undefined> {
    const rows = await db
      .select({
        schoolId: schools.id,
        name: schools.name,
        accountEmail: users.email,
        billingEmail: schools.billingEmail,
        sendInvoicesToMainEmail: schools.sendInvoicesToMainEmail,
        language: users.language,
      })
      .from(schools)
      .innerJoin(users, eq(users.id, schools.userId))
      .where(eq(schools.id, schoolId))
      .limit(1);
    return rows[0];
  }

  /** A school's orders, newest first, with their lines. */
  async ofSchool(schoolId: number): Promise<OrderRow[]> {
    const rows = await this.db.select(orderColumns).from(orders).where(eq(orders.schoolId, schoolId)).orderBy(desc(orders.createdAt), desc(orders.id));
    return this.withItems(rows);
  }

  async byId(orderId: number, db: Db = this.db): Promise<OrderRow | undefined> {
    const rows = await db.select(orderColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
    return (await this.withItems(rows, db))[0];
  }

  /** Stores an order and its lines; answers its id. */
  async insert(order: NewOrder, db: Db): Promise<number> {
    const [row] = await db
      .insert(orders)
      .values({ schoolId: order.schoolId, createdAt: order.createdAt, status: 'NEW', totalBooks: order.totalBooks, deliveryFeeGrosz: order.deliveryFeeGrosz })
      .returning({ id: orders.id });
    if (!row) throw new Error('order insert returned no id');
    await db.insert(orderItems).values(order.items.map((item) => ({ orderId: row.id, productName: item.name, number: item.number })));
    return row.id;
  }

  /**
   * Marks a NEW order shipped in one conditional UPDATE: only the call that changes the row (status was
   * NEW) gets it back, so two calls at once cannot both pass. Answers the school's id, or null when the
   * order does not exist or was already shipped.
   */
  async markSent(orderId: number, now: Date, invoiceNumber: string | null, db: Db): Promise<{ schoolId: number } | null> {
    const rows = await db
      .update(orders)
      .set({ status: 'SEND', sentAt: now, invoiceNumber: sql`coalesce(${invoiceNumber}::varchar, ${orders.invoiceNumber})` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'NEW')))
      .returning({ schoolId: orders.schoolId });
    return rows[0] ?? null;
  }

  /** The books an order brings to the school's stock: pieces × books per piece (1 for a product no longer listed). */
  async booksOf(orderId: number, db: Db): Promise<number> {
    const [row] = await db
      .select({ books: sql<number>`coalesce(sum(${orderItems.number} * coalesce(${products.booksPerPiece}, 1)), 0)::int` })
      .from(orderItems)
      .leftJoin(products, eq(products.name, orderItems.productName))
      .where(eq(orderItems.orderId, orderId));
    return row?.books ?? 0;
  }

  /** Raises a school's book stock; answers the stock after the change. */
  async addBooks(schoolId: number, books: number, db: Db): Promise<number | null> {
    const rows = await db
      .update(schools)
      .set({ numberOfBooks: sql`${schools.numberOfBooks} + ${books}::int` })
      .where(eq(schools.id, schoolId))
      .returning({ numberOfBooks: schools.numberOfBooks });
    return rows[0]?.numberOfBooks ?? null;
  }

  async numberOfBooks(schoolId: number, db: Db = this.db): Promise<number | null> {
    const rows = await db.select({ n: schools.numberOfBooks }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return rows[0]?.n ?? null;
  }

  /** Answers whether the order exists (and so was updated). */
  async setInvoice(orderId: number, invoiceNumber: string, db: Db = this.db): Promise<boolean> {
    const rows = await db.update(orders).set({ invoiceNumber }).where(eq(orders.id, orderId)).returning({ id: orders.id });
    return rows.length > 0;
  }

  private async withItems(rows: Array<Omit<OrderRow, 'items'>>, db: Db = this.db): Promise<OrderRow[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select({ orderId: orderItems.orderId, name: orderItems.productName, number: orderItems.number })
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
      .orderBy(orderItems.id);
    const byOrder = new Map<number, Array<{ name: string; number: number }>>();
    for (const line of lines) {
      const list = byOrder.get(line.orderId) ?? [];
      list.push({ name: line.name, number: line.number });
      byOrder.set(line.orderId, list);
    }
    return rows.map((r) => ({ ...r, items: byOrder.get(r.id) ?? [] }));
  }
}

import { deliveryFeeFor, type FieldError, type Order, type OrderCreateRequest, type Product } from '@osk/contract';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { ownSchoolId } from '../../access/access.policy.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { languageOf } from '../../lib/language.js';
import type { AuthContext } from '../../access/caller.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { operatorOrderMail, orderConfirmationMail } from './orders.mails.js';
import { OrdersRepository } from './orders.repository.js';
import { toOrder } from './orders.presenter.js';

/** What marking an order shipped did. */
export interface OrderSentOutcome {
  order: Order;
  /** False when the order had already been shipped: nothing changed then (the stock was credited before). */
  changed: boolean;
  /** The books added to the school's stock by this call (0 when nothing changed). */
  booksCredited: number;
  /** The school's book stock after the call. */
  numberOfBooks: number | null;
}


/**
 * A school's book orders (school document §2.2 "Orders", §3, §4, §5, §7): the products, the school's
 * orders and placing one; and, for the operator, shipping an order (which credits the school's book
 * stock exactly once) and its invoice number.
 */
export class OrdersService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    /** Where the operator hears of new orders; empty: nowhere. */
    private readonly operatorEmail: string | null,
  ) {}

  /** The products a school can order, in their order, with number 0 (`orders/products`). */
  async products(): Promise<Product[]> {
    const rows = await this.repo.activeProducts();
    return rows.map((p) => ({ name: p.name, number: 0 }));
  }

  /** The caller's school's orders, newest first (`orders/get/{schoolId}`); another school's: 403. */
  async ofSchool(caller: AuthContext, schoolId: number): Promise<Order[]> {
    const rows = await this.repo.ofSchool(ownSchoolId(caller, schoolId));
    return rows.map(toOrder);
  }

  /**
   * Places an order (`orders/create`): every line names an orderable product once, and at least one
   * piece is ordered in all. The server sets the date, the status NEW and the delivery fee. The order,
   * its lines and the confirmation mails are stored in one transaction.
   */
  async create(caller: AuthContext, request: OrderCreateRequest): Promise<Order> {
    const schoolId = ownSchoolId(caller, request.schoolId);
    const products = new Set((await this.repo.activeProducts()).map((p) => p.name));
    const fields: FieldError[] = [];
    const seen = new Set<string>();
    request.items.forEach((item, index) => {
      if (!products.has(item.name)) fields.push({ field: `items.${index}.name`, message: 'msg.error.order.product.unknown' });
      else if (seen.has(item.name)) fields.push({ field: `items.${index}.name`, message: 'msg.error.order.product.repeated' });
      seen.add(item.name);
    });
    const first = fields[0];
    if (first) throw badRequest(fields, first.message);
    const items = request.items.filter((item) => item.number > 0).map((item) => ({ name: item.name, number: item.number }));
    const totalBooks = items.reduce((sum, item) => sum + item.number, 0);
    if (totalBooks <= 0) throw badRequest([{ field: 'items', message: 'msg.error.not.enough.books.in.order' }], 'msg.error.not.enough.books.in.order');
    const deliveryFeeGrosz = deliveryFeeFor(totalBooks);
    const orderId = await this.repo.transaction(async (tx) => {
      const contact = await this.repo.schoolContact(schoolId, tx);
      if (!contact) throw notFound();
      const id = await this.repo.insert({ schoolId, createdAt: this.clock.now(), totalBooks, deliveryFeeGrosz, items }, tx);
      const data = { orderId: id, schoolName: contact.name, items, totalBooks, deliveryFeeGrosz };
      const to = contact.billingEmail && !contact.sendInvoicesToMainEmail ? contact.billingEmail : contact.accountEmail;
      await this.outbox.enqueueMail({ to, ...orderConfirmationMail(languageOf(contact.language), data) }, tx);
      if (this.operatorEmail) await this.outbox.enqueueMail({ to: this.operatorEmail, replyTo: to, ...operatorOrderMail({ ...data, schoolId, schoolEmail: contact.accountEmail }) }, tx);
      return id;
    });
    return this.view(orderId);
  }

  /** An order by id (operator); unknown: 404. */
  async view(orderId: number): Promise<Order> {
    const row = await this.repo.byId(orderId);
    if (!row) throw notFound();
    return toOrder(row);
  }

  /**
   * Marks an order shipped (operator). In one transaction: a conditional UPDATE moves it from NEW to
   * SEND (with the shipping time and, when given, the invoice number), and only when that changed the
   * row is the school's book stock raised by the order's books. So a second call, even one running at
   * the same moment, changes nothing and the stock is credited exactly once. An already shipped order
   * given an invoice number gets it. Unknown order: 404.
   */
  async markSent(orderId: number, invoiceNumber?: string | null): Promise<OrderSentOutcome> {
    const outcome = await this.repo.transaction(async (tx) => {
      const sent = await this.repo.markSent(orderId, this.clock.now(), invoiceNumber ?? null, tx);
      if (!sent) return { changed: false, booksCredited: 0 };
      const books = await this.repo.booksOf(orderId, tx);
      await this.repo.addBooks(sent.schoolId, books, tx);
      return { changed: true, booksCredited: books };
    });
    if (!outcome.changed && invoiceNumber) await this.repo.setInvoice(orderId, invoiceNumber);
    const order = await this.view(orderId);
    return { order, ...outcome, numberOfBooks: await this.repo.numberOfBooks(order.schoolId) };
  }

  /** Sets an order's invoice number (operator); unknown order: 404. */
  async setInvoice(orderId: number, invoiceNumber: string): Promise<Order> {
    if (!(await this.repo.setInvoice(orderId, invoiceNumber))) throw notFound();
    return this.view(orderId);
  }
}

/** An orders service on a database (for the operator CLI and tests of modules that use it). */
export function createOrdersService(db: Db, outbox: OutboxService, clock: Clock, operatorEmail: string | null): OrdersService {
  return new OrdersService(new OrdersRepository(db), outbox, clock, operatorEmail);
}

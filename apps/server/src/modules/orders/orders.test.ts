import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool, createStudent } from '../../../test/factories.js';
import { orderItems, orders, products, schools, users } from '../../db/schema/index.js';
import { DEMO_LOGINS, seedDemo } from '../../demo/demo.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(async () => {
  await t.close();
});

const API = '/api/eprawko-rest';
const BOOK_B = 'Podręcznik kursanta kat. B';
const BOOK_A = 'Podręcznik kursanta kat. A, AM';
const BOOK_CD = 'Podręcznik kursanta kat. C, D';

async function call(method: 'GET' | 'POST', url: string, session?: string, payload?: unknown, language = 'pl') {
  return t.app.inject({
    method,
    url: `${API}/${url}`,
    headers: { ...(session ? { jsessionid: session } : {}), 'accept-language': language },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

interface SchoolCtx {
  schoolId: number;
  email: string;
  session: string;
}

async function school(options: { billingEmail?: string | null; sendInvoicesToMainEmail?: boolean; language?: string } = {}): Promise<SchoolCtx> {
  const s = await createSchool(t.database.db);
  await t.database.db
    .update(schools)
    .set({ billingEmail: options.billingEmail ?? null, sendInvoicesToMainEmail: options.sendInvoicesToMainEmail ?? true })
    .where(eq(schools.id, s.schoolId));
  if (options.language) await t.database.db.update(users).set({ language: options.language }).where(eq(users.id, s.userId));
  return { schoolId: s.schoolId, email: s.email, session: await t.sessionOf(s.email, s.password) };
}

function order(schoolId: number, items: Array<{ name: unknown; number: unknown }>) {
  return { createdDate: null, schoolId, status: 'NEW', items };
}

describe('GET orders/products', () => {
  it('answers the active products in their order, each with number 0', async () => {
    const s = await school();
    const res = await call('GET', 'orders/products', s.session);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { name: BOOK_B, number: 0 },
      { name: BOOK_A, number: 0 },
      { name: BOOK_CD, number: 0 },
    ]);
  });

  it('leaves out inactive products and refuses learners and anonymous callers', async () => {
    await t.database.db.insert(products).values({ name: 'Stary podręcznik', active: false, sort: 5 });
    const s = await school();
    const names = (await call('GET', 'orders/products', s.session)).json().map((p: { name: string }) => p.name);
    expect(names).not.toContain('Stary podręcznik');
    const learner = await createStudent(t.database.db);
    expect((await call('GET', 'orders/products', await t.sessionOf(learner.email, learner.password))).statusCode).toBe(403);
    expect((await call('GET', 'orders/products')).statusCode).toBe(403);
  });
});

describe('POST orders/create', () => {
  it('stores an order under 18 books with the delivery fee, leaves out 0 lines and answers it', async () => {
    const s = await school();
    const res = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 10 }, { name: BOOK_A, number: 0 }, { name: BOOK_CD, number: 2 }]));
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      createdDate: '2026-11-22T10:00:00.000Z',
      schoolId: s.schoolId,
      status: 'NEW',
      items: [
        { name: BOOK_B, number: 10 },
        { name: BOOK_CD, number: 2 },
      ],
      invoice: null,
      totalBooks: 12,
      deliveryFeeGrosz: 2500,
      sentDate: null,
    });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, created.id));
    expect(lines.map((l) => [l.productName, l.number])).toEqual([
      [BOOK_B, 10],
      [BOOK_CD, 2],
    ]);
  });

  it('charges no delivery from 18 books and ignores a client-sent date and status', async () => {
    const s = await school();
    const res = await call('POST', 'orders/create', s.session, { createdDate: '2001-01-01T00:00:00Z', schoolId: s.schoolId, status: 'SEND', items: [{ name: BOOK_B, number: 18 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'NEW', totalBooks: 18, deliveryFeeGrosz: 0, createdDate: '2026-11-22T10:00:00.000Z' });
    const seventeen = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 17 }]));
    expect(seventeen.json()).toMatchObject({ totalBooks: 17, deliveryFeeGrosz: 2500 });
  });

  it('refuses an order of no books with msg.error.not.enough.books.in.order and stores nothing', async () => {
    const s = await school();
    for (const items of [[], [{ name: BOOK_B, number: 0 }, { name: BOOK_A, number: 0 }]]) {
      const res = await call('POST', 'orders/create', s.session, order(s.schoolId, items));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('msg.error.not.enough.books.in.order');
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.schoolId, s.schoolId))).toEqual([]);
  });

  it('answers 400 msg.error.order.quantity.invalid for strings, negatives, fractions, nulls and too many, never 500', async () => {
    const s = await school();
    for (const number of ['5', -1, 1.5, null, 10_001, 'abc', true]) {
      const res = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number }]));
      expect(res.statusCode, String(number)).toBe(400);
      const field = res.json().fields.find((f: { field: string }) => f.field === 'items.0.number');
      expect(field?.key, String(number)).toBe('msg.error.order.quantity.invalid');
    }
    const max = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 10_000 }]));
    expect(max.statusCode).toBe(200);
  });

  it('refuses unknown and inactive products and repeated lines, naming the item field', async () => {
    const s = await school();
    const unknown = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 1 }, { name: 'Podręcznik do gotowania', number: 3 }]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('msg.error.order.product.unknown');
    expect(unknown.json().fields).toEqual([{ field: 'items.1.name', key: 'msg.error.order.product.unknown', message: 'Tego produktu nie można zamówić.' }]);
    await t.database.db.insert(products).values({ name: 'Wycofany podręcznik', active: false, sort: 99 });
    const inactive = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: 'Wycofany podręcznik', number: 3 }]));
    expect(inactive.json().code).toBe('msg.error.order.product.unknown');
    const repeated = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 1 }, { name: BOOK_B, number: 2 }]), 'en');
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().fields).toEqual([{ field: 'items.1.name', key: 'msg.error.order.product.repeated', message: 'Each product may appear in an order only once.' }]);
    const noName = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: 5, number: 2 }]));
    expect(noName.statusCode).toBe(400);
    const noBody = await call('POST', 'orders/create', s.session);
    expect(noBody.statusCode).toBe(400);
    expect(await t.database.db.select().from(orders).where(eq(orders.schoolId, s.schoolId))).toEqual([]);
  });

  it("refuses an order for another school's id with 403 and a bad school id with 400", async () => {
    const mine = await school();
    const other = await school();
    const res = await call('POST', 'orders/create', mine.session, order(other.schoolId, [{ name: BOOK_B, number: 20 }]));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('msg.error.forbidden');
    expect(await t.database.db.select().from(orders).where(eq(orders.schoolId, other.schoolId))).toEqual([]);
    for (const schoolId of ['x', 0, -3, null]) {
      expect((await call('POST', 'orders/create', mine.session, order(schoolId as number, [{ name: BOOK_B, number: 20 }]))).statusCode).toBe(400);
    }
    const learner = await createStudent(t.database.db);
    const asLearner = await call('POST', 'orders/create', await t.sessionOf(learner.email, learner.password), order(mine.schoolId, [{ name: BOOK_B, number: 20 }]));
    expect(asLearner.statusCode).toBe(403);
  });

  it("queues a confirmation to the billing e-mail in the school's language and a notice to the operator", async () => {
    const billing = `faktury-${Date.now()}@example.com`;
    const s = await school({ billingEmail: billing, sendInvoicesToMainEmail: false, language: 'de' });
    const res = await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 3 }, { name: BOOK_CD, number: 4 }]));
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const [mail] = await t.services.outbox.listFor(billing);
    expect(mail?.subject).toBe(`Wir haben die Bestellung Nr. ${id} erhalten`);
    expect(mail?.text).toContain(`- ${BOOK_B}: 3`);
    expect(mail?.text).toContain(`- ${BOOK_CD}: 4`);
    expect(mail?.text).toContain('Stück insgesamt: 7');
    expect(mail?.text).toContain('Lieferkosten: 25,00 zł');
    expect(await t.services.outbox.listFor(s.email)).toEqual([]);
    const operatorMails = await t.services.outbox.listFor('pomoc@example.com');
    const notice = operatorMails.find((m) => m.subject?.startsWith(`Nowe zamówienie nr ${id}:`));
    expect(notice?.text).toContain(`id ${s.schoolId}, ${s.email}`);
    expect(notice?.text).toContain(`order-sent ${id}`);
  });

  it('sends the confirmation to the account e-mail when invoices go to the main e-mail', async () => {
    const s = await school({ billingEmail: 'ignored@example.com', sendInvoicesToMainEmail: true, language: 'en' });
    await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_A, number: 20 }]));
    const [mail] = await t.services.outbox.listFor(s.email);
    expect(mail?.subject).toMatch(/^We have received order no\. \d+$/);
    expect(mail?.text).toContain('Delivery fee: PLN 0.00');
  });

  it('lets a payment-blocked school order', async () => {
    const s = await createSchool(t.database.db, { willBeBlockedAt: new Date('2026-11-01T00:00:00Z') });
    const session = await t.sessionOf(s.email, s.password);
    const res = await call('POST', 'orders/create', session, order(s.schoolId, [{ name: BOOK_B, number: 2 }]));
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `orders/get/${s.schoolId}`, session)).statusCode).toBe(200);
  });
});

describe('GET orders/get/{schoolId}', () => {
  it("answers the school's own orders newest first with invoice and sent date", async () => {
    const s = await school();
    const first = (await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_B, number: 20 }]))).json();
    t.clock.advanceMinutes(1);
    const second = (await call('POST', 'orders/create', s.session, order(s.schoolId, [{ name: BOOK_A, number: 1 }]))).json();
    await t.database.db.update(orders).set({ status: 'SEND', invoiceNumber: 'FV/1/2026', sentAt: new Date('2026-11-22T12:00:00Z') }).where(eq(orders.id, first.id));
    const res = await call('GET', `orders/get/${s.schoolId}`, s.session);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ status: 'SEND', invoice: { invoiceNumber: 'FV/1/2026' }, sentDate: '2026-11-22T12:00:00.000Z', items: [{ name: BOOK_B, number: 20 }] });
    expect(list[0]).toMatchObject({ status: 'NEW', invoice: null, sentDate: null });
  });

  it("answers an empty list for a school without orders, 403 for another school's id and 400 for a bad id", async () => {
    const s = await school();
    const other = await school();
    await call('POST', 'orders/create', other.session, order(other.schoolId, [{ name: BOOK_B, number: 20 }]));
    expect((await call('GET', `orders/get/${s.schoolId}`, s.session)).json()).toEqual([]);
    const foreign = await call('GET', `orders/get/${other.schoolId}`, s.session);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('msg.error.forbidden');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) expect((await call('GET', `orders/get/${bad}`, s.session)).statusCode, bad).toBe(400);
    expect((await call('GET', `orders/get/${s.schoolId}`)).statusCode).toBe(403);
  });
});

describe('demo orders', () => {
  it('gives the demo school a shipped order with an invoice and a new one', async () => {
    const demo = await createTestApp({ demo: true });
    try {
      await seedDemo(demo.database.db, demo.clock.now());
      const login = DEMO_LOGINS.find((l) => l.role === 'school');
      const session = await demo.sessionOf(login?.email ?? '', login?.password ?? '');
      const show = (await demo.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: session } })).json();
      const res = await demo.app.inject({ method: 'GET', url: `${API}/orders/get/${show.id}`, headers: { jsessionid: session } });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((o: { status: string }) => o.status)).toEqual(['NEW', 'SEND']);
      expect(list[0]).toMatchObject({ totalBooks: 10, deliveryFeeGrosz: 2500, invoice: null });
      expect(list[1]).toMatchObject({ totalBooks: 25, deliveryFeeGrosz: 0, invoice: { invoiceNumber: 'FV/2026/10/014' } });
      expect(show.numberOfBooks).toBe(40);
    } finally {
      await demo.close();
    }
  });
});

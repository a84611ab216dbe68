import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSchool } from '../../../test/factories.js';
import { schools, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { createOrdersService } from '../orders/orders.service.js';
import { OperatorRepository } from './operator.repository.js';
import { OperatorService } from './operator.service.js';
import { UsersService } from '../users/users.service.js';

const TOKEN = 'operator-test-token-0123456789';
const API = '/api/eprawko-rest';
const BOOK_B = 'Podręcznik kursanta kat. B';
const BOOK_A = 'Podręcznik kursanta kat. A, AM';

let t: TestApp;
let operator: OperatorService;
beforeAll(async () => {
  t = await createTestApp({ demo: true, operatorToken: TOKEN });
  operator = new OperatorService(new OperatorRepository(t.database.db), UsersService.over(t.database.db), createOrdersService(t.database.db, t.services.outbox, t.clock, null), t.clock);
});
afterAll(async () => {
  await t.close();
});

interface SchoolCtx {
  schoolId: number;
  userId: number;
  email: string;
  session: string;
}

async function school(books = 5): Promise<SchoolCtx> {
  const s = await createSchool(t.database.db);
  await t.database.db.update(schools).set({ numberOfBooks: books }).where(eq(schools.id, s.schoolId));
  return { schoolId: s.schoolId, userId: s.userId, email: s.email, session: await t.sessionOf(s.email, s.password) };
}

async function placeOrder(s: SchoolCtx, items: Array<{ name: string; number: number }>): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: `${API}/orders/create`, headers: { jsessionid: s.session }, payload: { schoolId: s.schoolId, items } });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

async function booksOf(schoolId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: schools.numberOfBooks }).from(schools).where(eq(schools.id, schoolId));
  return row?.n ?? -1;
}

async function blockDateOf(userId: number): Promise<Date | null> {
  const [row] = await t.database.db.select({ at: users.willBeBlockedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

async function expectStatus(promise: Promise<unknown>, status: number): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(status);
}

describe('OperatorService: the payment block', () => {
  it('schedules and lifts a block by school id, and the school sees it on school/show', async () => {
    const s = await school();
    const at = new Date('2026-11-23T05:31:00Z');
    const result = await operator.scheduleBlock(String(s.schoolId), at);
    expect(result).toEqual({ schoolId: s.schoolId, email: s.email, name: expect.any(String), willBeBlockedAt: '2026-11-23T05:31:00.000Z' });
    expect(await blockDateOf(s.userId)).toEqual(at);
    const show = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: s.session } });
    expect(show.json().willBeBlockedAt).toBe('2026-11-23T05:31:00.000Z');
    expect((await operator.liftBlock(String(s.schoolId))).willBeBlockedAt).toBeNull();
    expect(await blockDateOf(s.userId)).toBeNull();
  });

  it('finds a school by its login e-mail in any case, and blocks it minutes ahead of the clock', async () => {
    const s = await school();
    const result = await operator.scheduleBlockIn(s.email.toUpperCase(), 90);
    expect(result.schoolId).toBe(s.schoolId);
    expect(result.willBeBlockedAt).toBe(new Date(t.clock.now().getTime() + 90 * 60_000).toISOString());
    await operator.liftBlock(s.email);
    expect(await blockDateOf(s.userId)).toBeNull();
  });

  it('a block in force makes guarded calls answer the payment-block 403, and lifting it ends that', async () => {
    const s = await school();
    // This operator is another instance than the app's (as the operator's command line is): the app
    // hears of each change through the database's announcement (ADR 010), a moment after the write.
    await operator.scheduleBlock(String(s.schoolId), new Date(t.clock.now().getTime() - 60_000));
    const guarded = `${API}/student/show/school/v2/${s.schoolId}`;
    await vi.waitFor(
      async () => {
        const blocked = await t.app.inject({ method: 'GET', url: guarded, headers: { jsessionid: s.session } });
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json().code).toBe('msg.error.user.blocked.payments');
      },
      { timeout: 3_000, interval: 20 },
    );
    await operator.liftBlock(String(s.schoolId));
    await vi.waitFor(
      async () => {
        const free = await t.app.inject({ method: 'GET', url: guarded, headers: { jsessionid: s.session } });
        expect(free.json().code).not.toBe('msg.error.user.blocked.payments');
      },
      { timeout: 3_000, interval: 20 },
    );
    const show = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: s.session } });
    expect(show.json().willBeBlockedAt).toBeNull();
  });

  it('answers 404 for an unknown school id or login, a learner login, or a reference that is neither', async () => {
    await expectStatus(operator.scheduleBlock('999999', new Date()), 404);
    await expectStatus(operator.liftBlock('nobody@example.com'), 404);
    await expectStatus(operator.liftBlock('OSK Zielona'), 404);
    const s = await school();
    const learnerEmail = `kursant-${Date.now()}@example.com`;
    await t.database.db.insert(users).values({ email: learnerEmail, passwordHash: 'x', userType: 'STUDENT' });
    await expectStatus(operator.scheduleBlock(learnerEmail, new Date()), 404);
    expect(await blockDateOf(s.userId)).toBeNull();
  });
});

describe('OperatorService: shipping an order', () => {
  it('marks the order SEND with the invoice and credits the stock once, even when called again', async () => {
    const s = await school(5);
    const id = await placeOrder(s, [
      { name: BOOK_B, number: 12 },
      { name: BOOK_A, number: 3 },
    ]);
    const first = await operator.markOrderSent(id, 'FV/2026/11/001');
    expect(first).toMatchObject({ changed: true, booksCredited: 15, numberOfBooks: 20 });
    expect(first.order).toMatchObject({ id, status: 'SEND', invoice: { invoiceNumber: 'FV/2026/11/001' }, sentDate: t.clock.now().toISOString() });
    const again = await operator.markOrderSent(id);
    expect(again).toMatchObject({ changed: false, booksCredited: 0, numberOfBooks: 20 });
    expect(again.order.invoice).toEqual({ invoiceNumber: 'FV/2026/11/001' });
    expect(await booksOf(s.schoolId)).toBe(20);
    const list = await t.app.inject({ method: 'GET', url: `${API}/orders/get/${s.schoolId}`, headers: { jsessionid: s.session } });
    expect(list.json()[0]).toMatchObject({ id, status: 'SEND', invoice: { invoiceNumber: 'FV/2026/11/001' } });
  });

  it('credits the stock once when two calls run at the same moment', async () => {
    const s = await school(0);
    const id = await placeOrder(s, [{ name: BOOK_B, number: 7 }]);
    const results = await Promise.all([operator.markOrderSent(id, 'FV/A'), operator.markOrderSent(id, 'FV/B'), operator.markOrderSent(id)]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(results.map((r) => r.booksCredited).sort()).toEqual([0, 0, 7]);
    expect(await booksOf(s.schoolId)).toBe(7);
  });

  it('keeps an earlier invoice number when shipped without one, sets it later, and answers 404 for an unknown order', async () => {
    const s = await school(0);
    const id = await placeOrder(s, [{ name: BOOK_B, number: 1 }]);
    await operator.setInvoice(id, 'FV/EARLY');
    const sent = await operator.markOrderSent(id);
    expect(sent.order.invoice).toEqual({ invoiceNumber: 'FV/EARLY' });
    expect((await operator.setInvoice(id, 'FV/LATER')).invoice).toEqual({ invoiceNumber: 'FV/LATER' });
    expect((await operator.markOrderSent(id, 'FV/FIXED')).order.invoice).toEqual({ invoiceNumber: 'FV/FIXED' });
    expect(await booksOf(s.schoolId)).toBe(1);
    await expectStatus(operator.markOrderSent(987654), 404);
    await expectStatus(operator.setInvoice(987654, 'FV/X'), 404);
  });
});

describe('operator HTTP routes', () => {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('refuse callers without the token or with a wrong one, and school sessions', async () => {
    const s = await school();
    const url = `/api/operator/schools/${s.schoolId}/block`;
    const none = await t.app.inject({ method: 'POST', url, payload: { inMinutes: 5 } });
    expect(none.statusCode).toBe(403);
    for (const headers of [bearer('wrong-token-0123456789'), bearer(`${TOKEN}x`), { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }, { jsessionid: s.session }]) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload: { inMinutes: 5 } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(await blockDateOf(s.userId)).toBeNull();
  });

  it('refuse everything when the server has no operator token', async () => {
    const bare = await createTestApp({ demo: true });
    try {
      const s = await createSchool(bare.database.db);
      for (const headers of [{}, bearer(TOKEN), { authorization: 'Bearer ' }]) {
        const res = await bare.app.inject({ method: 'POST', url: `/api/operator/schools/${s.schoolId}/unblock`, headers });
        expect(res.statusCode).toBe(403);
      }
    } finally {
      await bare.close();
    }
  });

  it('block, unblock and mark an order sent with the right token', async () => {
    const s = await school(2);
    const block = await t.app.inject({ method: 'POST', url: `/api/operator/schools/${encodeURIComponent(s.email)}/block`, headers: bearer(TOKEN), payload: { at: '2026-11-23T05:31:00Z' } });
    expect(block.statusCode).toBe(200);
    expect(block.json()).toMatchObject({ schoolId: s.schoolId, email: s.email, willBeBlockedAt: '2026-11-23T05:31:00.000Z' });
    const inMinutes = await t.app.inject({ method: 'POST', url: `/api/operator/schools/${s.schoolId}/block`, headers: bearer(TOKEN), payload: { inMinutes: 30 } });
    expect(inMinutes.json().willBeBlockedAt).toBe(new Date(t.clock.now().getTime() + 30 * 60_000).toISOString());
    const unblock = await t.app.inject({ method: 'POST', url: `/api/operator/schools/${s.schoolId}/unblock`, headers: bearer(TOKEN) });
    expect(unblock.statusCode).toBe(200);
    expect(unblock.json().willBeBlockedAt).toBeNull();
    const id = await placeOrder(s, [{ name: BOOK_B, number: 4 }]);
    const sent = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${id}/sent`, headers: bearer(TOKEN), payload: { invoiceNumber: 'FV/2026/11/002' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ changed: true, booksCredited: 4, numberOfBooks: 6, order: { status: 'SEND', invoice: { invoiceNumber: 'FV/2026/11/002' } } });
    const twice = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${id}/sent`, headers: bearer(TOKEN), payload: {} });
    expect(twice.json()).toMatchObject({ changed: false, numberOfBooks: 6 });
    const invoice = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${id}/invoice`, headers: bearer(TOKEN), payload: { invoiceNumber: 'FV/KOR/1' } });
    expect(invoice.json().invoice).toEqual({ invoiceNumber: 'FV/KOR/1' });
  });

  it('answer 400 for bad bodies and ids and 404 for unknown schools and orders', async () => {
    const s = await school();
    const url = `/api/operator/schools/${s.schoolId}/block`;
    for (const payload of [{}, { at: 'tomorrow' }, { at: '2026-11-23' }, { inMinutes: -1 }, { inMinutes: 1.5 }, { inMinutes: '5' }, { at: '2026-11-23T05:31:00Z', inMinutes: 5 }]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(TOKEN), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await blockDateOf(s.userId)).toBeNull();
    const longInvoice = await t.app.inject({ method: 'POST', url: '/api/operator/orders/1/sent', headers: bearer(TOKEN), payload: { invoiceNumber: 'x'.repeat(41) } });
    expect(longInvoice.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/orders/abc/sent', headers: bearer(TOKEN), payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/orders/987654/sent', headers: bearer(TOKEN), payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/schools/999999/unblock', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });

  it('grant and withdraw PKK with the school registry number, refusing bad numbers and other tokens', async () => {
    const s = await school();
    const url = `/api/operator/schools/${s.schoolId}/pkk`;
    const granted = await t.app.inject({ method: 'POST', url, headers: bearer(TOKEN), payload: { registryNumber: '12640077' } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ schoolId: s.schoolId, canUsePkk: true, pkkRegistryNumber: '12640077' });
    const info = await t.app.inject({ method: 'GET', url: `${API}/school/show`, headers: { jsessionid: s.session } });
    expect(info.json().canUsePkk).toBe(true);
    for (const payload of [{}, { registryNumber: '' }, { registryNumber: '1'.repeat(21) }, { registryNumber: '12 64' }, { registryNumber: 5 }]) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(TOKEN), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url, headers: bearer('wrong-token-0123456789'), payload: { registryNumber: '1' } })).statusCode).toBe(403);
    const off = await t.app.inject({ method: 'POST', url, headers: bearer(TOKEN), payload: { registryNumber: null } });
    expect(off.json()).toMatchObject({ canUsePkk: false, pkkRegistryNumber: '12640077' });
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/schools/999999/pkk', headers: bearer(TOKEN), payload: { registryNumber: '1' } })).statusCode).toBe(404);
    await expectStatus(operator.setPkkAccess(String(s.schoolId), 'bad number'), 400);
  });

  it('are hidden from the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths.some((p) => p.startsWith('/api/operator'))).toBe(false);
    expect(paths).toContain('/api/eprawko-rest/orders/create');
  });
});

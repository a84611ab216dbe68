import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { API, FakeProvider, accessOf, authed, catalogue, learner, mailsTo, paymentRow, sign } from './payments.test-helpers.js';

let t: TestApp;
const provider = new FakeProvider();
let subs: Awaited<ReturnType<typeof catalogue>>;

beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider });
  subs = await catalogue(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** A learner who started a payment; answers the ids the provider knows it by. */
async function started(options: { learningAvailableTill?: string | null; subscription?: number; invoice?: boolean } = {}) {
  const me = await learner(t, { learningAvailableTill: options.learningAvailableTill ?? null });
  const res = await t.app.inject({
    method: 'POST',
    url: `${API}/paynow/create`,
    headers: authed(me.session),
    payload: {
      subscriptionId: subs[options.subscription ?? 0]?.id,
      email: me.email,
      userId: me.userId,
      firstName: 'Ola',
      lastName: 'Nowak',
      ...(options.invoice ? { confirmationType: 'INVOICE', nip: '5260250274', invoiceName: 'Firma Sp. z o.o.', invoiceAddress: 'ul. Prosta 1, Warszawa' } : { confirmationType: 'RECEIPT' }),
    },
  });
  expect(res.statusCode).toBe(200);
  const externalId = provider.created.at(-1)?.externalId ?? '';
  const row = await paymentRow(t.database.db, Number(externalId));
  return { ...me, paymentId: row.id, externalId, providerPaymentId: row.providerPaymentId ?? '' };
}

function notificationBody(p: { providerPaymentId: string; externalId: string }, status: string): string {
  return JSON.stringify({ paymentId: p.providerPaymentId, externalId: p.externalId, status, modifiedAt: '2026-11-22T10:05:00' });
}

async function notify(body: string, signature: string | undefined = sign(body)) {
  return t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json', ...(signature ? { signature } : {}) }, payload: body });
}

describe('POST paynow/notification', () => {
  it('a confirmed payment finishes, credits the access once and mails the confirmation', async () => {
    const p = await started({ learningAvailableTill: '2026-12-01', invoice: true });
    const pending = await notify(notificationBody(p, 'PENDING'));
    expect(pending.statusCode).toBe(202);
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('WAITING');
    const res = await notify(notificationBody(p, 'CONFIRMED'));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ outcome: 'applied' });
    const row = await paymentRow(t.database.db, p.paymentId);
    expect(row.status).toBe('FINISHED');
    expect(row.creditedAt).not.toBeNull();
    expect(await accessOf(t.database.db, p.userId)).toEqual({ learningAvailableTill: '2027-01-10', lecturesAvailableTill: null, multiLanguage: false });
    const mails = await mailsTo(t.database.db, p.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`nr ${p.paymentId}`);
    expect(mails[0]?.body).toContain('Faktura');
    expect(mails[0]?.body).toContain('NIP: 5260250274');
    expect(mails[0]?.body).toContain('19,00 PLN');
    expect(mails[0]?.body).toContain('10.01.2027');
    // The invoice itself is attached as a PDF with the buyer's data and the amount.
    const attachment = mails[0]?.attachments?.[0];
    expect(attachment).toMatchObject({ filename: `faktura_${p.paymentId}.pdf`, contentType: 'application/pdf' });
    const parser = new PDFParse({ data: new Uint8Array(Buffer.from(attachment?.base64 ?? '', 'base64')) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toMatch(/Faktura nr FV\/2026\/\d{6}\n/);
    expect(text).toContain('NIP: 5260250274');
    expect(text).toContain('19,00 PLN');
  });

  it('refuses a tampered body, a wrong key and a missing signature, and changes nothing', async () => {
    const p = await started();
    const genuine = notificationBody(p, 'CONFIRMED');
    const tampered = genuine.replace('CONFIRMED', 'CONFIRMED ');
    for (const res of [await notify(tampered, sign(genuine)), await notify(genuine, sign(genuine, 'another-key')), await notify(genuine, '')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('msg.payments.notification.rejected');
    }
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('STARTED');
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBeNull();
  });

  it('refuses an unknown payment and a provider payment id other than the stored one', async () => {
    const p = await started();
    const unknown = await notify(notificationBody({ providerPaymentId: p.providerPaymentId, externalId: '999999' }, 'CONFIRMED'));
    expect(unknown.statusCode).toBe(400);
    const notNumber = await notify(notificationBody({ providerPaymentId: p.providerPaymentId, externalId: 'abc' }, 'CONFIRMED'));
    expect(notNumber.statusCode).toBe(400);
    const mismatch = await notify(notificationBody({ providerPaymentId: 'OTHER-1', externalId: p.externalId }, 'CONFIRMED'));
    expect(mismatch.statusCode).toBe(400);
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('STARTED');
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBeNull();
  });

  it('the same notification ten times at once credits once', async () => {
    const p = await started({ subscription: 1 });
    const body = notificationBody(p, 'CONFIRMED');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(202));
    expect(answers.filter((r) => r.json().outcome === 'applied')).toHaveLength(1);
    expect(await accessOf(t.database.db, p.userId)).toEqual({ learningAvailableTill: '2027-01-01', lecturesAvailableTill: null, multiLanguage: true });
    expect(await mailsTo(t.database.db, p.email)).toHaveLength(1);
  });

  it('never moves a status backwards; FINISHED is final', async () => {
    const p = await started();
    expect((await notify(notificationBody(p, 'PENDING'))).statusCode).toBe(202);
    const back = await notify(notificationBody(p, 'NEW'));
    expect(back.statusCode).toBe(202);
    expect(back.json()).toEqual({ outcome: 'ignored' });
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('WAITING');
    await notify(notificationBody(p, 'CONFIRMED'));
    for (const status of ['REJECTED', 'PENDING', 'EXPIRED', 'CONFIRMED']) {
      expect((await notify(notificationBody(p, status))).json()).toEqual({ outcome: 'ignored' });
    }
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('FINISHED');
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBe('2027-01-01');
  });

  it('records a rejection with its error code, and ignores unknown statuses', async () => {
    const p = await started();
    expect((await notify(notificationBody(p, 'WAITING_FOR_CONFIRMATION'))).json()).toEqual({ outcome: 'ignored' });
    expect((await notify(notificationBody(p, 'REJECTED'))).statusCode).toBe(202);
    expect(await paymentRow(t.database.db, p.paymentId)).toMatchObject({ status: 'REJECTED', errorCode: 'REJECTED', creditedAt: null });
    expect((await accessOf(t.database.db, p.userId)).learningAvailableTill).toBeNull();
  });

  it('e-lectures extend the lectures window', async () => {
    const lectures = subs.findIndex((s) => s.subscriptionType === 'LECTURES');
    const p = await started({ subscription: lectures, learningAvailableTill: '2026-12-01' });
    await notify(notificationBody(p, 'CONFIRMED'));
    expect(await accessOf(t.database.db, p.userId)).toEqual({ learningAvailableTill: '2026-12-01', lecturesAvailableTill: '2027-01-01', multiLanguage: false });
  });

  it('accepts a JSON content type with a charset', async () => {
    const p = await started();
    const body = notificationBody(p, 'PENDING');
    const res = await t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'application/json; charset=utf-8', signature: sign(body) }, payload: body });
    expect(res.statusCode).toBe(202);
    expect((await paymentRow(t.database.db, p.paymentId)).status).toBe('WAITING');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${API}/paynow/notification`, headers: { 'content-type': 'text/plain', signature: sign('x') }, payload: 'x' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('GET payment/show/by/user/{id}', () => {
  it("answers the caller's payments, newest first", async () => {
    const p = await started();
    await t.app.inject({
      method: 'POST',
      url: `${API}/paynow/create`,
      headers: authed(p.session),
      payload: { subscriptionId: subs[3]?.id, email: p.email, userId: p.userId, firstName: 'Ola', lastName: 'Nowak', confirmationType: 'RECEIPT' },
    });
    t.clock.advanceMinutes(1);
    await notify(notificationBody(p, 'CONFIRMED'));
    const res = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${p.userId}`, headers: authed(p.session) });
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; amount: number; status: string; transactionId: string | null; paymentStart: string; confirmationType: string }[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ amount: 3900, status: 'STARTED', confirmationType: 'RECEIPT' });
    expect(list[1]).toMatchObject({ id: p.paymentId, amount: 1900, status: 'FINISHED', transactionId: p.providerPaymentId, paymentStart: '2026-11-22T10:00:00.000Z' });
  });

  it("answers 400 for a bad id, 403 to visitors and for another user's payments", async () => {
    const me = await learner(t);
    const other = await started();
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/x`, headers: authed(me.session) })).json().fields).toEqual([expect.objectContaining({ field: 'id' })]);
    expect((await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${me.userId}` })).statusCode).toBe(403);
    const foreign = await t.app.inject({ method: 'GET', url: `${API}/payment/show/by/user/${other.userId}`, headers: authed(me.session) });
    expect(foreign.statusCode).toBe(403);
  });
});

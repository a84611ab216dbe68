import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createSmsApiTransport } from '../../integrations/sms/client.js';
import { startSmsSimulator, type SmsSimulator } from '../../integrations/sms/simulator.js';

let t: TestApp;
let sim: SmsSimulator;

beforeAll(async () => {
  sim = await startSmsSimulator({ token: 'tok' });
  t = await createTestApp({ sms: createSmsApiTransport({ baseUrl: sim.url, token: 'tok', sender: 'PrawkoOSK' }) });
});
afterAll(async () => {
  await t.close();
  await sim.close();
});

describe('SMS through the outbox', () => {
  it('delivers a queued SMS through the gateway, retrying after a temporary failure', async () => {
    await t.services.outbox.enqueueSms({ to: '600900800', text: 'Twój kod: 482913' });
    sim.failNext(1);
    expect(await t.services.outbox.deliverDue()).toBe(1);
    expect(sim.messages).toHaveLength(0);
    expect((await t.services.outbox.listFor('600900800'))[0]?.status).toBe('PENDING');
    expect(await t.services.outbox.deliverDue()).toBe(0);
    t.clock.advanceMinutes(2);
    expect(await t.services.outbox.deliverDue()).toBe(1);
    expect(sim.messages).toEqual([expect.objectContaining({ number: '48600900800', message: 'Twój kod: 482913' })]);
    const [sent] = await t.services.outbox.listFor('600900800');
    expect(sent).toMatchObject({ channel: 'SMS', status: 'SENT', text: 'Twój kod: 482913' });
  });

  it('gives up at once on a number the gateway refuses for good', async () => {
    await t.services.outbox.enqueueSms({ to: '12345', text: 'x' });
    expect(await t.services.outbox.deliverDue()).toBe(1);
    expect((await t.services.outbox.listFor('12345'))[0]?.status).toBe('FAILED');
  });

  it('shows SMS in the demo outbox of the number', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=600900800' });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ channel: 'SMS', to: '600900800', subject: null });
  });
});

describe('mail attachments', () => {
  it('keeps an attachment with the mail, hands it to the mail transport and serves it in the demo outbox', async () => {
    const sentMails: Array<{ to: string; attachments?: Array<{ filename: string; content: Buffer }> | undefined }> = [];
    const withMail = await createTestApp({ mail: { send: async (m) => void sentMails.push(m) } });
    try {
      const pdf = Buffer.from('%PDF-1.4 test');
      await withMail.services.outbox.enqueueMail({ to: 'ola@example.com', subject: 'Faktura', text: 'W załączniku.', attachments: [{ filename: 'faktura_1.pdf', contentType: 'application/pdf', content: pdf }] });
      const listed = (await withMail.app.inject({ method: 'GET', url: '/api/dev/outbox?to=ola@example.com' })).json();
      expect(listed[0].attachments).toEqual([{ filename: 'faktura_1.pdf', contentType: 'application/pdf', size: pdf.length, url: `/api/dev/outbox/${listed[0].id}/attachments/0` }]);
      const file = await withMail.app.inject({ method: 'GET', url: listed[0].attachments[0].url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect((await withMail.app.inject({ method: 'GET', url: `/api/dev/outbox/${listed[0].id}/attachments/1` })).statusCode).toBe(404);
      expect((await withMail.app.inject({ method: 'GET', url: '/api/dev/outbox/x/attachments/0' })).statusCode).toBe(400);
      await withMail.services.outbox.deliverDue();
      expect(sentMails[0]?.attachments?.[0]?.filename).toBe('faktura_1.pdf');
      expect(sentMails[0]?.attachments?.[0]?.content.equals(pdf)).toBe(true);
    } finally {
      await withMail.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { MailMessage } from '../../integrations/mail/client.js';

let t: TestApp;
const sent: MailMessage[] = [];
let failNext = 0;

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    mail: {
      send: async (message) => {
        if (failNext > 0) {
          failNext -= 1;
          throw new Error('SMTP 421 try again later');
        }
        sent.push(message);
      },
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('contact form', () => {
  it('queues the message to the support mailbox and delivers it, retrying a failed send', async () => {
    failNext = 1;
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/contact', payload: { name: 'Ola', email: 'ola@example.com', message: 'Jak kupić dostęp?' } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'SENT' });
    expect(await t.services.outbox.deliverDue()).toBe(1);
    expect(sent).toHaveLength(0);
    const [queued] = await t.services.outbox.listFor('pomoc@example.com');
    expect(queued).toMatchObject({ status: 'PENDING', subject: 'Formularz kontaktowy: Ola' });
    t.clock.advanceMinutes(2);
    expect(await t.services.outbox.deliverDue()).toBe(1);
    expect(sent).toEqual([expect.objectContaining({ to: 'pomoc@example.com', replyTo: 'ola@example.com', text: expect.stringContaining('Jak kupić dostęp?') })]);
    const [delivered] = await t.services.outbox.listFor('pomoc@example.com');
    expect(delivered?.status).toBe('SENT');
  });

  it('answers 400 with the invalid fields in the caller language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/eprawko-rest/contact', headers: { 'accept-language': 'en' }, payload: { name: '', email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields.map((f: { field: string; message: string }) => `${f.field}: ${f.message}`);
    expect(fields).toEqual(expect.arrayContaining(['name: Enter your name', 'email: Enter a valid e-mail address', 'message: Enter your message']));
  });

  it('shows queued messages in the demo outbox, newest first, with their links', async () => {
    await t.services.outbox.enqueueMail({ to: 'kto@example.com', subject: 'Pierwsza', text: 'Bez linku' });
    await t.services.outbox.enqueueMail({ to: 'kto@example.com', subject: 'Druga', text: 'Kliknij http://localhost:8080/action/ACTIVATE_ACCOUNT/abc.' });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=KTO@example.com' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { subject: string }) => m.subject)).toEqual(['Druga', 'Pierwsza']);
    expect(list[0].links).toEqual(['http://localhost:8080/action/ACTIVATE_ACCOUNT/abc']);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(400);
  });
});

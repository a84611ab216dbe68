import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsApiTransport, gatewayNumber, SmsGatewayError } from './client.js';
import { startSmsSimulator, type SmsSimulator } from './simulator.js';

let sim: SmsSimulator;

beforeAll(async () => {
  sim = await startSmsSimulator({ token: 'sekret-token' });
});
afterAll(async () => {
  await sim.close();
});

describe('SMSAPI-style client against the simulator', () => {
  it('sends a message with the bearer token, the sender and the number in international form', async () => {
    const sms = createSmsApiTransport({ baseUrl: sim.url, token: 'sekret-token', sender: 'PrawkoOSK' });
    await sms.send({ to: '600100200', text: 'Kod: 123456 — zażółć', idx: 'm-1' });
    expect(sim.messages.at(-1)).toMatchObject({ number: '48600100200', message: 'Kod: 123456 — zażółć', from: 'PrawkoOSK', idx: 'm-1' });
  });

  it('treats a repeated idx as already sent, so a retried send is not delivered twice', async () => {
    const sms = createSmsApiTransport({ baseUrl: sim.url, token: 'sekret-token', sender: 'PrawkoOSK' });
    const before = sim.messages.length;
    await sms.send({ to: '600100201', text: 'Raz', idx: 'm-2' });
    await sms.send({ to: '600100201', text: 'Raz', idx: 'm-2' });
    expect(sim.messages.length).toBe(before + 1);
  });

  it('reports a wrong token and a temporary failure as retryable, an invalid number as permanent', async () => {
    const wrong = createSmsApiTransport({ baseUrl: sim.url, token: 'zly', sender: 'PrawkoOSK' });
    await expect(wrong.send({ to: '600100200', text: 'x' })).rejects.toMatchObject({ code: 101, permanent: false });
    const sms = createSmsApiTransport({ baseUrl: sim.url, token: 'sekret-token', sender: 'PrawkoOSK' });
    sim.failNext(1);
    await expect(sms.send({ to: '600100200', text: 'x' })).rejects.toMatchObject({ code: 201, permanent: false });
    await expect(sms.send({ to: '12', text: 'x' })).rejects.toMatchObject({ code: 13, permanent: true });
    await expect(sms.send({ to: '600100200', text: '' })).rejects.toBeInstanceOf(SmsGatewayError);
  });

  it('reports an unreachable gateway as retryable', async () => {
    const sms = createSmsApiTransport({ baseUrl: 'http://127.0.0.1:9', token: 't', sender: 'PrawkoOSK', timeoutMs: 2000 });
    await expect(sms.send({ to: '600100200', text: 'x' })).rejects.toMatchObject({ permanent: false });
  });

  it('writes Polish numbers with the 48 prefix and keeps foreign ones', () => {
    expect(gatewayNumber('600 100 200')).toBe('48600100200');
    expect(gatewayNumber('+48600100200')).toBe('48600100200');
    expect(gatewayNumber('+49 1512 3456789')).toBe('4915123456789');
    expect(gatewayNumber('0049151234567')).toBe('49151234567');
  });
});

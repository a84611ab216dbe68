import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notificationSignature, paynowJson, requestSignature, signaturesEqual, verifyNotificationSignature, verifyRequestSignature } from './signature.js';

// The official check vector of Paynow's documentation (FACTS.md).
const KEY = 'a621a1fb-b4d8-48ba-a6a3-2a28ed61f605';
const BODY = '{"key1":"value1","key2":"value2"}';
const EXPECTED = 'rFAkhfbUFRn4bTR82qb742Mwy34g/CSi8frEHciZhCU=';

describe('Paynow notification signature', () => {
  it('matches the official check vector', () => {
    expect(notificationSignature(KEY, BODY)).toBe(EXPECTED);
    expect(notificationSignature(KEY, Buffer.from(BODY))).toBe(EXPECTED);
    expect(verifyNotificationSignature(KEY, BODY, EXPECTED)).toBe(true);
  });

  it('refuses a tampered body, a wrong key and a missing or malformed signature', () => {
    expect(verifyNotificationSignature(KEY, '{"key1":"value1","key2":"value3"}', EXPECTED)).toBe(false);
    expect(verifyNotificationSignature(KEY, `${BODY} `, EXPECTED)).toBe(false);
    expect(verifyNotificationSignature('b621a1fb-b4d8-48ba-a6a3-2a28ed61f605', BODY, EXPECTED)).toBe(false);
    expect(verifyNotificationSignature(KEY, BODY, undefined)).toBe(false);
    expect(verifyNotificationSignature(KEY, BODY, '')).toBe(false);
    expect(verifyNotificationSignature(KEY, BODY, EXPECTED.slice(0, -4))).toBe(false);
    // Node's base64 decoder would skip the stray characters; the comparison must not.
    expect(verifyNotificationSignature(KEY, BODY, `${EXPECTED}!!`)).toBe(false);
    expect(verifyNotificationSignature(KEY, BODY, `#${EXPECTED}`)).toBe(false);
  });

  it('compares only equal-length values and says unequal otherwise', () => {
    expect(signaturesEqual(EXPECTED, EXPECTED)).toBe(true);
    expect(signaturesEqual(EXPECTED, 'AAAA')).toBe(false);
    expect(signaturesEqual(EXPECTED, null)).toBe(false);
  });
});

describe('Paynow request signature', () => {
  const hmac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64');

  it('signs the JSON of the two headers, the parameters and the exact body', () => {
    const body = '{"amount":1900,"currency":"PLN"}';
    const expected = hmac(KEY, `{"headers":{"Api-Key":"api-1","Idempotency-Key":"idem-1"},"parameters":{},"body":${JSON.stringify(body)}}`);
    expect(requestSignature(KEY, { apiKey: 'api-1', idempotencyKey: 'idem-1', parameters: {}, body })).toBe(expected);
    expect(verifyRequestSignature(KEY, { apiKey: 'api-1', idempotencyKey: 'idem-1', body }, expected)).toBe(true);
  });

  it('signs a request without a body with an empty body and no parameters', () => {
    const expected = hmac(KEY, '{"headers":{"Api-Key":"api-1","Idempotency-Key":"idem-2"},"parameters":{},"body":""}');
    expect(requestSignature(KEY, { apiKey: 'api-1', idempotencyKey: 'idem-2' })).toBe(expected);
  });

  it('signs query parameters as lists, by sorted name', () => {
    const expected = hmac(KEY, '{"headers":{"Api-Key":"a","Idempotency-Key":"i"},"parameters":{"amount":["100"],"currency":["PLN","EUR"]},"body":""}');
    expect(requestSignature(KEY, { apiKey: 'a', idempotencyKey: 'i', parameters: { currency: ['PLN', 'EUR'], amount: '100' } })).toBe(expected);
  });

  it('changes with the body, either header and the key', () => {
    const base = { apiKey: 'api-1', idempotencyKey: 'idem-1', body: '{"amount":1900}' };
    const signature = requestSignature(KEY, base);
    expect(verifyRequestSignature(KEY, { ...base, body: '{"amount":1}' }, signature)).toBe(false);
    expect(verifyRequestSignature(KEY, { ...base, apiKey: 'api-2' }, signature)).toBe(false);
    expect(verifyRequestSignature(KEY, { ...base, idempotencyKey: 'idem-2' }, signature)).toBe(false);
    expect(verifyRequestSignature('another-key', base, signature)).toBe(false);
  });
});

describe('paynowJson', () => {
  it('escapes every non-ASCII character as \\uXXXX and stays parseable', () => {
    const value = { description: 'Dostęp 40 dni – zażółć gęślą jaźń 🚗', n: 1 };
    const json = paynowJson(value);
    expect(json).toBe('{"description":"Dost\\u0119p 40 dni \\u2013 za\\u017c\\u00f3\\u0142\\u0107 g\\u0119\\u015bl\\u0105 ja\\u017a\\u0144 \\ud83d\\ude97","n":1}');
    expect(/^[\x20-\x7e]*$/.test(json)).toBe(true);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('leaves ASCII JSON as JSON.stringify writes it', () => {
    const value = { a: 'x/y "q"', b: [1, 2], c: null };
    expect(paynowJson(value)).toBe(JSON.stringify(value));
  });
});

import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError, withLogRedaction } from './log-redaction.js';

describe('redactUrl', () => {
  it('replaces secret route parameters by name and keeps the rest of the path', () => {
    expect(redactUrl('/api/eprawko-rest/pdf/exam/44051401359/Jan/Nowak/7/9/1764000000000/1764000000000', { pesel: '44051401359', firstName: 'Jan', lastName: 'Nowak', userId: '7' })).toBe(
      '/api/eprawko-rest/pdf/exam/[redacted]/[redacted]/[redacted]/7/9/1764000000000/1764000000000',
    );
    expect(redactUrl('/api/lessons/calendar/abcdefgh12345678.ics', { token: 'abcdefgh12345678' })).toBe('/api/lessons/calendar/[redacted].ics');
    expect(redactUrl('/api/eprawko-rest/coupon/checkCoupon/ABC', { coupon: 'ABC' })).toBe('/api/eprawko-rest/coupon/checkCoupon/[redacted]');
  });

  it('replaces token-like segments, UUIDs, PESEL numbers and e-mail addresses without a route', () => {
    expect(redactUrl('/api/x/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA/y')).toBe('/api/x/[redacted]/y');
    expect(redactUrl('/api/x/0b6c5a8e-1f2d-4c3b-9a8e-7d6c5b4a3f2e')).toBe('/api/x/[redacted]');
    expect(redactUrl('/api/x/44051401359')).toBe('/api/x/[redacted]');
    expect(redactUrl('/api/operator/schools/jan%40example.com/block')).toBe('/api/operator/schools/[redacted]/block');
    expect(redactUrl('/api/questions/media/film1.mp4')).toBe('/api/questions/media/film1.mp4');
  });

  it('keeps query parameter names, and the values of plain ones only', () => {
    expect(redactUrl('/api/a?token=abc&page=2&size=20&lastName=Nowak&category=B&pkkId=44051401359&flag')).toBe('/api/a?token=[redacted]&page=2&size=20&lastName=[redacted]&category=B&pkkId=[redacted]&flag');
    expect(redactUrl('/api/a?page=44051401359')).toBe('/api/a?page=[redacted]');
  });

  it('does not fail on a URL that is not valid percent-encoding', () => {
    expect(redactUrl('/api/eprawko-rest/%E0%A4%A')).toBe('/api/eprawko-rest/%E0%A4%A');
  });
});

describe('serializeError', () => {
  it("drops a failed query's parameter values from its message, stack and properties", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "u"'), { code: '23505', detail: 'Key (pesel, email)=(44051401359, a@b.pl) already exists.', constraint: 'u' });
    const failed = Object.assign(new Error('Failed query: insert into t values ($1, $2)\nparams: 44051401359,a@b.pl'), { query: 'insert into t values ($1, $2)', params: ['44051401359', 'a@b.pl'], cause });
    const text = JSON.stringify(serializeError(failed));
    expect(text).not.toContain('44051401359');
    expect(text).not.toContain('a@b.pl');
    expect(text).toContain('insert into t values ($1, $2)');
    expect(text).toContain('Key (pesel, email)=([redacted]) already exists.');
    expect(text).toContain('23505');
  });

  it('drops the value PostgreSQL quotes in an invalid input message', () => {
    const text = JSON.stringify(serializeError(Object.assign(new Error('invalid input syntax for type integer: "Kowalski"'), { code: '22P02' })));
    expect(text).not.toContain('Kowalski');
  });
});

describe('withLogRedaction', () => {
  it('adds the serializers to logger options and leaves a disabled logger off', () => {
    expect(withLogRedaction(false)).toBe(false);
    expect(withLogRedaction(undefined)).toBe(false);
    const options = withLogRedaction({ level: 'info' }) as { level: string; serializers: Record<string, unknown> };
    expect(options.level).toBe('info');
    expect(Object.keys(options.serializers)).toEqual(expect.arrayContaining(['req', 'res', 'err']));
  });
});

import { describe, expect, it } from 'vitest';
import { isLogoImage } from './logo-file';
import { expiryStateOf, isLowStock, timeLeft } from './school-status';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('isLogoImage', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0)],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['GIF87a', bytes('GIF87a')],
    ['GIF89a', bytes('GIF89a')],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBP')],
  ])('accepts %s by its first bytes', (_name, head) => {
    expect(isLogoImage(head)).toBe(true);
  });

  it.each([
    ['text', bytes('hello world!')],
    ['PDF', bytes('%PDF-1.7')],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVE')],
    ['a cut PNG signature', bytes(0x89, 'PNG')],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(isLogoImage(head)).toBe(false);
  });
});

describe('expiryStateOf', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it.each([
    [null, { kind: 'none' }],
    ['2026-12-23', { kind: 'ok', days: 31 }],
    ['2026-12-22', { kind: 'soon', days: 30 }],
    ['2026-11-22', { kind: 'soon', days: 0 }],
    ['2026-11-21', { kind: 'expired', days: -1 }],
  ])('%s is %o', (till, state) => {
    expect(expiryStateOf(till, now)).toEqual(state);
  });

  it('counts days by the Warsaw date (23:30 UTC is already the next day there)', () => {
    expect(expiryStateOf('2026-11-23', new Date('2026-11-22T23:30:00Z'))).toEqual({ kind: 'soon', days: 0 });
  });
});

describe('isLowStock', () => {
  it('is low only below the alert level', () => {
    expect(isLowStock({ numberOfBooks: 19, booksAlertLevel: 20 })).toBe(true);
    expect(isLowStock({ numberOfBooks: 20, booksAlertLevel: 20 })).toBe(false);
  });
});

describe('timeLeft', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeLeft(new Date('2026-11-24T11:02:03Z'), now)).toEqual({ days: 2, hours: 1, minutes: 2, seconds: 3 });
  });
  it('is null once the moment has come', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(new Date('2026-11-22T09:59:59Z'), now)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { describeBlock, describeContentPreview, describeError, describePkkAccess, describeOrderSent, httpRequestOf, parseArgs, USAGE } from './operator.js';

describe('operator CLI arguments', () => {
  it('parses block-school with --at or --in in minutes, hours and days', () => {
    expect(parseArgs(['block-school', '12', '--at', '2026-11-23T05:31:00Z'])).toEqual({ command: { kind: 'block', ref: '12', at: new Date('2026-11-23T05:31:00Z') } });
    expect(parseArgs(['block-school', '--at', '2026-11-23T06:31:00+01:00', 'osk@example.com'])).toEqual({ command: { kind: 'block', ref: 'osk@example.com', at: new Date('2026-11-23T05:31:00Z') } });
    expect(parseArgs(['block-school', 'osk@example.com', '--in', '30m'])).toEqual({ command: { kind: 'block-in', ref: 'osk@example.com', minutes: 30 } });
    expect(parseArgs(['block-school', '3', '--in', '2h'])).toEqual({ command: { kind: 'block-in', ref: '3', minutes: 120 } });
    expect(parseArgs(['block-school', '3', '--in', '7d'])).toEqual({ command: { kind: 'block-in', ref: '3', minutes: 7 * 24 * 60 } });
  });

  it('refuses block-school without a school, without or with both times, and with bad times', () => {
    for (const args of [
      ['block-school'],
      ['block-school', '--in', '5m'],
      ['block-school', '3'],
      ['block-school', '3', '--at', '2026-11-23T05:31:00Z', '--in', '5m'],
      ['block-school', '3', '--at', 'tomorrow'],
      ['block-school', '3', '--at', '2026-11-23'],
      ['block-school', '3', '--at', '2026-11-23T05:31:00'],
      ['block-school', '3', '--at', '2026-13-45T05:31:00Z'],
      ['block-school', '3', '--in', '5'],
      ['block-school', '3', '--in', '-5m'],
      ['block-school', '3', '--in', '1.5h'],
      ['block-school', '3', '--in', '5w'],
      ['block-school', '3', '--in', '9999999d'],
      ['block-school', '3', '--in'],
      ['block-school', '3', '4', '--in', '5m'],
    ]) {
      expect(parseArgs(args), args.join(' ')).toHaveProperty('error');
    }
  });

  it('parses unblock-school and order-sent with and without an invoice', () => {
    expect(parseArgs(['unblock-school', 'osk@example.com'])).toEqual({ command: { kind: 'unblock', ref: 'osk@example.com' } });
    expect(parseArgs(['order-sent', '42'])).toEqual({ command: { kind: 'order-sent', orderId: 42, invoiceNumber: null } });
    expect(parseArgs(['order-sent', '42', '--invoice', 'FV/2026/11/001'])).toEqual({ command: { kind: 'order-sent', orderId: 42, invoiceNumber: 'FV/2026/11/001' } });
    expect(parseArgs(['order-sent', '--invoice', 'FV/1', '42'])).toEqual({ command: { kind: 'order-sent', orderId: 42, invoiceNumber: 'FV/1' } });
  });

  it('refuses bad order ids, invoices, unknown commands and no command; answers help', () => {
    for (const args of [[], ['unblock-school'], ['order-sent'], ['order-sent', 'abc'], ['order-sent', '0'], ['order-sent', '-3'], ['order-sent', '4', '--invoice'], ['order-sent', '4', '--invoice', 'x'.repeat(41)], ['order-sent', '4', '5'], ['ship', '4']]) {
      expect(parseArgs(args), args.join(' ')).toHaveProperty('error');
    }
    expect(parseArgs(['--help'])).toEqual({ help: true });
    expect(parseArgs(['order-sent', '-h'])).toEqual({ help: true });
  });

  it('parses content-preview with an optional --off, refusing anything else (issue 20)', () => {
    expect(parseArgs(['content-preview', 'osk@example.com'])).toEqual({ command: { kind: 'content-preview', ref: 'osk@example.com', approved: true } });
    expect(parseArgs(['content-preview', '7', '--off'])).toEqual({ command: { kind: 'content-preview', ref: '7', approved: false } });
    for (const args of [['content-preview'], ['content-preview', '--off'], ['content-preview', '3', '4']]) expect(parseArgs(args), args.join(' ')).toHaveProperty('error');
    expect(httpRequestOf({ kind: 'content-preview', ref: 'osk@example.com', approved: false })).toEqual({ path: '/api/operator/schools/osk%40example.com/content-preview', body: { approved: false } });
    expect(describeContentPreview({ schoolId: 3, email: 'osk@example.com', name: 'OSK', contentPreviewApproved: true })).toBe('Szkoła 3 (osk@example.com): podgląd materiałów zatwierdzony');
    expect(USAGE).toContain('content-preview <idSzkoły|login> --off');
  });

  it('parses pkk-access with a registry number or --off, refusing anything else', () => {
    expect(parseArgs(['pkk-access', 'osk@example.com', '--registry', '12640001'])).toEqual({ command: { kind: 'pkk-access', ref: 'osk@example.com', registryNumber: '12640001' } });
    expect(parseArgs(['pkk-access', '--off', '3'])).toEqual({ command: { kind: 'pkk-access', ref: '3', registryNumber: null } });
    for (const args of [['pkk-access'], ['pkk-access', '3'], ['pkk-access', '3', '--registry'], ['pkk-access', '3', '--registry', '1', '--off'], ['pkk-access', '3', '--registry', 'a b'], ['pkk-access', '3', '--registry', '1'.repeat(21)], ['pkk-access', '3', '4', '--off']]) {
      expect(parseArgs(args), args.join(' ')).toHaveProperty('error');
    }
    expect(httpRequestOf({ kind: 'pkk-access', ref: '3', registryNumber: '12640001' })).toEqual({ path: '/api/operator/schools/3/pkk', body: { registryNumber: '12640001' } });
    expect(describePkkAccess({ schoolId: 3, email: 'osk@example.com', name: 'OSK', canUsePkk: true, pkkRegistryNumber: '12640001' })).toBe('Szkoła 3 (osk@example.com): PKK włączone, numer w rejestrze 12640001');
    expect(describePkkAccess({ schoolId: 3, email: 'osk@example.com', name: 'OSK', canUsePkk: false, pkkRegistryNumber: '12640001' })).toBe('Szkoła 3 (osk@example.com): PKK wyłączone');
  });

  it('maps commands to the operator HTTP routes and prints what was done', () => {
    expect(httpRequestOf({ kind: 'block', ref: 'osk@example.com', at: new Date('2026-11-23T05:31:00Z') })).toEqual({ path: '/api/operator/schools/osk%40example.com/block', body: { at: '2026-11-23T05:31:00.000Z' } });
    expect(httpRequestOf({ kind: 'block-in', ref: '1', minutes: 60 })).toEqual({ path: '/api/operator/schools/1/block', body: { inMinutes: 60 } });
    expect(httpRequestOf({ kind: 'order-sent', orderId: 7, invoiceNumber: null })).toEqual({ path: '/api/operator/orders/7/sent', body: {} });
    expect(describeBlock({ schoolId: 1, email: 'osk@example.com', name: 'OSK', willBeBlockedAt: '2026-11-23T05:31:00.000Z' })).toBe('Szkoła 1 (osk@example.com) zostanie zablokowana 2026-11-23T05:31:00.000Z');
    expect(describeBlock({ schoolId: 1, email: 'osk@example.com', name: 'OSK', willBeBlockedAt: null })).toBe('Szkoła 1 (osk@example.com): blokada zdjęta');
  });
});

describe('operator CLI output of order-sent', () => {
  const order = { id: 7, createdDate: '2026-11-20T10:00:00.000Z', schoolId: 1, status: 'SEND' as const, items: [], invoice: { invoiceNumber: 'FV/1' }, totalBooks: 20, deliveryFeeGrosz: 0, sentDate: '2026-11-22T10:00:00.000Z' };
  it('says how many books were credited, or that nothing changed', () => {
    expect(describeOrderSent({ order, changed: true, booksCredited: 20, numberOfBooks: 60 })).toBe('Zamówienie 7 oznaczone jako wysłane, faktura FV/1; szkoła 1 dostała 20 podręczników (stan: 60).');
    expect(describeOrderSent({ order, changed: false, booksCredited: 0, numberOfBooks: 60 })).toContain('było już wysłane');
  });

  it('says what is wrong in Polish, like the rest of its output', () => {
    expect(parseArgs([])).toEqual({ error: 'Nie podano polecenia' });
    expect(parseArgs(['ship', '4'])).toEqual({ error: 'Nieznane polecenie ship' });
    expect(parseArgs(['order-sent', 'abc'])).toEqual({ error: 'order-sent: podaj id zamówienia (dodatnią liczbę całkowitą)' });
    expect(parseArgs(['block-school', '3', '--in', '5w'])).toEqual({ error: '--in 5w: podaj liczbę całkowitą z m, h lub d (np. 30m, 2h, 7d)' });
    expect(parseArgs(['unblock-school', '3', '4'])).toEqual({ error: 'Nieoczekiwany argument 4' });
    expect(describeError({ kind: 'order-sent', orderId: 9, invoiceNumber: null }, { status: 404, code: 'x' })).toBe('Nie ma zamówienia 9');
    expect(describeError({ kind: 'unblock', ref: 'x@example.com' }, { status: 404, code: 'x' })).toBe('Nie ma szkoły x@example.com (podaj id szkoły lub jej e-mail logowania)');
    expect(describeError({ kind: 'unblock', ref: '3' }, { status: 403, code: 'x' })).toMatch(/^Serwer odrzucił token operatora/);
    expect(describeError({ kind: 'unblock', ref: '3' }, { status: 500, code: 'msg.error.internal' })).toBe('Nie udało się: 500 msg.error.internal');
    expect(USAGE.startsWith('Użycie: npm run operator -- POLECENIE')).toBe(true);
  });
});

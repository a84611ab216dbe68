import { describe, expect, it } from 'vitest';
import { describeBlock, describeError, describeRefund, httpRequestOf, parseArgs, USAGE } from './operator.js';

describe('operator refund', () => {
  it('takes a payment id and an optional amount in grosz', () => {
    expect(parseArgs(['refund', '12'])).toEqual({ command: { kind: 'refund', paymentId: 12, amount: null } });
    expect(parseArgs(['refund', '12', '--amount', '950'])).toEqual({ command: { kind: 'refund', paymentId: 12, amount: 950 } });
    expect(parseArgs(['refund', '--amount', '950', '12'])).toEqual({ command: { kind: 'refund', paymentId: 12, amount: 950 } });
    for (const args of [['refund'], ['refund', 'x'], ['refund', '0'], ['refund', '12', '--amount'], ['refund', '12', '--amount', '9,50'], ['refund', '12', '--amount', '0'], ['refund', '12', '13']]) {
      expect(parseArgs(args), args.join(' ')).toHaveProperty('error');
    }
  });

  it('goes to the server route with the amount only when given', () => {
    expect(httpRequestOf({ kind: 'refund', paymentId: 12, amount: null })).toEqual({ path: '/api/operator/payments/12/refund', body: {} });
    expect(httpRequestOf({ kind: 'refund', paymentId: 12, amount: 950 })).toEqual({ path: '/api/operator/payments/12/refund', body: { amount: 950 } });
  });

  it('says what happened in Polish, and is in the usage text', () => {
    expect(describeRefund({ paymentId: 12, refundId: 'R1', status: 'NEW', amountGrosz: 1900, daysTakenBack: 30, changed: true })).toBe('Płatność 12: zwrot 19,00 zł zlecony w Paynow (zwrot R1, status NEW); odebrano 30 dni.');
    expect(describeRefund({ paymentId: 12, refundId: 'R1', status: 'SUCCESSFUL', amountGrosz: 1900, daysTakenBack: 30, changed: false })).toContain('była już zwrócona');
    // The correction issued with the refund (issue 24), named the first time and when asked again.
    expect(describeRefund({ paymentId: 12, refundId: 'R1', status: 'NEW', amountGrosz: 1900, daysTakenBack: 30, changed: true, correctionNumber: 'KOR/2026/000003' })).toBe(
      'Płatność 12: zwrot 19,00 zł zlecony w Paynow (zwrot R1, status NEW); odebrano 30 dni. Wystawiono korektę KOR/2026/000003.',
    );
    expect(describeRefund({ paymentId: 12, refundId: 'R1', status: 'NEW', amountGrosz: 1900, daysTakenBack: 30, changed: false, correctionNumber: 'KPAR/2026/000001' })).toContain('korekta KPAR/2026/000001); nic nie zmieniono.');
    expect(describeError({ kind: 'refund', paymentId: 12, amount: null }, { status: 404, code: 'msg.error.not.found' })).toBe('Nie ma płatności 12');
    expect(describeError({ kind: 'refund', paymentId: 12, amount: null }, { status: 409, code: 'x' })).toContain('nie jest opłacona');
    expect(USAGE).toContain('refund <idPłatności> [--amount <grosze>]');
  });
});

describe('operator block-school --until-paid', () => {
  it('marks the block as lifted by the next paid payment, with --at or --in', () => {
    const at = parseArgs(['block-school', '7', '--at', '2026-12-01T08:00:00Z', '--until-paid']);
    expect(at).toEqual({ command: { kind: 'block', ref: '7', at: new Date('2026-12-01T08:00:00Z'), untilPaid: true } });
    expect(parseArgs(['block-school', '--until-paid', '7', '--in', '2h'])).toEqual({ command: { kind: 'block-in', ref: '7', minutes: 120, untilPaid: true } });
    expect(parseArgs(['block-school', '7', '--in', '2h'])).toEqual({ command: { kind: 'block-in', ref: '7', minutes: 120 } });
    expect(httpRequestOf({ kind: 'block-in', ref: '7', minutes: 120, untilPaid: true }).body).toEqual({ inMinutes: 120, untilPaid: true });
    expect(describeBlock({ schoolId: 7, email: 'a@b.pl', name: 'OSK', willBeBlockedAt: '2026-12-01T08:00:00.000Z', untilPaid: true })).toContain('do opłacenia');
    expect(USAGE).toContain('--until-paid');
  });
});

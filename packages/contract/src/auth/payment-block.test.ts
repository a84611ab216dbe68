import { describe, expect, it } from 'vitest';
import { PAYMENT_BLOCK_GUARDED_PAGES, PAYMENT_BLOCK_GUARDED_PATHS, isPaymentBlockGuardedPath } from './payment-block.js';

describe('the payment block table', () => {
  it("guards exactly the spec's pages (school document §4), each in one group", () => {
    expect([...PAYMENT_BLOCK_GUARDED_PATHS].sort()).toEqual(
      [
        '/school/changePin',
        '/school/changeDefaultPassword',
        '/school/changePhoneNumber',
        '/school/students',
        '/school/exams',
        '/school/students/edit/',
        '/school/students/create/',
        '/school/students/create',
        '/stats/',
        '/exam/choose',
        '/exam/exam/',
        '/exam/internal',
        '/exam/online',
        '/school/internalAccounts',
        '/learn/choose',
        '/attach/',
        '/payments',
        '/register',
      ].sort(),
    );
    expect(new Set(PAYMENT_BLOCK_GUARDED_PATHS).size).toBe(PAYMENT_BLOCK_GUARDED_PATHS.length);
    expect(Object.keys(PAYMENT_BLOCK_GUARDED_PAGES)).not.toContain('open');
  });

  it('guards a path containing a guarded page, and not the school page or its orders', () => {
    expect(isPaymentBlockGuardedPath('/school/students/edit/12')).toBe(true);
    expect(isPaymentBlockGuardedPath('/stats/5')).toBe(true);
    expect(isPaymentBlockGuardedPath('/school')).toBe(false);
    expect(isPaymentBlockGuardedPath('/order/orders')).toBe(false);
  });
});

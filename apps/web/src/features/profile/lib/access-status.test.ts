// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accessStatus } from './access-status';

describe('access status', () => {
  it('is none without a till date', () => {
    expect(accessStatus(null, '2025-05-01')).toEqual({ kind: 'none' });
  });

  it('is active through the till date itself', () => {
    expect(accessStatus('2025-05-01', '2025-05-01')).toEqual({ kind: 'active', till: '2025-05-01', daysLeft: 0 });
    expect(accessStatus('2025-05-11', '2025-05-01')).toEqual({ kind: 'active', till: '2025-05-11', daysLeft: 10 });
  });

  it('is expired the day after', () => {
    expect(accessStatus('2025-04-30', '2025-05-01')).toEqual({ kind: 'expired', till: '2025-04-30' });
  });
});

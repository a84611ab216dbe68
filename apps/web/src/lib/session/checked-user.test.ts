import { PAYMENT_BLOCK_GUARDED_PATHS } from '@osk/contract';
import { describe, expect, it } from 'vitest';
import { isLockedExamPath, mustEndLockedSession, paymentBlockRedirect } from './checked-user';

const NOW = new Date('2026-11-22T10:00:00Z');
const PAST = '2026-11-22T09:59:59Z';
const FUTURE = '2026-11-22T10:00:01Z';
const school = (willBeBlockedAt: string | null) => ({ userType: 'SCHOOL' as const, willBeBlockedAt });

describe('paymentBlockRedirect', () => {
  it.each(PAYMENT_BLOCK_GUARDED_PATHS.map((path) => [path]))('sends a blocked school from %s (and deeper paths) to /school/blocked', (path) => {
    expect(paymentBlockRedirect(school(PAST), path, NOW)).toBe('/school/blocked');
    expect(paymentBlockRedirect(school(PAST), `${path.replace(/\/$/, '')}/12`, NOW)).toBe('/school/blocked');
  });

  it('sends a blocked school from its start page /school to the notice', () => {
    expect(paymentBlockRedirect(school(PAST), '/school', NOW)).toBe('/school/blocked');
    expect(paymentBlockRedirect(school(PAST), '/school/', NOW)).toBe('/school/blocked');
  });

  it('leaves the unguarded paths open to a blocked school', () => {
    for (const path of ['/school/edit', '/school/changeProperties', '/order/orders', '/order/create', '/school/blocked', '/subscription', '/kontakt', '/']) {
      expect(paymentBlockRedirect(school(PAST), path, NOW)).toBeNull();
    }
  });

  it('does not block before the date, blocks from the date on (computed against now)', () => {
    expect(paymentBlockRedirect(school(FUTURE), '/school/students', NOW)).toBeNull();
    expect(paymentBlockRedirect(school(FUTURE), '/school/students', new Date('2026-11-22T10:00:01Z'))).toBe('/school/blocked');
    expect(paymentBlockRedirect(school(null), '/school/students', NOW)).toBeNull();
  });

  it('never affects other users or visitors', () => {
    expect(paymentBlockRedirect({ userType: 'STUDENT', willBeBlockedAt: PAST }, '/payments', NOW)).toBeNull();
    expect(paymentBlockRedirect({ userType: 'INSTRUCTOR', willBeBlockedAt: PAST }, '/exam/choose', NOW)).toBeNull();
    expect(paymentBlockRedirect(null, '/payments', NOW)).toBeNull();
  });
});

describe('mustEndLockedSession', () => {
  it('ends a locked session anywhere but the running exam and the action pages', () => {
    expect(mustEndLockedSession({ locked: true }, '/school')).toBe(true);
    expect(mustEndLockedSession({ locked: true }, '/school/students')).toBe(true);
    expect(mustEndLockedSession({ locked: true }, '/')).toBe(true);
    expect(mustEndLockedSession({ locked: true }, '/exam/exam/123')).toBe(false);
    expect(mustEndLockedSession({ locked: true }, '/exam/exam/internal')).toBe(false);
    expect(mustEndLockedSession({ locked: true }, '/exam/internal')).toBe(false);
    expect(mustEndLockedSession({ locked: true }, '/action/SESSION_EXPIRED/')).toBe(false);
  });

  it('leaves unlocked users and visitors alone', () => {
    expect(mustEndLockedSession({ locked: false }, '/school')).toBe(false);
    expect(mustEndLockedSession(null, '/school')).toBe(false);
    expect(isLockedExamPath('/exam/choose')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { warsawDate } from '../../lib/clock.js';
import { applyDiscount, canMove, daysLeft, extendAccess, mapProviderStatus } from './payments.rules.js';

describe('applyDiscount', () => {
  it('takes a percentage off, rounding to the grosz', () => {
    expect(applyDiscount(1900, { percentOff: 10 })).toBe(1710);
    expect(applyDiscount(2900, { percentOff: 15 })).toBe(2465);
    expect(applyDiscount(1999, { percentOff: 33 })).toBe(1339);
  });
  it('takes a fixed amount off', () => {
    expect(applyDiscount(3900, { amountOffGrosz: 500 })).toBe(3400);
  });
  it('never goes below 1 PLN', () => {
    expect(applyDiscount(1900, { percentOff: 100 })).toBe(100);
    expect(applyDiscount(1900, { amountOffGrosz: 5000 })).toBe(100);
  });
  it('never raises a price already below 1 PLN', () => {
    expect(applyDiscount(50, { amountOffGrosz: 10 })).toBe(50);
  });
});

describe('extendAccess', () => {
  it('counts from today when there was no access', () => {
    expect(extendAccess(null, '2026-11-22', 40)).toBe('2027-01-01');
  });
  it('counts from today when the access ended', () => {
    expect(extendAccess('2026-10-01', '2026-11-22', 40)).toBe('2027-01-01');
  });
  it('counts from the current end when it is later than today', () => {
    expect(extendAccess('2026-12-01', '2026-11-22', 40)).toBe('2027-01-10');
  });
  it('counts from today when the access ends today', () => {
    expect(extendAccess('2026-11-22', '2026-11-22', 120)).toBe('2027-03-22');
  });
  it('uses the Warsaw date of the clock (late evening UTC is already tomorrow in Warsaw)', () => {
    const today = warsawDate(new Date('2026-11-22T23:30:00Z'));
    expect(today).toBe('2026-11-23');
    expect(extendAccess(null, today, 40)).toBe('2027-01-02');
  });
  it('crosses the summer-time change without losing a day', () => {
    expect(extendAccess(null, warsawDate(new Date('2026-03-20T10:00:00Z')), 10)).toBe('2026-03-30');
  });
});

describe('daysLeft', () => {
  it('counts today', () => {
    expect(daysLeft('2026-11-22', '2026-11-22')).toBe(1);
    expect(daysLeft('2027-01-01', '2026-11-22')).toBe(41);
  });
  it('is 0 without access or after the end', () => {
    expect(daysLeft(null, '2026-11-22')).toBe(0);
    expect(daysLeft('2026-11-21', '2026-11-22')).toBe(0);
  });
});

describe('payment statuses', () => {
  it('maps Paynow statuses (ADR 013) and ignores unknown ones', () => {
    expect(mapProviderStatus('NEW')).toBe('STARTED');
    expect(mapProviderStatus('PENDING')).toBe('WAITING');
    expect(mapProviderStatus('CONFIRMED')).toBe('FINISHED');
    expect(mapProviderStatus('REJECTED')).toBe('REJECTED');
    expect(mapProviderStatus('ERROR')).toBe('ERROR_STATUS');
    expect(mapProviderStatus('EXPIRED')).toBe('CANCELED');
    expect(mapProviderStatus('ABANDONED')).toBe('CANCELED');
    expect(mapProviderStatus('WAITING_FOR_CONFIRMATION')).toBeNull();
  });
  it('moves only forward and never out of FINISHED', () => {
    expect(canMove('NEW', 'STARTED')).toBe(true);
    expect(canMove('STARTED', 'WAITING')).toBe(true);
    expect(canMove('WAITING', 'FINISHED')).toBe(true);
    expect(canMove('REJECTED', 'FINISHED')).toBe(true);
    expect(canMove('WAITING', 'STARTED')).toBe(false);
    expect(canMove('FINISHED', 'REJECTED')).toBe(false);
    expect(canMove('FINISHED', 'FINISHED')).toBe(false);
    expect(canMove('REJECTED', 'CANCELED')).toBe(false);
    expect(canMove('STARTED', 'STARTED')).toBe(false);
  });
});

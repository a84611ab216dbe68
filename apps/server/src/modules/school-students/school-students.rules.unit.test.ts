import { describe, expect, it } from 'vitest';
import { storedPhone } from '@osk/contract';
import { creationCost, daysLeft, schoolSlug, temporaryLogin, temporaryPassword } from './school-students.rules.js';

describe('school-students rules', () => {
  it.each([
    ['LONG', undefined, false, { days: 120, books: 0 }],
    ['LONG', 5, true, { days: 120, books: 1 }],
    ['SHORT', undefined, false, { days: 1, books: 0 }],
    ['SHORT', 14, true, { days: 14, books: 1 }],
  ] as const)('prices %s access with %s days and book %s', (accessType, days, withBook, expected) => {
    expect(creationCost(accessType, days, withBook)).toEqual(expected);
  });

  it.each([
    [null, '2026-11-22', 0],
    ['2026-11-22', '2026-11-22', 0],
    ['2026-11-01', '2026-11-22', 0],
    ['2026-11-23', '2026-11-22', 1],
    ['2027-03-22', '2026-11-22', 120],
    // Across the change to summer time the count stays in whole days.
    ['2027-04-01', '2027-03-20', 12],
  ] as const)('counts the days left until %s from %s as %i', (till, today, expected) => {
    expect(daysLeft(till, today)).toBe(expected);
  });

  it('reads phone numbers as accounts store them', () => {
    expect(storedPhone('+48 600-100-200')).toEqual({ kind: 'POLISH', value: '600100200' });
    expect(storedPhone('0049 1512 3456789')).toEqual({ kind: 'INTERNATIONAL', value: '+4915123456789' });
    expect(storedPhone('abc')).toEqual({ kind: 'INVALID' });
  });

  it('makes temporary logins from an ASCII slug of the school name', () => {
    expect(schoolSlug('OSK Łódź Śródmieście', 3)).toBe('osk-lodz-srodmiescie');
    expect(schoolSlug('Szkoła Jazdy "Żółw" & Synowie Spółka', 3)).toBe('szkola-jazdy-zolw-sy');
    expect(schoolSlug('***', 7)).toBe('osk7');
    expect(temporaryLogin('osk-lodz')).toMatch(/^osk-lodz-[a-hj-km-np-z2-9]{8}@internal\.example$/);
  });

  it('makes random temporary logins and passwords, never the same twice in a thousand, without ambiguous characters', () => {
    const logins = new Set(Array.from({ length: 1000 }, () => temporaryLogin('osk')));
    const passwords = Array.from({ length: 1000 }, () => temporaryPassword());
    expect(logins.size).toBe(1000);
    expect(new Set(passwords).size).toBe(1000);
    for (const p of passwords) expect(p).toMatch(/^[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}-[a-hj-km-np-z2-9]{4}$/);
  });
});

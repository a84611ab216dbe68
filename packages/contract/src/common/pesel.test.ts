import { describe, expect, it } from 'vitest';
import { isValidPesel } from './pesel.js';

describe('isValidPesel', () => {
  it.each([
    ['44051401359', 'born 14.05.1944'],
    ['02070803628', 'born 08.07.1902'],
    ['90123112340', 'born 31.12.1990'],
    ['85022812343', 'born 28.02.1985'],
    ['02221234565', 'born 12.02.2002 (month + 20)'],
    ['05322901237', 'born 29.12.2005 (month + 20)'],
    ['04222901237', 'born 29.02.2004, a leap year'],
    ['00810112342', 'born 01.01.1800 (month + 80)'],
  ])('accepts %s (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(true);
  });

  it.each([
    ['44051401358', 'a wrong check digit'],
    ['02221234566', 'a wrong check digit of a 2000s birth'],
    ['05222901234', '29.02.2005 does not exist'],
    ['90043112349', '31.04.1990 does not exist'],
    ['00133112340', 'month 13'],
    ['90001012340', 'month 00'],
    ['4405140135', 'ten digits'],
    ['440514013590', 'twelve digits'],
    ['4405140135a', 'a letter'],
    [' 44051401359', 'a leading space'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });
});

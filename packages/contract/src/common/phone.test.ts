import { describe, expect, it } from 'vitest';
import { classifyPhone, isPolishPhone, normalizePolishPhone, storedPhone } from './validators.js';

describe('storedPhone: the one reading of a typed phone number (server and web)', () => {
  it.each([
    '601222333',
    '601 222 333',
    '601-222-333',
    '+48 601 222 333',
    '+48601222333',
    '0048 601 222 333',
    '48 601 222 333',
    ' 601 222 333 ',
    '+48 601-222-333',
  ])('reads %s as the Polish number 601222333', (input) => {
    expect(storedPhone(input)).toEqual({ kind: 'POLISH', value: '601222333' });
    expect(isPolishPhone(input)).toBe(true);
    expect(normalizePolishPhone(input)).toBe('601222333');
    expect(classifyPhone(input)).toBe('POLISH');
  });

  it.each([
    ['+49 1512 3456789', '+4915123456789'],
    ['0049 1512 3456789', '+4915123456789'],
    ['+380 67 123 4567', '+380671234567'],
  ])('reads %s as the foreign number %s', (input, value) => {
    expect(storedPhone(input)).toEqual({ kind: 'INTERNATIONAL', value });
    expect(classifyPhone(input)).toBe('INTERNATIONAL');
  });

  it.each(['123', '', 'abc', '60122233', '6012223334', '601  222 333', '601 222 333x', '601--222-333', '+48 60122233', '+4'])('calls %s not a phone number (not a foreign one)', (input) => {
    expect(storedPhone(input)).toEqual({ kind: 'INVALID' });
    expect(classifyPhone(input)).toBe('INVALID');
    expect(normalizePolishPhone(input)).toBeNull();
  });
});

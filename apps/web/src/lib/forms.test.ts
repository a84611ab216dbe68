import { beforeAll, describe, expect, it } from 'vitest';
import { applyServerFieldErrors, readWholeNumber } from './forms';
import { initI18n } from './i18n/i18n';

beforeAll(async () => {
  // Keys the catalogue knows are kept as keys (so a language switch re-translates them).
  await initI18n('pl');
});

describe('readWholeNumber', () => {
  it.each([
    ['15', 15],
    [' -3 ', -3],
    ['+7', 7],
    ['-9999', -9999],
    ['0', 0],
  ])('reads %s as %d', (input, value) => {
    expect(readWholeNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['1,5', 'decimal'],
    ['1.5', 'decimal'],
    ['-0,5', 'decimal'],
    [',5', 'decimal'],
    ['2,', 'decimal'],
    ['', 'empty'],
    ['  ', 'empty'],
    ['12a', 'invalid'],
    ['1 000', 'invalid'],
    ['--1', 'invalid'],
    ['99999999999999999999', 'invalid'],
  ])('refuses %s (%s) instead of stripping it', (input, reason) => {
    expect(readWholeNumber(input)).toEqual({ ok: false, reason });
  });
});

describe('applyServerFieldErrors', () => {
  it('puts every field of the error on its form field and says so', () => {
    let set: Record<string, string> = {};
    const form = { setErrors: (errors: Record<string, string>) => (set = errors) };
    const applied = applyServerFieldErrors(form, {
      fields: [
        { field: 'phoneNumber', message: 'Podaj prawidłowy numer telefonu zarejestrowany w Polsce', key: 'msg.validation.phone.invalid' },
        { field: 'email', message: 'Server text only' },
      ],
    });
    expect(applied).toBe(true);
    expect(set).toEqual({ phoneNumber: 'msg.validation.phone.invalid', email: 'Server text only' });
  });

  it('renames server paths to form paths and leaves the form alone without fields', () => {
    let set: Record<string, string> | null = null;
    const form = { setErrors: (errors: Record<string, string>) => (set = errors) };
    expect(applyServerFieldErrors(form, { fields: [{ field: 'days', message: 'x', key: 'msg.error.days.more.than.left' }] }, { days: 'value' })).toBe(true);
    expect(set).toEqual({ value: 'msg.error.days.more.than.left' });
    set = null;
    expect(applyServerFieldErrors(form, {})).toBe(false);
    expect(set).toBeNull();
  });
});

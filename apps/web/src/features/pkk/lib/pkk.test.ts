import { describe, expect, it } from 'vitest';
import { birthDateError, imageUrl, numberError, searchFromUrl, searchQuery, shortHash, validateReturn, validateSearch, validateSigner } from './pkk';

const TODAY = '2026-11-23';

describe('PKK form rules', () => {
  it('checks the number: required, 20 digits, display spaces allowed', () => {
    expect(numberError('')).toBe('required');
    expect(numberError('   ')).toBe('required');
    expect(numberError('1234567890123456789')).toBe('number');
    expect(numberError('123456789012345678901')).toBe('number');
    expect(numberError('1234567890123456789a')).toBe('number');
    expect(numberError('12345 67890 12345 67890')).toBeNull();
  });

  it('requires a valid PESEL in PESEL mode and a real past birth date in BIRTH_DATE mode', () => {
    const number = '12345678901234567890';
    expect(validateSearch({ number, mode: 'PESEL', pesel: '', birthDate: '' }, TODAY)).toEqual({ pesel: 'required' });
    expect(validateSearch({ number, mode: 'PESEL', pesel: '90010112340', birthDate: '' }, TODAY)).toEqual({ pesel: 'pesel' });
    expect(validateSearch({ number, mode: 'PESEL', pesel: '90010112349', birthDate: '' }, TODAY)).toEqual({});
    expect(validateSearch({ number: '1', mode: 'BIRTH_DATE', pesel: 'x', birthDate: '' }, TODAY)).toEqual({ number: 'number', birthDate: 'required' });
    expect(birthDateError('2001-02-29', TODAY)).toBe('birthDate');
    expect(birthDateError('2026-11-24', TODAY)).toBe('birthDate');
    expect(birthDateError('2004-02-29', TODAY)).toBeNull();
  });

  it('builds the query of pkk/query and reads it back from the preview URL', () => {
    expect(searchQuery({ number: '12345 67890 12345 67890', pesel: '90010112349', birthDate: '2000-01-01' })).toBe('pkkId=12345678901234567890&pesel=90010112349');
    expect(searchQuery({ number: '12345678901234567890', pesel: null, birthDate: '2000-01-01' })).toBe('pkkId=12345678901234567890&birthDate=2000-01-01');
    expect(searchFromUrl(new URLSearchParams('pkkId=12345678901234567890&birthDate=2000-01-01'), TODAY)).toEqual({ number: '12345678901234567890', pesel: null, birthDate: '2000-01-01' });
    expect(searchFromUrl(new URLSearchParams('pkkId=12345678901234567890&pesel=90010112340'), TODAY)).toBeNull();
    expect(searchFromUrl(new URLSearchParams('pkkId=12345678901234567890'), TODAY)).toBeNull();
  });

  it('checks the return to the authority: reason, description (≤ 500) and signer required', () => {
    expect(validateReturn({ type: null, description: ' ', signerId: null })).toEqual({ type: 'required', description: 'required', signerId: 'required' });
    expect(validateReturn({ type: 'OTHER', description: 'x'.repeat(501), signerId: '1' })).toEqual({ description: 'tooLong' });
    expect(validateReturn({ type: 'OTHER', description: 'x'.repeat(500), signerId: '1' })).toEqual({});
  });

  it('checks a signer: names and login required, PESEL optional but valid', () => {
    expect(validateSigner({ firstName: '', lastName: ' ', clientLogin: '', pesel: '', defaultSigner: false })).toEqual({ firstName: 'required', lastName: 'required', clientLogin: 'required' });
    expect(validateSigner({ firstName: 'A', lastName: 'B', clientLogin: 'c'.repeat(101), pesel: '123', defaultSigner: true })).toEqual({ clientLogin: 'tooLong', pesel: 'pesel' });
  });

  it('makes image URLs and short hashes', () => {
    expect(imageUrl(null, 'image/png')).toBeNull();
    expect(imageUrl('AAAA', null)).toBe('data:image/jpeg;base64,AAAA');
    expect(imageUrl('AAAA', 'image/svg+xml')).toBe('data:image/svg+xml;base64,AAAA');
    expect(shortHash('a'.repeat(12) + 'b'.repeat(46) + 'c'.repeat(6))).toBe(`${'a'.repeat(12)}…${'c'.repeat(6)}`);
  });
});

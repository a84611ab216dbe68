import { describe, expect, it } from 'vitest';
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from './text-input.js';
import { LANGUAGES } from './constants.js';
import { isMessageKey, translateMessage } from '../i18n/messages.js';

describe('findNulCharacter', () => {
  it('finds a NUL in a top-level, nested or array field and names its path', () => {
    expect(findNulCharacter({ name: 'a\u0000b' })).toBe('name');
    expect(findNulCharacter({ student: { firstName: 'Ola', lastName: '\u0000' } })).toBe('student.lastName');
    expect(findNulCharacter({ items: [{ name: 'ok' }, { name: 'x\u0000' }] })).toBe('items.1.name');
    expect(findNulCharacter('abc\u0000', 'uuid')).toBe('uuid');
    expect(findNulCharacter({ ['bad\u0000key']: 1 })).toBe('badkey');
  });

  it('answers null for input without a NUL, and leaves raw buffers alone', () => {
    expect(findNulCharacter({ name: 'Zażółć gęślą jaźń', n: 1, ok: true, none: null, list: ['a', 'b'] })).toBeNull();
    expect(findNulCharacter(undefined)).toBeNull();
    expect(findNulCharacter(new Uint8Array([97, 0, 98]))).toBeNull();
  });

  it('refuses input nested deeper than anything the API takes', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100; i += 1) deep = { d: deep };
    expect(findNulCharacter(deep)).not.toBeNull();
  });

  it('has its message in the five languages', () => {
    expect(isMessageKey(NUL_CHARACTER_MESSAGE)).toBe(true);
    const texts = LANGUAGES.map((language) => translateMessage(NUL_CHARACTER_MESSAGE, language));
    expect(new Set(texts).size).toBe(LANGUAGES.length);
    for (const text of texts) expect(text).not.toBe(NUL_CHARACTER_MESSAGE);
  });
});

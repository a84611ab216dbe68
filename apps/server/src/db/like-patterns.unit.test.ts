import { describe, expect, it } from 'vitest';
import { containsPattern, startsWithPattern } from './like-patterns.js';

describe('LIKE patterns from typed text', () => {
  it('matches the text anywhere or at the start, its own pattern characters taken literally', () => {
    expect(containsPattern('Kowal')).toBe('%Kowal%');
    expect(startsWithPattern('szkola-1-')).toBe('szkola-1-%');
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(startsWithPattern('a_b\\c')).toBe('a\\_b\\\\c%');
  });
});

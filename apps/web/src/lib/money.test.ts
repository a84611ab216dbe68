// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatPlnAmount } from './money';

describe('money', () => {
  it('shows grosz divided by 100, without decimals for whole złoty', () => {
    expect(formatPlnAmount(1900, 'pl')).toBe('19');
    expect(formatPlnAmount(1950, 'pl')).toBe('19,50');
    expect(formatPlnAmount(1950, 'en')).toBe('19.50');
  });
});

import { describe, expect, it } from 'vitest';
import { bankModuleIds, searchQuery, splitMatches } from './question-bank.rules.js';

describe('the bank search words', () => {
  it('turns each run of letters and digits into a required prefix', () => {
    expect(searchQuery('żółty  sygnał')).toBe('żółty:* & sygnał:*');
    expect(searchQuery('A-4, 50km/h')).toBe('A:* & 4:* & 50km:* & h:*');
  });

  it('keeps tsquery syntax out of the query', () => {
    expect(searchQuery("zolty | !x & 'y':* <-> (z)")).toBe('zolty:* & x:* & y:* & z:*');
  });

  it('answers null for a text without any word', () => {
    expect(searchQuery(' !? -- ')).toBeNull();
  });
});

describe('a text split at the match marks', () => {
  it('flags the marked words and keeps the rest', () => {
    expect(splitMatches('Czy <żółty> sygnał <żółty>.', '<', '>')).toEqual([
      { text: 'Czy ', match: false },
      { text: 'żółty', match: true },
      { text: ' sygnał ', match: false },
      { text: 'żółty', match: true },
      { text: '.', match: false },
    ]);
  });

  it('answers the whole text unmatched without marks, and drops an unclosed mark', () => {
    expect(splitMatches('Bez trafień', '<', '>')).toEqual([{ text: 'Bez trafień', match: false }]);
    expect(splitMatches('Jest <otwarte', '<', '>')).toEqual([{ text: 'Jest otwarte', match: false }]);
  });
});

describe('the modules of a category', () => {
  it('are the road-rule modules for B and the qualification sets for Y and Z', () => {
    expect(bankModuleIds('B')).toContain(1);
    expect(bankModuleIds('Y')).toContain(102);
    expect(bankModuleIds('Z')).toContain(113);
    expect(bankModuleIds('Z')).not.toContain(102);
  });
});

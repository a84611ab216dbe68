import { describe, expect, it } from 'vitest';
import { amountInWords, documentNumber, invoiceLine, invoiceTotals, vatFromGross } from './invoice-math.js';

describe('VAT of a line priced gross, rounded to the grosz half-up', () => {
  it.each([
    // gross, rate, vat (gross × rate / (100 + rate))
    [4900, 23, 916], // 916.26
    [12300, 23, 2300],
    [1, 23, 0], // 0.187
    [3, 23, 1], // 0.56
    [100, 8, 7], // 7.407
    [27, 8, 2], // 2.0 exactly
    [135, 8, 10], // 10.0
    [54, 8, 4], // 4.0
    [123, 23, 23],
    [40, 23, 7], // 7.48
    [105, 5, 5],
    [21, 5, 1], // 1.0
    [31, 5, 1], // 1.476
    [2, 5, 0], // 0.095
    [10_000, 0, 0],
    [615, 23, 115], // 115.0
    [1845, 23, 345],
  ])('gross %i at %i %% has VAT %i', (gross, rate, vat) => {
    expect(vatFromGross(gross, rate)).toBe(vat);
  });

  it('rounds a half grosz up, not to even', () => {
    // No Polish rate gives exactly half a grosz from a whole gross; 60 % shows the rule: 4 × 60 / 160 = 1.5, 12 × 60 / 160 = 4.5.
    expect(vatFromGross(4, 60)).toBe(2);
    expect(vatFromGross(12, 60)).toBe(5);
    expect(vatFromGross(81, 8)).toBe(6); // exactly 6
  });

  it('makes a line of net, VAT and gross that add up, and an exempt line without VAT', () => {
    expect(invoiceLine({ name: 'Dostęp', quantity: 1, grossGrosz: 4900, vatRate: 23 })).toEqual({ name: 'Dostęp', quantity: 1, unitGrossGrosz: 4900, netGrosz: 3984, vatRate: 23, vatGrosz: 916, grossGrosz: 4900 });
    expect(invoiceLine({ name: 'Dostęp', quantity: 10, grossGrosz: 159_000, vatRate: 8 })).toMatchObject({ unitGrossGrosz: 15_900, netGrosz: 147_222, vatGrosz: 11_778, grossGrosz: 159_000 });
    expect(invoiceLine({ name: 'Dostęp', quantity: 1, grossGrosz: 4900, vatRate: null })).toMatchObject({ netGrosz: 4900, vatRate: null, vatGrosz: 0, grossGrosz: 4900 });
  });

  it('sums the lines for the totals (VAT per line, not of the total)', () => {
    const lines = [
      invoiceLine({ name: 'a', quantity: 1, grossGrosz: 40, vatRate: 23 }), // VAT 7.48 → 7
      invoiceLine({ name: 'b', quantity: 1, grossGrosz: 40, vatRate: 23 }), // 7
      invoiceLine({ name: 'c', quantity: 1, grossGrosz: 40, vatRate: 23 }), // 7
    ];
    // The VAT of the total 1,20 would be 22.4 → 22; the sum of the lines' is 21.
    expect(invoiceTotals(lines)).toEqual({ netGrosz: 99, vatGrosz: 21, grossGrosz: 120 });
  });
});

describe('the amount in words in Polish', () => {
  it.each([
    [1, 'zero złotych 01/100'],
    [0, 'zero złotych 00/100'],
    [100, 'jeden złoty 00/100'],
    [200, 'dwa złote 00/100'],
    [500, 'pięć złotych 00/100'],
    [1100, 'jedenaście złotych 00/100'],
    [1200, 'dwanaście złotych 00/100'],
    [1400, 'czternaście złotych 00/100'],
    [2100, 'dwadzieścia jeden złotych 00/100'],
    [2200, 'dwadzieścia dwa złote 00/100'],
    [4900, 'czterdzieści dziewięć złotych 00/100'],
    [10_100, 'sto jeden złotych 00/100'],
    [11_299, 'sto dwanaście złotych 99/100'],
    [12_345, 'sto dwadzieścia trzy złote 45/100'],
    [99_999, 'dziewięćset dziewięćdziesiąt dziewięć złotych 99/100'],
    [100_000, 'jeden tysiąc złotych 00/100'],
    [100_100, 'jeden tysiąc jeden złotych 00/100'],
    [200_000, 'dwa tysiące złotych 00/100'],
    [500_000, 'pięć tysięcy złotych 00/100'],
    [1_200_000, 'dwanaście tysięcy złotych 00/100'],
    [2_200_000, 'dwadzieścia dwa tysiące złotych 00/100'],
    [2_500_050, 'dwadzieścia pięć tysięcy złotych 50/100'],
    [100_000_000, 'jeden milion złotych 00/100'],
    [100_199_999, 'jeden milion jeden tysiąc dziewięćset dziewięćdziesiąt dziewięć złotych 99/100'],
    [300_000_000, 'trzy miliony złotych 00/100'],
    [1_215_000_000, 'dwanaście milionów sto pięćdziesiąt tysięcy złotych 00/100'],
    [2_402_202_202, 'dwadzieścia cztery miliony dwadzieścia dwa tysiące dwadzieścia dwa złote 02/100'],
  ])('%i grosz: %s', (grosz, words) => {
    expect(amountInWords(grosz)).toBe(words);
  });
});

describe('document numbers', () => {
  it('are the series, the year and six digits', () => {
    expect(documentNumber('FV', 2026, 123)).toBe('FV/2026/000123');
    expect(documentNumber('PAR', 2026, 456)).toBe('PAR/2026/000456');
    expect(documentNumber('PAR', 2027, 1_234_567)).toBe('PAR/2027/1234567');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';
import { DEMO_SELLER, normalizeIban, sellerConfigFrom, sellerWarning } from './seller.js';

const SELLER = {
  SELLER_NAME: 'OSK Zebra Sp. z o.o.',
  SELLER_NIP: '526-025-02-74',
  SELLER_ADDRESS: 'ul. Prosta 1 | 00-001 Warszawa',
  SELLER_BANK_ACCOUNT: '61 1090 1014 0000 0712 1981 2874',
};

describe('seller configuration', () => {
  it('reads the seller with the default VAT rate of 23 % for every product kind', () => {
    expect(sellerConfigFrom(loadEnv(SELLER))).toEqual({
      name: 'OSK Zebra Sp. z o.o.',
      nip: '5260250274',
      addressLines: ['ul. Prosta 1', '00-001 Warszawa'],
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      vat: { kind: 'RATES', rates: { LEARNING: 23, LECTURES: 23, SCHOOL: 23 } },
      demo: false,
    });
  });

  it('takes a rate per product kind, or an exemption with its legal basis', () => {
    expect(sellerConfigFrom(loadEnv({ ...SELLER, SELLER_VAT_RATE: '8', SELLER_VAT_RATES: 'school=23' }))?.vat).toEqual({ kind: 'RATES', rates: { LEARNING: 8, LECTURES: 8, SCHOOL: 23 } });
    expect(sellerConfigFrom(loadEnv({ ...SELLER, SELLER_VAT_EXEMPTION: 'art. 43 ust. 1 pkt 29 lit. b ustawy o VAT' }))?.vat).toEqual({ kind: 'EXEMPT', legalBasis: 'art. 43 ust. 1 pkt 29 lit. b ustawy o VAT' });
  });

  it.each([
    [{ SELLER_NIP: '5260250275' }, 'SELLER_NIP'],
    [{ SELLER_BANK_ACCOUNT: '61 1090 1014 0000 0712 1981 2875' }, 'SELLER_BANK_ACCOUNT'],
    [{ SELLER_VAT_RATES: 'BOOKS=5' }, 'SELLER_VAT_RATES'],
    [{ SELLER_VAT_RATES: 'LEARNING=x' }, 'SELLER_VAT_RATES'],
    [{ SELLER_VAT_RATE: '100' }, 'SELLER_VAT_RATE'],
    [{ SELLER_VAT_RATES: 'SCHOOL=8', SELLER_VAT_EXEMPTION: 'art. 113' }, 'SELLER_VAT_EXEMPTION'],
  ])('refuses %j (names %s)', (bad, key) => {
    expect(() => loadEnv({ ...SELLER, ...bad })).toThrow(ConfigError);
    expect(() => loadEnv({ ...SELLER, ...bad })).toThrow(key);
  });

  it('checks account numbers by their IBAN check digits', () => {
    expect(normalizeIban('PL61109010140000071219812874')).toBe('PL61109010140000071219812874');
    expect(normalizeIban('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normalizeIban('PL62109010140000071219812874')).toBeNull();
    expect(normalizeIban('12345')).toBeNull();
  });

  it('uses the sample seller in demo mode when none is configured, and none outside it (with a start-up warning)', () => {
    expect(sellerConfigFrom(loadEnv({ DEMO: '1' }))).toBe(DEMO_SELLER);
    expect(DEMO_SELLER.name).toMatch(/DEMO/);
    expect(sellerWarning(loadEnv({ DEMO: '1' }))).toBeNull();
    expect(sellerConfigFrom(loadEnv({ SELLER_NAME: 'OSK' }))).toBeNull();
    expect(sellerWarning(loadEnv({ SELLER_NAME: 'OSK' }))).toMatch(/SELLER_NIP, SELLER_ADDRESS, SELLER_BANK_ACCOUNT/);
    expect(sellerWarning(loadEnv(SELLER))).toBeNull();
    // A configured seller is used in demo mode too.
    expect(sellerConfigFrom(loadEnv({ ...SELLER, DEMO: '1' }))?.demo).toBe(false);
  });
});

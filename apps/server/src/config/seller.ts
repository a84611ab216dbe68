import { isValidNip } from '@osk/contract';

/** What a product line is, for its VAT rate: a learner's learning access, e-lectures, or a school's purchase. */
export type ProductKind = 'LEARNING' | 'LECTURES' | 'SCHOOL';
export const PRODUCT_KINDS: readonly ProductKind[] = ['LEARNING', 'LECTURES', 'SCHOOL'];

/** How VAT is charged: a rate in percent per product kind, or an exemption with its legal basis (printed). */
export type VatTreatment = { kind: 'RATES'; rates: Record<ProductKind, number> } | { kind: 'EXEMPT'; legalBasis: string };

/** The seller printed on every receipt and invoice. */
export interface SellerConfig {
  name: string;
  nip: string;
  /** The address, one line or several (shown as given). */
  addressLines: string[];
  /** The bank account (IBAN, grouped by four for printing). */
  bankAccount: string;
  vat: VatTreatment;
  /** The built-in sample seller of demo mode: printed as a demo, never a real business. */
  demo: boolean;
}

/** The seller settings of the environment (env.ts). */
export interface SellerEnv {
  DEMO: boolean;
  SELLER_NAME?: string | undefined;
  SELLER_NIP?: string | undefined;
  SELLER_ADDRESS?: string | undefined;
  SELLER_BANK_ACCOUNT?: string | undefined;
  SELLER_VAT_RATE: number;
  SELLER_VAT_RATES?: string | undefined;
  SELLER_VAT_EXEMPTION?: string | undefined;
}

/** The sample seller of demo mode: its name says it is a demo, its NIP and account are examples. */
export const DEMO_SELLER: SellerConfig = {
  name: 'DEMO Prawko OSK Sp. z o.o. (sprzedawca przykładowy, nie wystawia prawdziwych faktur)',
  nip: '1234563218',
  addressLines: ['ul. Przykładowa 1', '00-001 Warszawa'],
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  vat: { kind: 'RATES', rates: { LEARNING: 23, LECTURES: 23, SCHOOL: 23 } },
  demo: true,
};

/** The NIP without spaces and dashes. */
export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** An IBAN (Polish accounts may be given without PL) without spaces, upper-case, or null when its check digits fail. */
export function normalizeIban(value: string): string | null {
  let iban = value.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{26}$/.test(iban)) iban = `PL${iban}`;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return null;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1 ? iban : null;
}

/** An IBAN grouped by four for printing. */
export function printableIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/** SELLER_VAT_RATES ("LECTURES=8,SCHOOL=23") parsed, or the message of what is wrong with it. */
export function parseVatRates(raw: string | undefined, defaultRate: number): Record<ProductKind, number> | string {
  const rates: Record<ProductKind, number> = { LEARNING: defaultRate, LECTURES: defaultRate, SCHOOL: defaultRate };
  for (const entry of (raw ?? '').split(',').map((e) => e.trim()).filter((e) => e !== '')) {
    const match = /^([A-Za-z]+)\s*=\s*(\d{1,2})$/.exec(entry);
    const kind = match?.[1]?.toUpperCase() as ProductKind | undefined;
    if (!match || !kind || !PRODUCT_KINDS.includes(kind)) return `must be KIND=RATE pairs separated by commas, KIND one of ${PRODUCT_KINDS.join(', ')} (not understood: ${entry.slice(0, 60)})`;
    rates[kind] = Number(match[2]);
  }
  return rates;
}

/** The problems of the seller settings that stop the server at start (a bad value, not a missing one). */
export function sellerConfigProblems(env: SellerEnv): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  if (env.SELLER_NIP && !isValidNip(normalizeNip(env.SELLER_NIP))) problems.push({ path: 'SELLER_NIP', message: 'is not a valid NIP (10 digits with a correct check digit)' });
  if (env.SELLER_BANK_ACCOUNT && !normalizeIban(env.SELLER_BANK_ACCOUNT)) problems.push({ path: 'SELLER_BANK_ACCOUNT', message: 'is not a valid IBAN / NRB account number (check digits)' });
  const rates = parseVatRates(env.SELLER_VAT_RATES, env.SELLER_VAT_RATE);
  if (typeof rates === 'string') problems.push({ path: 'SELLER_VAT_RATES', message: rates });
  if (env.SELLER_VAT_EXEMPTION && env.SELLER_VAT_RATES) problems.push({ path: 'SELLER_VAT_EXEMPTION', message: 'an exemption and VAT rates exclude each other: set one of SELLER_VAT_EXEMPTION and SELLER_VAT_RATES' });
  return problems;
}

/** The seller settings that are missing (all four are needed to issue a document). */
export function missingSellerSettings(env: SellerEnv): string[] {
  return (['SELLER_NAME', 'SELLER_NIP', 'SELLER_ADDRESS', 'SELLER_BANK_ACCOUNT'] as const).filter((key) => !env[key]?.trim());
}

/**
 * The seller from the environment: the configured one when complete; else the demo's sample seller in
 * demo mode, and null outside it (no receipt or invoice is issued until it is configured).
 */
export function sellerConfigFrom(env: SellerEnv): SellerConfig | null {
  if (missingSellerSettings(env).length > 0 || sellerConfigProblems(env).length > 0) return env.DEMO ? DEMO_SELLER : null;
  const rates = parseVatRates(env.SELLER_VAT_RATES, env.SELLER_VAT_RATE);
  const exemption = env.SELLER_VAT_EXEMPTION?.trim();
  return {
    name: (env.SELLER_NAME ?? '').trim(),
    nip: normalizeNip(env.SELLER_NIP ?? ''),
    addressLines: (env.SELLER_ADDRESS ?? '').split('|').map((l) => l.trim()).filter((l) => l !== ''),
    bankAccount: printableIban(normalizeIban(env.SELLER_BANK_ACCOUNT ?? '') ?? ''),
    vat: exemption ? { kind: 'EXEMPT', legalBasis: exemption } : { kind: 'RATES', rates: typeof rates === 'string' ? DEMO_SELLER_RATES : rates },
    demo: false,
  };
}

const DEMO_SELLER_RATES: Record<ProductKind, number> = { LEARNING: 23, LECTURES: 23, SCHOOL: 23 };

/** The start-up warning when receipts and invoices cannot be issued (outside demo mode), or null. */
export function sellerWarning(env: SellerEnv): string | null {
  if (env.DEMO) return null;
  const missing = missingSellerSettings(env);
  if (missing.length === 0) return null;
  return `Warning: the seller's details are not configured (${missing.join(', ')}): payments are credited but no receipt or invoice is issued until they are set (README, "Seller and invoices").`;
}

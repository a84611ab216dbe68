import type { Db } from '../../db/client.js';
import { KIND_NAMES, registerEntries, registerTotals, type RegisterEntry, type SalesRegister } from './sales-register.js';

/**
 * The month's sales register as JPK-style XML (issue 24): the sales rows of a JPK_V7M file's register
 * section (document number, dates, buyer's NIP or "brak", net and VAT per rate in the K_ fields,
 * and a control sum), plus the gross amount, the kind of document and the corrected document of a
 * correction, which JPK_V7M does not have. It is NOT an official JPK_V7M file: it has no declaration
 * part, no purchase register, no GTU or procedure markers, its own namespace, and it was never
 * validated against the Ministry of Finance's schema (not available here). It is for the accountant's
 * import, beside the CSV, and its totals equal the CSV's.
 */
export const JPK_STYLE_NAMESPACE = 'urn:prawko-osk:rejestr-sprzedazy:jpk-style:1';

/** JPK_V7M's K_ fields of the net and VAT at a rate: 23/22 → K_19/K_20, 8/7 → K_17/K_18, 5 → K_15/K_16, 0 → K_13, exempt → K_10. */
export function jpkFields(vatRate: number | null): { net: string; vat: string | null } | null {
  if (vatRate === null) return { net: 'K_10', vat: null };
  if (vatRate === 0) return { net: 'K_13', vat: null };
  if (vatRate === 5) return { net: 'K_15', vat: 'K_16' };
  if (vatRate === 7 || vatRate === 8) return { net: 'K_17', vat: 'K_18' };
  if (vatRate === 22 || vatRate === 23) return { net: 'K_19', vat: 'K_20' };
  return null;
}

/** 1234.50, -49.00: JPK's decimal point, two places. */
export function xmlAmount(grosz: number): string {
  return `${grosz < 0 ? '-' : ''}${Math.floor(Math.abs(grosz) / 100)}.${String(Math.abs(grosz) % 100).padStart(2, '0')}`;
}

/** Text for an element: &, <, > and quotes escaped; characters XML 1.0 cannot hold dropped. */
export function xmlText(value: string): string {
  return value
    // eslint-disable-next-line no-control-regex -- the characters XML 1.0 allows are named by their codes
    .replace(/[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function element(name: string, value: string, indent: string): string {
  return `${indent}<${name}>${xmlText(value)}</${name}>`;
}

function row(entry: RegisterEntry, index: number): string[] {
  const i = '      ';
  const out = ['    <SprzedazWiersz>', element('LpSprzedazy', String(index), i), element('NrKontrahenta', entry.buyerNip ?? 'brak', i), element('NazwaKontrahenta', entry.buyerName, i)];
  out.push(element('DowodSprzedazy', entry.number, i), element('DataWystawienia', entry.issuedOn, i), element('DataSprzedazy', entry.soldOn, i));
  out.push(element('RodzajDokumentu', KIND_NAMES[entry.kind], i));
  if (entry.corrects) out.push(element('DokumentKorygowany', entry.corrects, i));
  const fields = new Map<string, number>();
  for (const rate of entry.byRate) {
    const k = jpkFields(rate.vatRate);
    if (!k) {
      out.push(`${i}<StawkaInna stawka="${rate.vatRate}"><Netto>${xmlAmount(rate.netGrosz)}</Netto><Podatek>${xmlAmount(rate.vatGrosz)}</Podatek></StawkaInna>`);
      continue;
    }
    fields.set(k.net, (fields.get(k.net) ?? 0) + rate.netGrosz);
    if (k.vat) fields.set(k.vat, (fields.get(k.vat) ?? 0) + rate.vatGrosz);
  }
  const order = (name: string) => Number(name.slice(2));
  for (const [name, grosz] of [...fields].sort((a, b) => order(a[0]) - order(b[0]))) out.push(`${i}<${name}>${xmlAmount(grosz)}</${name}>`);
  out.push(element('Brutto', xmlAmount(entry.totals.grossGrosz), i), '    </SprzedazWiersz>');
  return out;
}

export interface SalesRegisterXml {
  xml: string;
  count: number;
  totals: SalesRegister['totals'];
}

/**
 * The month's register as JPK-style XML. The taxpayer (Podmiot1) is `seller` (the configured seller),
 * else the seller the month's last document was issued by; `createdAt` is the moment of the export.
 */
export async function salesRegisterXml(db: Db, month: string, options: { seller: { name: string; nip: string } | null; createdAt: Date }): Promise<SalesRegisterXml> {
  const entries = await registerEntries(db, month);
  const totals = registerTotals(entries);
  const seller = options.seller ?? entries.at(-1)?.seller ?? null;
  const [year, monthNumber] = month.split('-');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<JPK xmlns="${JPK_STYLE_NAMESPACE}">`,
    '  <Naglowek>',
    element('KodFormularza', 'REJESTR_SPRZEDAZY_JPK_STYLE', '    '),
    element('Uwaga', 'Plik w stylu JPK_V7M (ewidencja sprzedaży) do importu przez księgowość; nie jest plikiem JPK_V7M i nie był sprawdzony ze schematem Ministerstwa Finansów.', '    '),
    element('DataWytworzeniaJPK', options.createdAt.toISOString(), '    '),
    element('Rok', String(Number(year)), '    '),
    element('Miesiac', String(Number(monthNumber)), '    '),
    element('KodWaluty', 'PLN', '    '),
    '  </Naglowek>',
  ];
  if (seller) lines.push('  <Podmiot1>', element('NIP', seller.nip, '    '), element('PelnaNazwa', seller.name, '    '), '  </Podmiot1>');
  lines.push('  <Ewidencja>');
  entries.forEach((entry, i) => lines.push(...row(entry, i + 1)));
  lines.push(
    '    <SprzedazCtrl>',
    element('LiczbaWierszySprzedazy', String(entries.length), '      '),
    element('PodatekNalezny', xmlAmount(totals.vatGrosz), '      '),
    element('SumaNetto', xmlAmount(totals.netGrosz), '      '),
    element('SumaBrutto', xmlAmount(totals.grossGrosz), '      '),
    '    </SprzedazCtrl>',
    '  </Ewidencja>',
    '</JPK>',
  );
  return { xml: `${lines.join('\n')}\n`, count: entries.length, totals };
}

/** One line of goods on a receipt or invoice, priced gross (the catalogue's prices include VAT). */
export interface InvoiceLine {
  name: string;
  quantity: number;
  /** The gross price of one, rounded to the grosz (a discount may leave the total not divisible). */
  unitGrossGrosz: number;
  netGrosz: number;
  /** The VAT rate in percent, or null when exempt ("zw."). */
  vatRate: number | null;
  vatGrosz: number;
  grossGrosz: number;
}

export interface InvoiceTotals {
  netGrosz: number;
  vatGrosz: number;
  grossGrosz: number;
}

/** The VAT in a gross amount at a rate: gross × rate / (100 + rate), rounded to the grosz half-up (integers only). */
export function vatFromGross(grossGrosz: number, ratePercent: number): number {
  if (!Number.isInteger(grossGrosz) || grossGrosz < 0 || !Number.isInteger(ratePercent) || ratePercent < 0) throw new RangeError('gross and rate must be whole and not negative');
  const denominator = 100 + ratePercent;
  return Math.floor((2 * grossGrosz * ratePercent + denominator) / (2 * denominator));
}

/** A line of its gross amount: VAT computed on the line, net = gross - VAT. */
export function invoiceLine(input: { name: string; quantity: number; grossGrosz: number; vatRate: number | null }): InvoiceLine {
  const vat = input.vatRate === null ? 0 : vatFromGross(input.grossGrosz, input.vatRate);
  return {
    name: input.name,
    quantity: input.quantity,
    unitGrossGrosz: Math.round(input.grossGrosz / input.quantity),
    netGrosz: input.grossGrosz - vat,
    vatRate: input.vatRate,
    vatGrosz: vat,
    grossGrosz: input.grossGrosz,
  };
}

/** The totals as the sums of the lines. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  return lines.reduce((t, l) => ({ netGrosz: t.netGrosz + l.netGrosz, vatGrosz: t.vatGrosz + l.vatGrosz, grossGrosz: t.grossGrosz + l.grossGrosz }), { netGrosz: 0, vatGrosz: 0, grossGrosz: 0 });
}

/** FV/2026/000123: the series, the year of issue and the number in the series and year, six digits at least. */
export function documentNumber(series: 'FV' | 'PAR', year: number, sequence: number): string {
  return `${series}/${year}/${String(sequence).padStart(6, '0')}`;
}

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = ['dziesięć', 'jedenaście', 'dwanaście', 'trzynaście', 'czternaście', 'piętnaście', 'szesnaście', 'siedemnaście', 'osiemnaście', 'dziewiętnaście'];
const TENS = ['', '', 'dwadzieścia', 'trzydzieści', 'czterdzieści', 'pięćdziesiąt', 'sześćdziesiąt', 'siedemdziesiąt', 'osiemdziesiąt', 'dziewięćdziesiąt'];
const HUNDREDS = ['', 'sto', 'dwieście', 'trzysta', 'czterysta', 'pięćset', 'sześćset', 'siedemset', 'osiemset', 'dziewięćset'];

/** 1..999 in words. */
function triple(n: number): string[] {
  const words = [HUNDREDS[Math.floor(n / 100)] ?? ''];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else words.push(TENS[Math.floor(rest / 10)] ?? '', UNITS[rest % 10] ?? '');
  return words.filter((w) => w !== '');
}

/** The Polish plural of a counted noun: one, few (2-4, 22-24, ... not 12-14), many. */
function plural(n: number, forms: readonly [string, string, string]): string {
  if (n === 1) return forms[0];
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? forms[1] : forms[2];
}

/** A whole number of złoty in words, with "złoty/złote/złotych". */
function zlotyInWords(zloty: number): string {
  if (zloty === 0) return 'zero złotych';
  const words: string[] = [];
  const scales: Array<[number, readonly [string, string, string]]> = [
    [1_000_000_000, ['miliard', 'miliardy', 'miliardów']],
    [1_000_000, ['milion', 'miliony', 'milionów']],
    [1_000, ['tysiąc', 'tysiące', 'tysięcy']],
  ];
  let rest = zloty;
  for (const [scale, forms] of scales) {
    const count = Math.floor(rest / scale);
    rest %= scale;
    if (count > 0) words.push(...triple(count), plural(count, forms));
  }
  if (rest > 0) words.push(...triple(rest));
  // The currency agrees with the last group: "dwa tysiące złotych", "dwadzieścia dwa złote", "jeden złoty".
  // A trailing "jeden" after a larger group counts as many: "tysiąc jeden złotych".
  words.push(zloty === 1 ? 'złoty' : plural(rest === 1 ? 5 : rest, ['złoty', 'złote', 'złotych']));
  return words.join(' ');
}

/** An amount in words as invoices write it: "czterdzieści dziewięć złotych 00/100". */
export function amountInWords(grosz: number): string {
  if (!Number.isInteger(grosz) || grosz < 0) throw new RangeError('amount must be whole grosz, not negative');
  return `${zlotyInWords(Math.floor(grosz / 100))} ${String(grosz % 100).padStart(2, '0')}/100`;
}

import type { Db } from '../../db/client.js';
import type { SellerConfig } from '../../config/seller.js';
import { warsawDate } from '../../lib/clock.js';
import { amountInWords, vatFromGross, type InvoiceLine, type InvoiceTotals } from './invoice-math.js';
import type { PaymentDocumentData } from './payment-document.pdf.js';
import type { PaymentsRepository } from './payments.repository.js';

/**
 * The correction of a refunded payment's document (issue 24), stored as issued beside the document it
 * corrects (payment_documents, series KOR or KPAR):
 * - KOR/yyyy/nnnnnn, a correction invoice (faktura korygująca) of an FV invoice;
 * - KPAR/yyyy/nnnnnn, the internal record of a receipt's refund: a receipt has no invoice to correct,
 *   so no correction invoice can be issued for it; the sale is reduced in the sales register by this
 *   record, which also serves the buyer as the confirmation of the refund (ADR 032).
 */
export interface CorrectionDocumentData {
  kind: 'INVOICE_CORRECTION' | 'RECEIPT_CORRECTION';
  /** KOR/2026/000001 or KPAR/2026/000001. */
  number: string;
  paymentId: number;
  providerPaymentId: string | null;
  providerRefundId: string | null;
  /** yyyy-MM-dd (Warsaw): the date of issue of the correction (the day of the refund). */
  issuedOn: string;
  /** ISO instant of issue: the PDF's creation date, so that rendering it again gives the same bytes. */
  issuedAt: string;
  /** The document corrected: its number, kind and dates as issued. */
  corrects: { number: string; kind: 'RECEIPT' | 'INVOICE'; issuedOn: string; paidOn: string };
  reason: string;
  seller: PaymentDocumentData['seller'];
  buyer: PaymentDocumentData['buyer'];
  /** The lines as the corrected document had them, and as they are after the refund. */
  linesBefore: InvoiceLine[];
  linesAfter: InvoiceLine[];
  /** After minus before: negative net, VAT and gross (what the sales register records). */
  totals: InvoiceTotals;
  vatExemption: string | null;
  /** The amount refunded to the buyer (positive), and in words. */
  refundGrosz: number;
  amountInWords: string;
  paymentMethod: string;
}

/** Full refund: the corrected sale is undone. */
export const REASON_FULL = 'Zwrot całości zapłaty (odstąpienie od umowy, zwrot płatności nabywcy)';
/** Partial refund: the price is lowered by the refunded amount. */
export const REASON_PARTIAL = 'Częściowy zwrot zapłaty (obniżenie ceny o kwotę zwrotu)';

/** A line after the refund of `refundGrosz` of it: VAT computed again on the line's new gross. */
function lineAfter(before: InvoiceLine, refundGrosz: number): InvoiceLine {
  const gross = before.grossGrosz - refundGrosz;
  const vat = before.vatRate === null ? 0 : vatFromGross(gross, before.vatRate);
  const quantity = gross === 0 ? 0 : before.quantity;
  return {
    name: before.name,
    quantity,
    unitGrossGrosz: quantity === 0 ? 0 : Math.round(gross / quantity),
    netGrosz: gross - vat,
    vatRate: before.vatRate,
    vatGrosz: vat,
    grossGrosz: gross,
  };
}

/**
 * The lines after a refund: the refund spread over the lines in proportion to their gross (the last
 * line takes what rounding leaves), each line's VAT computed again on its gross as the invoice did.
 */
export function correctedLines(before: readonly InvoiceLine[], refundGrosz: number): InvoiceLine[] {
  const total = before.reduce((sum, l) => sum + l.grossGrosz, 0);
  if (!Number.isInteger(refundGrosz) || refundGrosz < 1 || refundGrosz > total) throw new RangeError('refund must be whole grosz within the document');
  let left = refundGrosz;
  return before.map((line, i) => {
    const share = i === before.length - 1 ? left : Math.min(left, Math.round((line.grossGrosz * refundGrosz) / total));
    left -= share;
    return lineAfter(line, share);
  });
}

/** After minus before, summed over the lines. */
export function correctionTotals(before: readonly InvoiceLine[], after: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (lines: readonly InvoiceLine[], key: keyof InvoiceTotals) => lines.reduce((s, l) => s + l[key], 0);
  return {
    netGrosz: sum(after, 'netGrosz') - sum(before, 'netGrosz'),
    vatGrosz: sum(after, 'vatGrosz') - sum(before, 'vatGrosz'),
    grossGrosz: sum(after, 'grossGrosz') - sum(before, 'grossGrosz'),
  };
}

/** KOR/2026/000001, KPAR/2026/000001. */
export function correctionNumber(series: 'KOR' | 'KPAR', year: number, sequence: number): string {
  return `${series}/${year}/${String(sequence).padStart(6, '0')}`;
}

/**
 * Issues the correction of a refunded payment's document in `tx`, the refund's transaction that takes
 * back the days: takes the next number of its series and year (Warsaw) from the same counter rows as
 * invoices and receipts (a rolled-back refund gives its number back: no gap) and stores what it shows.
 * Nothing is issued when the payment has no document (credited while no seller was configured) or no
 * seller is configured now; a correction already issued is answered as stored.
 */
export async function issueCorrection(
  deps: { repo: PaymentsRepository; seller: SellerConfig | null; log: { error(obj: object, msg: string): void } },
  input: { paymentId: number; refundGrosz: number; providerRefundId: string | null; now: Date },
  tx: Db,
): Promise<CorrectionDocumentData | null> {
  const { repo, seller } = deps;
  const original = await repo.findDocumentOfPayment(input.paymentId, tx);
  if (!original) {
    deps.log.error({ paymentId: input.paymentId }, 'correction not issued: the refunded payment has no receipt or invoice');
    return null;
  }
  if (!seller) {
    deps.log.error({ paymentId: input.paymentId }, 'correction not issued: the seller is not configured (SELLER_* settings)');
    return null;
  }
  const corrected = original.data as unknown as PaymentDocumentData;
  const series = corrected.kind === 'INVOICE' ? 'KOR' : 'KPAR';
  const existing = await repo.findCorrectionOfPayment(input.paymentId, tx);
  if (existing) return existing.data as unknown as CorrectionDocumentData;
  const issuedOn = warsawDate(input.now);
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await repo.nextDocumentNumber(series, year, tx);
  const linesAfter = correctedLines(corrected.lines, input.refundGrosz);
  const full = input.refundGrosz === corrected.totals.grossGrosz;
  const data: CorrectionDocumentData = {
    kind: corrected.kind === 'INVOICE' ? 'INVOICE_CORRECTION' : 'RECEIPT_CORRECTION',
    number: correctionNumber(series, year, sequence),
    paymentId: input.paymentId,
    providerPaymentId: corrected.providerPaymentId,
    providerRefundId: input.providerRefundId,
    issuedOn,
    issuedAt: input.now.toISOString(),
    corrects: { number: corrected.number, kind: corrected.kind, issuedOn: corrected.issuedOn, paidOn: corrected.paidOn },
    reason: full ? REASON_FULL : REASON_PARTIAL,
    seller: { name: seller.name, nip: seller.nip, addressLines: [...seller.addressLines], bankAccount: seller.bankAccount, demo: seller.demo },
    buyer: { ...corrected.buyer },
    linesBefore: corrected.lines,
    linesAfter,
    totals: correctionTotals(corrected.lines, linesAfter),
    vatExemption: corrected.vatExemption,
    refundGrosz: input.refundGrosz,
    amountInWords: amountInWords(input.refundGrosz),
    paymentMethod: 'zwrot na rachunek płatnika przez Paynow',
  };
  await repo.insertDocument({ paymentId: input.paymentId, series, year, sequence, number: data.number, issuedOn, issuedAt: input.now, data: { ...data } }, tx);
  return data;
}

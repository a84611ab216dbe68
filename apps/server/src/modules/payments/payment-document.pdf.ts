import { displayDate } from '@osk/contract';
import { openPolishPdf } from '../../lib/pdf-document.js';
import { formatPln } from './payments.mails.js';

/** What a receipt or an invoice for a finished payment shows. */
export interface PaymentDocumentData {
  kind: 'RECEIPT' | 'INVOICE';
  paymentId: number;
  providerPaymentId: string | null;
  /** yyyy-MM-dd (Warsaw) of the confirmation. */
  paidOn: string;
  /** The moment the payment was credited: the document's creation date, so that rendering it again gives the same bytes. */
  issuedAt: Date;
  /** The product in words, in Polish (`productName`). */
  description: string;
  amountGrosz: number;
  /** How many of the subscription (1 for learners; a school buys a quantity). */
  quantity?: number;
  buyerName: string;
  buyerEmail: string;
  nip: string | null;
  address: string | null;
  /** The seller as the operator configures it (name and address lines). */
  seller: readonly string[];
}

const MARGIN = 50;

/** The document's number: the kind, the year of payment and our payment id. */
export function paymentDocumentNumber(kind: 'RECEIPT' | 'INVOICE', paidOn: string, paymentId: number): string {
  return `${kind === 'INVOICE' ? 'FV' : 'PAR'}/${paidOn.slice(0, 4)}/${paymentId}`;
}

/** The file name of the document attached to the confirmation mail. */
export function paymentDocumentFileName(kind: 'RECEIPT' | 'INVOICE', paymentId: number): string {
  return `${kind === 'INVOICE' ? 'faktura' : 'paragon'}_${paymentId}.pdf`;
}

/** Renders the receipt or invoice of a finished payment (issue 6) as a PDF in Polish. */
export async function renderPaymentDocument(data: PaymentDocumentData): Promise<Buffer> {
  const invoice = data.kind === 'INVOICE';
  const number = paymentDocumentNumber(data.kind, data.paidOn, data.paymentId);
  const { doc, width, finished } = await openPolishPdf({
    margin: MARGIN,
    info: { Title: `${invoice ? 'Faktura' : 'Paragon'} ${number}`, Author: data.seller[0] ?? 'Prawko OSK', CreationDate: data.issuedAt },
  });

  doc.font('Bold').fontSize(18).text(`${invoice ? 'Faktura' : 'Paragon'} nr ${number}`, { width });
  doc.font('Regular').fontSize(10).fillColor('#555555').text(`Data sprzedaży i zapłaty: ${displayDate(data.paidOn)}`, { width });
  doc.moveDown(1.2).fillColor('black');

  const top = doc.y;
  const half = (width - 20) / 2;
  doc.font('Bold').fontSize(11).text('Sprzedawca', MARGIN, top, { width: half });
  doc.font('Regular').fontSize(10);
  for (const line of data.seller) doc.text(line, { width: half });
  const afterSeller = doc.y;
  doc.font('Bold').fontSize(11).text('Nabywca', MARGIN + half + 20, top, { width: half });
  doc.font('Regular').fontSize(10).text(data.buyerName, { width: half });
  if (data.nip) doc.text(`NIP: ${data.nip}`, { width: half });
  if (data.address) doc.text(data.address, { width: half });
  doc.text(data.buyerEmail, { width: half });
  doc.y = Math.max(doc.y, afterSeller);
  doc.x = MARGIN;
  doc.moveDown(1.5);

  // One line of goods: the subscription bought.
  const cols = [MARGIN, MARGIN + 30, MARGIN + width - 170, MARGIN + width - 110] as const;
  const header = doc.y;
  doc.font('Bold').fontSize(10);
  doc.text('Lp.', cols[0], header).text('Nazwa', cols[1], header).text('Ilość', cols[2], header).text('Kwota brutto', cols[3], header, { width: 110, align: 'right' });
  doc.moveTo(MARGIN, doc.y + 4).lineTo(MARGIN + width, doc.y + 4).strokeColor('#999999').stroke();
  const row = doc.y + 10;
  doc.font('Regular');
  doc.text('1', cols[0], row).text(data.description, cols[1], row, { width: cols[2] - cols[1] - 10 });
  const rowEnd = doc.y;
  doc.text(String(data.quantity ?? 1), cols[2], row).text(formatPln(data.amountGrosz), cols[3], row, { width: 110, align: 'right' });
  doc.y = Math.max(doc.y, rowEnd);
  doc.x = MARGIN;
  doc.moveDown(1.5);
  doc.font('Bold').fontSize(12).text(`Razem do zapłaty: ${formatPln(data.amountGrosz)}`, { width, align: 'right' });
  doc.font('Regular').fontSize(10).text('Zapłacono: płatność online (Paynow)', { width, align: 'right' });
  if (data.providerPaymentId) doc.text(`Identyfikator transakcji: ${data.providerPaymentId}`, { width, align: 'right' });
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#555555').text('Dokument wystawiony elektronicznie, nie wymaga podpisu.', { width });
  doc.end();
  return finished;
}

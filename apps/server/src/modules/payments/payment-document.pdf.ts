import { displayDate } from '@osk/contract';
import { openPolishPdf, type PolishPdf } from '../../lib/pdf-document.js';
import type { InvoiceLine, InvoiceTotals } from './invoice-math.js';

/**
 * A receipt or invoice as issued: everything it shows, stored as JSON with the document (the
 * payment_documents row) so that it is rendered again identically on request.
 */
export interface PaymentDocumentData {
  kind: 'RECEIPT' | 'INVOICE';
  /** FV/2026/000123 or PAR/2026/000456. */
  number: string;
  paymentId: number;
  providerPaymentId: string | null;
  /** yyyy-MM-dd (Warsaw): the date of issue. */
  issuedOn: string;
  /** yyyy-MM-dd (Warsaw): the date of sale and of payment (the crediting). */
  paidOn: string;
  /** ISO instant of issue: the PDF's creation date, so that rendering it again gives the same bytes. */
  issuedAt: string;
  seller: { name: string; nip: string; addressLines: string[]; bankAccount: string; demo: boolean };
  buyer: { name: string; nip: string | null; address: string | null; email: string };
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** The legal basis of the VAT exemption, when the seller is exempt. */
  vatExemption: string | null;
  amountInWords: string;
  paymentMethod: string;
}

const MARGIN = 50;

/** The file name of the document attached to the confirmation mail. */
export function paymentDocumentFileName(kind: 'RECEIPT' | 'INVOICE', paymentId: number): string {
  return `${kind === 'INVOICE' ? 'faktura' : 'paragon'}_${paymentId}.pdf`;
}

/** 1590.5 zł as "1 590,50": groups of three by a non-breaking space, a decimal comma. */
export function formatAmount(grosz: number): string {
  const zloty = Math.floor(Math.abs(grosz) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grosz < 0 ? '-' : ''}${zloty},${String(Math.abs(grosz) % 100).padStart(2, '0')}`;
}

/** Renders a receipt or invoice (issue 6, issue 24) as a PDF in Polish from its issued data. */
export async function renderPaymentDocument(data: PaymentDocumentData): Promise<Buffer> {
  const invoice = data.kind === 'INVOICE';
  const title = `${invoice ? 'Faktura' : 'Paragon'} nr ${data.number}`;
  const { doc, width, finished } = await openPaymentPdf(title, 18, data);
  doc.text(`Data sprzedaży: ${displayDate(data.paidOn)}`, { width });
  doc.moveDown(1.2).fillColor('black');

  drawParties(doc, width, data.seller, data.buyer, { bankAccount: true });
  doc.moveDown(1.5);

  // The lines: net, VAT rate, VAT and gross per line, then the totals (sums of the lines).
  const columns = [
    { title: 'Lp.', width: 22, align: 'left' },
    { title: 'Nazwa', width: 151, align: 'left' },
    { title: 'Ilość', width: 32, align: 'right' },
    { title: 'Cena jedn. brutto', width: 58, align: 'right' },
    { title: 'Wartość netto', width: 58, align: 'right' },
    { title: 'Stawka VAT', width: 40, align: 'right' },
    { title: 'Kwota VAT', width: 58, align: 'right' },
    { title: 'Wartość brutto', width: 76, align: 'right' },
  ] as const;
  const { row, rule } = pdfTable(doc, width, columns);
  row(columns.map((c) => c.title), 'Bold');
  rule();
  data.lines.forEach((line, i) => {
    row([String(i + 1), line.name, String(line.quantity), formatAmount(line.unitGrossGrosz), formatAmount(line.netGrosz), vatRateText(line.vatRate), formatAmount(line.vatGrosz), formatAmount(line.grossGrosz)], 'Regular');
  });
  rule();
  row(['', 'Razem', '', '', formatAmount(data.totals.netGrosz), '', formatAmount(data.totals.vatGrosz), formatAmount(data.totals.grossGrosz)], 'Bold');
  doc.moveDown(1);

  drawAmount(doc, width, 'Razem do zapłaty', data.totals.grossGrosz, data);
  doc.text(`Sposób zapłaty: ${data.paymentMethod}`, { width });
  doc.text(`Zapłacono: ${formatAmount(data.totals.grossGrosz)} PLN, dnia ${displayDate(data.paidOn)}`, { width });
  doc.text('Pozostało do zapłaty: 0,00 PLN', { width });
  if (data.providerPaymentId) doc.text(`Identyfikator transakcji: ${data.providerPaymentId}`, { width });
  return endPaymentPdf(doc, width, finished);
}

/**
 * Opens a receipt, invoice or correction (its PDF info: the title, the seller, the time of issue) and
 * draws its heading: the title in `titleSize`, the demo seller's warning, the date of issue; leaves
 * the font Regular 10 in grey for the lines that follow.
 */
export async function openPaymentPdf(
  title: string,
  titleSize: number,
  data: { seller: PaymentDocumentData['seller']; issuedOn: string; issuedAt: string },
): Promise<PolishPdf> {
  const pdf = await openPolishPdf({
    margin: MARGIN,
    info: { Title: title, Author: data.seller.name, CreationDate: new Date(data.issuedAt) },
  });
  const { doc, width } = pdf;
  doc.font('Bold').fontSize(titleSize).text(title, { width });
  if (data.seller.demo) doc.font('Bold').fontSize(10).fillColor('#b00020').text('DOKUMENT DEMONSTRACYJNY: sprzedawca przykładowy, dokument bez mocy prawnej', { width });
  doc.font('Regular').fontSize(10).fillColor('#555555');
  doc.text(`Data wystawienia: ${displayDate(data.issuedOn)}`, { width });
  return pdf;
}

/**
 * Below a document's table: the VAT exemption (when the seller is exempt), then `label` with the
 * amount and the amount in words, right-aligned; leaves the font Regular 10 for the payment lines.
 */
export function drawAmount(doc: PolishPdf['doc'], width: number, label: string, grosz: number, data: { vatExemption: string | null; amountInWords: string }): void {
  if (data.vatExemption) doc.font('Regular').fontSize(9).text(`Zwolnienie z VAT: ${data.vatExemption}`, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  doc.font('Bold').fontSize(12).text(`${label}: ${formatAmount(grosz)} PLN`, MARGIN, doc.y, { width, align: 'right' });
  doc.font('Regular').fontSize(10).text(`Słownie: ${data.amountInWords}`, { width, align: 'right' });
  doc.moveDown(0.8);
}

/** Ends a document with the note that it needs no signature; answers its bytes. */
export function endPaymentPdf(doc: PolishPdf['doc'], width: number, finished: Promise<Buffer>): Promise<Buffer> {
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#555555').text('Dokument wystawiony elektronicznie, nie wymaga podpisu.', { width });
  doc.end();
  return finished;
}

/**
 * The seller's block (with its bank account on a receipt or invoice) beside the buyer's, from the
 * current line; leaves the cursor at the left margin below the longer of the two.
 */
export function drawParties(
  doc: PolishPdf['doc'],
  width: number,
  seller: PaymentDocumentData['seller'],
  buyer: PaymentDocumentData['buyer'],
  { bankAccount }: { bankAccount: boolean },
): void {
  const top = doc.y;
  const half = (width - 20) / 2;
  doc.font('Bold').fontSize(11).text('Sprzedawca', MARGIN, top, { width: half });
  doc.font('Regular').fontSize(10).text(seller.name, { width: half });
  for (const line of seller.addressLines) doc.text(line, { width: half });
  doc.text(`NIP: ${seller.nip}`, { width: half });
  if (bankAccount) doc.text('Nr rachunku:', { width: half }).text(seller.bankAccount, { width: half });
  const afterSeller = doc.y;
  doc.font('Bold').fontSize(11).text('Nabywca', MARGIN + half + 20, top, { width: half });
  doc.font('Regular').fontSize(10).text(buyer.name, { width: half });
  if (buyer.address) doc.text(buyer.address, { width: half });
  if (buyer.nip) doc.text(`NIP: ${buyer.nip}`, { width: half });
  doc.text(buyer.email, { width: half });
  doc.y = Math.max(doc.y, afterSeller);
  doc.x = MARGIN;
}

/** A column of a document's table; the widths are scaled to the page's width. */
export interface PdfColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** A line's VAT rate as the documents print it: `23%`, or `zw.` for an exemption. */
export function vatRateText(rate: number | null): string {
  return rate === null ? 'zw.' : `${rate}%`;
}

/** Draws a document's table a row at a time (cells in the columns, wrapped; '' leaves a cell empty) with rules between. */
export function pdfTable(doc: PolishPdf['doc'], width: number, columns: readonly PdfColumn[]): { row: (cells: readonly string[], font: 'Regular' | 'Bold') => void; rule: () => void } {
  const scale = width / columns.reduce((sum, c) => sum + c.width, 0);
  const xs: number[] = [];
  columns.reduce((x, c) => (xs.push(x), x + c.width * scale), MARGIN);
  const row = (cells: readonly string[], font: 'Regular' | 'Bold'): void => {
    const y = doc.y;
    let bottom = y;
    doc.font(font).fontSize(8.5);
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column || cell === '') return;
      doc.text(cell, xs[i] ?? MARGIN, y, { width: column.width * scale - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  const rule = (): void => {
    doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).strokeColor('#999999').stroke();
    doc.y += 4;
  };
  return { row, rule };
}

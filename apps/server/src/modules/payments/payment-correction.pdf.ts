import { displayDate } from '@osk/contract';
import { openPolishPdf } from '../../lib/pdf-document.js';
import type { InvoiceLine } from './invoice-math.js';
import type { CorrectionDocumentData } from './payment-corrections.js';
import { drawParties, formatAmount, pdfTable, vatRateText } from './payment-document.pdf.js';

const MARGIN = 50;

/** The file name of a correction: korekta_12.pdf (KOR) or zwrot_12.pdf (KPAR). */
export function correctionFileName(kind: CorrectionDocumentData['kind'], paymentId: number): string {
  return `${kind === 'INVOICE_CORRECTION' ? 'korekta' : 'zwrot'}_${paymentId}.pdf`;
}

/**
 * Renders a correction as issued (issue 24), in Polish: a correction invoice (KOR) names the invoice it
 * corrects, its date, the reason, the lines before and after and the difference (negative net, VAT and
 * gross), and the amount refunded in words; a receipt's refund record (KPAR) shows the same and says
 * that it is not an invoice.
 */
export async function renderCorrectionDocument(data: CorrectionDocumentData): Promise<Buffer> {
  const invoice = data.kind === 'INVOICE_CORRECTION';
  const title = `${invoice ? 'Faktura korygująca' : 'Korekta sprzedaży (zwrot do paragonu)'} nr ${data.number}`;
  const { doc, width, finished } = await openPolishPdf({
    margin: MARGIN,
    info: { Title: title, Author: data.seller.name, CreationDate: new Date(data.issuedAt) },
  });

  doc.font('Bold').fontSize(16).text(title, { width });
  if (data.seller.demo) doc.font('Bold').fontSize(10).fillColor('#b00020').text('DOKUMENT DEMONSTRACYJNY: sprzedawca przykładowy, dokument bez mocy prawnej', { width });
  doc.font('Regular').fontSize(10).fillColor('#555555');
  doc.text(`Data wystawienia: ${displayDate(data.issuedOn)}`, { width });
  const corrected = data.corrects.kind === 'INVOICE' ? 'faktury' : 'paragonu';
  doc.fillColor('black').text(`Dotyczy ${corrected} nr ${data.corrects.number} z dnia ${displayDate(data.corrects.issuedOn)} (data sprzedaży ${displayDate(data.corrects.paidOn)})`, { width });
  doc.text(`Przyczyna korekty: ${data.reason}`, { width });
  if (!invoice) doc.fillColor('#555555').text('Dokument wewnętrzny sprzedawcy potwierdzający zwrot zapłaty za sprzedaż udokumentowaną paragonem; nie jest fakturą korygującą.', { width });
  doc.moveDown(1).fillColor('black');

  drawParties(doc, width, data.seller, data.buyer, { bankAccount: false });
  doc.moveDown(1.2);

  const columns = [
    { title: '', width: 70, align: 'left' },
    { title: 'Nazwa', width: 140, align: 'left' },
    { title: 'Ilość', width: 32, align: 'right' },
    { title: 'Wartość netto', width: 62, align: 'right' },
    { title: 'Stawka VAT', width: 40, align: 'right' },
    { title: 'Kwota VAT', width: 62, align: 'right' },
    { title: 'Wartość brutto', width: 72, align: 'right' },
  ] as const;
  const { row, rule } = pdfTable(doc, width, columns);
  const lineCells = (label: string, line: InvoiceLine): string[] => [label, line.name, String(line.quantity), formatAmount(line.netGrosz), vatRateText(line.vatRate), formatAmount(line.vatGrosz), formatAmount(line.grossGrosz)];
  row(columns.map((c) => c.title), 'Bold');
  rule();
  data.linesBefore.forEach((before, i) => {
    const after = data.linesAfter[i];
    row(lineCells('Przed korektą', before), 'Regular');
    if (after) {
      row(lineCells('Po korekcie', after), 'Regular');
      row(['Różnica', '', String(after.quantity - before.quantity), formatAmount(after.netGrosz - before.netGrosz), vatRateText(before.vatRate), formatAmount(after.vatGrosz - before.vatGrosz), formatAmount(after.grossGrosz - before.grossGrosz)], 'Bold');
    }
    rule();
  });
  row(['Razem korekta', '', '', formatAmount(data.totals.netGrosz), '', formatAmount(data.totals.vatGrosz), formatAmount(data.totals.grossGrosz)], 'Bold');
  doc.moveDown(1);

  if (data.vatExemption) doc.font('Regular').fontSize(9).text(`Zwolnienie z VAT: ${data.vatExemption}`, MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  doc.font('Bold').fontSize(12).text(`Do zwrotu: ${formatAmount(data.refundGrosz)} PLN`, MARGIN, doc.y, { width, align: 'right' });
  doc.font('Regular').fontSize(10).text(`Słownie: ${data.amountInWords}`, { width, align: 'right' });
  doc.moveDown(0.8);
  doc.text(`Sposób zwrotu: ${data.paymentMethod}`, { width });
  if (data.providerPaymentId) doc.text(`Identyfikator płatności: ${data.providerPaymentId}`, { width });
  if (data.providerRefundId) doc.text(`Identyfikator zwrotu: ${data.providerRefundId}`, { width });
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#555555').text('Dokument wystawiony elektronicznie, nie wymaga podpisu.', { width });
  doc.end();
  return finished;
}

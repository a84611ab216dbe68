import { displayDate } from '@osk/contract';
import type { InvoiceLine } from './invoice-math.js';
import type { CorrectionDocumentData } from './payment-corrections.js';
import { drawAmount, drawParties, endPaymentPdf, formatAmount, openPaymentPdf, pdfTable, vatRateText } from './payment-document.pdf.js';

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
  const { doc, width, finished } = await openPaymentPdf(title, 16, data);
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

  drawAmount(doc, width, 'Do zwrotu', data.refundGrosz, data);
  doc.text(`Sposób zwrotu: ${data.paymentMethod}`, { width });
  if (data.providerPaymentId) doc.text(`Identyfikator płatności: ${data.providerPaymentId}`, { width });
  if (data.providerRefundId) doc.text(`Identyfikator zwrotu: ${data.providerRefundId}`, { width });
  return endPaymentPdf(doc, width, finished);
}

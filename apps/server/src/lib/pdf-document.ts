import PDFDocument from 'pdfkit';
import { loadPdfFonts } from './pdf-fonts.js';

export interface PolishPdfOptions {
  /** The margin on every side, in points. */
  margin: number;
  /** A larger bottom margin (room for page footers drawn later). */
  bottomMargin?: number;
  /** Keep the pages in memory until the end, for drawing on each of them (page numbers). */
  bufferPages?: boolean;
  /** Show the title, not the file name, in the viewer's title bar. */
  displayTitle?: boolean;
  info: PDFKit.DocumentInfo;
}

/** An A4 document being drawn, the width between its margins, and its bytes once `doc.end()` is called. */
export interface PolishPdf {
  doc: PDFKit.PDFDocument;
  width: number;
  finished: Promise<Buffer>;
}

/**
 * Opens an A4 PDF in Polish with DejaVu Sans registered as the fonts 'Regular' and 'Bold' (every Polish
 * letter drawn and extractable), collecting what it writes into one Buffer: the set-up every document
 * of the service (exam report, progress card, receipt and invoice) shares.
 */
export async function openPolishPdf(options: PolishPdfOptions): Promise<PolishPdf> {
  const fonts = await loadPdfFonts();
  const { margin } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, bottom: options.bottomMargin ?? margin, left: margin, right: margin },
    ...(options.bufferPages ? { bufferPages: true } : {}),
    lang: 'pl-PL',
    ...(options.displayTitle ? { displayTitle: true } : {}),
    info: options.info,
  });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, width: doc.page.width - 2 * margin, finished };
}

/**
 * Draws "label: value" lines in the current font size and colour: each label in bold in a column
 * `labelWidth` wide at `left`, its value beside it (wrapping within the rest of `width`), the next
 * line below the taller of the two.
 */
export function drawFacts(doc: PDFKit.PDFDocument, facts: ReadonlyArray<readonly [string, string]>, layout: { left: number; width: number; labelWidth: number }): void {
  const { left, width, labelWidth } = layout;
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Bold').text(`${label}:`, left, y, { width: labelWidth });
    const afterLabel = doc.y;
    doc.font('Regular').text(value, left + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(afterLabel, doc.y) + 2;
  }
}

import PDFDocument from 'pdfkit';
import { loadPdfFonts } from '../../lib/pdf-fonts.js';

/** One row of the card. */
export interface CardRow {
  lessonType: 'DRIVE' | 'LECTURE';
  lessonDate: string;
  startTime: string;
  endTime: string;
  hours: number;
}

/** What the progress card shows. */
export interface ProgressCardData {
  schoolName: string;
  studentName: string;
  pesel: string | null;
  birthDate: string | null;
  category: string;
  instructorName: string;
  instructorRegistrationNumber: string | null;
  rows: CardRow[];
  totalHours: number;
  generatedAt: string;
}

const MARGIN = 50;
const GREY = '#555555';

/** Hours with a decimal comma, two places (1,33). */
export function formatHours(hours: number): string {
  return hours.toFixed(2).replace('.', ',');
}

function polishDate(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
}

/** Renders the progress card ("Karta przeprowadzonych zajęć") in Polish. */
export async function renderProgressCard(data: ProgressCardData): Promise<Buffer> {
  const fonts = await loadPdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'pl-PL',
    displayTitle: true,
    info: { Title: `Karta przeprowadzonych zajęć – ${data.studentName}`, Author: data.schoolName || 'Prawko OSK' },
  });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font('Bold').fontSize(16).fillColor('black').text('Karta przeprowadzonych zajęć', { width, align: 'center' });
  doc.moveDown(1);
  const facts: Array<[string, string]> = [
    ['Ośrodek szkolenia', data.schoolName],
    ['Kursant', data.studentName],
    data.pesel ? ['PESEL', data.pesel] : ['Data urodzenia', polishDate(data.birthDate ?? '')],
    ['Kategoria', data.category.replace(/_/g, '')],
    ['Instruktor', data.instructorName],
    ['Nr legitymacji instruktora', data.instructorRegistrationNumber ?? '–'],
  ];
  const labelWidth = 170;
  doc.fontSize(11);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Bold').text(`${label}:`, MARGIN, y, { width: labelWidth });
    const after = doc.y;
    doc.font('Regular').text(value, MARGIN + labelWidth, y, { width: width - labelWidth });
    doc.y = Math.max(after, doc.y) + 2;
  }
  doc.moveDown(1);

  const cols = [
    { title: 'Lp.', w: 35 },
    { title: 'Rodzaj', w: 90 },
    { title: 'Data', w: 100 },
    { title: 'Od', w: 70 },
    { title: 'Do', w: 70 },
    { title: 'Godziny (45 min)', w: width - 365 },
  ];
  const rowHeight = 18;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + rowHeight > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Bold' : 'Regular').fontSize(10).fillColor('black');
    cells.forEach((cell, i) => {
      const w = cols[i]?.w ?? 50;
      doc.rect(x, y, w, rowHeight).lineWidth(0.5).strokeColor(GREY).stroke();
      doc.text(cell, x + 4, y + 4, { width: w - 8, lineBreak: false });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };
  drawRow(cols.map((c) => c.title), true);
  data.rows.forEach((r, i) => drawRow([String(i + 1), r.lessonType === 'DRIVE' ? 'Jazda' : 'Wykład', polishDate(r.lessonDate), r.startTime, r.endTime, formatHours(r.hours)], false));
  doc.moveDown(1);
  doc.font('Bold').fontSize(11).text(`Razem godzin: ${formatHours(data.totalHours)}`, MARGIN, doc.y, { width });
  doc.moveDown(3);
  doc.font('Regular').fontSize(9).fillColor(GREY).text(`Wygenerowano ${data.generatedAt}. Godzina zajęć to 45 minut.`, MARGIN, doc.y, { width });
  doc.moveDown(2);
  doc.fillColor('black').text('........................................', MARGIN, doc.y, { width: width / 2 });
  doc.text('podpis instruktora', MARGIN, doc.y, { width: width / 2 });
  doc.end();
  return finished;
}

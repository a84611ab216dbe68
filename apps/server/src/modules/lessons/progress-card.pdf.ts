import { displayDate, type TrainingTotals } from '@osk/contract';
import { drawFacts, openPolishPdf } from '../../lib/pdf-document.js';

/** One row of the card. */
export interface CardRow {
  lessonType: 'DRIVE' | 'LECTURE';
  lessonDate: string;
  startTime: string;
  endTime: string;
  minutes: number;
  /** Hours of 60 minutes for a drive, of 45 for a lecture. */
  hours: number;
  /** Who gave the lesson. */
  instructorName: string;
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
  /** Practical and theory subtotals (the PKK pre-flight's count). */
  totals: TrainingTotals;
  generatedAt: string;
}

const MARGIN = 50;
const GREY = '#555555';

/** Hours with a decimal comma, two places (1,33). */
export function formatHours(hours: number): string {
  return hours.toFixed(2).replace('.', ',');
}

/** Renders the progress card ("Karta przeprowadzonych zajęć") in Polish. */
export async function renderProgressCard(data: ProgressCardData): Promise<Buffer> {
  const { doc, width, finished } = await openPolishPdf({
    margin: MARGIN,
    displayTitle: true,
    info: { Title: `Karta przeprowadzonych zajęć – ${data.studentName}`, Author: data.schoolName || 'Prawko OSK' },
  });
  doc.font('Bold').fontSize(16).fillColor('black').text('Karta przeprowadzonych zajęć', { width, align: 'center' });
  doc.moveDown(1);
  const facts: Array<[string, string]> = [
    ['Ośrodek szkolenia', data.schoolName],
    ['Kursant', data.studentName],
    data.pesel ? ['PESEL', data.pesel] : ['Data urodzenia', displayDate(data.birthDate ?? '')],
    ['Kategoria', data.category.replace(/_/g, '')],
    ['Instruktor', data.instructorName],
    ['Nr legitymacji instruktora', data.instructorRegistrationNumber ?? '–'],
  ];
  doc.fontSize(11);
  drawFacts(doc, facts, { left: MARGIN, width, labelWidth: 170 });
  doc.moveDown(1);

  const cols = [
    { title: 'Lp.', w: 30 },
    { title: 'Rodzaj', w: 60 },
    { title: 'Data', w: 72 },
    { title: 'Od', w: 45 },
    { title: 'Do', w: 45 },
    { title: 'Prowadzący', w: width - 312 },
    { title: 'Godziny', w: 60 },
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
      doc.text(cell, x + 4, y + 4, { width: w - 8, height: rowHeight - 6, lineBreak: false, ellipsis: true });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + rowHeight;
  };
  drawRow(cols.map((c) => c.title), true);
  data.rows.forEach((r, i) =>
    drawRow([String(i + 1), r.lessonType === 'DRIVE' ? 'Jazda' : 'Wykład', displayDate(r.lessonDate), r.startTime, r.endTime, r.instructorName, formatHours(r.hours)], false),
  );
  doc.moveDown(1);
  const { totals } = data;
  doc.font('Bold').fontSize(11).text(`Zajęcia teoretyczne: ${formatHours(totals.theoryHours)} godz. (${totals.theoryMinutes} min)`, MARGIN, doc.y, { width });
  doc.text(`Zajęcia praktyczne: ${formatHours(totals.practicalHours)} godz. (${totals.practicalMinutes} min)`, MARGIN, doc.y, { width });
  doc.moveDown(3);
  doc.font('Regular').fontSize(9).fillColor(GREY).text(`Wygenerowano ${data.generatedAt}. Godzina zajęć teoretycznych to 45 minut, godzina zajęć praktycznych 60 minut.`, MARGIN, doc.y, { width });
  doc.moveDown(2);
  doc.fillColor('black').text('........................................', MARGIN, doc.y, { width: width / 2 });
  doc.text('podpis instruktora', MARGIN, doc.y, { width: width / 2 });
  doc.end();
  return finished;
}

import { warsawDisplayDateTime } from '@osk/contract';
import { drawFacts, openPolishPdf } from '../../lib/pdf-document.js';

/** One question of the report. */
export interface ExamReportQuestion {
  ordinalNumber: number;
  externalId: number;
  type: 'STANDARD' | 'SPECIALISTIC';
  weight: number;
  questionText: string;
  answerA: string | null;
  answerB: string | null;
  answerC: string | null;
  /** The answer given (TAK/NIE or A/B/C); null: none. */
  answer: string | null;
  correct: string;
}

/** What the exam report shows. */
export interface ExamReportData {
  examId: number;
  firstName: string;
  lastName: string;
  pesel: string;
  schoolName: string | null;
  /** The category as shown (Y and Z already as C and D). */
  category: string;
  qualification: boolean;
  /** PL, EN, DE or UA. */
  language: string;
  startDate: Date;
  endDate: Date | null;
  points: number;
  pointsAll: number;
  passMark: number;
  passed: boolean;
  correctAnswers: number;
  wrongAnswers: number;
  questions: ExamReportQuestion[];
  generatedAt: Date;
  /** Whether the footer shows the time of `generatedAt` (false: the day only, as the school chose "no time"). */
  generatedWithTime?: boolean;
}

const LANGUAGE_NAMES: Record<string, string> = { PL: 'polski', EN: 'angielski', DE: 'niemiecki', UA: 'ukraiński' };
const GREEN = '#1b7f3b';
const RED = '#b42318';
const GREY = '#555555';
const MARGIN = 50;

/** An answer as a reader of the report expects it: Tak/Nie for basic questions, the letter for specialist ones. */
function answerLabel(value: string | null): string {
  if (value === null) return 'brak odpowiedzi';
  if (value === 'TAK') return 'Tak';
  if (value === 'NIE') return 'Nie';
  return value;
}

/** Renders the student exam report (spec §7 `pdf/exam/{pesel}/{userId}/{examId}`) as a PDF in Polish. */
export async function renderExamReport(data: ExamReportData): Promise<Buffer> {
  const { doc, width, finished } = await openPolishPdf({
    margin: MARGIN,
    bottomMargin: MARGIN + 10,
    bufferPages: true,
    displayTitle: true,
    info: {
      Title: `Raport z egzaminu teoretycznego – ${data.firstName} ${data.lastName}`,
      Author: 'Prawko OSK',
      Subject: `Egzamin nr ${data.examId}, kategoria ${data.category}`,
      CreationDate: data.generatedAt,
    },
  });
  doc.font('Bold').fontSize(18).fillColor('black').text('Raport z egzaminu teoretycznego', { width });
  doc
    .font('Regular')
    .fontSize(11)
    .fillColor(GREY)
    .text(data.qualification ? `Kwalifikacja wstępna – kategoria ${data.category}` : `Prawo jazdy – kategoria ${data.category}`, { width });
  doc.moveDown(1);

  const rows: Array<[string, string]> = [
    ['Kursant', `${data.firstName} ${data.lastName}`],
    ['PESEL', data.pesel],
    ...(data.schoolName ? ([['Ośrodek szkolenia', data.schoolName]] as Array<[string, string]>) : []),
    ['Kategoria', data.qualification ? `${data.category} (kwalifikacja wstępna)` : data.category],
    ['Data egzaminu', warsawDisplayDateTime(data.startDate)],
    ...(data.endDate ? ([['Zakończenie', warsawDisplayDateTime(data.endDate)]] as Array<[string, string]>) : []),
    ['Język egzaminu', LANGUAGE_NAMES[data.language] ?? data.language],
    ['Numer egzaminu', String(data.examId)],
  ];
  doc.fontSize(11).fillColor('black');
  drawFacts(doc, rows, { left: MARGIN, width, labelWidth: 130 });

  doc.moveDown(0.8);
  const boxTop = doc.y;
  doc.rect(MARGIN, boxTop, width, 68).lineWidth(1).strokeColor(data.passed ? GREEN : RED).stroke();
  doc
    .font('Bold')
    .fontSize(16)
    .fillColor(data.passed ? GREEN : RED)
    .text(`Wynik: ${data.passed ? 'ZDANY' : 'NIEZDANY'}`, MARGIN + 12, boxTop + 10, { width: width - 24 });
  doc
    .font('Regular')
    .fontSize(11)
    .fillColor('black')
    .text(`Punkty: ${data.points}/${data.pointsAll} (próg zaliczenia: ${data.passMark})`, MARGIN + 12, boxTop + 32, { width: width - 24 })
    .text(`Odpowiedzi poprawne: ${data.correctAnswers}, błędne lub bez odpowiedzi: ${data.wrongAnswers}`, { width: width - 24 });
  doc.x = MARGIN;
  doc.y = boxTop + 68 + 18;

  doc.font('Bold').fontSize(13).fillColor('black').text('Pytania i odpowiedzi', MARGIN, doc.y, { width });
  doc.moveDown(0.5);

  for (const q of data.questions) {
    // Keep a question's heading with at least a few lines of it on the same page.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
    const right = q.answer !== null && q.answer === q.correct;
    const scored = right ? (data.qualification ? 1 : q.weight) : 0;
    const part = q.type === 'STANDARD' ? 'podstawowe' : 'specjalistyczne';
    doc
      .font('Bold')
      .fontSize(10.5)
      .fillColor('black')
      // A qualification test counts correct answers, not weights.
      .text(`${q.ordinalNumber}. Pytanie ${part} nr ${q.externalId}${data.qualification ? '' : ` (waga ${q.weight} pkt)`}`, MARGIN, doc.y, { width });
    doc.font('Regular').fontSize(10.5).text(q.questionText || '–', { width });
    if (q.type === 'SPECIALISTIC') {
      for (const [letter, text] of [['A', q.answerA], ['B', q.answerB], ['C', q.answerC]] as const) {
        doc.fillColor('black').text(`${letter}) ${text ?? '–'}`, MARGIN + 14, doc.y, { width: width - 14 });
      }
    }
    const verdict = q.answer === null ? '' : right ? ' – poprawna' : ' – błędna';
    doc
      .fontSize(10)
      .fillColor(right ? GREEN : RED)
      .text(`Odpowiedź kursanta: ${answerLabel(q.answer)}${verdict} (${scored} pkt)`, MARGIN, doc.y, { width });
    doc.fillColor('black').text(`Prawidłowa odpowiedź: ${answerLabel(q.correct)}`, { width });
    doc.moveDown(0.6);
  }

  // Footers: written after the content, on every page; the bottom margin is lifted while writing so
  // the footer line does not itself start a new page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Regular')
      .fontSize(8)
      .fillColor(GREY)
      .text(
        `${data.firstName} ${data.lastName}, PESEL ${data.pesel} · wygenerowano ${warsawDisplayDateTime(data.generatedAt, data.generatedWithTime ?? true)} · strona ${i - range.start + 1} z ${range.count}`,
        MARGIN,
        doc.page.height - 35,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return finished;
}

import { displayDate, type AccountExport } from '@osk/contract';
import { drawFacts, openPolishPdf } from '../../lib/pdf-document.js';

type Row = Record<string, unknown>;

const text = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));
/** An ISO time or date as dd.mm.yyyy (the time of day is not needed to recognise a record). */
const day = (value: unknown): string => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? displayDate(value.slice(0, 10)) : '—');
const money = (grosz: unknown): string => (typeof grosz === 'number' ? `${(grosz / 100).toFixed(2).replace('.', ',')} PLN` : '—');
const yesNo = (value: unknown): string => (value === true ? 'tak' : value === false ? 'nie' : '—');

const EXAM_RESULT: Record<string, string> = { true: 'zdany', false: 'niezdany' };
/** Polish names of the stored codes; a code without one is printed as stored. */
const NAMES: Record<string, Record<string, string>> = {
  userType: { STUDENT: 'kursant', SCHOOL: 'szkoła jazdy', INSTRUCTOR: 'instruktor' },
  status: { NEW: 'nieaktywowane', ACTIVE: 'aktywne', VERIFIED: 'aktywne (zweryfikowane)', SUSPENDED: 'zawieszone', REMOVED: 'usunięte', BLOCKED: 'zablokowane', BLOCKED_BY_PAYMENTS: 'zablokowane (płatności)' },
  examType: { EXAM: 'egzamin', QUALIFICATION: 'egzamin kwalifikacyjny', DEMO: 'egzamin demo', HARD: 'trudne pytania' },
  paymentStatus: { NEW: 'nowa', STARTED: 'rozpoczęta', WAITING: 'oczekuje', FINISHED: 'opłacona', CANCELED: 'anulowana', REJECTED: 'odrzucona', RETURNED: 'zwrócona', ERROR_STATUS: 'błąd', REMOVED: 'usunięta' },
  lessonType: { DRIVE: 'jazda', LECTURE: 'wykład' },
};
const named = (kind: string, value: unknown): string => NAMES[kind]?.[String(value)] ?? text(value);
const LESSON_OUTCOME: Record<string, string> = { HELD: 'odbyta', NO_SHOW: 'nieobecność', CANCELLED: 'odwołana' };

/**
 * The readable copy of a data export (RODO, issue 24): what the JSON file holds, summarised in Polish on
 * A4 pages: the account, the learner record, and one line per exam, lesson and payment. The JSON file
 * stays the complete copy (every record and column); the PDF says so.
 */
export async function accountExportPdf(data: AccountExport): Promise<Buffer> {
  const { doc, width, finished } = await openPolishPdf({ margin: 48, displayTitle: true, info: { Title: 'Twoje dane w Prawko OSK', Author: 'Prawko OSK' } });
  const left = doc.page.margins.left;
  const layout = { left, width, labelWidth: 170 };
  const heading = (title: string) => {
    doc.moveDown(0.8).font('Bold').fontSize(13).text(title, left, doc.y, { width });
    doc.moveDown(0.3).fontSize(10);
  };
  const lines = (rows: readonly Row[], line: (row: Row) => string, empty: string) => {
    doc.font('Regular');
    if (rows.length === 0) doc.text(empty, left, doc.y, { width });
    for (const row of rows) doc.text(line(row), left, doc.y, { width });
  };

  doc.font('Bold').fontSize(18).text('Twoje dane w Prawko OSK', left, doc.y, { width });
  doc.font('Regular').fontSize(10).text(`Stan na ${day(data.generatedAt)}. Pełna kopia (każdy zapis i każda kolumna) jest w pliku JSON pobieranym w profilu.`, { width });

  const account = data.account;
  heading('Konto');
  drawFacts(
    doc,
    [
      ['E-mail', text(account.email)],
      ['Telefon', text(account.phoneNumber)],
      ['Rodzaj konta', named('userType', account.userType)],
      ['Stan konta', named('status', account.status)],
      ['Rejestracja', day(account.registerDate)],
      ['Ostatnie logowanie', day(account.lastLoginDate)],
      ['Język', text(account.language)],
    ],
    layout,
  );

  const learner = data.learner;
  if (learner) {
    heading('Kursant');
    drawFacts(
      doc,
      [
        ['Imię i nazwisko', `${text(learner.firstName)} ${text(learner.lastName)}`],
        ['Kategoria', text(learner.category)],
        ['Szkoła (numer)', text(learner.schoolId)],
        ['Nauka dostępna do', day(learner.learningAvailableTill)],
        ['Wykłady dostępne do', day(learner.lecturesAvailableTill)],
        ['Powiadomienia', yesNo(learner.notificationsEnabled)],
        ['Uwagi szkoły', text(learner.oskRemarks)],
      ],
      layout,
    );
  }

  const sections = data.sections;
  const exams = sections.exams ?? [];
  heading(`Egzaminy (${exams.length})`);
  lines(exams, (e) => `${day(e.startDate)} · ${named('examType', e.type)} · kategoria ${text(e.category)} · ${text(e.points)} / ${text(e.pointsAll)} pkt · ${EXAM_RESULT[String(e.passed)] ?? 'nieukończony'}`, 'Brak egzaminów.');
  doc.moveDown(0.3).text(`Odpowiedzi w egzaminach: ${(sections.examAnswers ?? []).length}. Odpowiedzi w nauce: ${(sections.learningAnswers ?? []).length}. Pytania oznaczone gwiazdką: ${(sections.starredQuestions ?? []).length}.`, left, doc.y, { width });

  const lessons = sections.lessons ?? [];
  heading(`Jazdy i zajęcia (${lessons.length})`);
  lines(lessons, (l) => `${day(l.lessonDate)} ${text(l.startTime)}–${text(l.endTime)} · ${named('lessonType', l.lessonType)} · ${LESSON_OUTCOME[String(l.outcome)] ?? 'bez wyniku'}${l.meetingPlace ? ` · ${text(l.meetingPlace)}` : ''}`, 'Brak zajęć.');

  const payments = sections.payments ?? [];
  heading(`Płatności (${payments.length})`);
  lines(payments, (p) => `${day(p.createdAt)} · ${text(p.description)} · ${money(p.amountGrosz)} · ${named('paymentStatus', p.status)}`, 'Brak płatności.');

  const social = sections.socialLogins ?? [];
  heading('Logowanie przez serwisy zewnętrzne');
  lines(social, (s) => `${text(s.provider)} (${text(s.email)}), połączone ${day(s.createdAt)}`, 'Brak.');

  doc.end();
  return finished;
}

// @vitest-environment jsdom
import type { ApiError, ExamLight, LoginUser, Readiness, SchoolStudent, Student } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n/i18n';
import { clearSessionUser, getSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, notFound, type FakeApi, type FakeReply } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import { emptyReadiness } from '../../../test/learner-home.fixture';

let api: FakeApi;
const VALID_PESEL = '02221234565';

function student(overrides: Partial<Student> = {}): Student {
  return aStudent({ id: 31, userId: 7, firstName: 'Anna', lastName: 'Nowak', learningAvailableTill: '2099-01-01', ...overrides });
}

/** The same learner as a school reads it (`student/show/id/{id}` answers the school's shape). */
function schoolStudent(overrides: Partial<SchoolStudent> = {}): SchoolStudent {
  const s = student();
  return {
    id: s.id,
    userId: s.userId,
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phoneNumber: s.phoneNumber,
    category: s.category,
    blockChangeCategory: false,
    oskRemarks: null,
    learningAvailableTill: s.learningAvailableTill,
    lecturesAvailableTill: null,
    qualificationCAvailableTill: null,
    qualificationDAvailableTill: null,
    internalExams: 0,
    internalExamAccount: false,
    lastLoginDate: null,
    accountExpire: null,
    status: 'ACTIVE',
    source: 'EPRAWKO',
    invoice: false,
    notificationsEnabled: true,
    onlyMinistryQuestions: false,
    courses: [],
    registrationId: null,
    schoolId: 3,
    passed: false,
    ...overrides,
  };
}

/** A finished exam `daysAgo` days before 22.11.2026 (ids grow with time, as the server's do). */
function light(id: number, overrides: Partial<ExamLight> = {}): ExamLight {
  const start = new Date(Date.UTC(2026, 10, 1, 9, 0) + id * 3_600_000);
  return {
    id,
    category: 'B',
    type: 'EXAM',
    language: 'PL',
    status: 'FINISHED',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 1_200_000).toISOString(),
    deadline: new Date(start.getTime() + 1_500_000).toISOString(),
    correctAnswers: 30,
    wrongAnswers: 2,
    totalAnswers: 32,
    points: 70,
    pointsAll: 74,
    passed: true,
    internal: false,
    ...overrides,
  };
}

/** The server's list: newest first. */
function newestFirst<T extends { id: number }>(exams: T[]): T[] {
  return [...exams].sort((a, b) => b.id - a.id);
}

interface Serve {
  me?: Student;
  byId?: Record<number, SchoolStudent | 403>;
  exams?: ExamLight[] | 500;
  pdf?: () => Response | FakeReply<ApiError>;
  readiness?: Readiness | FakeReply<ApiError>;
}

function serve({ me = student(), byId = {}, exams = [], pdf, readiness = emptyReadiness() }: Serve) {
  api
    .get('readiness', readiness)
    .get('studentShow', me)
    .get('studentShowById', ({ params }) => {
      const found = byId[Number(params.id)];
      return found === 403 || !found ? apiError(403, 'msg.error.forbidden', 'Brak dostępu') : found;
    })
    .get('examListLight', exams === 500 ? apiError(500, 'msg.error.internal', 'Błąd') : exams)
    // Opening an exam from the list: the tests look only at the call.
    .get('examShow', notFound());
  if (pdf) api.get('pdfExam', pdf);
}

function pdfResponse(): Response {
  return new Response('%PDF-1.7 test', {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="raport_egzaminu_${VALID_PESEL}.pdf"; filename*=UTF-8''raport_egzaminu_${VALID_PESEL}.pdf`,
    },
  });
}

function pdfCalls(): string[] {
  return api.calls('pdfExam').map((call) => call.url);
}

async function openPrintDialog(examId: number) {
  fireEvent.click(await screen.findByTestId(`stats-print-${examId}`));
  return screen.findByTestId('stats-print-exam');
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

describe('/stats for a learner', () => {
  it('draws the points of each exam against the pass mark and the pass rate', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: newestFirst([light(1, { points: 52, passed: false }), light(2, { points: 70 }), light(3, { points: 74 }), light(4, { points: 60, passed: false })]) });
    renderApp('/stats');

    const chart = await screen.findByTestId('stats-points-chart');
    const points = within(chart).getAllByTestId('stats-point');
    // Oldest first, each exam one point.
    expect(points.map((p) => p.getAttribute('data-points'))).toEqual(['52', '70', '74', '60']);
    expect(points.map((p) => p.getAttribute('fill'))).toEqual([
      'var(--mantine-color-red-6)',
      'var(--mantine-color-teal-6)',
      'var(--mantine-color-teal-6)',
      'var(--mantine-color-red-6)',
    ]);
    expect(within(chart).getByTestId('stats-pass-line').getAttribute('data-points')).toBe('68');
    expect(within(screen.getByTestId('stats-points-legend')).getByText('Próg zaliczenia: 68 pkt')).toBeTruthy();
    expect(chart.querySelector('desc')?.textContent).toBe('Egzaminy: 4. Ostatni wynik: 60 z 74 pkt, najlepszy: 74 pkt, próg zaliczenia: 68 pkt.');
    const rate = screen.getByTestId('stats-pass-rate');
    expect(rate.getAttribute('data-rate')).toBe('50');
    expect(rate.getAttribute('aria-label')).toBe('Zdawalność 50%: zdane 2 z 4 egzaminów');
    expect(screen.getByTestId('stats-pass-summary').textContent).toBe('Zdane 2 z 4');
    expect(screen.getByTestId('stats-heading').textContent).toBe('Moje statystyki');
    // One category: no category switch.
    expect(screen.queryByTestId('stats-category')).toBeNull();
    expect(document.title).toBe('Statystyki | Prawko OSK');
  });

  it('switches the charts between categories, the qualification test with its own pass mark', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({
      exams: newestFirst([light(1), light(2, { category: 'Y', type: 'QUALIFICATION', points: 18, pointsAll: 30, passed: false }), light(3, { category: 'Y', type: 'QUALIFICATION', points: 25, pointsAll: 30 })]),
    });
    renderApp('/stats');
    await screen.findByTestId('stats-category');
    expect(screen.getAllByTestId('stats-point')).toHaveLength(1);
    fireEvent.click(screen.getByText('Kwalifikacja wstępna C'));
    await waitFor(() => expect(screen.getAllByTestId('stats-point')).toHaveLength(2));
    expect(screen.getByTestId('stats-pass-line').getAttribute('data-points')).toBe('21');
    expect(screen.getByTestId('stats-pass-rate').getAttribute('data-rate')).toBe('50');
    // The table lists every category, the qualification test shown as C.
    const table = screen.getByTestId('stats-table');
    expect(within(table).getAllByText('C')).toHaveLength(2);
    expect(within(table).getByText('25/30')).toBeTruthy();
  });

  it('lists 10 exams a page, newest first, with at most 10 page links, each row opening the exam check', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    const exams = newestFirst(Array.from({ length: 150 }, (_, i) => light(i + 1, { points: 40 + (i % 35), passed: 40 + (i % 35) >= 68 })));
    serve({ exams: [...exams, light(999, { status: 'IN_PROGRESS', points: null, passed: null })] });
    renderApp('/stats');

    const table = await screen.findByTestId('stats-table');
    const rows = () => within(table).getAllByTestId(/^stats-row-/);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]?.getAttribute('data-testid')).toBe('stats-row-150');
    // The running exam is not part of the statistics.
    expect(screen.queryByTestId('stats-row-999')).toBeNull();
    expect(screen.getByTestId('stats-table-count').textContent).toBe('150 egzaminów');
    expect(screen.getByTestId('stats-open-150').getAttribute('href')).toBe('/exam/exam/150');
    // Dates as dd.MM.yyyy HH:mm (Warsaw time).
    expect(within(rows()[0] as HTMLElement).getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeTruthy();

    const pagination = screen.getByTestId('stats-pagination');
    const pageLinks = () => within(pagination).getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''));
    expect(pageLinks().length).toBeLessThanOrEqual(10);
    expect(pageLinks().map((b) => b.textContent)).toContain('15');
    fireEvent.click(within(pagination).getByText('15'));
    await waitFor(() => expect(rows()[0]?.getAttribute('data-testid')).toBe('stats-row-10'));
    expect(rows()).toHaveLength(10);
    expect(pageLinks().length).toBeLessThanOrEqual(10);

    // A click on the row (not on its controls) opens the exam in check mode.
    fireEvent.click(rows()[0]?.querySelector('td:nth-child(3)') as HTMLElement);
    await waitFor(() => expect(api.calls('examShow').some((call) => call.url.endsWith('/exam/show/10'))).toBe(true));
  });

  it('shows the empty state with a way to the first exam', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: [light(1, { status: 'IN_PROGRESS', points: null, passed: null })] });
    renderApp('/stats');
    expect((await screen.findByTestId('stats-empty')).textContent).toContain('Brak egzaminów');
    expect(screen.getByTestId('stats-empty-start').getAttribute('href')).toBe('/exam/choose');
    expect(screen.queryByTestId('stats-points-chart')).toBeNull();
  });

  it('shows an error with a retry when the exams cannot be read', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: 500 });
    renderApp('/stats');
    const error = await screen.findByTestId('stats-error');
    expect(error.textContent).toContain('Nie udało się wczytać statystyk.');
    serve({ exams: [light(1)] });
    fireEvent.click(within(error).getByText('Spróbuj ponownie'));
    expect(await screen.findByTestId('stats-points-chart')).toBeTruthy();
    // A server error is retried twice (1 s and 2 s apart) before the page says so.
  }, 15_000);

  it('refuses another id than the learner’s own', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: [light(1)] });
    renderApp('/stats/77');
    expect((await screen.findByTestId('stats-forbidden')).textContent).toContain('Nie masz dostępu do tych statystyk.');
    expect(api.calls('examListLight').length > 0).toBe(false);
  });
});

describe('the print dialog', () => {
  it('checks the PESEL on blur and on submit, then downloads the PDF with the session header', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: [light(5, { points: 72 })], pdf: pdfResponse });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:report';
    });
    // jsdom has no object URLs: stand-ins for the two calls, put back after the test.
    const { createObjectURL: realCreate, revokeObjectURL: realRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp('/stats');

    expect((await openPrintDialog(5)).textContent).toMatch(/^Egzamin z \d{2}\.\d{2}\.2026 \d{2}:\d{2}, kategoria B: 72 z 74 pkt\.$/);
    const dialog = screen.getByTestId('stats-print-form');
    const input = within(dialog).getByTestId('stats-print-pesel');

    fireEvent.click(within(dialog).getByTestId('stats-print-submit'));
    expect(await within(dialog).findByText('To pole jest wymagane')).toBeTruthy();

    fireEvent.change(input, { target: { value: '02221234566' } });
    fireEvent.blur(input);
    expect(await within(dialog).findByText('Podaj prawidłowy numer PESEL (11 cyfr z poprawną cyfrą kontrolną).')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('stats-print-submit'));
    expect(pdfCalls()).toEqual([]);

    fireEvent.change(input, { target: { value: VALID_PESEL } });
    fireEvent.blur(input);
    await waitFor(() => expect(within(dialog).queryByText('Podaj prawidłowy numer PESEL (11 cyfr z poprawną cyfrą kontrolną).')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('stats-print-submit'));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(pdfCalls()).toEqual([`/api/eprawko-rest/pdf/exam/${VALID_PESEL}/7/5`]);
    expect(api.calls('pdfExam')[0]?.headers.get('jsessionid')).toBe('session-123');
    expect(clicked[0]?.download).toBe(`raport_egzaminu_${VALID_PESEL}.pdf`);
    expect(clicked[0]?.getAttribute('href')).toBe('blob:report');
    expect(await created[0]?.text()).toBe('%PDF-1.7 test');
    await waitFor(() => expect(screen.queryByTestId('stats-print-form')).toBeNull());
  });

  it('says that printing needs a subscription when the learner has none', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ me: student({ learningAvailableTill: '2020-01-01' }), exams: [light(5)] });
    renderApp('/stats');
    await openPrintDialog(5);
    const unavailable = screen.getByTestId('stats-print-unavailable');
    expect(unavailable.textContent).toContain('Drukowanie nie jest dostępne bez subskrypcji.');
    expect(within(unavailable).getByRole('link').getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('stats-print-form')).toBeNull();
  });

  it("shows the server's refusal in the dialog without logging the learner out", async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({
      exams: [light(5)],
      pdf: () => apiError(403, 'msg.error.print.not.available', 'Drukowanie nie jest dostępne bez subskrypcji.'),
    });
    renderApp('/stats');
    await openPrintDialog(5);
    fireEvent.change(screen.getByTestId('stats-print-pesel'), { target: { value: VALID_PESEL } });
    fireEvent.click(screen.getByTestId('stats-print-submit'));
    expect((await screen.findByTestId('stats-print-error')).textContent).toBe('Drukowanie nie jest dostępne bez subskrypcji.');
    expect(getSessionUser()).not.toBeNull();
  });

  it('shows the PESEL message in the interface language', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: [light(5)] });
    await changeLanguage('en');
    try {
      renderApp('/stats');
      await openPrintDialog(5);
      const input = screen.getByTestId('stats-print-pesel');
      fireEvent.change(input, { target: { value: '12345' } });
      fireEvent.blur(input);
      expect(await screen.findByText('Enter a valid PESEL number (11 digits with a correct check digit).')).toBeTruthy();
    } finally {
      await changeLanguage('pl');
    }
  });
});

describe('/stats for a school', () => {
  it("shows its learner's statistics by student id, printable but without opening the learner's exams", async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL', id: 50, userName: 'osk@example.com' }) as LoginUser);
    serve({ byId: { 31: schoolStudent({ learningAvailableTill: null }) }, exams: [light(5)], pdf: pdfResponse });
    renderApp('/stats/31');
    expect((await screen.findByTestId('stats-heading')).textContent).toBe('Statystyki kursanta: Anna Nowak');
    await screen.findByTestId('stats-row-5');
    expect(screen.queryByTestId('stats-open-5')).toBeNull();
    expect(api.calls('examListLight').some((call) => call.url.endsWith('/exam/light/show/by/student/31'))).toBe(true);
    // The school prints whatever the learner's own subscription.
    await openPrintDialog(5);
    expect(screen.getByTestId('stats-print-form')).toBeTruthy();
  });

  it('asks a school without an id to choose a learner', async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL', id: 50 }) as LoginUser);
    serve({ byId: { 32: 403 } });
    renderApp('/stats');
    expect(await screen.findByTestId('stats-choose-student')).toBeTruthy();
  });

  it('refuses another school’s learner and keeps the school logged in', async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL', id: 50 }) as LoginUser);
    serve({ byId: { 32: 403 } });
    renderApp('/stats/32');
    expect(await screen.findByTestId('stats-forbidden')).toBeTruthy();
    expect(getSessionUser()).not.toBeNull();
  });
});

describe('/stats per module (issue 23)', () => {
  const modules = [
    { moduleId: 1, total: 20, seen: 20, known: 12, weak: 3, never: 0, due: 4 },
    { moduleId: 2, total: 10, seen: 0, known: 0, weak: 0, never: 10, due: 0 },
  ];

  it("shows each module's seen, known, weak and never seen with a bar, and practises the weak ones", async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ readiness: emptyReadiness({ score: 52, knowledge: 60, exams: 40, modules }) });
    renderApp('/stats');
    const row = await screen.findByTestId('stats-module-1');
    expect(within(row).getByTestId('stats-module-1-counts').textContent).toBe('Widziane: 20 · opanowane: 12 · słabe: 3 · niewidziane: 0');
    expect(within(row).getByLabelText('Opanowane: 12, słabe: 3, niewidziane: 0 z 20 pytań')).toBeTruthy();
    expect(screen.getByTestId('stats-module-1-practice').getAttribute('href')).toBe('/exam/exam/learn1?order=review');
    // Nothing weak: no practice link.
    expect(screen.queryByTestId('stats-module-2-practice')).toBeNull();
    expect(screen.getByTestId('stats-module-2').getAttribute('data-never')).toBe('10');
    expect(screen.getByTestId('stats-readiness-score').textContent).toBe('Szansa zdania: 52/100');
    expect(screen.getByTestId('stats-readiness-explain').textContent).toContain('pięciu ostatnich egzaminów');
    // The exam-level part stays (here: no exams yet).
    expect(screen.getByTestId('stats-empty')).toBeTruthy();
  });

  it("shows a school its learner's modules without the practice link", async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL' }) as LoginUser);
    serve({ byId: { 31: schoolStudent() }, readiness: emptyReadiness({ modules }) });
    renderApp('/stats/31');
    expect(await screen.findByTestId('stats-module-1')).toBeTruthy();
    expect(screen.queryByTestId('stats-module-1-practice')).toBeNull();
    expect(api.calls('readiness')[0]?.path).toBe('eprawko-rest/readiness/31/B');
    // No threshold set by the school: no mark.
    expect(screen.queryByTestId('stats-ready')).toBeNull();
  });

  it('marks the learner "gotowy do egzaminu" from the school\'s threshold on', async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL' }) as LoginUser);
    serve({ byId: { 31: schoolStudent() }, readiness: emptyReadiness({ score: 75, modules, schoolThreshold: 75 }) });
    renderApp('/stats/31');
    expect((await screen.findByTestId('stats-ready')).textContent).toBe('Gotowy do egzaminu');
    expect(screen.getByTestId('stats-ready').getAttribute('title')).toBe('Szansa zdania osiągnęła próg szkoły (75).');
  });

  it('leaves the mark out below the threshold', async () => {
    setSessionUser(loginUserFixture({ userType: 'SCHOOL' }) as LoginUser);
    serve({ byId: { 31: schoolStudent() }, readiness: emptyReadiness({ score: 74, modules, schoolThreshold: 75 }) });
    renderApp('/stats/31');
    await screen.findByTestId('stats-module-1');
    expect(screen.queryByTestId('stats-ready')).toBeNull();
  });

  it('says so when the module figures cannot be read, and keeps the exams', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serve({ exams: [light(1)], readiness: apiError(500, 'msg.error.internal', 'Błąd') });
    renderApp('/stats');
    expect(await screen.findByTestId('stats-modules-error')).toBeTruthy();
    expect(await screen.findByTestId('stats-points-chart')).toBeTruthy();
  });
});

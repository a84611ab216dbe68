// @vitest-environment jsdom
import type { ApiError, ExamLight, LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, type FakeApi, type FakeReply } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import type { Student } from '@osk/contract';

let api: FakeApi;

function student(overrides: Partial<Student> = {}) {
  return aStudent({
    id: 31,
    firstName: 'Anna',
    email: 'kursant@example.com',
    schoolId: 3,
    schoolName: 'OSK Zielona Fala',
    learningAvailableTill: '2099-01-01',
    ...overrides,
  });
}

function light(id: number, overrides: Partial<ExamLight> = {}): ExamLight {
  return {
    id,
    category: 'B',
    type: 'EXAM',
    language: 'PL',
    status: 'FINISHED',
    startDate: '2026-11-20T13:05:00.000Z',
    endDate: '2026-11-20T13:25:00.000Z',
    deadline: '2026-11-20T13:30:00.000Z',
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

/** The learner, the exam list, the hard questions (one marked unless given) and the answer of every exam creation. */
function serveStudent(data: ReturnType<typeof student>, exams: ExamLight[] = [], create?: FakeReply<ApiError>, hard: () => number[] = () => [5001]) {
  api.get('studentShow', data).get('examListLight', exams).get('hardQuestionIds', hard);
  if (create) api.put('examCreate', create).put('examCreateQualification', create).put('examCreateOwn', create);
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  api = fakeApi();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
  clearSessionUser();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearSessionUser();
});

describe('/exam/choose', () => {
  it('offers a visitor the demo exam in the interface language and a login', async () => {
    renderApp('/exam/choose');
    const demo = await screen.findByTestId('exam-choose-demo');
    expect(within(demo).getByText('Egzamin demo')).toBeTruthy();
    expect(screen.getByTestId('exam-choose-demo-start').getAttribute('href')).toBe('/exam/exam/demo?lang=PL');
    expect(screen.getByTestId('exam-choose-login')).toBeTruthy();
    expect(screen.queryByTestId('exam-choose-category')).toBeNull();
    expect(api.calls()).toEqual([]);
  });

  it("offers a student the category exam, the hard questions and the past exams", async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student(), [light(5), light(4, { passed: false, points: 50 }), light(3, { status: 'IN_PROGRESS', passed: null, points: null })]);
    renderApp('/exam/choose');
    expect((await screen.findByTestId('exam-choose-category')).textContent).toContain('Egzamin – kategoria B');
    expect(screen.getByTestId('exam-choose-category-start').getAttribute('href')).toBe('/exam/exam/new?lang=PL');
    expect(screen.getByTestId('exam-choose-hard-start').getAttribute('href')).toBe('/exam/exam/hard?lang=PL');
    expect(screen.queryByTestId('exam-choose-qualification-c')).toBeNull();

    const row = await screen.findByTestId('exam-history-row-5');
    expect(row.textContent).toContain('20.11.2026 14:05');
    expect(row.textContent).toContain('70/74');
    expect(within(row).getByText('Zdany')).toBeTruthy();
    expect(within(screen.getByTestId('exam-history-row-4')).getByText('Niezdany')).toBeTruthy();
    expect(screen.getByTestId('exam-history-open-5').getAttribute('href')).toBe('/exam/exam/5');
    expect(screen.getByTestId('exam-history-open-3').textContent).toBe('Kontynuuj');
    // The history's list is a chunk of its own, so its read may come after the hard questions' one.
    expect(api.calls().map((call) => call.url)).toContain('/api/eprawko-rest/exam/light/show/by/student/31');
  });

  it('counts the questions marked hard, and explains why the hard exam cannot start without any', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    let hard: number[] = [5001, 5002, 5003];
    serveStudent(student(), [], undefined, () => hard);
    const view = renderApp('/exam/choose');
    const card = await screen.findByTestId('exam-choose-hard');
    await waitFor(() => expect(card.textContent).toContain('Oznaczone: 3 pytania.'));
    expect(screen.getByTestId('exam-choose-hard-start').getAttribute('href')).toBe('/exam/exam/hard?lang=PL');
    view.unmount();

    hard = [];
    renderApp('/exam/choose');
    expect(await screen.findByTestId('exam-choose-hard-none')).toBeTruthy();
    expect(screen.queryByTestId('exam-choose-hard-start')).toBeNull();
    expect(within(screen.getByTestId('exam-choose-hard')).getByText('Przejdź do nauki').closest('a')?.getAttribute('href')).toBe('/learn/choose');
  });

  it('shows the initial qualification tests while their access is open', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student({ qualificationCAvailableTill: '2099-01-01', qualificationDAvailableTill: '2000-01-01' }));
    renderApp('/exam/choose');
    expect(await screen.findByTestId('exam-choose-qualification-c')).toBeTruthy();
    expect(screen.getByTestId('exam-choose-qualification-c-start').getAttribute('href')).toBe('/exam/exam/newY?lang=PL');
    expect(screen.queryByTestId('exam-choose-qualification-d')).toBeNull();
  });

  it('warns that the subscription does not allow another exam language, and carries the language on', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student({ multiLanguage: false }));
    renderApp('/exam/choose');
    const select = await screen.findByTestId('exam-language');
    expect(screen.queryByTestId('exam-language-warning')).toBeNull();
    fireEvent.change(select, { target: { value: 'EN' } });
    expect(screen.getByTestId('exam-language-warning').textContent).toBe('Twoja subskrypcja nie pozwala na zmianę języka egzaminu.');
    // The start is not offered in a language that would only be refused.
    expect(screen.getByTestId('exam-choose-category-start').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('exam-choose-category-start').getAttribute('href')).toBeNull();
    fireEvent.change(select, { target: { value: 'PL' } });
    expect(screen.getByTestId('exam-choose-category-start').getAttribute('href')).toBe('/exam/exam/new?lang=PL');
  });

  it('starts in Polish for a learner without the multi-language subscription, whatever the interface language', async () => {
    await setUpI18n('en');
    try {
      setSessionUser(loginUserFixture() as LoginUser);
      serveStudent(student({ multiLanguage: false }));
      renderApp('/exam/choose');
      expect(((await screen.findByTestId('exam-language')) as HTMLSelectElement).value).toBe('PL');
      expect(screen.queryByTestId('exam-language-warning')).toBeNull();
    } finally {
      await setUpI18n('pl');
    }
  });

  it('does not warn a student with multiLanguage, nor an internal exam account', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student({ multiLanguage: false, internalExamAccount: true }));
    renderApp('/exam/choose');
    fireEvent.change(await screen.findByTestId('exam-language'), { target: { value: 'DE' } });
    expect(screen.queryByTestId('exam-language-warning')).toBeNull();
  });
});

describe('/exam/exam/{new…} for a student', () => {
  it('creates the category exam of the student with PUT exam/create and shows the server refusal', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student(), [], apiError(403, 'msg.warn.exam.language.not.allowed', 'Twoja subskrypcja nie pozwala na zmianę języka egzaminu.'));
    renderApp('/exam/exam/new?lang=EN');
    expect((await screen.findByTestId('exam-info-title')).textContent).toBe('Egzamin – kategoria B');
    expect(screen.getByTestId('exam-language-warning')).toBeTruthy();
    // A language outside the subscription cannot be started; back in Polish it can, and the server's refusal shows.
    expect(screen.getByTestId('exam-start').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('exam-language'), { target: { value: 'PL' } });
    fireEvent.click(screen.getByTestId('exam-start'));
    expect((await screen.findByTestId('exam-start-error')).textContent).toContain('Twoja subskrypcja nie pozwala na zmianę języka egzaminu.');
    expect(api.calls().find((call) => call.method === 'PUT')?.url).toBe('/api/eprawko-rest/exam/create/studentId/31/category/B/own/empty/lang/PL');
  });

  it('describes the qualification rule on the INFO stage and creates it with the qualification call', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student({ qualificationDAvailableTill: '2099-01-01' }), [], apiError(403, 'msg.error.exam.no.access', 'x'));
    renderApp('/exam/exam/newZ');
    expect((await screen.findByTestId('exam-info-title')).textContent).toBe('Kwalifikacja wstępna – kategoria D');
    expect(screen.getByTestId('exam-info-pass').textContent).toBe(
      'co najmniej 16 poprawnych odpowiedzi w części podstawowej i 5 w specjalistycznej (próg 21)',
    );
    expect(screen.getByTestId('exam-info-questions').textContent).toBe('30 (20 w części podstawowej, 10 w specjalistycznej)');
    fireEvent.click(screen.getByTestId('exam-start'));
    expect((await screen.findByTestId('exam-start-error')).textContent).toContain('Twój dostęp do egzaminów wygasł');
    expect(api.calls().find((call) => call.method === 'PUT')?.url).toBe('/api/eprawko-rest/exam/create/studentId/31/category/Z/qualification/lang/PL');
  });

  it('creates the hard-questions exam with PUT exam/own', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveStudent(student(), [], apiError(409, 'msg.error.exam.no.hard.questions', 'x'));
    renderApp('/exam/exam/hard');
    fireEvent.click(await screen.findByTestId('exam-start'));
    expect((await screen.findByTestId('exam-start-error')).textContent).toContain('Nie ma jeszcze pytań oznaczonych jako trudne.');
    expect(api.calls().find((call) => call.method === 'PUT')?.url).toBe('/api/eprawko-rest/exam/own/studentId/31/lang/PL');
  });

  it('sends a visitor who opens a student exam to NOT_LOGGED_IN', async () => {
    renderApp('/exam/exam/new');
    expect(await screen.findByTestId('action-title')).toBeTruthy();
    expect(api.calls()).toEqual([]);
  });
});

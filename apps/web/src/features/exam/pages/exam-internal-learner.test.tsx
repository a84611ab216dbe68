// @vitest-environment jsdom
import type { LoginUser, Student } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionLocked, setSessionUser } from '../../../lib/session/session.store';
import { jsonResponse, loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aStudent } from '../../../test/student.fixture';
import { FakeExamServer } from '../test/fake-exam-server';

// The internal exam of a learner (school document §2.2, §4): a school's temporary account, or a learner
// the school gave internal exams, picks it on /exam/choose, starts it on /exam/exam/internal (one is
// used) and, after the result, a school employee closes it with the PIN and the examinee's names.

const fetchMock = vi.fn<typeof fetch>();

function temporaryAccount(overrides: Partial<Student> = {}): Student {
  return aStudent({ id: 31, firstName: '#4', lastName: '', internalExamAccount: true, internalExams: 3, learningAvailableTill: null, ...overrides });
}

function state(left: number, overrides: Record<string, unknown> = {}) {
  return { schoolId: 3, lockedByExamId: null, pinSet: true, defaultPasswordSet: true, studentId: 31, category: 'B', internalExamsLeft: left, ...overrides };
}

function serve(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    for (const [key, answer] of Object.entries(routes)) if (`${init?.method ?? 'GET'} ${url}`.includes(key)) return answer();
    return jsonResponse(404, { code: 'msg.error.not.found', message: 'nie ma' });
  });
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
  clearSessionUser();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the exam choice of an internal account', () => {
  it('offers only the internal exam, with the number left, and no access to buy', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    serve({ 'student/show': () => jsonResponse(200, temporaryAccount()), 'exam/light/show/by/student/': () => jsonResponse(200, []) });
    renderApp('/exam/choose');
    expect(await screen.findByTestId('exam-choose-internal')).toBeTruthy();
    expect(screen.getByTestId('exam-choose-internal-badge').textContent).toBe('3');
    expect(screen.getByTestId('exam-choose-internal-start').getAttribute('href')).toBe('/exam/exam/internal?lang=PL');
    expect(screen.queryByTestId('exam-choose-category')).toBeNull();
    expect(screen.queryByTestId('exam-choose-hard')).toBeNull();
    expect(screen.queryByText('Przedłuż dostęp')).toBeNull();
  });

  it('says when no internal exam is left instead of offering to buy', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    serve({ 'student/show': () => jsonResponse(200, temporaryAccount({ internalExams: 0 })), 'exam/light/show/by/student/': () => jsonResponse(200, []) });
    renderApp('/exam/choose');
    expect((await screen.findByTestId('exam-choose-internal-none')).textContent).toContain('Nie masz już egzaminów wewnętrznych');
    expect(screen.queryByTestId('exam-choose-internal-start')).toBeNull();
    expect(screen.queryByText('Przedłuż dostęp')).toBeNull();
  });

  it('adds the internal exam beside the usual exams of a learner the school gave internal exams', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT' }) as LoginUser);
    serve({
      'student/show': () => jsonResponse(200, aStudent({ id: 31, internalExams: 2, learningAvailableTill: '2099-01-01' })),
      'exam/light/show/by/student/': () => jsonResponse(200, []),
      'questions/student/ids/': () => jsonResponse(200, []),
    });
    renderApp('/exam/choose');
    expect(await screen.findByTestId('exam-choose-internal')).toBeTruthy();
    expect(screen.getByTestId('exam-choose-category')).toBeTruthy();
  });
});

describe('the start of a learner internal exam', () => {
  it('starts it in the chosen language and locks the session', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    const exam = new FakeExamServer(['NONE', 'SPECIALIST'], { id: 140, type: 'EXAM' }).view();
    serve({ 'GET /api/eprawko-rest/exam/internal/state': () => jsonResponse(200, state(3)), 'PUT /api/eprawko-rest/exam/internal/create/studentId/31/lang/EN': () => jsonResponse(200, { ...exam, internal: true }) });
    renderApp('/exam/exam/internal?lang=EN');
    expect((await screen.findByTestId('internal-exams-left')).textContent).toContain('3');
    fireEvent.click(screen.getByTestId('internal-start'));
    await waitFor(() => expect(getSessionUser()?.locked).toBe(true));
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/exam/internal/create/studentId/31/lang/EN') && init?.method === 'PUT')).toBe(true);
  });

  it('cannot start without internal exams left, and shows the server refusal', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    serve({ 'GET /api/eprawko-rest/exam/internal/state': () => jsonResponse(200, state(0)) });
    renderApp('/exam/exam/internal');
    expect((await screen.findByTestId('internal-none-left')).textContent).toContain('Nie masz już egzaminów wewnętrznych');
    expect(screen.getByTestId('internal-start').hasAttribute('disabled')).toBe(true);
  });

  it('tells a learner without a school why there is no internal exam', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT' }) as LoginUser);
    serve({ 'GET /api/eprawko-rest/exam/internal/state': () => jsonResponse(403, { code: 'msg.error.internal.exam.no.school', message: '' }) });
    renderApp('/exam/exam/internal');
    expect((await screen.findByTestId('internal-start-error')).textContent).toContain('nie jest przypisane do żadnej szkoły');
    // Not a logout: the learner stays.
    expect(getSessionUser()).not.toBeNull();
  });
});

describe('the PIN close of a learner internal exam', () => {
  it('goes from the result through the PIN and the names to SUCCESS_INTERNAL, then back to the exam choice', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    setSessionLocked(true);
    const running = new FakeExamServer(['NONE', 'SPECIALIST'], { id: 141, type: 'EXAM' }).view();
    const finished = { ...running, status: 'FINISHED', internal: true, passed: true, points: 4, correctAnswers: 2, wrongAnswers: 0, currentOrdinal: null, questionStartedAt: null, endDate: running.startDate };
    let closes = 0;
    serve({
      'GET /api/eprawko-rest/exam/show/141': () => jsonResponse(200, finished),
      'POST /api/eprawko-rest/exam/internal/close': () => {
        closes += 1;
        return closes === 1
          ? jsonResponse(400, { code: 'msg.validation.invalid', message: '', fields: [{ field: 'firstName', message: '' }, { field: 'lastName', message: '' }] })
          : jsonResponse(200, { examId: 141, saved: true, passed: true });
      },
    });
    renderApp('/exam/exam/141');
    fireEvent.click(await screen.findByTestId('exam-close'));
    fireEvent.change(await screen.findByTestId('internal-pin'), { target: { value: '1234' } });
    fireEvent.click(screen.getByTestId('internal-pin-submit'));
    expect(await screen.findByTestId('internal-names-stage')).toBeTruthy();
    fireEvent.change(screen.getByTestId('internal-first-name'), { target: { value: 'Halina' } });
    fireEvent.change(screen.getByTestId('internal-last-name'), { target: { value: 'Nowa' } });
    fireEvent.click(screen.getByTestId('internal-names-submit'));
    expect((await screen.findByTestId('exam-success-internal')).textContent).toContain('Wynik otrzyma Twoja szkoła jazdy');
    expect(getSessionUser()?.locked).toBe(false);
    expect(screen.queryByTestId('internal-to-exams')).toBeNull();
    expect(screen.getByTestId('internal-back-to-exams').getAttribute('href')).toBe('/exam/choose');
  });
});

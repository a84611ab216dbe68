// @vitest-environment jsdom
import type { InternalExamState, LoginUser, Student } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, getSessionUser, setSessionLocked, setSessionUser } from '../../../lib/session/session.store';
import { loginUserFixture, renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, notFound } from '../../../test/fake-api';
import { aStudent } from '../../../test/student.fixture';
import { FakeExamServer } from '../test/fake-exam-server';

// The internal exam of a learner (school document §2.2, §4): a school's temporary account, or a learner
// the school gave internal exams, picks it on /exam/choose, starts it on /exam/exam/internal (one is
// used) and, after the result, a school employee closes it with the PIN and the examinee's names.

function temporaryAccount(overrides: Partial<Student> = {}): Student {
  return aStudent({ id: 31, firstName: '#4', lastName: '', internalExamAccount: true, internalExams: 3, learningAvailableTill: null, ...overrides });
}

function state(left: number): InternalExamState {
  return { schoolId: 3, lockedByExamId: null, pinSet: true, defaultPasswordSet: true, studentId: 31, category: 'B', internalExamsLeft: left };
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
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
    fakeApi().get('studentShow', temporaryAccount()).get('examListLight', []).get('hardQuestionIds', []);
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
    fakeApi().get('studentShow', temporaryAccount({ internalExams: 0 })).get('examListLight', []).get('hardQuestionIds', []);
    renderApp('/exam/choose');
    expect((await screen.findByTestId('exam-choose-internal-none')).textContent).toContain('Nie masz już egzaminów wewnętrznych');
    expect(screen.queryByTestId('exam-choose-internal-start')).toBeNull();
    expect(screen.queryByText('Przedłuż dostęp')).toBeNull();
  });

  it('adds the internal exam beside the usual exams of a learner the school gave internal exams', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT' }) as LoginUser);
    fakeApi()
      .get('studentShow', aStudent({ id: 31, internalExams: 2, learningAvailableTill: '2099-01-01' }))
      .get('examListLight', [])
      .get('hardQuestionIds', []);
    renderApp('/exam/choose');
    expect(await screen.findByTestId('exam-choose-internal')).toBeTruthy();
    expect(screen.getByTestId('exam-choose-category')).toBeTruthy();
  });
});

describe('the start of a learner internal exam', () => {
  it('starts it in the chosen language and locks the session', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    const exam = new FakeExamServer(['NONE', 'SPECIALIST'], { id: 140, type: 'EXAM' }).view();
    const api = fakeApi()
      .get('examInternalState', state(3))
      .put('examInternalCreateForStudent', ({ params }) => (params.studentId === '31' && params.lang === 'EN' ? { ...exam, internal: true } : notFound()));
    renderApp('/exam/exam/internal?lang=EN');
    expect((await screen.findByTestId('internal-exams-left')).textContent).toContain('3');
    fireEvent.click(screen.getByTestId('internal-start'));
    await waitFor(() => expect(getSessionUser()?.locked).toBe(true));
    expect(api.calls('examInternalCreateForStudent', 'PUT').map((call) => call.path)).toEqual(['eprawko-rest/exam/internal/create/studentId/31/lang/EN']);
  });

  it('cannot start without internal exams left, and shows the server refusal', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT', internal: true }) as LoginUser);
    fakeApi().get('examInternalState', state(0));
    renderApp('/exam/exam/internal');
    expect((await screen.findByTestId('internal-none-left')).textContent).toContain('Nie masz już egzaminów wewnętrznych');
    expect(screen.getByTestId('internal-start').hasAttribute('disabled')).toBe(true);
  });

  it('tells a learner without a school why there is no internal exam', async () => {
    setSessionUser(loginUserFixture({ userType: 'STUDENT' }) as LoginUser);
    fakeApi().get('examInternalState', apiError(403, 'msg.error.internal.exam.no.school', ''));
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
    const finished = { ...running, status: 'FINISHED' as const, internal: true, passed: true, points: 4, correctAnswers: 2, wrongAnswers: 0, currentOrdinal: null, questionStartedAt: null, endDate: running.startDate };
    let closes = 0;
    fakeApi()
      .get('examShow', ({ params }) => (params.id === '141' ? finished : notFound()))
      .get('examInternalState', { ...state(0), lockedByExamId: 141 })
      .post('examInternalClose', () => {
        closes += 1;
        return closes === 1
          ? apiError(400, 'msg.validation.invalid', '', [{ field: 'firstName', message: '' }, { field: 'lastName', message: '' }])
          : { examId: 141, saved: true, passed: true };
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

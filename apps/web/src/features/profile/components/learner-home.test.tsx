// @vitest-environment jsdom
import type { Lesson, ModuleReadiness, Readiness } from '@osk/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError, fakeApi, logInLearner, type FakeApi } from '../../../test/fake-api';

let api: FakeApi;

const mod = (moduleId: number, values: Partial<ModuleReadiness> = {}): ModuleReadiness => ({ moduleId, total: 20, seen: 0, known: 0, weak: 0, never: 20, due: 0, ...values });

function readiness(values: Partial<Readiness> = {}): Readiness {
  return {
    category: 'B',
    score: 0,
    knowledge: 0,
    exams: 0,
    knownQuestions: 0,
    totalQuestions: 40,
    recentExams: [],
    modules: [mod(1), mod(2)],
    lastLearning: null,
    unfinishedExam: null,
    ...values,
  };
}

function lesson(values: Partial<Lesson>): Lesson {
  return {
    id: 1,
    lessonStatus: 'PLANNED',
    lessonType: 'DRIVE',
    lessonDate: '2099-01-10',
    startTime: '10:00',
    endTime: '11:00',
    instructor: { id: 3, firstName: 'Piotr', lastName: 'Wiśniewski', phoneNumber: null, color: '#228be6' },
    student: null,
    group: null,
    car: null,
    canEdit: false,
    remarks: null,
    meetingPlace: 'ul. Prosta 1',
    outcome: null,
    cancelledBy: null,
    canSetOutcome: false,
    ...values,
  };
}

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  api = fakeApi();
  // The calendar feed card of a school's learner (not the home's): no feed yet.
  api.get('calendarFeed', apiError(404, 'msg.error.not.found', 'Brak'));
  // The data rights card below the settings (issue 24): no consents recorded.
  api.get('accountConsents', []);
  clearSessionUser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('the learner home at /profile', () => {
  it('shows a new learner where to start: no exam yet, the first module, the access and no school lesson card', async () => {
    logInLearner(api, { id: 31, category: 'B', learningAvailableTill: '2099-01-01', schoolName: null });
    api.get('readiness', readiness());
    renderApp('/profile');

    const link = await screen.findByTestId('home-continue-link');
    expect(link.getAttribute('href')).toBe('/learn/choose');
    expect(screen.getByTestId('home-continue-text').textContent).toContain('Nie zacząłeś jeszcze nauki');
    expect(screen.getByTestId('home-readiness-score').textContent).toBe('0');
    expect(screen.getByTestId('home-readiness-explain').textContent).toContain('w 60%');
    expect(screen.getByTestId('home-today-new-link').getAttribute('href')).toBe('/exam/exam/learn1');
    expect(screen.queryByTestId('home-today-review')).toBeNull();
    expect(screen.getByTestId('home-last-exam-none')).toBeTruthy();
    expect(screen.getByTestId('home-access-renew').getAttribute('href')).toBe('/subscription');
    expect(screen.queryByTestId('home-lesson')).toBeNull();
    // The account settings stay on the page, reachable from its top.
    expect(screen.getByTestId('home-settings-link').getAttribute('href')).toBe('#ustawienia-konta');
    expect(screen.getByTestId('profile-settings')).toBeTruthy();
    expect(api.calls('readiness')[0]?.path).toBe('eprawko-rest/readiness/31/B');
  });

  it('continues the module and question where learning stopped, and shows the readiness parts, today\'s work and the last exam', async () => {
    logInLearner(api, { id: 31, category: 'B', learningAvailableTill: '2099-01-01', schoolName: null });
    api.get(
      'readiness',
      readiness({
        score: 63,
        knowledge: 55,
        exams: 75,
        knownQuestions: 22,
        recentExams: [{ id: 90, category: 'B', points: 70, pointsAll: 74, passed: true, endDate: '2026-11-20T10:00:00Z' }],
        modules: [mod(1, { seen: 20, never: 0, known: 18, weak: 2, due: 3 }), mod(2, { seen: 6, never: 14, known: 4 })],
        lastLearning: { category: 'B', moduleId: 2, questionNumber: 7, max: 20, updatedAt: '2026-11-26T10:00:00Z' },
      }),
    );
    renderApp('/profile');

    const link = await screen.findByTestId('home-continue-link');
    expect(link.getAttribute('href')).toBe('/exam/exam/learn2');
    expect(screen.getByTestId('home-continue-text').textContent).toContain('pytaniu 7 z 20');
    expect(screen.getByTestId('home-readiness-score').textContent).toBe('63');
    expect(screen.getByTestId('home-readiness-knowledge').textContent).toBe('Wiedza: 55% (opanowane pytania: 22 z 40)');
    expect(screen.getByTestId('home-readiness-exams').textContent).toBe('Egzaminy: 75% (ostatnie: 1 z 5)');
    // Reviews first (the module with due questions, in the review order), then the unseen ones.
    const today = screen.getByTestId('home-today');
    const items = within(today).getAllByRole('link').filter((a) => a.dataset.testid?.startsWith('home-today-'));
    expect(items.map((a) => a.getAttribute('href'))).toEqual(['/exam/exam/learn1?order=review', '/exam/exam/learn2']);
    // Below today's work, the way to the question bank browser (issue 23).
    expect(within(today).getByTestId('home-open-bank').getAttribute('href')).toBe('/learn/bank');
    expect(screen.getByTestId('home-last-exam-points').textContent).toBe('70 z 74 pkt');
    expect(screen.getByTestId('home-last-exam-verdict').textContent).toBe('Zdany');
    expect(screen.getByTestId('home-last-exam-review').getAttribute('href')).toBe('/exam/exam/90');
  });

  it('sends "continue" to a running exam before the learning', async () => {
    logInLearner(api, { id: 31, category: 'B', learningAvailableTill: '2099-01-01', schoolName: null });
    api.get('readiness', readiness({ unfinishedExam: { id: 77, category: 'B', deadline: '2099-01-01T00:00:00Z' }, lastLearning: { category: 'B', moduleId: 2, questionNumber: 7, max: 20, updatedAt: '2026-11-26T10:00:00Z' } }));
    renderApp('/profile');
    const link = await screen.findByTestId('home-continue-link');
    expect(link.getAttribute('href')).toBe('/exam/exam/77');
    expect(link.getAttribute('data-kind')).toBe('exam');
  });

  it("shows a school's learner the next lesson, skipping a cancelled one", async () => {
    logInLearner(api, { id: 31, category: 'B', learningAvailableTill: '2099-01-01', schoolName: 'OSK Zielona Fala' });
    api.get('readiness', readiness());
    api.get('lessons', { content: [lesson({ id: 1, outcome: 'CANCELLED' }), lesson({ id: 2, lessonDate: '2099-01-11', startTime: '08:00', endTime: '09:30' })], totalElements: 2, totalPages: 1, number: 0, size: 10, first: true, last: true, empty: false });
    renderApp('/profile');
    const next = await screen.findByTestId('home-lesson-next');
    expect(next.textContent).toContain('11.01.2099, 08:00–09:30');
    expect(next.textContent).toContain('Instruktor: Piotr Wiśniewski');
    expect(next.textContent).toContain('Miejsce spotkania: ul. Prosta 1');
  });

  it('says so when a school learner has no lesson ahead, and when the access has ended', async () => {
    logInLearner(api, { id: 31, category: 'B', learningAvailableTill: '2020-01-01', schoolName: 'OSK Zielona Fala' });
    api.get('readiness', readiness());
    api.get('lessons', { content: [], totalElements: 0, totalPages: 0, number: 0, size: 10, first: true, last: true, empty: true });
    renderApp('/profile');
    expect(await screen.findByTestId('home-lesson-none')).toBeTruthy();
    expect(screen.getByTestId('home-access-text').getAttribute('data-status')).toBe('expired');
    expect(screen.getByTestId('home-access-text').textContent).toContain('wygasł 01.01.2020');
  });

  it('offers a retry when the progress cannot be read, and still shows the settings', async () => {
    logInLearner(api, { id: 31, category: 'B', learningAvailableTill: '2099-01-01', schoolName: null });
    api.get('readiness', apiError(500, 'msg.error.internal', 'Błąd'));
    renderApp('/profile');
    expect(await screen.findByTestId('home-error')).toBeTruthy();
    expect(screen.getByTestId('profile-settings')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { apiError } from '../../../test/fake-api';
import { aStudent, FakeStudentsServer } from '../test/fake-students-server';
import { serveStudents } from '../test/serve';
import { pageWindow } from '../../../components/page-links';
import { criteriaQuery, DEFAULT_CRITERIA } from '../lib/criteria';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  clearSessionUser();
});

const lastList = (server: FakeStudentsServer) => server.calls('student/show/school/v2/5').at(-1)!.query;

describe('/school/students', () => {
  it('loads with own platform on and partner off, shows counts, rows with actions and at most 10 page links', async () => {
    const students = Array.from({ length: 125 }, (_, i) => aStudent(i + 1, { learningAvailableTill: '2027-01-31', internalExams: 3 }));
    const server = new FakeStudentsServer({}, students);
    serveStudents(server);
    renderApp('/school/students');

    expect(await screen.findAllByTestId('student-row')).toHaveLength(10);
    const q = lastList(server);
    expect(q.get('smarttesty')).toBe('true');
    expect(q.get('eprawko')).toBe('false');
    expect(q.get('page')).toBe('0');
    expect(q.get('order')).toBe('lastName');
    expect(q.has('passed')).toBe(false);
    await waitFor(() => expect(screen.getByTestId('count-all').textContent).toBe('125'));
    const first = screen.getAllByTestId('student-row')[0]!;
    expect(first.textContent).toContain('Nazwisko01 Imię1');
    expect(first.textContent).toContain('kursant1@example.com');
    expect(first.textContent).toContain('31.01.2027');
    expect(within(first).getByTestId('student-edit').getAttribute('href')).toBe('/school/students/edit/1');
    expect(within(first).getByTestId('student-stats').getAttribute('href')).toBe('/stats/1');
    expect(within(first).getByTestId('student-status').textContent).toBe('Aktywny');
    // 13 pages, 10 links.
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(10);
    fireEvent.click(screen.getByTestId('page-3'));
    await waitFor(() => expect(lastList(server).get('page')).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('page-3').getAttribute('aria-current')).toBe('page'));
  });

  it('sorts by a column (ascending, then descending) and filters by flags and debounced text', async () => {
    const server = new FakeStudentsServer({}, [aStudent(1), aStudent(2, { passed: true, lastName: 'Zdał' })]);
    serveStudents(server);
    renderApp('/school/students');
    await screen.findAllByTestId('student-row');

    fireEvent.click(screen.getByTestId('sort-email'));
    await waitFor(() => expect(lastList(server).get('order')).toBe('email'));
    expect(lastList(server).get('orderAsc')).toBe('true');
    fireEvent.click(screen.getByTestId('sort-email'));
    await waitFor(() => expect(lastList(server).get('orderAsc')).toBe('false'));

    fireEvent.click(screen.getByTestId('filter-passed'));
    await waitFor(() => expect(lastList(server).get('passed')).toBe('true'));
    fireEvent.click(screen.getByTestId('filter-eprawko'));
    await waitFor(() => expect(lastList(server).get('eprawko')).toBe('true'));
    await waitFor(() => expect(screen.getAllByTestId('student-row')).toHaveLength(1));

    const before = server.calls('student/show/school/v2').length;
    fireEvent.change(screen.getByTestId('filter-lastName'), { target: { value: 'Zd' } });
    // Nothing is sent while typing; after the pause one request with the filter.
    expect(server.calls('student/show/school/v2').length).toBe(before);
    await waitFor(() => expect(lastList(server).get('lastName')).toBe('Zd'));
    expect(screen.getByTestId('count-count').textContent).toBe('1');
  });

  it('searches by phone and shows the last activity and the hours held against the minimum (issue 22)', async () => {
    const server = new FakeStudentsServer({}, [
      aStudent(1, { phoneNumber: '601222333', pkk: { id: 77, status: 'IN_PROGRESS_WITH_OSK', category: 'B' }, lastActivity: '2026-11-21T18:30:00Z', training: { practicalHours: 12.5, theoryHours: 2, minimumPracticalHours: 30, minimumTheoryHours: 30 } }),
      aStudent(2, { phoneNumber: '700800900' }),
    ]);
    serveStudents(server);
    renderApp('/school/students');
    await screen.findAllByTestId('student-row');
    fireEvent.change(screen.getByTestId('filter-phone'), { target: { value: '+48 601 222' } });
    await waitFor(() => expect(lastList(server).get('phone')).toBe('+48 601 222'));
    await waitFor(() => expect(screen.getAllByTestId('student-row')).toHaveLength(1));
    const row = screen.getAllByTestId('student-row')[0]!;
    expect(within(row).getByTestId('student-hours').textContent).toBe('Praktyka 12,5 / 30 hTeoria 2 / 30 h');
    expect(row.textContent).toContain('21.11.2026');
    expect(within(row).getByTestId('student-pkk').textContent).toBe('W szkoleniu');
    expect(within(row).getByTestId('student-pkk').getAttribute('href')).toBe('/pkk/77');
    expect(screen.getByTestId('students-export-csv').textContent).toBe('CSV');
  });

  it('shows the empty state with the add button', async () => {
    const server = new FakeStudentsServer({}, []);
    serveStudents(server);
    renderApp('/school/students');
    expect((await screen.findByTestId('students-empty')).textContent).toContain('Brak kursantów spełniających kryteria.');
    expect(screen.getByTestId('students-add').getAttribute('href')).toBe('/school/students/create');
  });

  it('shows a failed load with a retry', async () => {
    const server = new FakeStudentsServer({}, [aStudent(1)]);
    server.api.get('studentShowSchool', apiError(500, 'msg.error.internal', 'x')).get('studentShowSchoolInternal', apiError(500, 'msg.error.internal', 'x'));
    serveStudents(server);
    renderApp('/school/students');
    expect(await screen.findByTestId('students-error')).toBeTruthy();
    await act(async () => undefined);
  });
});

describe('criteria and page links', () => {
  it('leaves out empty text filters and switched-off passed/internal', () => {
    expect(criteriaQuery(DEFAULT_CRITERIA)).toBe('page=0&order=lastName&orderAsc=true&smarttesty=true&eprawko=false');
    expect(criteriaQuery({ ...DEFAULT_CRITERIA, phone: ' 601 ' })).toBe('page=0&order=lastName&orderAsc=true&phone=601&smarttesty=true&eprawko=false');
    expect(criteriaQuery({ ...DEFAULT_CRITERIA, email: ' a@b ', internal: true, page: 3 })).toBe('page=3&order=lastName&orderAsc=true&email=a%40b&smarttesty=true&eprawko=false&internal=true');
  });
  it('shows at most 10 links around the current page', () => {
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(0, 30)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(29, 30)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });
});

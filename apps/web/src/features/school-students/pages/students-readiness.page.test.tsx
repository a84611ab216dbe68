// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aStudent, FakeStudentsServer } from '../test/fake-students-server';
import { serveStudents } from '../test/serve';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const lastList = (server: FakeStudentsServer) => server.calls('student/show/school/v2/5').at(-1)!.query;
const names = () => screen.getAllByTestId('student-row').map((row) => row.textContent ?? '');

/** Three learners: 35 (no mark), 90 (ready), 60 (not ready below a threshold of 80). */
function learners() {
  return [
    aStudent(1, { readiness: 35, lastActivity: '2026-11-20T10:00:00Z' }),
    aStudent(2, { readiness: 90, readyForExam: true, lastActivity: '2026-11-25T10:00:00Z' }),
    aStudent(3, { readiness: 60, lastActivity: null }),
  ];
}

describe('/school/students with readiness (issue 23)', () => {
  it('shows each learner\'s readiness with the "gotowy do egzaminu" mark and sorts by it and by last activity on the server', async () => {
    const server = new FakeStudentsServer({ readinessThreshold: 80 }, learners());
    serveStudents(server);
    renderApp('/school/students');
    const rows = await screen.findAllByTestId('student-row');
    expect(rows.map((row) => within(row).getByTestId('student-readiness').getAttribute('data-score'))).toEqual(['35', '90', '60']);
    expect(within(rows[1]!).getByTestId('student-ready').textContent).toBe('gotowy do egzaminu');
    expect(within(rows[0]!).queryByTestId('student-ready')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Szansa zdania/ })).toBeTruthy();

    fireEvent.click(screen.getByTestId('sort-readiness'));
    await waitFor(() => expect(lastList(server).get('order')).toBe('readiness'));
    expect(lastList(server).get('orderAsc')).toBe('true');
    await waitFor(() => expect(names()[0]).toContain('Nazwisko01'));
    fireEvent.click(screen.getByTestId('sort-readiness'));
    await waitFor(() => expect(lastList(server).get('orderAsc')).toBe('false'));
    await waitFor(() => expect(names()[0]).toContain('Nazwisko02'));
    expect(screen.getByTestId('sort-readiness').closest('th')?.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByTestId('sort-lastActivity'));
    await waitFor(() => expect(lastList(server).get('order')).toBe('lastActivity'));
  });

  it('lets a phone (cards, no column headers) choose the order and its direction', async () => {
    const server = new FakeStudentsServer({ readinessThreshold: 80 }, learners());
    serveStudents(server);
    renderApp('/school/students');
    await screen.findAllByTestId('student-row');
    const select = within(screen.getByTestId('students-sort-cards')).getByLabelText('Sortuj według');
    fireEvent.change(select, { target: { value: 'readiness' } });
    await waitFor(() => expect(lastList(server).get('order')).toBe('readiness'));
    fireEvent.click(screen.getByTestId('students-sort-direction'));
    await waitFor(() => expect(lastList(server).get('orderAsc')).toBe('false'));
    await waitFor(() => expect(names()[0]).toContain('Nazwisko02'));
    expect(screen.getByTestId('students-sort-direction').getAttribute('aria-label')).toBe('Malejąco (zmień na rosnąco)');
  });

  it('filters to the learners ready for the exam while the school has a threshold', async () => {
    const server = new FakeStudentsServer({ readinessThreshold: 80 }, learners());
    serveStudents(server);
    renderApp('/school/students');
    await screen.findAllByTestId('student-row');
    expect(lastList(server).has('ready')).toBe(false);
    fireEvent.click(screen.getByTestId('filter-ready'));
    await waitFor(() => expect(lastList(server).get('ready')).toBe('true'));
    await waitFor(() => expect(screen.getAllByTestId('student-row')).toHaveLength(1));
    expect(names()[0]).toContain('Nazwisko02');
  });

  it('has no ready filter while the school marks nobody (threshold off)', async () => {
    const server = new FakeStudentsServer({ readinessThreshold: null }, learners().map((s) => ({ ...s, readyForExam: false })));
    serveStudents(server);
    renderApp('/school/students');
    await screen.findAllByTestId('student-row');
    expect(screen.queryByTestId('filter-ready')).toBeNull();
    expect(screen.queryByTestId('student-ready')).toBeNull();
  });
});

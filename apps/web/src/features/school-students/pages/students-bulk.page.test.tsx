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

function school(count: number, stock = 300) {
  const server = new FakeStudentsServer({ numberOfDaysOfLearn: stock }, Array.from({ length: count }, (_, i) => aStudent(i + 1)));
  server.groups = [
    { id: 7, name: 'Kurs B – grudzień', status: 'ACTIVE', members: [2] },
    { id: 8, name: 'Kurs B – wrzesień', status: 'CLOSED', members: [] },
  ];
  serveStudents(server);
  renderApp('/school/students');
  return server;
}

const rowChecks = () => screen.getAllByTestId('student-select') as HTMLInputElement[];

describe('bulk actions on /school/students (issue 22)', () => {
  it('selects learners, adds them to an active group after a confirmation with the count, shows the result and reloads the list', async () => {
    const server = school(12);
    await screen.findAllByTestId('student-row');
    expect(screen.queryByTestId('students-bulk-bar')).toBeNull();
    fireEvent.click(rowChecks()[0]!);
    fireEvent.click(rowChecks()[1]!);
    fireEvent.click(rowChecks()[2]!);
    expect(screen.getByTestId('students-bulk-count').textContent).toBe('Zaznaczono: 3');
    fireEvent.click(rowChecks()[2]!);
    expect(screen.getByTestId('students-bulk-count').textContent).toBe('Zaznaczono: 2');

    fireEvent.click(screen.getByTestId('students-bulk-group'));
    const select = (await screen.findByTestId('bulk-group-select')) as HTMLSelectElement;
    // Only active groups are offered.
    expect([...select.options].map((o) => o.textContent)).toEqual(['Kurs B – grudzień']);
    expect(screen.getByTestId('bulk-confirm-text').textContent).toBe('Zaznaczeni kursanci: 2. Zostaną dodani do grupy „Kurs B – grudzień”.');
    const listCalls = server.calls('student/show/school/v2').length;
    fireEvent.click(screen.getByTestId('bulk-confirm'));

    expect((await screen.findByTestId('students-bulk-result')).textContent).toContain('Grupa „Kurs B – grudzień”: dodano 1, już w niej było 1. Kursantów w grupie: 2.');
    expect(server.calls('school/assign/students/to/group')[0]?.body).toEqual({ studentIds: [1, 2], groupId: 7 });
    expect(server.groups[0]?.members).toEqual([2, 1]);
    // The selection is done with and the list is read again.
    expect(screen.queryByTestId('students-bulk-bar')).toBeNull();
    await waitFor(() => expect(server.calls('student/show/school/v2').length).toBeGreaterThan(listCalls));
  });

  it('selects every filtered learner (all pages) and gives them days from the stock; the page checkbox selects the page', async () => {
    const server = school(25, 300);
    await screen.findAllByTestId('student-row');
    fireEvent.click(screen.getByTestId('students-select-page'));
    expect(screen.getByTestId('students-bulk-count').textContent).toBe('Zaznaczono: 10');
    expect(rowChecks().every((c) => c.checked)).toBe(true);

    fireEvent.click(await screen.findByTestId('students-select-all'));
    await waitFor(() => expect(screen.getByTestId('students-bulk-count').textContent).toBe('Zaznaczono: 25'));
    expect(server.calls('student/ids/school/5')[0]?.query.get('smarttesty')).toBe('true');

    fireEvent.click(screen.getByTestId('students-bulk-days'));
    fireEvent.change(await screen.findByTestId('bulk-days-input'), { target: { value: '10' } });
    await waitFor(() => expect(screen.getByTestId('bulk-confirm-text').textContent).toBe('Zaznaczeni kursanci: 25. Każdy dostanie 10 dni nauki; z puli szkoły ubędzie 250 dni (w puli: 300).'));
    fireEvent.click(screen.getByTestId('bulk-confirm'));
    expect((await screen.findByTestId('students-bulk-result')).textContent).toContain('Dodano po 10 dni nauki. Kursanci: 25.');
    const sent = server.calls('school/assign/days/to/students')[0]?.body as { studentIds: number[]; days: number };
    expect(sent.days).toBe(10);
    expect([...sent.studentIds].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    // The stock shown on the page is read again.
    await waitFor(() => expect(screen.getByTestId('stock-days').textContent).toContain('50'));
  });

  it('takes days back, and keeps the selection with the server\'s message when the action is refused', async () => {
    const server = school(3, 5);
    await screen.findAllByTestId('student-row');
    fireEvent.click(rowChecks()[0]!);
    fireEvent.click(rowChecks()[1]!);
    fireEvent.click(screen.getByTestId('students-bulk-days'));
    fireEvent.change(await screen.findByTestId('bulk-days-input'), { target: { value: '4' } });
    fireEvent.click(within(screen.getByTestId('bulk-days-mode')).getByText('Odbierz dni'));
    await waitFor(() => expect(screen.getByTestId('bulk-confirm-text').textContent).toBe('Zaznaczeni kursanci: 2. Każdemu zostanie odebranych 4 dni nauki; 8 dni wróci do puli szkoły.'));
    fireEvent.click(screen.getByTestId('bulk-confirm'));
    expect((await screen.findByTestId('students-bulk-result')).textContent).toContain('Odebrano po 4 dni nauki. Kursanci: 2.');
    expect(server.calls('school/assign/days/to/students')[0]?.body).toEqual({ studentIds: [1, 2], days: -4 });

    fireEvent.click(rowChecks()[0]!);
    fireEvent.click(screen.getByTestId('students-bulk-days'));
    fireEvent.change(await screen.findByTestId('bulk-days-input'), { target: { value: '30' } });
    fireEvent.click(screen.getByTestId('bulk-confirm'));
    expect((await screen.findByTestId('students-bulk-error')).textContent).toContain('Brak wystarczającej liczby dni nauki w magazynie szkoły.');
    expect(screen.getByTestId('students-bulk-count').textContent).toBe('Zaznaczono: 1');
  });

  it('refuses to select more matching learners than one action takes, and says so where the bar is', async () => {
    const server = school(205);
    await screen.findAllByTestId('student-row');
    fireEvent.click(rowChecks()[0]!);
    fireEvent.click(await screen.findByTestId('students-select-all'));
    expect((await screen.findByTestId('students-bulk-error')).textContent).toContain('Naraz można zaznaczyć najwyżej 200 kursantów. Zawęź filtry.');
    expect(screen.getByTestId('students-bulk-count').textContent).toBe('Zaznaczono: 1');
    expect(server.calls('student/ids/school')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('students-bulk-dismiss'));
    expect(screen.queryByTestId('students-bulk-error')).toBeNull();
  });

  it('refuses an empty or zero number of days before sending anything', async () => {
    const server = school(2);
    await screen.findAllByTestId('student-row');
    fireEvent.click(rowChecks()[0]!);
    fireEvent.click(screen.getByTestId('students-bulk-days'));
    fireEvent.change(await screen.findByTestId('bulk-days-input'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('bulk-confirm'));
    expect((await screen.findByTestId('bulk-days-input-error')).textContent).toBe('Podaj liczbę dni od 1 do 1000.');
    expect(server.calls('school/assign/days/to/students')).toHaveLength(0);
  });
});

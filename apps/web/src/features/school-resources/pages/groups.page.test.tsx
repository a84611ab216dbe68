// @vitest-environment jsdom
import type { Lesson } from '@osk/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { aGroup, aLearner, FakeResourcesServer } from '../test/fake-resources-server';
import { inDays, pickOption, typeAndBlur } from '../test/helpers';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSessionUser();
});

const Q = 'lessons/group';

function aLesson(id: number, groupId: number, lessonDate: string): Lesson {
  return {
    id,
    lessonStatus: 'PLANNED',
    lessonType: 'LECTURE',
    lessonDate,
    startTime: '17:00',
    endTime: '18:30',
    instructor: { id: 1, firstName: 'Jan', lastName: 'Wykładowca', phoneNumber: null, color: '#FF0000' },
    student: null,
    group: { id: groupId, name: 'x' },
    car: null,
    canEdit: true,
    remarks: null,
    meetingPlace: null,
    outcome: null,
    cancelledBy: null,
    canSetOutcome: false,
  };
}

describe('/groups list', () => {
  it('loads ACTIVE groups newest first, sorts by name and status, filters by status, pages by 10', async () => {
    const server = new FakeResourcesServer();
    server.groups = Array.from({ length: 12 }, (_, i) => aGroup(i + 1, { createDate: `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00Z` }));
    server.groups.push(aGroup(50, { status: 'CLOSED', name: 'Stara', createDate: '2025-01-01T10:00:00Z' }));
    server.serve();
    renderApp('/groups');

    const rows = await screen.findAllByTestId('group-row');
    expect(rows).toHaveLength(10);
    const q = server.lastQuery(Q);
    expect(q.get('status')).toBe('ACTIVE');
    expect(q.get('sortBy')).toBe('createDate');
    expect(q.get('direction')).toBe('DESC');
    expect(rows[0]!.textContent).toContain('Grupa 12');
    expect(rows[0]!.textContent).toContain('12.01.2026');
    expect(screen.getAllByTestId(/^page-\d+$/)).toHaveLength(2);

    fireEvent.click(screen.getByTestId('sort-name'));
    await waitFor(() => expect(server.lastQuery(Q).get('sortBy')).toBe('name'));
    expect(server.lastQuery(Q).get('direction')).toBe('ASC');
    fireEvent.click(screen.getByTestId('sort-status'));
    await waitFor(() => expect(server.lastQuery(Q).get('sortBy')).toBe('status'));

    await pickOption('filter-status', 'Zamknięta');
    await waitFor(() => expect(server.lastQuery(Q).get('status')).toBe('CLOSED'));
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(1));
    expect(screen.getAllByTestId('group-row')[0]!.textContent).toContain('Stara');
  });

  it('shows the empty state', async () => {
    const server = new FakeResourcesServer();
    server.serve();
    renderApp('/groups');
    expect((await screen.findByTestId('groups-empty')).textContent).toContain('Brak elementów do wyświetlenia.');
  });
});

describe('/groups form', () => {
  it('creates a group with learners found by the debounced search, checks the name on blur', async () => {
    const server = new FakeResourcesServer();
    server.groups = [aGroup(1, { name: 'Kurs B marzec' })];
    server.learners = [aLearner(11, { lastName: 'Kowalska' }), aLearner(12, { lastName: 'Kowalczyk' }), aLearner(13, { lastName: 'Zając' })];
    server.serve();
    renderApp('/groups');
    fireEvent.click(await screen.findByTestId('groups-add'));
    await screen.findByTestId('group-form');
    expect((screen.getByTestId('group-save') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('group-lessons').textContent).toContain('Zajęcia pojawią się po zapisaniu grupy');

    fireEvent.blur(screen.getByTestId('group-name'));
    expect(screen.getByTestId('group-invalid').textContent).toBe('Popraw błędne pola!');
    typeAndBlur('group-name', 'kurs b marzec');
    expect(await screen.findByText('Grupa o tej nazwie już istnieje.')).toBeTruthy();
    expect(server.calls('lessons/validation/group', 'POST')[0]!.body).toEqual({ id: null, name: 'kurs b marzec' });
    expect((screen.getByTestId('group-save') as HTMLButtonElement).disabled).toBe(true);
    typeAndBlur('group-name', 'Kurs B kwiecień');
    await waitFor(() => expect(server.calls('lessons/validation/group', 'POST')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Grupa o tej nazwie już istnieje.')).toBeNull());

    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('group-student-search'), { target: { value: 'Kowal' } });
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(server.calls('lessons/student', 'GET')).toHaveLength(0);
    for (let i = 0; i < 12; i += 1) await act(() => vi.advanceTimersByTimeAsync(25));
    vi.useRealTimers();
    await waitFor(() => expect(server.calls('lessons/student', 'GET')).toHaveLength(1));
    const q = server.calls('lessons/student', 'GET')[0]!.query;
    expect(q.get('searchTerm')).toBe('Kowal');
    expect(q.get('status')).toBe('ACTIVE');
    expect(await screen.findAllByTestId('group-search-result')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('group-student-add-11'));
    fireEvent.click(screen.getByTestId('group-student-add-12'));
    expect(screen.getAllByTestId('group-student')).toHaveLength(2);
    expect((screen.getByTestId('group-student-add-11') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('group-student-remove-11'));
    expect(screen.getAllByTestId('group-student')).toHaveLength(1);
    expect((screen.getByTestId('group-student-add-11') as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(screen.getByTestId('group-save'));
    await waitFor(() => expect(server.calls(Q, 'POST')).toHaveLength(1));
    expect(server.calls(Q, 'POST')[0]!.body).toEqual({ name: 'Kurs B kwiecień', status: 'ACTIVE', students: [{ id: 12 }] });
    await waitFor(() => expect(screen.getAllByTestId('group-row')).toHaveLength(2));
  });

  it('shows the name error when saving answers 409', async () => {
    const server = new FakeResourcesServer();
    server.groups = [aGroup(1, { name: 'A' }), aGroup(2, { name: 'B' })];
    server.serve();
    renderApp('/groups');
    const row = (await screen.findAllByTestId('group-row')).find((r) => r.textContent?.includes('B'))!;
    fireEvent.click(within(row).getByTestId('group-edit'));
    await screen.findByTestId('group-form');
    // Typed without leaving the field: the save itself finds the name taken.
    fireEvent.change(screen.getByTestId('group-name'), { target: { value: 'A' } });
    fireEvent.click(screen.getByTestId('group-save'));
    expect(await screen.findByText('Grupa o tej nazwie już istnieje.')).toBeTruthy();
    expect(server.calls('lessons/group/2', 'PUT')).toHaveLength(1);
    expect((screen.getByTestId('group-save') as HTMLButtonElement).disabled).toBe(true);
    // The group's own name is free for it.
    typeAndBlur('group-name', 'B');
    await waitFor(() => expect(server.calls('lessons/validation/group', 'POST').at(-1)!.body).toEqual({ id: 2, name: 'B' }));
    await waitFor(() => expect((screen.getByTestId('group-save') as HTMLButtonElement).disabled).toBe(false));
  });

  it('edits learners of a group, lists its upcoming lessons, and deletes it after confirmation', async () => {
    const server = new FakeResourcesServer();
    server.learners = [aLearner(21), aLearner(22)];
    server.groups = [aGroup(3, { students: [{ id: 21, firstName: 'Kursant21', lastName: 'Nowak21', email: null }] })];
    server.lessons = [aLesson(1, 3, inDays(2)), aLesson(2, 3, inDays(-3)), aLesson(3, 4, inDays(2))];
    server.serve();
    renderApp('/groups');
    fireEvent.click(within((await screen.findAllByTestId('group-row'))[0]!).getByTestId('group-edit'));
    await screen.findByTestId('group-form');
    const lessons = await screen.findAllByTestId('group-lesson');
    expect(lessons).toHaveLength(1);
    expect(lessons[0]!.textContent).toContain('17:00–18:30 · Jan Wykładowca');
    const lessonQuery = server.calls('lessons/lesson', 'GET')[0]!.query;
    expect(lessonQuery.get('groupId')).toBe('3');
    expect(lessonQuery.get('after')).toBe(todayIso());
    expect(lessonQuery.get('pageSize')).toBe('1000');

    fireEvent.click(screen.getByTestId('group-student-remove-21'));
    expect(screen.getByTestId('group-students').textContent).toContain('Grupa nie ma jeszcze kursantów.');
    fireEvent.click(screen.getByTestId('group-save'));
    await waitFor(() => expect(server.calls('lessons/group/3', 'PUT')).toHaveLength(1));
    expect(server.calls('lessons/group/3', 'PUT')[0]!.body).toEqual({ name: 'Grupa 3', status: 'ACTIVE', students: [] });

    fireEvent.click(within((await screen.findAllByTestId('group-row'))[0]!).getByTestId('group-edit'));
    fireEvent.click(await screen.findByTestId('group-remove'));
    fireEvent.click(await screen.findByTestId('confirm-yes'));
    await waitFor(() => expect(server.calls('lessons/group/3', 'DELETE')).toHaveLength(1));
    expect(await screen.findByTestId('groups-empty')).toBeTruthy();
  });

  it('keeps the form usable when the lessons call fails', async () => {
    const server = new FakeResourcesServer();
    server.groups = [aGroup(3)];
    server.lessonsDown = true;
    server.serve();
    renderApp('/groups');
    fireEvent.click(within((await screen.findAllByTestId('group-row'))[0]!).getByTestId('group-edit'));
    expect((await screen.findByTestId('group-lessons-unavailable')).textContent).toBe('Nie udało się wczytać zajęć grupy.');
    expect((screen.getByTestId('group-save') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('resources-error')).toBeNull();
  });
});

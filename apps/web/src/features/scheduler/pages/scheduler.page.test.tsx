// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderApp, setUpI18n } from '../../../test/app-test-utils';
import { addDays, visibleRange } from '../lib/scheduler';
import { aLesson, FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 30_000;
const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
/** A day of the current week, two days after today or before when the week ends. */
const week = () => visibleRange('week', todayIso());
const dayInWeek = () => (addDays(todayIso(), 1) <= week().before ? addDays(todayIso(), 1) : todayIso());

async function openLesson(title: RegExp) {
  const calendar = await screen.findByTestId('scheduler-calendar');
  const event = await within(calendar).findByText(title);
  fireEvent.click(event.closest('a') ?? event);
  return screen.findByTestId('lesson-dialog');
}

describe('/scheduler', () => {
  it('loads the visible week with the school page size and the school filters', async () => {
    const server = new FakeSchedulerServer();
    serveScheduler(server);
    renderApp('/scheduler');
    await screen.findByTestId('scheduler-calendar');
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').length).toBeGreaterThan(0));
    const first = server.calls('lessons/lesson', 'GET')[0]!.query;
    expect(first.get('after')).toBe(week().after);
    expect(first.get('before')).toBe(week().before);
    expect(first.get('pageSize')).toBe('2000');
    expect((await screen.findByTestId('scheduler-cards')).getAttribute('href')).toBe('/progress-card');
    await waitFor(() => expect(screen.getByTestId('scheduler-filter-car').querySelectorAll('option').length).toBe(2));
    change('scheduler-filter-car', '21');
    change('scheduler-filter-type', 'LECTURE');
    await waitFor(() => {
      const last = server.calls('lessons/lesson', 'GET').at(-1)!.query;
      expect(last.get('carId')).toBe('21');
      expect(last.get('lessonType')).toBe('LECTURE');
    });
    fireEvent.click(screen.getByTestId('scheduler-view-day'));
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('before')).toBe(todayIso()));
  }, TIMEOUT);

  it("opens in the day view on a phone, with the school's hours and lesson length, titled as in the menu", async () => {
    vi.stubGlobal('innerWidth', 390);
    const server = new FakeSchedulerServer();
    server.settings = { ...server.settings, startHour: 8, endHour: 16, minutesForLesson: 90 };
    serveScheduler(server);
    renderApp('/scheduler');
    const calendar = await screen.findByTestId('scheduler-calendar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Grafik jazd');
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('before')).toBe(todayIso()));
    expect(server.calls('lessons/lesson', 'GET').every((c) => c.query.get('after') === todayIso())).toBe(true);
    await waitFor(() => expect(calendar.querySelector('.fc-timegrid-slot-label[data-time]')?.getAttribute('data-time')).toBe('08:00:00'));
    expect([...calendar.querySelectorAll('.fc-timegrid-slot-label[data-time]')].at(-1)?.getAttribute('data-time')).toBe('15:30:00');
    fireEvent.click(screen.getByTestId('scheduler-add'));
    const dialog = await screen.findByTestId('lesson-dialog');
    const start = (within(dialog).getByTestId('lesson-start') as HTMLSelectElement).value;
    const end = (within(dialog).getByTestId('lesson-end') as HTMLSelectElement).value;
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    expect(minutes(end) - minutes(start)).toBe(90);
  }, TIMEOUT);

  it('shows a load failure', async () => {
    const server = new FakeSchedulerServer();
    server.lessonsFail = true;
    serveScheduler(server);
    renderApp('/scheduler');
    expect((await screen.findByTestId('scheduler-error')).textContent).toContain('Nie udało się wczytać lekcji.');
  }, TIMEOUT);

  it('validates before saving: findings mark fields with the spec messages and nothing is saved', async () => {
    const server = new FakeSchedulerServer();
    server.issues = [
      { field: 'instructor', reason: 'overlap' },
      { field: 'car', reason: 'overlap' },
      { field: 'endTime', reason: 'incorrectTime' },
      { field: 'lessonDate', reason: 'pastTime' },
      { field: 'student', reason: 'required' },
    ];
    serveScheduler(server);
    renderApp('/scheduler');
    fireEvent.click(await screen.findByTestId('scheduler-add'));
    const dialog = await screen.findByTestId('lesson-dialog');
    expect((within(dialog).getByTestId('lesson-type') as HTMLSelectElement).value).toBe('DRIVE');
    fireEvent.click(within(dialog).getByTestId('lesson-save'));
    expect((await screen.findByTestId('form-invalid-banner')).textContent).toBe('Popraw błędne pola!');
    expect(screen.getByTestId('lesson-error-instructor').textContent).toBe('Instruktor już posiada lekcję w tym czasie!');
    expect(screen.getByTestId('lesson-error-car').textContent).toBe('Samochód jest już używany w tym czasie!');
    expect(screen.getByTestId('lesson-error-endTime').textContent).toBe('Początek lekcji musi być przed jej zakończeniem!');
    expect(screen.getByTestId('lesson-error-lessonDate').textContent).toBe('Nie można utworzyć lekcji z datą przeszłą!');
    expect(screen.getByTestId('lesson-error-student').textContent).not.toBe('');
    expect(server.calls('lessons/lesson', 'POST')).toHaveLength(0);
  }, TIMEOUT);

  it('saves a clean new lesson with the times as picked (no shift) and maps a 400 answer', async () => {
    const server = new FakeSchedulerServer();
    serveScheduler(server);
    renderApp('/scheduler');
    fireEvent.click(await screen.findByTestId('scheduler-add'));
    await screen.findByTestId('lesson-dialog');
    await waitFor(() => expect(screen.getByTestId('lesson-instructor').querySelectorAll('option').length).toBe(3));
    await waitFor(() => expect(screen.getByTestId('lesson-student').querySelectorAll('option').length).toBe(3));
    await waitFor(() => expect(screen.getByTestId('lesson-car').querySelectorAll('option').length).toBe(2));
    change('lesson-date', '2030-03-31');
    change('lesson-start', '05:00');
    change('lesson-end', '06:30');
    change('lesson-instructor', '2');
    change('lesson-student', '12');
    change('lesson-car', '21');
    server.failNext.push({ status: 200, body: [] });
    server.failNext.push({ status: 400, body: { code: 'msg.error.invalid.form', message: 'Popraw', fields: [{ field: 'carId', message: 'x', key: 'msg.error.lesson.overlap.car' }] } });
    fireEvent.click(screen.getByTestId('lesson-save'));
    expect((await screen.findByTestId('lesson-error-car')).textContent).toBe('Samochód jest już używany w tym czasie!');
    expect(screen.getByTestId('form-invalid-banner')).toBeTruthy();
    fireEvent.click(screen.getByTestId('lesson-save'));
    await waitFor(() => expect(screen.queryByTestId('lesson-dialog')).toBeNull());
    const sent = server.calls('lessons/lesson', 'POST').at(-1)!.body;
    expect(sent).toMatchObject({ lessonType: 'DRIVE', lessonDate: '2030-03-31', startTime: '05:00', endTime: '06:30', instructorId: 2, studentId: 12, carId: 21, groupId: null });
    expect(server.calls('lessons/validation').at(-1)!.body).toEqual(sent);
  }, TIMEOUT);

  it('gives an instructor no instructor picker and a group picker for lectures', async () => {
    const server = new FakeSchedulerServer();
    serveScheduler(server, 'INSTRUCTOR');
    renderApp('/scheduler');
    fireEvent.click(await screen.findByTestId('scheduler-add'));
    await screen.findByTestId('lesson-dialog');
    expect(screen.queryByTestId('lesson-instructor')).toBeNull();
    expect(screen.queryByTestId('scheduler-filters')).toBeNull();
    change('lesson-type', 'LECTURE');
    expect(screen.queryByTestId('lesson-student')).toBeNull();
    expect(screen.queryByTestId('lesson-car')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('lesson-group').querySelectorAll('option').length).toBe(2));
    change('lesson-group', '31');
    fireEvent.click(screen.getByTestId('lesson-save'));
    await waitFor(() => expect(server.calls('lessons/lesson', 'POST')).toHaveLength(1));
    expect(server.calls('lessons/lesson', 'POST')[0]!.body).toMatchObject({ lessonType: 'LECTURE', groupId: 31, instructorId: null, studentId: null, carId: null });
    expect(server.calls('lessons/lesson', 'GET')[0]!.query.get('pageSize')).toBe('1000');
    expect(server.calls('lessons/instructor')).toHaveLength(0);
  }, TIMEOUT);

  it('opens a lesson that cannot be edited read-only', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(5, { lessonDate: dayInWeek(), canEdit: false, remarks: 'Plac' })];
    serveScheduler(server);
    renderApp('/scheduler');
    const dialog = await openLesson(/Nowak Anna/);
    expect(within(dialog).getByTestId('lesson-readonly').textContent).toContain('Tej lekcji nie możesz zmienić.');
    expect(within(dialog).getByTestId('lesson-readonly').textContent).toContain('10:00–11:00');
    expect(within(dialog).queryByTestId('lesson-save')).toBeNull();
    expect(within(dialog).queryByTestId('lesson-delete')).toBeNull();
  }, TIMEOUT);

  it('edits and deletes an editable lesson (with a confirmation)', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(5, { lessonDate: dayInWeek() })];
    serveScheduler(server);
    renderApp('/scheduler');
    const dialog = await openLesson(/Nowak Anna/);
    expect((within(dialog).getByTestId('lesson-start') as HTMLSelectElement).value).toBe('10:00');
    expect(within(dialog).getByTestId('lesson-save').textContent).toBe('Zapisz');
    change('lesson-end', '11:30');
    fireEvent.click(within(dialog).getByTestId('lesson-save'));
    await waitFor(() => expect(server.calls('lessons/lesson/5', 'PUT')).toHaveLength(1));
    expect(server.calls('lessons/lesson/5', 'PUT')[0]!.body).toMatchObject({ id: 5, startTime: '10:00', endTime: '11:30', instructorId: 1, studentId: 11, carId: 21 });
    await waitFor(() => expect(screen.queryByTestId('lesson-dialog')).toBeNull());

    await openLesson(/Nowak Anna/);
    fireEvent.click(screen.getByTestId('lesson-delete'));
    expect(server.calls('lessons/lesson/5', 'DELETE')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('lesson-delete-yes'));
    await waitFor(() => expect(server.calls('lessons/lesson/5', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('lesson-dialog')).toBeNull());
  }, TIMEOUT);

  it('is not open to visitors', async () => {
    const server = new FakeSchedulerServer();
    serveScheduler(server);
    clearSessionUser();
    renderApp('/scheduler');
    await waitFor(() => expect(screen.queryByTestId('scheduler-page')).toBeNull());
    expect(server.calls('lessons/lesson')).toHaveLength(0);
  }, TIMEOUT);
});

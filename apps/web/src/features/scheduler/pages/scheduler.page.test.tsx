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
    renderApp('/scheduler?view=grid-week');
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

  it("shows the day grid on a phone with the school's hours and lesson length, titled as in the menu", async () => {
    vi.stubGlobal('innerWidth', 390);
    const server = new FakeSchedulerServer();
    server.settings = { ...server.settings, startHour: 8, endHour: 16, minutesForLesson: 90 };
    serveScheduler(server);
    renderApp('/scheduler?view=grid-day');
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

  it('names the lesson a booking overlaps with and fills a free slot in one tap (issue 22)', async () => {
    const server = new FakeSchedulerServer();
    server.issues = [{ field: 'instructor', reason: 'overlap' }];
    serveScheduler(server);
    renderApp('/scheduler');
    fireEvent.click(await screen.findByTestId('scheduler-add'));
    await screen.findByTestId('lesson-dialog');
    await waitFor(() => expect(screen.getByTestId('lesson-car').querySelectorAll('option').length).toBe(2));
    change('lesson-date', '2030-03-29');
    change('lesson-start', '10:00');
    change('lesson-end', '11:00');
    change('lesson-instructor', '1');
    change('lesson-student', '11');
    change('lesson-car', '21');
    const conflict = { lessonType: 'DRIVE', lessonDate: '2030-03-29', startTime: '10:00', endTime: '11:00', instructor: { firstName: 'Jan', lastName: 'Kowalski' }, student: { firstName: 'Piotr', lastName: 'Zieliński' }, group: null, car: { registrationNumber: 'WX 12345' } };
    server.failNext.push({ status: 200, body: server.issues });
    server.failNext.push({
      status: 400,
      body: {
        code: 'msg.error.invalid.form',
        message: 'Popraw',
        fields: [{ field: 'instructor', message: 'x', key: 'msg.error.lesson.overlap.instructor', conflict }],
        freeSlots: [
          { lessonDate: '2030-03-29', startTime: '09:00', endTime: '10:00' },
          { lessonDate: '2030-03-29', startTime: '11:00', endTime: '12:00' },
          { lessonDate: '2030-04-01', startTime: '10:00', endTime: '11:00' },
        ],
      },
    });
    fireEvent.click(screen.getByTestId('lesson-save'));
    // Only overlaps: the save is tried, and its refusal names the other lesson.
    expect((await screen.findByTestId('lesson-conflict-sentence')).textContent).toBe('Koliduje z lekcją 29.03.2030, 10:00–11:00: Piotr Zieliński, instruktor Jan Kowalski, samochód WX 12345.');
    expect(screen.getByTestId('lesson-error-instructor').textContent).toBe('Instruktor już posiada lekcję w tym czasie!');
    const slots = screen.getAllByTestId('lesson-free-slot');
    expect(slots.map((b) => b.textContent)).toEqual(['29.03.2030 09:00–10:00', '29.03.2030 11:00–12:00', '01.04.2030 10:00–11:00']);
    fireEvent.click(slots[2]!);
    expect((screen.getByTestId('lesson-date') as HTMLInputElement).value).toBe('2030-04-01');
    expect((screen.getByTestId('lesson-start') as HTMLSelectElement).value).toBe('10:00');
    expect((screen.getByTestId('lesson-end') as HTMLSelectElement).value).toBe('11:00');
    expect(screen.queryByTestId('lesson-conflict')).toBeNull();
    expect(screen.queryByTestId('lesson-error-instructor')).toBeNull();
    server.issues = [];
    fireEvent.click(screen.getByTestId('lesson-save'));
    await waitFor(() => expect(screen.queryByTestId('lesson-dialog')).toBeNull());
    expect(server.calls('lessons/lesson', 'POST').at(-1)!.body).toMatchObject({ lessonDate: '2030-04-01', startTime: '10:00', endTime: '11:00' });
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
    renderApp('/scheduler?view=grid-week');
    const dialog = await openLesson(/Nowak Anna/);
    expect(within(dialog).getByTestId('lesson-readonly').textContent).toContain('Tej lekcji nie możesz zmienić.');
    expect(within(dialog).getByTestId('lesson-readonly').textContent).toContain('10:00–11:00');
    expect(within(dialog).queryByTestId('lesson-save')).toBeNull();
    expect(within(dialog).queryByTestId('lesson-delete')).toBeNull();
  }, TIMEOUT);

  it('records what happened at a started lesson in one tap; cancelled asks who cancelled (issue 22)', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(7, { lessonDate: dayInWeek(), canEdit: false, canSetOutcome: true, meetingPlace: 'Plac manewrowy' }), aLesson(8, { lessonDate: dayInWeek(), startTime: '14:00', endTime: '15:00', canEdit: false, student: { id: 12, firstName: 'Piotr', lastName: 'Zieliński', phoneNumber: null } })];
    serveScheduler(server, 'INSTRUCTOR');
    renderApp('/scheduler');
    const dialog = await openLesson(/Nowak/);
    expect(within(dialog).getByTestId('lesson-outcome-value').textContent).toBe('Nie zapisano');
    expect(within(dialog).getByText('Plac manewrowy')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('lesson-outcome-HELD'));
    await waitFor(() => expect(within(dialog).getByTestId('lesson-outcome-value').textContent).toBe('Odbyta'));
    expect(server.calls('lessons/lesson/7/outcome', 'PUT')[0]?.body).toEqual({ outcome: 'HELD', cancelledBy: null });
    fireEvent.click(within(dialog).getByTestId('lesson-outcome-CANCELLED'));
    expect(server.calls('lessons/lesson/7/outcome', 'PUT')).toHaveLength(1);
    fireEvent.click(await within(dialog).findByTestId('lesson-outcome-by-LEARNER'));
    await waitFor(() => expect(within(dialog).getByTestId('lesson-outcome-value').textContent).toBe('Odwołana przez kursanta'));
    expect(server.calls('lessons/lesson/7/outcome', 'PUT')[1]?.body).toEqual({ outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
    // The calendar's title carries the mark once the list is read again.
    await waitFor(() => expect(within(screen.getByTestId('scheduler-calendar')).getByText(/⊘/)).toBeTruthy());
    fireEvent.click(within(dialog).getByTestId('lesson-outcome-clear'));
    await waitFor(() => expect(within(dialog).getByTestId('lesson-outcome-value').textContent).toBe('Nie zapisano'));
    expect(server.calls('lessons/lesson/7/outcome', 'PUT')[2]?.body).toEqual({ outcome: null, cancelledBy: null });
    fireEvent.click(screen.getByLabelText('Zamknij'));
    // A lesson ahead (canSetOutcome false, nothing recorded) has no outcome panel.
    const ahead = await openLesson(/Zieliński/);
    expect(within(ahead).queryByTestId('lesson-outcome')).toBeNull();
  }, TIMEOUT);

  it('edits and deletes an editable lesson (with a confirmation)', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(5, { lessonDate: dayInWeek() })];
    serveScheduler(server);
    renderApp('/scheduler?view=grid-week');
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

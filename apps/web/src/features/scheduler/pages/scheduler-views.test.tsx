// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigatorBridge } from '../../../app/app';
import { AppRoutes } from '../../../app/router';
import { todayIso } from '../../../lib/dates';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { aLesson, CARS, FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';

// Issue 22, "views for a full week": the day by instructor and by car (our own resource view), the
// compact week with its filters, the agenda, the phone's day list, and the view in the URL.

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 30_000;
const TUESDAY = '2030-04-02';
const WEDNESDAY = '2030-04-03';

function Probe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <button type="button" data-testid="history-back" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

function render(route: string) {
  return renderWithProviders(
    <>
      <NavigatorBridge />
      <AppRoutes />
      <Probe />
    </>,
    { route },
  );
}
const location = () => new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1] ?? '');

function schoolServer(): FakeSchedulerServer {
  const server = new FakeSchedulerServer();
  server.lessons = [
    aLesson(1, { lessonDate: TUESDAY, startTime: '10:00', endTime: '11:00', meetingPlace: 'Plac manewrowy, ul. Polna 12', outcome: 'HELD' }),
    aLesson(2, {
      lessonDate: TUESDAY,
      startTime: '16:00',
      endTime: '17:30',
      instructor: { id: 2, firstName: 'Ewa', lastName: 'Lis', phoneNumber: null, color: '#ff0000' },
      student: { id: 12, firstName: 'Piotr', lastName: 'Zieliński', phoneNumber: null },
      car: { id: 22, manufacturer: 'Kia', model: 'Rio', registrationNumber: 'WE77777' },
    }),
    aLesson(3, { lessonDate: WEDNESDAY, startTime: '08:00', endTime: '09:00', lessonType: 'LECTURE', student: null, car: null, group: { id: 31, name: 'Kurs marcowy' } }),
  ];
  return server;
}
function withSecondCar(server: FakeSchedulerServer) {
  server.api.get('cars', () => ({ content: [...CARS, { ...CARS[0]!, id: 22, registrationNumber: 'WE77777', manufacturer: 'Kia', model: 'Rio' }], totalPages: 1, totalElements: 2, size: 2, last: true, number: 0, first: true, empty: false }));
}

describe('/scheduler views (issue 22)', () => {
  it('shows a day with one column per instructor, hours from the settings, and readable lessons; a lesson opens the dialog, an empty slot a new lesson for that instructor and time', async () => {
    const server = schoolServer();
    server.settings = { ...server.settings, startHour: 7, endHour: 19 };
    serveScheduler(server);
    render(`/scheduler?view=day-instructors&date=${TUESDAY}`);
    const day = await screen.findByTestId('resource-day');
    await waitFor(() => expect(within(day).getByTestId('resource-header-1').textContent).toContain('Kowalski Jan'));
    expect(within(day).getByTestId('resource-header-2').textContent).toContain('Lis Ewa');
    const hours = within(day).getAllByTestId(/^resource-hour-/).map((h) => h.textContent);
    expect(hours[0]).toBe('07:00');
    expect(hours.at(-1)).toBe('18:00');
    const first = await within(within(day).getByTestId('resource-column-1')).findByTestId('view-lesson-1');
    expect(first.textContent).toContain('Nowak Anna');
    expect(first.textContent).toContain('10:00–11:00');
    expect(first.textContent).toContain('Jazda');
    expect(first.textContent).toContain('✓');
    expect(within(within(day).getByTestId('resource-column-2')).getByTestId('view-lesson-2').textContent).toContain('Zieliński Piotr');
    // Placed by its time: 3 hours below the top of a 7:00 column.
    expect(first.style.top).toBe(`calc(3 * var(--hour-height))`);
    expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('after')).toBe(TUESDAY);
    expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('before')).toBe(TUESDAY);

    fireEvent.click(first);
    let dialog = await screen.findByTestId('lesson-dialog');
    expect((within(dialog).getByTestId('lesson-start') as HTMLSelectElement).value).toBe('10:00');
    expect(within(dialog).getByTestId('lesson-save').textContent).toBe('Zapisz');
    fireEvent.click(screen.getByLabelText('Zamknij'));
    await waitFor(() => expect(screen.queryByTestId('lesson-dialog')).toBeNull());

    fireEvent.click(within(day).getByTestId('resource-slot-2-12:30'));
    dialog = await screen.findByTestId('lesson-dialog');
    expect(within(dialog).getByTestId('lesson-save').textContent).toBe('Dodaj');
    expect((within(dialog).getByTestId('lesson-date') as HTMLInputElement).value).toBe(TUESDAY);
    expect((within(dialog).getByTestId('lesson-start') as HTMLSelectElement).value).toBe('12:30');
    expect((within(dialog).getByTestId('lesson-end') as HTMLSelectElement).value).toBe('13:30');
    await waitFor(() => expect((within(dialog).getByTestId('lesson-instructor') as HTMLSelectElement).value).toBe('2'));
  }, TIMEOUT);

  it('switches to one column per car; an empty slot prefills the car; the switch is in the URL and Back returns', async () => {
    const server = schoolServer();
    withSecondCar(server);
    serveScheduler(server);
    render(`/scheduler?view=day-instructors&date=${TUESDAY}`);
    await screen.findByTestId('resource-day');
    fireEvent.click(screen.getByTestId('scheduler-view-day-cars'));
    await waitFor(() => expect(location().get('view')).toBe('day-cars'));
    expect(location().get('date')).toBe(TUESDAY);
    const day = screen.getByTestId('resource-day');
    await waitFor(() => expect(within(day).getByTestId('resource-header-22').textContent).toContain('WE77777'));
    const lesson = within(within(day).getByTestId('resource-column-22')).getByTestId('view-lesson-2');
    expect(lesson.textContent).toContain('Zieliński Piotr');
    expect(lesson.textContent).toContain('Lis');
    expect(within(within(day).getByTestId('resource-column-21')).getByTestId('view-lesson-1')).toBeTruthy();
    fireEvent.click(within(day).getByTestId('resource-slot-22-08:00'));
    const dialog = await screen.findByTestId('lesson-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('lesson-car') as HTMLSelectElement).value).toBe('22'));
    expect((within(dialog).getByTestId('lesson-start') as HTMLSelectElement).value).toBe('08:00');
    fireEvent.click(screen.getByLabelText('Zamknij'));

    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(location().get('view')).toBe('day-instructors'));
    await waitFor(() => expect(screen.getByTestId('scheduler-view-day-instructors').getAttribute('aria-pressed')).toBe('true'));
  }, TIMEOUT);

  it('shows the week as one row per instructor and a column per working day, each lesson one line; filters go to the server and the URL; a name filters to that instructor', async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=week&date=${TUESDAY}`);
    const week = await screen.findByTestId('week-rows');
    // The fake school works Monday to Friday: five day columns.
    expect(within(week).getAllByTestId(/^week-day-/).map((d) => d.getAttribute('data-testid'))).toEqual(['week-day-2030-04-01', 'week-day-2030-04-02', 'week-day-2030-04-03', 'week-day-2030-04-04', 'week-day-2030-04-05']);
    await waitFor(() => expect(within(week).getByTestId(`week-cell-1-${TUESDAY}`).textContent).toContain('10:00 Nowak A.'));
    expect(within(week).getByTestId(`week-cell-2-${TUESDAY}`).textContent).toContain('16:00 Zieliński P.');
    expect(within(week).getByTestId(`week-cell-1-${WEDNESDAY}`).textContent).toContain('08:00 Kurs marcowy');
    expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('after')).toBe('2030-04-01');
    expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('before')).toBe('2030-04-07');

    fireEvent.click(within(week).getByTestId('view-lesson-2'));
    const dialog = await screen.findByTestId('lesson-dialog');
    expect((within(dialog).getByTestId('lesson-start') as HTMLSelectElement).value).toBe('16:00');
    fireEvent.click(screen.getByLabelText('Zamknij'));

    fireEvent.change(screen.getByTestId('scheduler-filter-type'), { target: { value: 'DRIVE' } });
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('lessonType')).toBe('DRIVE'));
    expect(location().get('type')).toBe('DRIVE');
    await waitFor(() => expect(screen.getByTestId('scheduler-filter-car').querySelectorAll('option').length).toBe(2));
    fireEvent.change(screen.getByTestId('scheduler-filter-car'), { target: { value: '21' } });
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('carId')).toBe('21'));
    expect(location().get('car')).toBe('21');

    fireEvent.click(within(screen.getByTestId('week-rows')).getByTestId('week-instructor-2'));
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.getAll('instructorId')).toEqual(['2']));
    expect(location().getAll('instructor')).toEqual(['2']);
    await waitFor(() => expect(within(screen.getByTestId('week-rows')).queryByTestId('week-row-1')).toBeNull());
    expect(within(screen.getByTestId('week-rows')).getByTestId('week-row-2')).toBeTruthy();
  }, TIMEOUT);

  it('lists the week in the agenda grouped by day with time, learner, instructor, car, meeting place and outcome', async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=agenda&date=${TUESDAY}`);
    const agenda = await screen.findByTestId('agenda');
    const tuesday = await within(agenda).findByTestId(`agenda-day-${TUESDAY}`);
    const first = within(tuesday).getByTestId('view-lesson-1');
    for (const text of ['10:00–11:00', 'Nowak Anna', 'Kowalski Jan', 'WA12345', 'Plac manewrowy, ul. Polna 12', 'Odbyta']) expect(first.textContent).toContain(text);
    expect(within(tuesday).getByTestId('view-lesson-2').textContent).toContain('Nie zapisano');
    expect(within(agenda).getByTestId(`agenda-day-${WEDNESDAY}`).textContent).toContain('Kurs marcowy');
    expect(within(agenda).getAllByTestId(/^agenda-day-/)).toHaveLength(2);
    fireEvent.click(first);
    expect(await screen.findByTestId('lesson-dialog')).toBeTruthy();
  }, TIMEOUT);

  it("opens on a phone in the day list of today, for a school and an instructor; the date moves by a day", async () => {
    vi.stubGlobal('innerWidth', 390);
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(9, { lessonDate: todayIso(), startTime: '12:00', endTime: '13:00' })];
    serveScheduler(server, 'INSTRUCTOR');
    render('/scheduler');
    const agenda = await screen.findByTestId('agenda');
    await waitFor(() => expect(within(agenda).getByTestId('view-lesson-9').textContent).toContain('12:00–13:00'));
    expect(screen.getByTestId('scheduler-view-agenda-day').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('scheduler-view-day-instructors')).toBeNull();
    expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('before')).toBe(todayIso());
    fireEvent.click(screen.getByTestId('scheduler-next'));
    await waitFor(() => expect(location().get('date')).not.toBe(todayIso()));
    expect(location().get('view')).toBe('agenda-day');
    await waitFor(() => expect(within(screen.getByTestId('agenda')).getByTestId('agenda-empty')).toBeTruthy());
  }, TIMEOUT);

  it('on a phone the school finds its filters behind one button that counts those set', async () => {
    vi.stubGlobal('innerWidth', 390);
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?date=${TUESDAY}&type=DRIVE`);
    await screen.findByTestId('agenda');
    expect(screen.queryByTestId('scheduler-filters')).toBeNull();
    const toggle = screen.getByTestId('scheduler-filters-toggle');
    expect(toggle.textContent).toBe('Filtry (1)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect((await screen.findByTestId('scheduler-filter-type') as HTMLSelectElement).value).toBe('DRIVE');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  }, TIMEOUT);

  it('keeps the view, date and filters of the URL (a reload) and offers the time grid', async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=week&date=${TUESDAY}&instructor=1&type=DRIVE`);
    await screen.findByTestId('week-rows');
    await waitFor(() => expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.getAll('instructorId')).toEqual(['1']));
    expect(server.calls('lessons/lesson', 'GET').at(-1)!.query.get('lessonType')).toBe('DRIVE');
    expect((screen.getByTestId('scheduler-filter-type') as HTMLSelectElement).value).toBe('DRIVE');
    expect((screen.getByTestId('scheduler-date') as HTMLInputElement).value).toBe(TUESDAY);
    fireEvent.click(screen.getByTestId('scheduler-view-week'));
    await screen.findByTestId('scheduler-calendar');
    expect(location().get('view')).toBe('grid-week');
    expect(location().getAll('instructor')).toEqual(['1']);
  }, TIMEOUT);
});

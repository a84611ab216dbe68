// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigatorBridge } from '../../../app/app';
import { AppRoutes } from '../../../app/router';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { aLesson, FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';

// Issue 22, "moving lessons" in our own views: the day by instructor (a lesson dragged to another
// time, onto another instructor's column, its lower edge stretched; mouse and a finger's long press)
// and the compact week (a line dragged to another day or instructor), each through the same PUT as
// the dialog, refused with the overlapping lesson named, undone with Cofnij.
//
// jsdom has no layout: each column is given a box (column n at x = n * 100, 40 px an hour from the
// grid's 06:00), and the point's element is the column under it.

const TIMEOUT = 30_000;
const TUESDAY = '2030-04-02';
const WEDNESDAY = '2030-04-03';
const HOUR_PX = 40;
const FIRST_HOUR = 6;

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => {
  clearSessionUser();
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const el = this as HTMLElement;
    const column = el.dataset?.resourceColumn;
    if (column !== undefined) return new DOMRect(Number(column) * 100, 0, 100, 14 * HOUR_PX);
    const hours = /^calc\(([-\d.]+) \* var/.exec(el.style?.top ?? '');
    if (el.classList.contains('resource-day-lesson') && hours) {
      const x = Number(el.closest<HTMLElement>('[data-resource-column]')?.dataset.resourceColumn ?? 0) * 100;
      return new DOMRect(x, Number(hours[1]) * HOUR_PX, 100, HOUR_PX);
    }
    return new DOMRect(0, 0, 0, 0);
  });
  document.elementFromPoint = (x: number) => document.querySelector(`[data-resource-column="${Math.floor(x / 100)}"]`) ?? document.querySelector(`[data-week-cell][data-x="${Math.floor(x / 100)}"]`);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  clearSessionUser();
});

/** The y of a time of day in a column. */
const yOf = (time: string) => (Number(time.slice(0, 2)) - FIRST_HOUR + Number(time.slice(3, 5)) / 60) * HOUR_PX;

function render(route: string) {
  return renderWithProviders(
    <>
      <NavigatorBridge />
      <AppRoutes />
    </>,
    { route },
  );
}

const overlap = {
  status: 400,
  body: {
    code: 'msg.error.invalid.form',
    message: 'Popraw błędne pola!',
    fields: [
      {
        field: 'instructor',
        key: 'msg.error.lesson.overlap.instructor',
        message: 'Instruktor już posiada lekcję w tym czasie!',
        conflict: { lessonType: 'DRIVE', lessonDate: TUESDAY, startTime: '16:00', endTime: '17:30', instructor: { firstName: 'Ewa', lastName: 'Lis' }, student: { firstName: 'Piotr', lastName: 'Zieliński' }, group: null, car: null },
      },
    ],
    freeSlots: [{ lessonDate: TUESDAY, startTime: '18:00', endTime: '19:00' }],
  },
};

function schoolServer(): FakeSchedulerServer {
  const server = new FakeSchedulerServer();
  server.lessons = [
    aLesson(1, { lessonDate: TUESDAY, startTime: '10:00', endTime: '11:00' }),
    aLesson(2, {
      lessonDate: TUESDAY,
      startTime: '16:00',
      endTime: '17:30',
      instructor: { id: 2, firstName: 'Ewa', lastName: 'Lis', phoneNumber: null, color: '#ff0000' },
      student: { id: 12, firstName: 'Piotr', lastName: 'Zieliński', phoneNumber: null },
    }),
    aLesson(3, { lessonDate: TUESDAY, startTime: '08:00', endTime: '09:00', canEdit: false }),
  ];
  return server;
}

type Pointer = 'mouse' | 'touch';
const pointer = (type: Pointer, x: number, y: number) => ({ pointerId: 7, pointerType: type, isPrimary: true, button: 0, clientX: x, clientY: y });

/** Presses `el` at (x, y), (a finger: holds it for the long press), moves to (toX, toY) and lets go. */
async function drag(el: Element, type: Pointer, from: { x: number; y: number }, to: { x: number; y: number }, hold = type === 'touch') {
  fireEvent.pointerDown(el, pointer(type, from.x, from.y));
  if (hold) await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
  for (let i = 1; i <= 4; i += 1) fireEvent.pointerMove(window, pointer(type, from.x + ((to.x - from.x) * i) / 4, from.y + ((to.y - from.y) * i) / 4));
  fireEvent.pointerUp(window, pointer(type, to.x, to.y));
  fireEvent.click(el);
}
const puts = (server: FakeSchedulerServer, id = 1) => server.calls(`lessons/lesson/${id}`, 'PUT').map((c) => c.body as Record<string, unknown>);
const column = (id: number) => screen.getByTestId(`resource-column-${id}`);

describe('/scheduler: drag and drop in the day by instructor and the compact week (issue 22)', () => {
  it('mouse: a lesson dropped onto a busy instructor is refused with the lesson it overlaps named and stays; dropped on a free time of another instructor it moves there; Cofnij brings it back', async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=day-instructors&date=${TUESDAY}`);
    const lesson = await within(await screen.findByTestId('resource-column-1')).findByTestId('view-lesson-1');
    expect(lesson.className).toContain('resource-day-lesson-draggable');

    // Taken 10 px below its top (10:00), dropped 10 px below Lis's 16:00: it would start at 16:00.
    server.failNext = [overlap];
    fireEvent.pointerDown(lesson, pointer('mouse', 150, yOf('10:00') + 10));
    fireEvent.pointerMove(window, pointer('mouse', 160, yOf('10:00') + 20));
    fireEvent.pointerMove(window, pointer('mouse', 250, yOf('16:00') + 10));
    const ghost = within(column(2)).getByTestId('resource-drag-ghost');
    expect(ghost.textContent).toBe('16:00–17:00');
    expect(lesson.className).toContain('resource-day-lesson-dragged');
    fireEvent.pointerUp(window, pointer('mouse', 250, yOf('16:00') + 10));
    fireEvent.click(lesson);
    const refused = await screen.findByTestId('lesson-move-refused');
    expect(refused.textContent).toContain('Instruktor już posiada lekcję w tym czasie!');
    expect(within(refused).getByTestId('lesson-conflict-sentence').textContent).toContain('02.04.2030, 16:00–17:30');
    expect(within(refused).getByTestId('lesson-conflict-sentence').textContent).toContain('Piotr Zieliński');
    expect(puts(server)).toEqual([expect.objectContaining({ lessonDate: TUESDAY, startTime: '16:00', endTime: '17:00', instructorId: 2, carId: 21, studentId: 11 })]);
    // Snapped back: still Kowalski's at 10:00; the drop did not open the lesson.
    await waitFor(() => expect(within(column(1)).getByTestId('view-lesson-1').textContent).toContain('10:00–11:00'));
    expect(screen.queryByTestId('lesson-dialog')).toBeNull();
    expect(screen.queryByTestId('resource-drag-ghost')).toBeNull();
    fireEvent.click(within(refused).getByLabelText('Zamknij'));

    await drag(within(column(1)).getByTestId('view-lesson-1'), 'mouse', { x: 150, y: yOf('10:00') + 10 }, { x: 250, y: yOf('12:00') + 10 });
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Lekcja przeniesiona: 02.04.2030, 12:00–13:00.'));
    expect(puts(server).at(-1)).toEqual(expect.objectContaining({ startTime: '12:00', endTime: '13:00', instructorId: 2 }));
    await waitFor(() => expect(within(column(2)).getByTestId('view-lesson-1').textContent).toContain('12:00–13:00'));
    expect(within(column(1)).queryByTestId('view-lesson-1')).toBeNull();
    expect(screen.queryByTestId('lesson-dialog')).toBeNull();

    fireEvent.click(within(screen.getByTestId('lesson-move-notice')).getByTestId('lesson-move-undo'));
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Przywrócono poprzedni termin: 02.04.2030, 10:00–11:00.'));
    expect(puts(server).at(-1)).toEqual(expect.objectContaining({ startTime: '10:00', endTime: '11:00', instructorId: 1 }));
    await waitFor(() => expect(within(column(1)).getByTestId('view-lesson-1')).toBeTruthy());
  }, TIMEOUT);

  it('touch: a long press picks a lesson up and the finger moves it; a finger that moves at once scrolls and moves nothing', async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=day-instructors&date=${TUESDAY}`);
    const lesson = await within(await screen.findByTestId('resource-column-1')).findByTestId('view-lesson-1');

    await drag(lesson, 'touch', { x: 150, y: yOf('10:00') + 10 }, { x: 150, y: yOf('13:30') + 10 }, false);
    expect(screen.queryByTestId('resource-drag-ghost')).toBeNull();
    expect(puts(server)).toEqual([]);
    // (the click of that tap opened the lesson, as a tap does)
    const dialog = await screen.findByTestId('lesson-dialog');
    fireEvent.click(within(dialog.ownerDocument.body).getByLabelText('Zamknij'));
    await waitFor(() => expect(screen.queryByTestId('lesson-dialog')).toBeNull());

    await drag(within(column(1)).getByTestId('view-lesson-1'), 'touch', { x: 150, y: yOf('10:00') + 10 }, { x: 150, y: yOf('13:30') + 10 });
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Lekcja przeniesiona: 02.04.2030, 13:30–14:30.'));
    expect(puts(server)).toEqual([expect.objectContaining({ startTime: '13:30', endTime: '14:30', instructorId: 1 })]);
    expect(screen.queryByTestId('lesson-dialog')).toBeNull();
  }, TIMEOUT);

  it("resizes a lesson by its lower edge (snapped to 15 minutes); a lesson the caller may not edit is not draggable", async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=day-instructors&date=${TUESDAY}`);
    const lesson = await within(await screen.findByTestId('resource-column-1')).findByTestId('view-lesson-1');
    const edge = within(lesson).getByTestId('view-lesson-resize-1');
    fireEvent.pointerDown(edge, pointer('mouse', 150, yOf('11:00') - 2));
    fireEvent.pointerMove(window, pointer('mouse', 150, yOf('11:30') + 3));
    // Sideways onto another column: a resize keeps its column.
    fireEvent.pointerMove(window, pointer('mouse', 250, yOf('11:30') + 3));
    expect(screen.queryByTestId('resource-drag-ghost')).toBeNull();
    fireEvent.pointerMove(window, pointer('mouse', 160, yOf('11:30') + 3));
    expect(within(column(1)).getByTestId('resource-drag-ghost').textContent).toBe('10:00–11:30');
    fireEvent.pointerUp(window, pointer('mouse', 160, yOf('11:30') + 3));
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Lekcja przeniesiona: 02.04.2030, 10:00–11:30.'));
    expect(puts(server)).toEqual([expect.objectContaining({ startTime: '10:00', endTime: '11:30' })]);

    const locked = within(column(1)).getByTestId('view-lesson-3');
    expect(locked.className).not.toContain('draggable');
    expect(within(locked).queryByTestId('view-lesson-resize-3')).toBeNull();
    await drag(locked, 'mouse', { x: 150, y: yOf('08:00') + 5 }, { x: 150, y: yOf('14:00') + 5 });
    expect(puts(server, 3)).toEqual([]);
  }, TIMEOUT);

  it('compact week: a line dragged to another day and instructor keeps its time and moves there', async () => {
    const server = schoolServer();
    serveScheduler(server);
    render(`/scheduler?view=week&date=${TUESDAY}`);
    const line = await screen.findByTestId('view-lesson-1');
    expect(line.className).toContain('week-rows-line-draggable');
    // Cells get their x here: Lis's Wednesday at x = 300.
    screen.getByTestId(`week-cell-2-${WEDNESDAY}`).dataset.x = '3';
    screen.getByTestId(`week-cell-1-${TUESDAY}`).dataset.x = '1';
    fireEvent.pointerDown(line, pointer('mouse', 150, 20));
    fireEvent.pointerMove(window, pointer('mouse', 200, 30));
    fireEvent.pointerMove(window, pointer('mouse', 350, 30));
    expect(screen.getByTestId(`week-cell-2-${WEDNESDAY}`).className).toContain('week-rows-cell-target');
    fireEvent.pointerUp(window, pointer('mouse', 350, 30));
    fireEvent.click(line);
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Lekcja przeniesiona: 03.04.2030, 10:00–11:00.'));
    expect(puts(server)).toEqual([expect.objectContaining({ lessonDate: WEDNESDAY, startTime: '10:00', endTime: '11:00', instructorId: 2 })]);
    await waitFor(() => expect(within(screen.getByTestId(`week-cell-2-${WEDNESDAY}`)).getByTestId('view-lesson-1')).toBeTruthy());
    expect(screen.queryByTestId('lesson-dialog')).toBeNull();
  }, TIMEOUT);
});

// @vitest-environment jsdom
import type { Lesson } from '@osk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { useLessons } from '../api/scheduler.api';
import { LessonMoveNotice } from '../components/lesson-move-notice';
import { aLesson, FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';
import { useLessonMove, type MoveResult, type MoveTarget } from './lesson-move';
import { NO_FILTERS } from './scheduler';

beforeAll(async () => {
  await setUpI18n('pl');
});
beforeEach(() => clearSessionUser());
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

const TIMEOUT = 20_000;
const RANGE = { after: '2030-03-25', before: '2030-04-07' };

/** A stand-in for a view: the cached lessons as text, and a move of lesson `id` on a button. */
function Harness({ isSchool, id, to, target, undoMs, results }: { isSchool: boolean; id: number; to: [string, string]; target?: MoveTarget; undoMs?: number; results: MoveResult[] }) {
  const lessons = useLessons(RANGE, isSchool, NO_FILTERS);
  const mover = useLessonMove(undoMs === undefined ? {} : { undoMs });
  const lesson = lessons.data?.content.find((l) => l.id === id);
  return (
    <div>
      <ul data-testid="times">
        {(lessons.data?.content ?? []).map((l) => (
          <li key={l.id}>{`${l.id} ${l.lessonDate} ${l.startTime}-${l.endTime} i${l.instructor?.id ?? '-'}`}</li>
        ))}
      </ul>
      {lesson && (
        <button type="button" onClick={() => void mover.move(lesson, to[0], to[1], target).then((r) => results.push(r))}>
          move
        </button>
      )}
      <LessonMoveNotice mover={mover} />
    </div>
  );
}

function start(server: FakeSchedulerServer, props: Partial<Parameters<typeof Harness>[0]> & { to: [string, string] }, userType: 'SCHOOL' | 'INSTRUCTOR' = 'SCHOOL') {
  serveScheduler(server, userType);
  const results: MoveResult[] = [];
  renderWithProviders(<Harness isSchool={userType === 'SCHOOL'} id={1} results={results} {...props} />);
  return results;
}

const times = () => screen.getByTestId('times').textContent ?? '';
const puts = (server: FakeSchedulerServer) => server.calls('lessons/lesson/1', 'PUT').map((c) => c.body as Record<string, unknown>);

const overlap = (conflict: Partial<Lesson> = {}) => ({
  status: 400,
  body: {
    code: 'msg.error.invalid.form',
    message: 'Popraw błędne pola!',
    fields: [
      {
        field: 'instructor',
        key: 'msg.error.lesson.overlap.instructor',
        message: 'Instruktor już posiada lekcję w tym czasie!',
        conflict: { lessonType: 'DRIVE', lessonDate: '2030-04-01', startTime: '12:00', endTime: '13:00', instructor: { firstName: 'Jan', lastName: 'Kowalski' }, student: { firstName: 'Piotr', lastName: 'Zieliński' }, group: null, car: null, ...conflict },
      },
    ],
    // The lesson's own time is free too (the server leaves the lesson itself out): not offered as a move.
    freeSlots: [
      { lessonDate: '2030-03-31', startTime: '10:00', endTime: '11:00' },
      { lessonDate: '2030-04-01', startTime: '14:00', endTime: '15:00' },
    ],
  },
});

describe('useLessonMove', () => {
  it('moves a lesson through PUT lessons/lesson/{id} with the rest of it unchanged, and Cofnij puts it back through the same PUT', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1, { remarks: 'Plac', meetingPlace: 'Rondo' })];
    const results = start(server, { to: ['2030-04-01T12:00', '2030-04-01T13:30'] });
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    const notice = await screen.findByTestId('lesson-move-notice');
    await waitFor(() => expect(notice.textContent).toContain('Lekcja przeniesiona: 01.04.2030, 12:00–13:30.'));
    expect(puts(server)).toEqual([
      expect.objectContaining({ id: 1, lessonType: 'DRIVE', lessonDate: '2030-04-01', startTime: '12:00', endTime: '13:30', instructorId: 1, studentId: 11, carId: 21, groupId: null, remarks: 'Plac', meetingPlace: 'Rondo' }),
    ]);
    expect(results).toEqual([expect.objectContaining({ ok: true })]);
    await waitFor(() => expect(times()).toContain('1 2030-04-01 12:00-13:30'));

    fireEvent.click(within(notice).getByRole('button', { name: 'Cofnij' }));
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Przywrócono poprzedni termin: 31.03.2030, 10:00–11:00.'));
    expect(puts(server)[1]).toEqual(expect.objectContaining({ lessonDate: '2030-03-31', startTime: '10:00', endTime: '11:00', instructorId: 1, carId: 21 }));
    await waitFor(() => expect(times()).toContain('1 2030-03-31 10:00-11:00'));
  }, TIMEOUT);

  it('a refused move changes nothing: the lesson snaps back, the server names the overlapping lesson and a free slot moves it in one tap', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1)];
    server.failNext = [overlap()];
    const results = start(server, { to: ['2030-04-01T12:00', '2030-04-01T13:00'] });
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    const notice = await screen.findByTestId('lesson-move-refused');
    expect(notice.textContent).toContain('Lekcji nie przeniesiono');
    expect(notice.textContent).toContain('Instruktor już posiada lekcję w tym czasie!');
    expect(within(notice).getByTestId('lesson-conflict-sentence').textContent).toContain('01.04.2030, 12:00–13:00');
    expect(within(notice).getByTestId('lesson-conflict-sentence').textContent).toContain('Piotr Zieliński');
    expect(results).toEqual([expect.objectContaining({ ok: false })]);
    expect(times()).toContain('1 2030-03-31 10:00-11:00');
    expect(server.lessons[0]).toEqual(expect.objectContaining({ lessonDate: '2030-03-31', startTime: '10:00' }));

    expect(within(notice).getAllByTestId('lesson-free-slot').map((b) => b.textContent)).toEqual(['01.04.2030 14:00–15:00']);
    fireEvent.click(within(notice).getByTestId('lesson-free-slot'));
    await waitFor(() => expect(screen.getByTestId('lesson-move-notice').textContent).toContain('Lekcja przeniesiona: 01.04.2030, 14:00–15:00.'));
    expect(puts(server).at(-1)).toEqual(expect.objectContaining({ lessonDate: '2030-04-01', startTime: '14:00', endTime: '15:00' }));
  }, TIMEOUT);

  it('refuses a move into the past without asking the server', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1)];
    const results = start(server, { to: ['2020-01-06T10:00', '2020-01-06T11:00'] });
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    const notice = await screen.findByTestId('lesson-move-refused');
    expect(notice.textContent).toContain('Nie można utworzyć lekcji z datą przeszłą!');
    expect(results).toEqual([expect.objectContaining({ ok: false })]);
    expect(puts(server)).toEqual([]);
  }, TIMEOUT);

  it("an instructor cannot move a lesson it may not edit (another's, or one that started); its own future one goes without an instructor id", async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1, { canEdit: false }), aLesson(2)];
    serveScheduler(server, 'INSTRUCTOR');
    const results: MoveResult[] = [];
    const view = renderWithProviders(<Harness isSchool={false} id={1} to={['2030-04-01T12:00', '2030-04-01T13:00']} results={results} />);
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    expect((await screen.findByTestId('lesson-move-refused')).textContent).toContain('Tej lekcji nie możesz przenieść.');
    expect(puts(server)).toEqual([]);
    view.unmount();

    renderWithProviders(<Harness isSchool={false} id={2} to={['2030-04-01T12:00', '2030-04-01T13:00']} results={results} />);
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    await screen.findByText(/Lekcja przeniesiona/);
    expect(server.calls('lessons/lesson/2', 'PUT')[0]?.body).toEqual(expect.objectContaining({ instructorId: null, startTime: '12:00' }));
  }, TIMEOUT);

  it('moves a lesson to another instructor and car (the resource views)', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1)];
    start(server, { to: ['2030-03-31T10:00', '2030-03-31T11:00'], target: { instructorId: 2, carId: 22 } });
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    await screen.findByText(/Lekcja przeniesiona/);
    expect(puts(server)[0]).toEqual(expect.objectContaining({ instructorId: 2, carId: 22 }));
    await waitFor(() => expect(times()).toContain('1 2030-03-31 10:00-11:00 i2'));
    fireEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    await screen.findByText(/Przywrócono/);
    expect(puts(server)[1]).toEqual(expect.objectContaining({ instructorId: 1, carId: 21 }));
  }, TIMEOUT);

  it('says why an undo was refused, and the lesson stays where it was moved', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1)];
    start(server, { to: ['2030-04-01T12:00', '2030-04-01T13:00'] });
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    await screen.findByText(/Lekcja przeniesiona/);
    server.failNext = [overlap({ lessonDate: '2030-03-31', startTime: '10:00', endTime: '11:00' })];
    fireEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    const notice = await screen.findByTestId('lesson-move-refused');
    expect(notice.textContent).toContain('Nie udało się cofnąć zmiany');
    expect(notice.textContent).toContain('Instruktor już posiada lekcję w tym czasie!');
    expect(notice.textContent).toContain('31.03.2030, 10:00–11:00');
    await waitFor(() => expect(times()).toContain('1 2030-04-01 12:00-13:00'));
  }, TIMEOUT);

  it('offers Cofnij only for a while', async () => {
    const server = new FakeSchedulerServer();
    server.lessons = [aLesson(1)];
    start(server, { to: ['2030-04-01T12:00', '2030-04-01T13:00'], undoMs: 300 });
    fireEvent.click(await screen.findByRole('button', { name: 'move' }));
    await screen.findByRole('button', { name: 'Cofnij' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cofnij' })).toBeNull(), { timeout: 3000 });
    expect(screen.queryByTestId('lesson-move-notice')).toBeNull();
  }, TIMEOUT);
});

// @vitest-environment jsdom
import type { Lesson } from '@osk/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSessionUser } from '../../../lib/session/session.store';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import type { LessonMover, MoveResult } from '../lib/lesson-move';
import { aLesson, FakeSchedulerServer } from '../test/fake-scheduler-server';
import { serveScheduler } from '../test/serve';
import { changeLesson, SchedulerCalendar } from './scheduler-calendar';

beforeAll(async () => {
  await setUpI18n('pl');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

function Calendar({ lessons, view }: { lessons: Lesson[]; view: 'day' | 'week' }) {
  return (
    <SchedulerCalendar
      lessons={lessons}
      view={view}
      date="2030-03-31"
      stepMinutes={30}
      startHour={6}
      endHour={20}
      language="pl"
      titleOf={(l) => `L${l.id}`}
      crowdTitle={(n) => `${n}`}
      onLessonClick={() => undefined}
      onSlotClick={() => undefined}
      onCrowded={() => undefined}
    />
  );
}

function calendar(lessons: Lesson[], view: 'day' | 'week' = 'day') {
  return renderWithProviders(<Calendar lessons={lessons} view={view} />);
}

/** The calendar with its lessons changed by a button, as the query cache changes them. */
function Changing({ first, then }: { first: Lesson[]; then: Lesson[] }) {
  const [lessons, setLessons] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setLessons(then)}>
        change
      </button>
      <Calendar lessons={lessons} view="day" />
    </>
  );
}

const eventOf = (title: string) => within(screen.getByTestId('scheduler-calendar')).getByText(title).closest('.fc-event')!;

describe('SchedulerCalendar moving lessons', () => {
  it('lets a lesson the caller may edit be dragged and resized, and no other', async () => {
    serveScheduler(new FakeSchedulerServer());
    calendar([aLesson(1, { canEdit: true }), aLesson(2, { canEdit: false, startTime: '12:00', endTime: '13:00' })]);
    await waitFor(() => expect(eventOf('L1')).toBeTruthy());
    expect(eventOf('L1').className).toContain('fc-event-draggable');
    expect(eventOf('L1').className).toContain('fc-event-resizable');
    expect(eventOf('L2').className).not.toContain('fc-event-draggable');
    expect(eventOf('L2').className).not.toContain('fc-event-resizable');
  });

  it('a drop or resize goes to the mover with the new wall times; a refusal snaps the lesson back', async () => {
    const lesson = aLesson(7);
    const byId = new Map([['7', lesson]]);
    const answers: MoveResult[] = [{ ok: false, messages: ['msg.error.lesson.overlap.instructor'], conflicts: null }, { ok: true, lesson }];
    const move = vi.fn(async () => answers.shift()!);
    const mover = { move } as unknown as LessonMover;
    const refused = { event: { id: '7', start: new Date('2030-04-01T12:00:00Z'), end: new Date('2030-04-01T13:30:00Z') }, revert: vi.fn() };
    await changeLesson(refused, byId, mover);
    expect(move).toHaveBeenCalledWith(lesson, refused.event.start, refused.event.end);
    expect(refused.revert).toHaveBeenCalledTimes(1);
    const saved = { event: { id: '7', start: new Date('2030-04-01T14:00:00Z'), end: new Date('2030-04-01T15:00:00Z') }, revert: vi.fn() };
    await changeLesson(saved, byId, mover);
    expect(saved.revert).not.toHaveBeenCalled();
    // A crowd block or an unknown event is not a lesson: it goes back where it was.
    const crowd = { event: { id: 'crowd-2030-04-01', start: new Date(), end: new Date() }, revert: vi.fn() };
    await changeLesson(crowd, byId, mover);
    expect(crowd.revert).toHaveBeenCalledTimes(1);
    expect(move).toHaveBeenCalledTimes(2);
  });

  it('follows changed lessons one by one: a moved one at its new time, a removed one gone, a new one drawn, the others kept', async () => {
    serveScheduler(new FakeSchedulerServer());
    const first = [aLesson(1), aLesson(2, { startTime: '12:00', endTime: '13:00' }), aLesson(3, { startTime: '14:00', endTime: '15:00' })];
    const then = [first[0]!, { ...first[1]!, startTime: '16:00', endTime: '17:30' }, aLesson(4, { startTime: '08:00', endTime: '09:00' })];
    renderWithProviders(<Changing first={first} then={then} />);
    await waitFor(() => expect(eventOf('L3')).toBeTruthy());
    const kept = eventOf('L1');
    fireEvent.click(screen.getByRole('button', { name: 'change' }));
    await waitFor(() => expect(eventOf('L4')).toBeTruthy());
    expect(within(screen.getByTestId('scheduler-calendar')).queryByText('L3')).toBeNull();
    expect(eventOf('L2').textContent).toContain('16:00');
    expect(eventOf('L2').textContent).toContain('17:30');
    expect(eventOf('L1')).toBe(kept);
  });
});

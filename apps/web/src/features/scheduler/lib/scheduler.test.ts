import { describe, expect, it } from 'vitest';
import { lessonsList, type CardLesson } from '@osk/contract';
import { endpointUrl } from '../../../lib/api/endpoint-client';
import { aLesson } from '../test/fake-scheduler-server';
import {
  calendarNow,
  cardTotals,
  defaultView,
  emptyForm,
  issuesToErrors,
  lessonsQuery,
  newLessonSlot,
  requestOf,
  rowHours,
  serverErrors,
  shouldOpenDayView,
  slotFrom,
  timeOptions,
  visibleHours,
  visibleRange,
  wallOf,
  weekItems,
} from './scheduler';

describe('scheduler helpers', () => {
  it('offers 05:00 to 23:00 in 30-minute steps', () => {
    const times = timeOptions();
    expect(times[0]).toBe('05:00');
    expect(times[1]).toBe('05:30');
    expect(times.at(-1)).toBe('23:00');
    expect(times).toHaveLength(37);
    // A time off the grid (a 45-minute lesson's end) is offered too, in order.
    expect(timeOptions('10:45', 'nonsense')).toContain('10:45');
    expect(timeOptions('10:45').indexOf('10:45')).toBe(timeOptions('10:45').indexOf('10:30') + 1);
  });

  it("follows the school's hours and lesson length for new lessons and the grid", () => {
    const school = { startHour: 8, endHour: 18, minutesForLesson: 90 };
    // 10:20 Warsaw → 11:00 for 90 minutes; 06:00 Warsaw → 08:00; 17:20 Warsaw → next day 08:00.
    expect(newLessonSlot(new Date('2030-01-15T09:20:00Z'), school)).toEqual({ lessonDate: '2030-01-15', startTime: '11:00', endTime: '12:30' });
    expect(newLessonSlot(new Date('2030-01-15T05:00:00Z'), school)).toEqual({ lessonDate: '2030-01-15', startTime: '08:00', endTime: '09:30' });
    expect(newLessonSlot(new Date('2030-01-15T16:20:00Z'), school)).toEqual({ lessonDate: '2030-01-16', startTime: '08:00', endTime: '09:30' });
    expect(slotFrom('2030-01-15', '10:00', school)).toEqual({ lessonDate: '2030-01-15', startTime: '10:00', endTime: '11:30' });
    expect(slotFrom('2030-01-15', '17:00', school)).toEqual({ lessonDate: '2030-01-15', startTime: '17:00', endTime: '18:00' });
    expect(slotFrom('2030-01-15', '19:00', school)).toEqual({ lessonDate: '2030-01-15', startTime: '19:00', endTime: '20:30' });
    // The grid spans the working hours, widened around a lesson outside them.
    expect(visibleHours(school, [])).toEqual({ startHour: 8, endHour: 18 });
    expect(visibleHours(school, [aLesson(1, { startTime: '07:30', endTime: '08:30' }), aLesson(2, { startTime: '19:00', endTime: '20:30' })])).toEqual({ startHour: 7, endHour: 21 });
  });

  it('opens the day view on a phone and the week view from 768 px', () => {
    expect(defaultView(390)).toBe('day');
    expect(defaultView(767)).toBe('day');
    expect(defaultView(768)).toBe('week');
    expect(defaultView(1280)).toBe('week');
  });

  it('starts a new lesson at the next full Warsaw hour, one hour long', () => {
    // 09:20 UTC in winter is 10:20 in Warsaw.
    expect(newLessonSlot(new Date('2030-01-15T09:20:00Z'))).toEqual({ lessonDate: '2030-01-15', startTime: '11:00', endTime: '12:00' });
    // 09:20 UTC in summer is 11:20 in Warsaw.
    expect(newLessonSlot(new Date('2030-07-15T09:20:00Z'))).toEqual({ lessonDate: '2030-07-15', startTime: '12:00', endTime: '13:00' });
    // 01:00 Warsaw → 05:00; 22:30 Warsaw → next day 05:00.
    expect(newLessonSlot(new Date('2030-01-15T00:00:00Z'))).toEqual({ lessonDate: '2030-01-15', startTime: '05:00', endTime: '06:00' });
    expect(newLessonSlot(new Date('2030-01-15T21:30:00Z'))).toEqual({ lessonDate: '2030-01-16', startTime: '05:00', endTime: '06:00' });
  });

  it('sends the times as picked, without any shift, also on the daylight-saving weekends', () => {
    const spring = requestOf({ ...emptyForm({ lessonDate: '2030-03-31', startTime: '02:00', endTime: '03:00' }), studentId: 11, carId: 21 }, null, false);
    expect(spring).toMatchObject({ lessonDate: '2030-03-31', startTime: '02:00', endTime: '03:00', instructorId: null, studentId: 11, carId: 21, groupId: null });
    const autumn = requestOf({ ...emptyForm({ lessonDate: '2030-10-27', startTime: '10:00', endTime: '11:30' }), lessonType: 'LECTURE', groupId: 31, studentId: 11, instructorId: 2 }, 5, true);
    expect(autumn).toMatchObject({ id: 5, lessonType: 'LECTURE', startTime: '10:00', endTime: '11:30', groupId: 31, studentId: null, carId: null, instructorId: 2 });
  });

  it('shows calendar dates as wall times (UTC coercion) whatever the zone', () => {
    expect(wallOf(new Date('2030-03-31T10:30:00Z'))).toEqual({ date: '2030-03-31', time: '10:30' });
    expect(calendarNow(new Date('2030-03-31T08:00:00Z'))).toBe('2030-03-31T10:00:00');
    expect(calendarNow(new Date('2030-03-30T08:00:00Z'))).toBe('2030-03-30T09:00:00');
  });

  it('puts the school filters into the lessons query and keeps them out for instructors', () => {
    expect(lessonsQuery({ after: '2030-03-25', before: '2030-03-31' }, true, { instructorIds: [1, 2], carId: 21, lessonType: 'DRIVE' })).toEqual({
      after: '2030-03-25',
      before: '2030-03-31',
      pageSize: 2000,
      instructorId: [1, 2],
      carId: 21,
      lessonType: 'DRIVE',
    });
    // A list repeats its name in the URL.
    expect(endpointUrl(lessonsList, { query: lessonsQuery({ after: '2030-03-25', before: '2030-03-31' }, true, { instructorIds: [1, 2], carId: null, lessonType: null }) })).toBe(
      'lessons/lesson?after=2030-03-25&before=2030-03-31&pageSize=2000&instructorId=1&instructorId=2',
    );
    expect(lessonsQuery({ after: '2030-03-25', before: '2030-03-31' }, true, { instructorIds: [], carId: null, lessonType: null })).toEqual({ after: '2030-03-25', before: '2030-03-31', pageSize: 2000 });
    expect(lessonsQuery({ after: '2030-03-25', before: '2030-03-31' }, false, { instructorIds: [1], carId: 21, lessonType: 'DRIVE' })).toEqual({ after: '2030-03-25', before: '2030-03-31', pageSize: 1000 });
  });

  it('gives Monday-to-Sunday weeks', () => {
    expect(visibleRange('week', '2030-03-31')).toEqual({ after: '2030-03-25', before: '2030-03-31' });
    expect(visibleRange('week', '2030-03-25')).toEqual({ after: '2030-03-25', before: '2030-03-31' });
    expect(visibleRange('day', '2030-03-27')).toEqual({ after: '2030-03-27', before: '2030-03-27' });
  });

  it('maps validation findings to the spec messages', () => {
    expect(
      issuesToErrors([
        { field: 'instructor', reason: 'overlap' },
        { field: 'car', reason: 'overlap' },
        { field: 'student', reason: 'overlap' },
        { field: 'group', reason: 'overlap' },
        { field: 'endTime', reason: 'incorrectTime' },
        { field: 'lessonDate', reason: 'pastTime' },
        { field: 'startTime', reason: 'required' },
      ]),
    ).toEqual({
      instructor: 'msg.error.lesson.overlap.instructor',
      car: 'msg.error.lesson.overlap.car',
      student: 'msg.error.lesson.overlap.student',
      group: 'msg.error.lesson.overlap.group',
      endTime: 'msg.error.lesson.time.order',
      lessonDate: 'msg.error.lesson.past',
      startTime: 'msg.validation.required',
    });
    expect(serverErrors([{ field: 'carId', message: 'zajęty', key: 'msg.error.lesson.overlap.car' }, { field: 'studentId', message: 'Pole wymagane' }, { field: 'other', message: 'x' }])).toEqual({
      car: 'msg.error.lesson.overlap.car',
      student: 'Pole wymagane',
    });
  });

  it('opens the day view only for a week slot with more than 5 lessons', () => {
    const five = [1, 2, 3, 4, 5].map((id) => aLesson(id, { lessonDate: '2030-03-27', startTime: '10:00', endTime: '11:00' }));
    expect(shouldOpenDayView('week', five, '2030-03-27', '10:30')).toBe(false);
    const six = [...five, aLesson(6, { lessonDate: '2030-03-27', startTime: '10:30', endTime: '12:00' })];
    expect(shouldOpenDayView('week', six, '2030-03-27', '10:30')).toBe(true);
    expect(shouldOpenDayView('week', six, '2030-03-27', '11:00')).toBe(false);
    expect(shouldOpenDayView('week', six, '2030-03-28', '10:30')).toBe(false);
    expect(shouldOpenDayView('day', six, '2030-03-27', '10:30')).toBe(false);
  });

  it('counts drives in 60-minute hours and lectures in 45-minute hours, of the effective times, selected rows only', () => {
    const row = (id: number, overrides: Partial<CardLesson> = {}): CardLesson => ({
      lessonId: id,
      lessonType: 'DRIVE',
      instructor: null,
      orginalLessonDate: '2030-03-01',
      orginalStartTime: '10:00',
      orginalEndTime: '12:00',
      overridedLessonDate: null,
      overridedStartTime: null,
      overridedEndTime: null,
      override: false,
      selected: true,
      ...overrides,
    });
    // A 2-hour drive is 2 hours (not 2.67); a 90-minute lecture 2 theory hours.
    expect(rowHours(row(1))).toBe(2);
    expect(rowHours(row(2, { lessonType: 'LECTURE', orginalEndTime: '11:30' }))).toBe(2);
    expect(rowHours(row(3, { override: true, overridedStartTime: '10:00', overridedEndTime: '10:45' }))).toBe(0.75);
    // The overridden times count only while override is on.
    expect(rowHours(row(4, { override: false, overridedStartTime: '10:00', overridedEndTime: '10:45' }))).toBe(2);
    expect(rowHours(row(5, { override: true, overridedStartTime: '12:00', overridedEndTime: '11:00' }))).toBe(0);
    expect(cardTotals([row(1), row(2, { lessonType: 'LECTURE', orginalEndTime: '11:30' }), row(3, { override: true, overridedStartTime: '10:00', overridedEndTime: '10:45' }), row(6, { selected: false })])).toEqual({
      practicalMinutes: 165,
      theoryMinutes: 90,
      practicalHours: 2.75,
      theoryHours: 2,
    });
    // Of the summed minutes: three 40-minute lectures are 120/45 = 2.67 hours (not 3 × 0.89).
    const forty = { lessonType: 'LECTURE' as const, orginalEndTime: '10:40' };
    expect(rowHours(row(7, forty))).toBe(0.89);
    expect(cardTotals([row(7, forty), row(8, forty), row(9, forty)]).theoryHours).toBe(2.67);
  });
});

describe('weekItems', () => {
  const at = (id: number, date: string, start: string, end: string) => aLesson(id, { lessonDate: date, startTime: start, endTime: end });

  it('shows up to 5 overlapping lessons one by one and more as one block that counts them', () => {
    const five = [1, 2, 3, 4, 5].map((id) => at(id, '2030-03-27', '10:00', '11:00'));
    expect(weekItems(five).map((i) => i.kind)).toEqual(['lesson', 'lesson', 'lesson', 'lesson', 'lesson']);
    const six = [...five, at(6, '2030-03-27', '10:30', '12:00')];
    expect(weekItems(six)).toEqual([{ kind: 'crowd', date: '2030-03-27', startTime: '10:00', endTime: '12:00', count: 6 }]);
  });

  it('splits runs at touching times and at day changes', () => {
    const morning = [1, 2, 3, 4, 5, 6].map((id) => at(id, '2030-03-27', '10:00', '11:00'));
    const next = at(7, '2030-03-27', '11:00', '12:00');
    const otherDay = at(8, '2030-03-28', '10:00', '11:00');
    const items = weekItems([otherDay, next, ...morning]);
    expect(items.map((i) => (i.kind === 'crowd' ? `crowd ${i.date} ${i.count}` : `lesson ${i.lesson.id}`))).toEqual(['crowd 2030-03-27 6', 'lesson 7', 'lesson 8']);
  });
});

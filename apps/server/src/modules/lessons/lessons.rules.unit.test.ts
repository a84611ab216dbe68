import { describe, expect, it } from 'vitest';
import { checkOverlaps, checkRequired, checkTimes, intervalsOverlap, issueMessageKey, type BookedLesson } from './lessons.rules.js';
import type { LessonDraft } from '@osk/contract';

const hours = (a: Date | null, b: Date | null) => ((b?.getTime() ?? 0) - (a?.getTime() ?? 0)) / 3_600_000;

describe('lesson rules (§5)', () => {
  const now = new Date('2026-11-22T10:00:00Z'); // 11:00 in Warsaw
  const drive: LessonDraft = { lessonType: 'DRIVE', lessonDate: '2026-11-23', startTime: '10:00', endTime: '11:00', instructorId: 1, studentId: 2, groupId: null, carId: 3 };

  it('start before end', () => {
    expect(checkTimes(drive, now, true).issues).toEqual([]);
    expect(checkTimes({ ...drive, endTime: '10:00' }, now, true).issues).toEqual([{ field: 'endTime', reason: 'incorrectTime' }]);
    expect(checkTimes({ ...drive, endTime: '09:00' }, now, true).issues).toEqual([{ field: 'endTime', reason: 'incorrectTime' }]);
  });

  it('a non-existent spring-forward time is incorrectTime', () => {
    const future = new Date('2026-03-01T00:00:00Z');
    expect(checkTimes({ lessonDate: '2026-03-29', startTime: '02:15', endTime: '04:00' }, future, true).issues).toEqual([{ field: 'startTime', reason: 'incorrectTime' }]);
    expect(checkTimes({ lessonDate: '2026-03-29', startTime: '01:00', endTime: '02:30' }, future, true).issues).toEqual([{ field: 'endTime', reason: 'incorrectTime' }]);
    const across = checkTimes({ lessonDate: '2026-03-29', startTime: '01:30', endTime: '03:30' }, future, true);
    expect(across.issues).toEqual([]);
    expect(hours(across.startsAt, across.endsAt)).toBe(1);
    const autumn = checkTimes({ lessonDate: '2026-10-25', startTime: '01:30', endTime: '03:30' }, future, true);
    expect(hours(autumn.startsAt, autumn.endsAt)).toBe(3);
  });

  it('not in the past (from the clock), unless the past is allowed', () => {
    const past = { ...drive, lessonDate: '2026-11-22', startTime: '10:30', endTime: '11:30' };
    expect(checkTimes(past, now, true).issues).toEqual([{ field: 'lessonDate', reason: 'pastTime' }, { field: 'startTime', reason: 'pastTime' }]);
    expect(checkTimes(past, now, false).issues).toEqual([]);
    // Starting exactly now is not the future.
    expect(checkTimes({ ...past, startTime: '11:00', endTime: '12:00' }, now, true).issues).toHaveLength(2);
    expect(checkTimes({ ...past, startTime: '11:01', endTime: '12:00' }, now, true).issues).toEqual([]);
  });

  it('required fields by type and caller', () => {
    expect(checkRequired(drive, true)).toEqual([]);
    expect(checkRequired({ ...drive, instructorId: null, studentId: null, carId: null }, true)).toEqual([
      { field: 'instructor', reason: 'required' },
      { field: 'student', reason: 'required' },
      { field: 'car', reason: 'required' },
    ]);
    expect(checkRequired({ ...drive, instructorId: null }, false)).toEqual([]);
    expect(checkRequired({ ...drive, lessonType: 'LECTURE', studentId: null, carId: null }, true)).toEqual([{ field: 'group', reason: 'required' }]);
  });

  it('overlaps of the four kinds, half-open intervals', () => {
    const s = new Date('2026-11-23T09:00:00Z');
    const e = new Date('2026-11-23T10:00:00Z');
    const other = (patch: Partial<BookedLesson>): BookedLesson => ({ id: 9, startsAt: s, endsAt: e, instructorId: 10, studentId: 20, groupId: 40, carId: 30, ...patch });
    expect(checkOverlaps(drive, s, e, [other({})], null)).toEqual([]);
    expect(checkOverlaps(drive, s, e, [other({ instructorId: 1 })], null)).toEqual([{ field: 'instructor', reason: 'overlap' }]);
    expect(checkOverlaps(drive, s, e, [other({ studentId: 2 })], null)).toEqual([{ field: 'student', reason: 'overlap' }]);
    expect(checkOverlaps(drive, s, e, [other({ carId: 3 })], null)).toEqual([{ field: 'car', reason: 'overlap' }]);
    const lecture: LessonDraft = { ...drive, lessonType: 'LECTURE', studentId: null, carId: null, groupId: 40 };
    expect(checkOverlaps(lecture, s, e, [other({})], null)).toEqual([{ field: 'group', reason: 'overlap' }]);
    // The lesson itself does not count.
    expect(checkOverlaps(drive, s, e, [other({ id: 5, carId: 3 })], 5)).toEqual([]);
    // Touching intervals do not overlap; one minute of sharing does.
    const next = { startsAt: e, endsAt: new Date('2026-11-23T11:00:00Z') };
    expect(checkOverlaps(drive, s, e, [other({ ...next, carId: 3, instructorId: 1 })], null)).toEqual([]);
    expect(checkOverlaps(drive, s, e, [other({ startsAt: new Date('2026-11-23T09:59:00Z'), carId: 3 })], null)).toEqual([{ field: 'car', reason: 'overlap' }]);
    expect(intervalsOverlap(s, e, e, new Date(e.getTime() + 1))).toBe(false);
  });

  it('maps findings to message keys', () => {
    expect(issueMessageKey({ field: 'car', reason: 'overlap' })).toBe('msg.error.lesson.overlap.car');
    expect(issueMessageKey({ field: 'instructor', reason: 'overlap' })).toBe('msg.error.lesson.overlap.instructor');
    expect(issueMessageKey({ field: 'endTime', reason: 'incorrectTime' })).toBe('msg.error.lesson.time.order');
    expect(issueMessageKey({ field: 'lessonDate', reason: 'pastTime' })).toBe('msg.error.lesson.past');
    expect(issueMessageKey({ field: 'group', reason: 'required' })).toBe('msg.validation.required');
  });
});

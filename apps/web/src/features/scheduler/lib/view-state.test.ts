import { describe, expect, it } from 'vitest';
import { defaultSchedulerView, parseViewState, rangeOf, viewSearch, VIEWS_FOR } from './view-state';

const TODAY = '2026-11-27';

describe('scheduler view state in the URL (issue 22)', () => {
  it('defaults: the day list on a phone, the compact week for a school and the time grid for an instructor on a desktop', () => {
    expect(defaultSchedulerView(390, true)).toBe('agenda-day');
    expect(defaultSchedulerView(390, false)).toBe('agenda-day');
    expect(defaultSchedulerView(1280, true)).toBe('week');
    expect(defaultSchedulerView(1280, false)).toBe('grid-week');
    expect(parseViewState(new URLSearchParams(''), { width: 390, isSchool: true, today: TODAY })).toEqual({ view: 'agenda-day', date: TODAY, filters: { instructorIds: [], carId: null, lessonType: null } });
  });

  it('reads the view, date and filters, ignoring what is not valid', () => {
    const params = new URLSearchParams('view=day-cars&date=2026-11-30&instructor=3&instructor=4&car=21&type=DRIVE');
    expect(parseViewState(params, { width: 1280, isSchool: true, today: TODAY })).toEqual({ view: 'day-cars', date: '2026-11-30', filters: { instructorIds: [3, 4], carId: 21, lessonType: 'DRIVE' } });
    const bad = new URLSearchParams('view=month&date=30.11.2026&instructor=x&car=&type=WALK');
    expect(parseViewState(bad, { width: 1280, isSchool: true, today: TODAY })).toEqual({ view: 'week', date: TODAY, filters: { instructorIds: [], carId: null, lessonType: null } });
    expect(parseViewState(new URLSearchParams('date=2026-02-31'), { width: 1280, isSchool: true, today: TODAY }).date).toBe(TODAY);
  });

  it('an instructor has no resource views and no filters', () => {
    expect(VIEWS_FOR.instructor).not.toContain('day-instructors');
    const state = parseViewState(new URLSearchParams('view=day-instructors&instructor=3&car=21'), { width: 1280, isSchool: false, today: TODAY });
    expect(state.view).toBe('grid-week');
    expect(state.filters).toEqual({ instructorIds: [], carId: null, lessonType: null });
  });

  it('writes the state back as the same query', () => {
    const search = viewSearch({ view: 'day-instructors', date: '2026-11-30', filters: { instructorIds: [3], carId: 21, lessonType: 'LECTURE' } });
    expect(search.toString()).toBe('view=day-instructors&date=2026-11-30&instructor=3&car=21&type=LECTURE');
    expect(parseViewState(search, { width: 390, isSchool: true, today: TODAY })).toEqual({ view: 'day-instructors', date: '2026-11-30', filters: { instructorIds: [3], carId: 21, lessonType: 'LECTURE' } });
  });

  it('the range of a view: a day, or the Monday-to-Sunday week', () => {
    expect(rangeOf('day-instructors', '2026-11-27')).toEqual({ after: '2026-11-27', before: '2026-11-27' });
    expect(rangeOf('agenda-day', '2026-11-27')).toEqual({ after: '2026-11-27', before: '2026-11-27' });
    expect(rangeOf('week', '2026-11-27')).toEqual({ after: '2026-11-23', before: '2026-11-29' });
    expect(rangeOf('agenda', '2026-11-27')).toEqual({ after: '2026-11-23', before: '2026-11-29' });
    expect(rangeOf('grid-week', '2026-11-27')).toEqual({ after: '2026-11-23', before: '2026-11-29' });
  });
});

describe('matchesFilters', () => {
  it('checks instructor, car and type', async () => {
    const { aLesson } = await import('../test/fake-scheduler-server');
    const { matchesFilters } = await import('./view-state');
    const lesson = aLesson(1);
    expect(matchesFilters(lesson, { instructorIds: [], carId: null, lessonType: null })).toBe(true);
    expect(matchesFilters(lesson, { instructorIds: [2], carId: null, lessonType: null })).toBe(false);
    expect(matchesFilters(lesson, { instructorIds: [1], carId: 22, lessonType: null })).toBe(false);
    expect(matchesFilters(lesson, { instructorIds: [1], carId: 21, lessonType: 'LECTURE' })).toBe(false);
    expect(matchesFilters(lesson, { instructorIds: [1], carId: 21, lessonType: 'DRIVE' })).toBe(true);
  });
});

import { LessonType, SCHEDULER_PHONE_MAX_WIDTH, type Lesson } from '@osk/contract';
import { NO_FILTERS, visibleRange, type LessonFilters } from './scheduler';

/**
 * The scheduler's view, date and filters live in the URL query (issue 22), so a reload keeps them and
 * Back returns to the previous view: `?view=day-instructors&date=2026-11-30&instructor=3&car=21&type=DRIVE`.
 *
 * - `day-instructors` / `day-cars`: one day, one column per instructor / car (our own resource view,
 *   ADR 030; FullCalendar's resource views are licensed separately).
 * - `week`: the compact week, one row per instructor and one column per working day.
 * - `agenda` / `agenda-day`: the list of the week's / the day's lessons grouped by day.
 * - `grid-week` / `grid-day`: FullCalendar's time grid (where lessons are dragged across days and times).
 */
export const SCHEDULER_VIEWS = ['day-instructors', 'day-cars', 'week', 'agenda-day', 'agenda', 'grid-day', 'grid-week'] as const;
export type SchedulerView = (typeof SCHEDULER_VIEWS)[number];

/** The views each user sees: an instructor (own lessons only) has no columns per instructor or car. */
export const VIEWS_FOR: Record<'school' | 'instructor', readonly SchedulerView[]> = {
  school: SCHEDULER_VIEWS,
  instructor: ['agenda-day', 'agenda', 'grid-day', 'grid-week'],
};

export interface ViewState {
  view: SchedulerView;
  date: string;
  filters: LessonFilters;
}

/** On a phone the day list; on a desktop the compact week (school) or the time grid of the own week (instructor). */
export function defaultSchedulerView(width: number, isSchool: boolean): SchedulerView {
  if (width <= SCHEDULER_PHONE_MAX_WIDTH) return 'agenda-day';
  return isSchool ? 'week' : 'grid-week';
}

function validDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const positiveId = (value: string | null): number | null => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/** The state a query stands for; anything missing or not valid takes its default. */
export function parseViewState(params: URLSearchParams, context: { width: number; isSchool: boolean; today: string }): ViewState {
  const allowed = VIEWS_FOR[context.isSchool ? 'school' : 'instructor'];
  const asked = params.get('view');
  const view = allowed.find((v) => v === asked) ?? defaultSchedulerView(context.width, context.isSchool);
  const date = params.get('date');
  if (!context.isSchool) return { view, date: validDate(date) ? date : context.today, filters: NO_FILTERS };
  const instructorIds = [...new Set(params.getAll('instructor').map(positiveId).filter((id): id is number => id !== null))];
  const type = LessonType.safeParse(params.get('type'));
  return {
    view,
    date: validDate(date) ? date : context.today,
    filters: { instructorIds, carId: positiveId(params.get('car')), lessonType: type.success ? type.data : null },
  };
}

/** The query of a state (view and date always, filters when set). */
export function viewSearch(state: ViewState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('view', state.view);
  params.set('date', state.date);
  for (const id of state.filters.instructorIds) params.append('instructor', String(id));
  if (state.filters.carId !== null) params.set('car', String(state.filters.carId));
  if (state.filters.lessonType !== null) params.set('type', state.filters.lessonType);
  return params;
}

/** Whether a view shows one day (else the Monday-to-Sunday week). */
export function isDayView(view: SchedulerView): boolean {
  return view === 'day-instructors' || view === 'day-cars' || view === 'agenda-day' || view === 'grid-day';
}

/** The dates a view shows (both inclusive). */
export function rangeOf(view: SchedulerView, date: string): { after: string; before: string } {
  return visibleRange(isDayView(view) ? 'day' : 'week', date);
}

/**
 * Whether a lesson passes the filters. The server already filters (GET lessons/lesson); the views
 * check again so that the previous answer, shown until the new one arrives, never puts another
 * instructor's row in "one instructor's week".
 */
export function matchesFilters(lesson: Lesson, filters: LessonFilters): boolean {
  if (filters.instructorIds.length > 0 && !filters.instructorIds.includes(lesson.instructor?.id ?? -1)) return false;
  if (filters.carId !== null && lesson.car?.id !== filters.carId) return false;
  return filters.lessonType === null || lesson.lessonType === filters.lessonType;
}

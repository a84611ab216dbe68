import type { CalendarApi, LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import plLocale from '@fullcalendar/core/locales/pl';
import ruLocale from '@fullcalendar/core/locales/ru';
import ukLocale from '@fullcalendar/core/locales/uk';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { WEEK_SLOT_MAX_EVENTS, type Language, type Lesson } from '@osk/contract';
import { useEffect, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useLessonMove, type LessonMover } from '../lib/lesson-move';
import { calendarNow, CALENDAR_TIME_ZONE, wallDateTime, wallOf, weekItems } from '../lib/scheduler';
import { LessonMoveNotice } from './lesson-move-notice';
import './scheduler-calendar.css';

const LOCALES: Partial<Record<Language, LocaleInput>> = { pl: plLocale, de: deLocale, ru: ruLocale, ua: ukLocale };
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

export type CalendarView = 'week' | 'day';
const CROWD_PREFIX = 'crowd-';
const FC_VIEW: Record<CalendarView, string> = { week: 'timeGridWeek', day: 'timeGridDay' };
/** On touch a lesson is picked up after a press this long (a shorter touch scrolls or opens it). */
export const LONG_PRESS_MS = 400;

/** What FullCalendar hands to eventDrop / eventResize that a move needs. */
interface CalendarChange {
  event: { id: string; start: Date | null; end: Date | null };
  revert: () => void;
}

/**
 * A lesson dropped or resized on the grid: moved through the mover (the server's PUT); refused, or
 * not a lesson at all (a crowd block), it snaps back to where it was.
 */
export async function changeLesson(info: CalendarChange, byId: ReadonlyMap<string, Lesson>, mover: Pick<LessonMover, 'move'>): Promise<void> {
  const lesson = byId.get(info.event.id);
  const { start, end } = info.event;
  if (!lesson || !start || !end) {
    info.revert();
    return;
  }
  const result = await mover.move(lesson, start, end);
  if (!result.ok) info.revert();
}

/** The Warsaw "now" as the grid's UTC-coerced date: nothing is dropped before it. */
const gridNow = () => new Date(`${calendarNow()}Z`);
const allowDrop = (span: { start: Date }) => span.start.getTime() > gridNow().getTime();
const calendarNowText = () => calendarNow();
const PLUGINS = [timeGridPlugin, interactionPlugin];
type Clock = { hour: number; minute: number };
const hhmm = (t: Clock) => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;
/**
 * Times as HH:mm (13:00, 12:00 - 13:00) without Intl: FullCalendar's own range formatting builds new
 * Intl.DateTimeFormats for every event it draws, most of the cost of drawing a week of 240 lessons.
 */
const TIME_FORMAT = (arg: { date: Clock; start: Clock; end?: Clock }) => (arg.end ? `${hhmm(arg.start)} - ${hhmm(arg.end)}` : hhmm(arg.date));

/** One lesson (or crowd block) as FullCalendar draws it. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  classNames: string[];
  editable: boolean;
}

/** What the calendar holds of an event: all of it, and all but its time. */
export interface Shown {
  key: string;
  timeless: string;
}

const keysOf = (e: CalendarEvent): Shown => {
  const timeless = JSON.stringify([e.title, e.backgroundColor, e.borderColor, e.classNames, e.editable]);
  return { timeless, key: `${e.start}|${e.end}|${timeless}` };
};
/** A FullCalendar date (UTC-coerced) as the wall-clock string it was given. */
const asGiven = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : '');

/**
 * Brings FullCalendar's events to `events` with as little as changed: an event gone is removed, a new
 * one added, one that only changed its time gets its dates (nothing, when the calendar already shows
 * them: FullCalendar moved it itself on a drop, or put it back on a refusal), any other change replaces
 * it. A first fill, or one where most of the events changed (another week), is one new source. Each
 * change of FullCalendar's `events` option would parse and draw all of them again.
 */
export function syncEvents(api: CalendarApi, events: readonly CalendarEvent[], shown: Map<string, Shown>): void {
  const next = new Map(events.map((e) => [e.id, e]));
  let stale = 0;
  for (const id of shown.keys()) if (!next.has(id)) stale += 1;
  for (const e of events) if (shown.get(e.id)?.key !== keysOf(e).key) stale += 1;
  if (stale === 0) return;
  // The calendar behind the API batches its re-renders (not part of the CalendarApi type).
  const batch = (api as CalendarApi & { batchRendering?: (run: () => void) => void }).batchRendering?.bind(api) ?? ((run: () => void) => run());
  batch(() => {
    if (shown.size === 0 || stale > Math.max(8, events.length / 2)) {
      for (const source of api.getEventSources()) source.remove();
      api.removeAllEvents();
      api.addEventSource([...events]);
      shown.clear();
      for (const e of events) shown.set(e.id, keysOf(e));
      return;
    }
    for (const id of [...shown.keys()]) {
      if (next.has(id)) continue;
      api.getEventById(id)?.remove();
      shown.delete(id);
    }
    for (const e of events) {
      const keys = keysOf(e);
      const before = shown.get(e.id);
      if (before?.key === keys.key) continue;
      const event = api.getEventById(e.id);
      if (before && event && before.timeless === keys.timeless) {
        if (asGiven(event.start) !== e.start || asGiven(event.end) !== e.end) event.setDates(e.start, e.end);
      } else {
        event?.remove();
        api.addEvent(e);
      }
      shown.set(e.id, keys);
    }
  });
}

export interface CalendarProps {
  lessons: readonly Lesson[];
  view: CalendarView;
  date: string;
  stepMinutes: number;
  /** The first and the last hour of the grid (the school's working hours, widened around its lessons). */
  startHour: number;
  endHour: number;
  language: Language;
  titleOf: (lesson: Lesson) => string;
  /** The title of a week-view block standing for more than 5 lessons at once. */
  crowdTitle: (count: number) => string;
  onLessonClick: (lesson: Lesson) => void;
  onSlotClick: (slot: { date: string; time: string }) => void;
  onCrowded: (date: string) => void;
}

/**
 * FullCalendar's time grid (day and week, Monday first, from startHour to endHour, no all-day row). Time zone:
 * see CALENDAR_TIME_ZONE — wall-clock strings in 'UTC', so what is shown is the Warsaw wall time.
 * A lesson the caller may edit (`canEdit`: the school any, an instructor its own not yet started) can be
 * dragged and resized (on touch after a long press), never into the past; the move goes through
 * useLessonMove (lib/lesson-move.ts): the server checks it as the dialog's save, a refusal snaps it
 * back, and a move can be undone for 10 s.
 */
export function SchedulerCalendar({ lessons, view, date, stepMinutes, startHour, endHour, language, titleOf, crowdTitle, onLessonClick, onSlotClick, onCrowded }: CalendarProps) {
  const ref = useRef<FullCalendar>(null);
  const byId = useMemo(() => new Map(lessons.map((l) => [String(l.id), l])), [lessons]);
  const mover = useLessonMove();
  const events = useMemo(() => {
    const items = view === 'week' ? weekItems(lessons) : lessons.map((lesson) => ({ kind: 'lesson' as const, lesson }));
    return items.map(
      (item): CalendarEvent =>
        item.kind === 'crowd'
          ? {
              id: `${CROWD_PREFIX}${item.date}`,
              title: crowdTitle(item.count),
              start: wallDateTime(item.date, item.startTime),
              end: wallDateTime(item.date, item.endTime),
              backgroundColor: '#495057',
              borderColor: '#495057',
              classNames: ['lesson-crowd'],
              editable: false,
            }
          : {
              id: String(item.lesson.id),
              title: titleOf(item.lesson),
              start: wallDateTime(item.lesson.lessonDate, item.lesson.startTime),
              end: wallDateTime(item.lesson.lessonDate, item.lesson.endTime),
              backgroundColor: item.lesson.instructor?.color ?? '#868e96',
              borderColor: item.lesson.instructor?.color ?? '#868e96',
              classNames: item.lesson.canEdit ? ['lesson-editable'] : ['lesson-readonly'],
              editable: item.lesson.canEdit,
            },
    );
  }, [lessons, titleOf, crowdTitle, view]);

  // The latest props and lessons for FullCalendar's handlers, which are created once (see below).
  const latest = useRef({ byId, mover, onLessonClick, onSlotClick, onCrowded });
  useLayoutEffect(() => {
    latest.current = { byId, mover, onLessonClick, onSlotClick, onCrowded };
  });

  // The events follow the lessons one by one (see syncEvents): a moved lesson is one changed event.
  const shown = useRef<Map<string, Shown>>(new Map());
  useLayoutEffect(() => {
    const api = ref.current?.getApi();
    if (api) syncEvents(api, events, shown.current);
  }, [events]);

  // The page owns the view and date; the calendar follows them.
  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FC_VIEW[view]) api.changeView(FC_VIEW[view], date);
    else api.gotoDate(date);
  }, [view, date]);

  const step = `${String(Math.floor(stepMinutes / 60)).padStart(2, '0')}:${String(stepMinutes % 60).padStart(2, '0')}:00`;
  const locale = LOCALES[language];
  // Day view: about 5.5em an hour (see scheduler-calendar.css), never below FullCalendar's 1.5em a slot.
  const slotHeight = `${Math.max(1.5, (5.5 * stepMinutes) / 60)}em`;
  // The same element while its options stay: FullCalendar's React wrapper hands every re-render's props
  // to the calendar, which then draws everything again (a drop must not redraw 240 lessons).
  const calendar = useMemo(
    () => (
      <FullCalendar
        ref={ref}
        plugins={PLUGINS}
        initialView={FC_VIEW[view]}
        initialDate={date}
        headerToolbar={false}
        timeZone={CALENDAR_TIME_ZONE}
        now={calendarNowText}
        {...(locale ? { locale } : {})}
        firstDay={1}
        allDaySlot={false}
        slotMinTime={hh(startHour)}
        slotMaxTime={hh(endHour)}
        slotDuration={step}
        slotLabelInterval={stepMinutes >= 60 ? '01:00:00' : step}
        slotLabelFormat={TIME_FORMAT}
        eventTimeFormat={TIME_FORMAT}
        height="auto"
        nowIndicator
        slotEventOverlap={false}
        editable={false}
        eventLongPressDelay={LONG_PRESS_MS}
        eventAllow={allowDrop}
        eventDrop={(info) => void changeLesson(info, latest.current.byId, latest.current.mover)}
        eventResize={(info) => void changeLesson(info, latest.current.byId, latest.current.mover)}
        selectable={false}
        // An explicit number in the day view too: FullCalendar's React wrapper would keep undefined as 0 (every event behind "+1").
        eventMaxStack={view === 'week' ? WEEK_SLOT_MAX_EVENTS : 1000}
        moreLinkClick={(info) => {
          latest.current.onCrowded(wallOf(info.date).date);
          return 'none';
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (info.event.id.startsWith(CROWD_PREFIX)) {
            latest.current.onCrowded(info.event.id.slice(CROWD_PREFIX.length));
            return;
          }
          const lesson = latest.current.byId.get(info.event.id);
          if (lesson) latest.current.onLessonClick(lesson);
        }}
        dateClick={(info) => latest.current.onSlotClick(wallOf(info.date))}
      />
    ),
    // The view and date are followed by the effect above; they are only the first ones here.
    [locale, startHour, endHour, step, stepMinutes, view === 'week'],
  );
  return (
    <div
      data-testid="scheduler-calendar"
      className={view === 'day' ? 'scheduler-calendar scheduler-calendar-day' : 'scheduler-calendar'}
      style={{ '--slot-height': slotHeight } as CSSProperties}
    >
      {calendar}
      <LessonMoveNotice mover={mover} />
    </div>
  );
}

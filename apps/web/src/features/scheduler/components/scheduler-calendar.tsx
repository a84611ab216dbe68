import type { LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import plLocale from '@fullcalendar/core/locales/pl';
import ruLocale from '@fullcalendar/core/locales/ru';
import ukLocale from '@fullcalendar/core/locales/uk';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { WEEK_SLOT_MAX_EVENTS, type Language, type Lesson } from '@osk/contract';
import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { calendarNow, CALENDAR_TIME_ZONE, wallDateTime, wallOf, weekItems } from '../lib/scheduler';
import './scheduler-calendar.css';

const LOCALES: Partial<Record<Language, LocaleInput>> = { pl: plLocale, de: deLocale, ru: ruLocale, ua: ukLocale };
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

export type CalendarView = 'week' | 'day';
const CROWD_PREFIX = 'crowd-';
const FC_VIEW: Record<CalendarView, string> = { week: 'timeGridWeek', day: 'timeGridDay' };

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
 * Read-only on the grid (no drag and drop): lessons change through the dialog only.
 */
export function SchedulerCalendar({ lessons, view, date, stepMinutes, startHour, endHour, language, titleOf, crowdTitle, onLessonClick, onSlotClick, onCrowded }: CalendarProps) {
  const ref = useRef<FullCalendar>(null);
  const byId = useMemo(() => new Map(lessons.map((l) => [String(l.id), l])), [lessons]);
  const events = useMemo(() => {
    const items = view === 'week' ? weekItems(lessons) : lessons.map((lesson) => ({ kind: 'lesson' as const, lesson }));
    return items.map((item) =>
      item.kind === 'crowd'
        ? {
            id: `${CROWD_PREFIX}${item.date}`,
            title: crowdTitle(item.count),
            start: wallDateTime(item.date, item.startTime),
            end: wallDateTime(item.date, item.endTime),
            backgroundColor: '#495057',
            borderColor: '#495057',
            classNames: ['lesson-crowd'],
          }
        : {
            id: String(item.lesson.id),
            title: titleOf(item.lesson),
            start: wallDateTime(item.lesson.lessonDate, item.lesson.startTime),
            end: wallDateTime(item.lesson.lessonDate, item.lesson.endTime),
            backgroundColor: item.lesson.instructor?.color ?? '#868e96',
            borderColor: item.lesson.instructor?.color ?? '#868e96',
            classNames: item.lesson.canEdit ? ['lesson-editable'] : ['lesson-readonly'],
          },
    );
  }, [lessons, titleOf, crowdTitle, view]);

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
  return (
    <div
      data-testid="scheduler-calendar"
      className={view === 'day' ? 'scheduler-calendar scheduler-calendar-day' : 'scheduler-calendar'}
      style={{ '--slot-height': slotHeight } as CSSProperties}
    >
      <FullCalendar
        ref={ref}
        plugins={[timeGridPlugin, interactionPlugin]}
        initialView={FC_VIEW[view]}
        initialDate={date}
        headerToolbar={false}
        timeZone={CALENDAR_TIME_ZONE}
        now={() => calendarNow()}
        {...(locale ? { locale } : {})}
        firstDay={1}
        allDaySlot={false}
        slotMinTime={hh(startHour)}
        slotMaxTime={hh(endHour)}
        slotDuration={step}
        slotLabelInterval={stepMinutes >= 60 ? '01:00:00' : step}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        height="auto"
        nowIndicator
        slotEventOverlap={false}
        editable={false}
        selectable={false}
        // An explicit number in the day view too: FullCalendar's React wrapper would keep undefined as 0 (every event behind "+1").
        eventMaxStack={view === 'week' ? WEEK_SLOT_MAX_EVENTS : 1000}
        moreLinkClick={(info) => {
          onCrowded(wallOf(info.date).date);
          return 'none';
        }}
        events={events}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          if (info.event.id.startsWith(CROWD_PREFIX)) {
            onCrowded(info.event.id.slice(CROWD_PREFIX.length));
            return;
          }
          const lesson = byId.get(info.event.id);
          if (lesson) onLessonClick(lesson);
        }}
        dateClick={(info) => onSlotClick(wallOf(info.date))}
      />
    </div>
  );
}

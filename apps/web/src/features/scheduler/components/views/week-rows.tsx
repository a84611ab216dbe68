import type { Lesson } from '@osk/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { targetAt, usePointerDrag } from '../../lib/pointer-drag';
import { addDays } from '../../lib/scheduler';
import { byTime, dayHeading, personName, timeRange, weekLine, whoOf } from './view-labels';
import './views.css';

export interface WeekInstructor {
  id: number;
  firstName: string;
  lastName: string;
  color?: string;
}

export interface WeekRowsProps {
  /** Monday of the week. */
  monday: string;
  /** ISO weekdays the school works (1 Monday … 7 Sunday); a day with lessons is shown anyway. */
  daysOfWork: readonly number[];
  instructors: readonly WeekInstructor[];
  lessons: readonly Lesson[];
  language: string;
  onLessonClick: (lesson: Lesson) => void;
  /** Clicking an instructor's name: that instructor's week. */
  onInstructorClick: (instructorId: number) => void;
  /**
   * A lesson dragged to another day (or, with `acrossRows`, another instructor's row): the page moves
   * it at the same time of day (through useLessonMove). Left out, nothing can be dragged.
   */
  onLessonMove?: (lesson: Lesson, change: { date: string; instructorId: number }) => void;
  acrossRows?: boolean;
}

/** The cell a dragged line is over: its instructor and date. */
interface Cell {
  instructorId: number;
  date: string;
}

/** The dates of the week shown: the working days, and any other day that has lessons. */
export function weekDates(monday: string, daysOfWork: readonly number[], lessons: readonly Pick<Lesson, 'lessonDate'>[]): string[] {
  const withLessons = new Set(lessons.map((l) => l.lessonDate));
  const dates: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const date = addDays(monday, i);
    if (daysOfWork.includes(i + 1) || withLessons.has(date)) dates.push(date);
  }
  return dates;
}

const NO_LESSONS: readonly Lesson[] = [];

interface WeekCellProps {
  rowId: number;
  date: string;
  lessons: readonly Lesson[];
  isTarget: boolean;
  /** The lesson being dragged, when it is in this cell. */
  draggedId: number | null;
  draggable: boolean;
  onLessonClick: (lesson: Lesson) => void;
  onGrip: (lesson: Lesson, event: ReactPointerEvent<HTMLElement>) => void;
}

/**
 * One instructor's day in the week: its lessons, one line each. Memoised, and its lines are plain
 * buttons (the week draws 240 of them, 2,000 in the bench): a move redraws the two cells it changes,
 * a drag the cells it passes over.
 */
const WeekCell = memo(function WeekCell({ rowId, date, lessons, isTarget, draggedId, draggable, onLessonClick, onGrip }: WeekCellProps) {
  const { t } = useTranslation();
  const types = { DRIVE: t('scheduler.type.DRIVE'), LECTURE: t('scheduler.type.LECTURE') };
  return (
    <div className={`week-rows-cell${isTarget ? ' week-rows-cell-target' : ''}`} data-week-cell="" data-instructor={rowId} data-date={date} data-testid={`week-cell-${rowId}-${date}`}>
      {lessons.map((lesson) => {
        const full = `${timeRange(lesson)} ${whoOf(lesson)} · ${types[lesson.lessonType]}${lesson.car ? ` · ${lesson.car.registrationNumber}` : ''}`;
        const canDrag = draggable && lesson.canEdit;
        return (
          <button
            key={lesson.id}
            type="button"
            className={`week-rows-line${lesson.lessonType === 'LECTURE' ? ' week-rows-line-lecture' : ''}${canDrag ? ' week-rows-line-draggable' : ''}${draggedId === lesson.id ? ' week-rows-line-dragged' : ''}`}
            {...(canDrag ? { onPointerDown: (e: ReactPointerEvent<HTMLElement>) => onGrip(lesson, e) } : {})}
            style={{ '--lesson-color': lesson.instructor?.color ?? '#868e96' } as CSSProperties}
            title={full}
            aria-label={full}
            onClick={() => onLessonClick(lesson)}
            data-testid={`view-lesson-${lesson.id}`}
            data-outcome={lesson.outcome ?? 'NONE'}
          >
            {weekLine(lesson)}
          </button>
        );
      })}
    </div>
  );
});

/**
 * The compact week (issue 22): one row per instructor, one column per working day, each lesson one
 * line "16:00 Kowalski J." (a lecture: its group), so 240 lessons stay readable. An instructor's name
 * is a button to that instructor's week. Wider than a phone, it scrolls sideways with the names kept.
 */
export function WeekRows({ monday, daysOfWork, instructors, lessons, language, onLessonClick, onInstructorClick, onLessonMove, acrossRows = false }: WeekRowsProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<Cell | null>(null);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const latest = useRef({ onLessonMove, acrossRows, onLessonClick });
  latest.current = { onLessonMove, acrossRows, onLessonClick };
  // The page's handler changes with each of its renders; the cells get one that does not.
  const lessonClick = useCallback((lesson: Lesson) => latest.current.onLessonClick(lesson), []);
  const cellAt = useCallback((lesson: Lesson, point: { x: number; y: number }): Cell | null => {
    const el = targetAt(point, '[data-week-cell]');
    if (!el) return null;
    const cell = { instructorId: Number(el.dataset.instructor), date: el.dataset.date ?? '' };
    return cell.instructorId !== (lesson.instructor?.id ?? 0) && !latest.current.acrossRows ? null : cell;
  }, []);
  const drag = usePointerDrag<Lesson>({
    scroller: () => scroller.current,
    onStart: (lesson) => setDraggedId(lesson.id),
    onMove: (lesson, point) => {
      const next = cellAt(lesson, point);
      setTarget((c) => (c?.instructorId === next?.instructorId && c?.date === next?.date ? c : next));
    },
    onDrop: (lesson, point) => {
      const next = cellAt(lesson, point);
      setTarget(null);
      setDraggedId(null);
      if (!next || (next.date === lesson.lessonDate && next.instructorId === (lesson.instructor?.id ?? 0))) return;
      latest.current.onLessonMove?.(lesson, next);
    },
    onCancel: () => {
      setTarget(null);
      setDraggedId(null);
    },
  });
  const startDrag = drag.start;
  const onGrip = useCallback((lesson: Lesson, event: ReactPointerEvent<HTMLElement>) => startDrag(lesson)(event), [startDrag]);
  const dates = weekDates(monday, daysOfWork, lessons);
  // A cell's lessons keep their array while they do not change (the memoised cells are not redrawn).
  const previous = useRef(new Map<string, Lesson[]>());
  const cells = useMemo(() => {
    const map = new Map<string, Lesson[]>();
    for (const lesson of byTime(lessons)) {
      const key = `${lesson.instructor?.id ?? 0}|${lesson.lessonDate}`;
      const own = map.get(key);
      if (own) own.push(lesson);
      else map.set(key, [lesson]);
    }
    for (const [key, own] of map) {
      const before = previous.current.get(key);
      if (before && before.length === own.length && before.every((l, i) => l === own[i])) map.set(key, before);
    }
    previous.current = map;
    return map;
  }, [lessons]);
  const rows: WeekInstructor[] = [...instructors];
  for (const lesson of lessons) {
    const who = lesson.instructor;
    if (who && !rows.some((r) => r.id === who.id)) rows.push({ id: who.id, firstName: who.firstName, lastName: who.lastName, color: who.color });
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="week-rows-empty">
        {t('scheduler.views.emptyWeek')}
      </Text>
    );
  }
  return (
    <div className="week-rows-scroll" ref={scroller}>
      <div className="week-rows" data-testid="week-rows" style={{ '--days': dates.length } as CSSProperties}>
        <div className="week-rows-head week-rows-head-first">{t('scheduler.views.instructor')}</div>
        {dates.map((date) => (
          <div key={date} className="week-rows-head" data-testid={`week-day-${date}`}>
            {dayHeading(date, language)}
          </div>
        ))}
        {rows.map((row) => {
          const name = personName(row);
          return (
            <div key={row.id} style={{ display: 'contents' }} data-testid={`week-row-${row.id}`}>
              <UnstyledButton
                className="week-rows-name"
                style={row.color ? ({ '--resource-color': row.color } as CSSProperties) : undefined}
                onClick={() => onInstructorClick(row.id)}
                title={t('scheduler.views.instructorWeek', { name })}
                data-testid={`week-instructor-${row.id}`}
              >
                {name}
              </UnstyledButton>
              {dates.map((date) => {
                const own = cells.get(`${row.id}|${date}`) ?? NO_LESSONS;
                return (
                  <WeekCell
                    key={date}
                    rowId={row.id}
                    date={date}
                    lessons={own}
                    isTarget={target?.instructorId === row.id && target.date === date}
                    draggedId={draggedId !== null && own.some((l) => l.id === draggedId) ? draggedId : null}
                    draggable={onLessonMove !== undefined}
                    onLessonClick={lessonClick}
                    onGrip={onGrip}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}

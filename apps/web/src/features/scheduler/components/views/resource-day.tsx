import type { Lesson } from '@osk/contract';
import { Text, UnstyledButton } from '@mantine/core';
import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { minuteAt, targetAt, usePointerDrag, type DragPoint } from '../../lib/pointer-drag';
import { fromMinutes, outcomeMark, toMinutes } from '../../lib/scheduler';
import { byTime, hhmm, personName, timeRange, whoOf } from './view-labels';
import './views.css';

/** A column of the resource day: an instructor or a car (id 0: lessons without a car). */
export interface DayResource {
  id: number;
  label: string;
  /** Second line of the header (a car's make and model), if any. */
  detail?: string;
  color?: string;
}

export interface ResourceDayProps {
  kind: 'instructor' | 'car';
  resources: readonly DayResource[];
  lessons: readonly Lesson[];
  startHour: number;
  endHour: number;
  /** The empty slots' length in minutes (clicking one opens a new lesson there). */
  slotMinutes: number;
  onLessonClick: (lesson: Lesson) => void;
  onSlotClick: (resourceId: number, time: string) => void;
  /** Clicking an instructor's name (its week). */
  onResourceClick?: (resourceId: number) => void;
  /**
   * A lesson dragged (or its lower edge, resized) to a new time or column: the page moves it (through
   * useLessonMove). Left out, nothing can be dragged. Only lessons with `canEdit` are.
   */
  onLessonMove?: (lesson: Lesson, change: LessonChange) => void;
  /** Whether a lesson may go to another column (the school's instructors, cars); else only its time. */
  acrossColumns?: boolean;
}

/** Where a dragged lesson would land: its column and times 'HH:mm'. */
export interface LessonChange {
  resourceId: number;
  startTime: string;
  endTime: string;
}

const NO_LESSONS: readonly Lesson[] = [];

/** Dragged lessons snap to this many minutes. */
export const DRAG_SNAP_MINUTES = 15;

interface Grip {
  lesson: Lesson;
  /** The whole lesson, or its lower edge. */
  mode: 'move' | 'resize';
  /** How far below the lesson's top it was taken (px). */
  grabY: number;
}

/** The column a lesson belongs to: its instructor's or its car's (0: none). */
export function resourceOf(kind: 'instructor' | 'car', lesson: Lesson): number {
  return (kind === 'instructor' ? lesson.instructor?.id : lesson.car?.id) ?? 0;
}

/**
 * Side by side lanes for lessons of one column that overlap (rare: an instructor has one lesson at a
 * time, but a car column holds what the school booked): each lesson's lane and its cluster's lanes.
 */
export function lanes(lessons: readonly Lesson[]): Map<number, { lane: number; of: number }> {
  const result = new Map<number, { lane: number; of: number }>();
  let cluster: { lesson: Lesson; lane: number }[] = [];
  let clusterEnd = -1;
  let laneEnds: number[] = [];
  const flush = () => {
    const of = laneEnds.length;
    for (const item of cluster) result.set(item.lesson.id, { lane: item.lane, of });
    cluster = [];
    laneEnds = [];
  };
  for (const lesson of byTime(lessons)) {
    const start = toMinutes(lesson.startTime);
    const end = Math.max(toMinutes(lesson.endTime), start + 1);
    if (cluster.length > 0 && start >= clusterEnd) flush();
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else laneEnds[lane] = end;
    cluster.push({ lesson, lane });
    clusterEnd = cluster.length === 1 ? end : Math.max(clusterEnd, end);
  }
  flush();
  return result;
}

/** What a column shows of a lesson being dragged: the place it would take, or none. */
interface Ghost {
  lessonId: number;
  resourceId: number;
  startTime: string;
  endTime: string;
}

interface ColumnProps {
  kind: 'instructor' | 'car';
  columnId: number;
  columnLabel: string;
  own: readonly Lesson[];
  slots: readonly string[];
  startHour: number;
  slotMinutes: number;
  /** The dragged lesson's place, when it is in this column. */
  ghost: Ghost | null;
  /** The lesson being dragged (drawn faded where it was). */
  draggedId: number | null;
  draggable: boolean;
  onLessonClick: (lesson: Lesson) => void;
  onSlotClick: (resourceId: number, time: string) => void;
  onGrip: (grip: Omit<Grip, 'grabY'>, event: ReactPointerEvent<HTMLElement>) => void;
}

const at = (startHour: number, minutes: number) => `calc(${(minutes - startHour * 60) / 60} * var(--hour-height))`;

/**
 * One instructor's or car's column: its empty slots and its lessons. Memoised: a drag redraws only
 * the columns it passes through, a move only the columns that lose or gain the lesson.
 */
const ResourceColumn = memo(function ResourceColumn({ kind, columnId, columnLabel, own, slots, startHour, slotMinutes, ghost, draggedId, draggable, onLessonClick, onSlotClick, onGrip }: ColumnProps) {
  const { t } = useTranslation();
  const placed = useMemo(() => lanes(own), [own]);
  return (
    <div className="resource-day-column" data-resource-column={columnId} data-testid={`resource-column-${columnId}`}>
      {slots.map((time) => (
        <button
          key={time}
          type="button"
          className="resource-day-slot"
          style={{ top: at(startHour, toMinutes(time)), height: `calc(${slotMinutes / 60} * var(--hour-height))` }}
          aria-label={t('scheduler.views.newAt', { time, name: columnLabel })}
          onClick={() => onSlotClick(columnId, time)}
          data-testid={`resource-slot-${columnId}-${time}`}
        />
      ))}
      {own.map((lesson) => {
        const lane = placed.get(lesson.id) ?? { lane: 0, of: 1 };
        const start = toMinutes(lesson.startTime);
        const end = Math.max(toMinutes(lesson.endTime), start + 15);
        const other = kind === 'instructor' ? (lesson.car?.registrationNumber ?? '') : personName(lesson.instructor);
        const label = `${outcomeMark(lesson.outcome)}${timeRange(lesson)} ${whoOf(lesson)} · ${t(`scheduler.type.${lesson.lessonType}`)}${other ? ` · ${other}` : ''}`;
        const canDrag = draggable && lesson.canEdit;
        return (
          <UnstyledButton
            key={lesson.id}
            className={`resource-day-lesson${end - start < 45 ? ' resource-day-lesson-short' : ''}${canDrag ? ' resource-day-lesson-draggable' : ''}${draggedId === lesson.id ? ' resource-day-lesson-dragged' : ''}`}
            style={{
              top: at(startHour, start),
              height: `calc(${(end - start) / 60} * var(--hour-height) - 2px)`,
              left: `calc(${(100 * lane.lane) / lane.of}% + 2px)`,
              width: `calc(${100 / lane.of}% - 4px)`,
              '--lesson-color': lesson.instructor?.color ?? '#868e96',
            } as CSSProperties}
            title={label}
            aria-label={label}
            onClick={() => onLessonClick(lesson)}
            {...(canDrag ? { onPointerDown: (e: ReactPointerEvent<HTMLElement>) => onGrip({ lesson, mode: 'move' }, e) } : {})}
            data-testid={`view-lesson-${lesson.id}`}
            data-outcome={lesson.outcome ?? 'NONE'}
          >
            <span className="resource-day-lesson-time">
              {outcomeMark(lesson.outcome)}
              {hhmm(lesson.startTime)}–{hhmm(lesson.endTime)}
            </span>
            <span className="resource-day-lesson-who">{whoOf(lesson)}</span>
            <span className="resource-day-lesson-meta">
              {t(`scheduler.type.${lesson.lessonType}`)}
              {other ? ` · ${other}` : ''}
            </span>
            {canDrag && (
              <span
                className="resource-day-lesson-resize"
                aria-hidden
                onPointerDown={(e) => {
                  e.stopPropagation();
                  onGrip({ lesson, mode: 'resize' }, e);
                }}
                data-testid={`view-lesson-resize-${lesson.id}`}
              />
            )}
          </UnstyledButton>
        );
      })}
      {ghost && (
        <div
          className="resource-day-ghost"
          style={{ top: at(startHour, toMinutes(ghost.startTime)), height: `calc(${(toMinutes(ghost.endTime) - toMinutes(ghost.startTime)) / 60} * var(--hour-height) - 2px)` }}
          data-testid="resource-drag-ghost"
        >
          {ghost.startTime}–{ghost.endTime}
        </div>
      )}
    </div>
  );
});

/**
 * One day with a column per instructor or per car (issue 22; ADR 030: our own grid, not FullCalendar's
 * separately licensed resource views). Hour rows span the school's hours (widened around the day's
 * lessons by the page); each lesson is placed by its time and shows its time, learner (or group),
 * type and the car (instructor columns) or instructor (car columns). Each empty slot is a button that
 * opens a new lesson for that column and time. The columns scroll sideways on a phone, hours stay.
 * With `onLessonMove`, a lesson the caller may edit is dragged (mouse; on touch after a long press,
 * lib/pointer-drag.ts) to another time, or another column when `acrossColumns`, and stretched by its
 * lower edge; a dashed box shows where it would land, snapped to 15 minutes.
 */
export function ResourceDay({ kind, resources, lessons, startHour, endHour, slotMinutes, onLessonClick, onSlotClick, onResourceClick, onLessonMove, acrossColumns = false }: ResourceDayProps) {
  const { t } = useTranslation();
  const hours = Array.from({ length: Math.max(1, endHour - startHour) }, (_, i) => startHour + i);
  const byResource = useMemo(() => {
    const map = new Map<number, Lesson[]>();
    for (const lesson of lessons) {
      const id = resourceOf(kind, lesson);
      const own = map.get(id);
      if (own) own.push(lesson);
      else map.set(id, [lesson]);
    }
    return map;
  }, [kind, lessons]);
  // A column's lessons keep their array while they do not change (the memoised columns are not redrawn).
  const previous = useRef(new Map<number, Lesson[]>());
  const stable = useMemo(() => {
    const next = new Map<number, Lesson[]>();
    for (const [id, own] of byResource) {
      const before = previous.current.get(id);
      next.set(id, before && before.length === own.length && before.every((l, i) => l === own[i]) ? before : own);
    }
    previous.current = next;
    return next;
  }, [byResource]);
  const slots = useMemo(() => {
    const list: string[] = [];
    for (let m = startHour * 60; m < endHour * 60; m += slotMinutes) list.push(fromMinutes(m));
    return list;
  }, [startHour, endHour, slotMinutes]);

  const [ghost, setGhost] = useState<Ghost | null>(null);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const latest = useRef({ kind, startHour, endHour, acrossColumns, onLessonMove, onLessonClick, onSlotClick });
  latest.current = { kind, startHour, endHour, acrossColumns, onLessonMove, onLessonClick, onSlotClick };
  // The page's handlers change with each of its renders; the columns get ones that do not.
  const lessonClick = useCallback((lesson: Lesson) => latest.current.onLessonClick(lesson), []);
  const slotClick = useCallback((id: number, time: string) => latest.current.onSlotClick(id, time), []);

  /** Where the grip would put its lesson with the pointer at `point` (null: nowhere it may go). */
  const landing = useCallback((grip: Grip, point: DragPoint): Ghost | null => {
    const { kind: k, startHour: from, endHour: to, acrossColumns: across } = latest.current;
    const own = resourceOf(k, grip.lesson);
    const columnEl = targetAt(point, '[data-resource-column]');
    if (!columnEl) return null;
    const resourceId = Number(columnEl.dataset.resourceColumn);
    if (resourceId !== own && (!across || grip.mode === 'resize' || resourceId === 0)) return null;
    const box = columnEl.getBoundingClientRect();
    const start = toMinutes(grip.lesson.startTime);
    const length = Math.max(toMinutes(grip.lesson.endTime) - start, DRAG_SNAP_MINUTES);
    if (grip.mode === 'resize') {
      const end = Math.max(minuteAt(point.y, box.top, box.height, from, to, DRAG_SNAP_MINUTES), start + DRAG_SNAP_MINUTES);
      return { lessonId: grip.lesson.id, resourceId, startTime: fromMinutes(start), endTime: fromMinutes(end) };
    }
    const newStart = Math.min(minuteAt(point.y - grip.grabY, box.top, box.height, from, to, DRAG_SNAP_MINUTES), to * 60 - length);
    return { lessonId: grip.lesson.id, resourceId, startTime: fromMinutes(newStart), endTime: fromMinutes(newStart + length) };
  }, []);

  const drag = usePointerDrag<Grip>({
    scroller: () => scroller.current,
    onStart: (grip) => setDraggedId(grip.lesson.id),
    onMove: (grip, point) => {
      const next = landing(grip, point);
      setGhost((g) => (g?.resourceId === next?.resourceId && g?.startTime === next?.startTime && g?.endTime === next?.endTime ? g : next));
    },
    onDrop: (grip, point) => {
      const next = landing(grip, point);
      setGhost(null);
      setDraggedId(null);
      if (!next) return;
      const { lesson } = grip;
      if (next.resourceId === resourceOf(latest.current.kind, lesson) && next.startTime === hhmm(lesson.startTime) && next.endTime === hhmm(lesson.endTime)) return;
      latest.current.onLessonMove?.(lesson, { resourceId: next.resourceId, startTime: next.startTime, endTime: next.endTime });
    },
    onCancel: () => {
      setGhost(null);
      setDraggedId(null);
    },
  });
  const startDrag = drag.start;
  const onGrip = useCallback(
    (grip: Omit<Grip, 'grabY'>, event: ReactPointerEvent<HTMLElement>) => {
      const lessonBox = (event.currentTarget.closest('.resource-day-lesson') ?? event.currentTarget).getBoundingClientRect();
      startDrag({ ...grip, grabY: event.clientY - lessonBox.top })(event);
    },
    [startDrag],
  );

  // Lessons of a column not listed (no car, an instructor no longer active) get a column of their own.
  const columns: DayResource[] = [...resources];
  for (const [id, own] of byResource) {
    if (columns.some((c) => c.id === id)) continue;
    const first = own[0];
    if (id === 0) columns.push({ id, label: t('scheduler.views.noCar') });
    else if (first) columns.push(kind === 'instructor' ? { id, label: personName(first.instructor), color: first.instructor?.color } : { id, label: first.car?.registrationNumber ?? String(id) });
  }
  if (columns.length === 0) {
    return (
      <Text c="dimmed" data-testid="resource-day-empty">
        {t('scheduler.views.noResources')}
      </Text>
    );
  }
  return (
    <div className={`resource-day-scroll${draggedId === null ? '' : ' resource-day-dragging'}`} ref={scroller} data-testid="resource-day" data-kind={kind}>
      <div className="resource-day" style={{ '--columns': columns.length, '--hours': hours.length } as CSSProperties}>
        <div className="resource-day-corner" />
        {columns.map((column) => (
          <div key={column.id} className="resource-day-header" data-testid={`resource-header-${column.id}`} style={column.color ? ({ '--resource-color': column.color } as CSSProperties) : undefined}>
            {onResourceClick && column.id !== 0 ? (
              <UnstyledButton className="resource-day-header-name" onClick={() => onResourceClick(column.id)} title={t('scheduler.views.instructorWeek', { name: column.label })} data-testid={`resource-name-${column.id}`}>
                {column.label}
              </UnstyledButton>
            ) : (
              <span className="resource-day-header-name">{column.label}</span>
            )}
            {column.detail && <span className="resource-day-header-detail">{column.detail}</span>}
          </div>
        ))}
        <div className="resource-day-hours">
          {hours.map((hour) => (
            <div key={hour} className="resource-day-hour" data-testid={`resource-hour-${hour}`}>
              {fromMinutes(hour * 60)}
            </div>
          ))}
        </div>
        {columns.map((column) => {
          const own = stable.get(column.id) ?? NO_LESSONS;
          return (
            <ResourceColumn
              key={column.id}
              kind={kind}
              columnId={column.id}
              columnLabel={column.label}
              own={own}
              slots={slots}
              startHour={startHour}
              slotMinutes={slotMinutes}
              ghost={ghost?.resourceId === column.id ? ghost : null}
              draggedId={draggedId !== null && own.some((l) => l.id === draggedId) ? draggedId : null}
              draggable={onLessonMove !== undefined}
              onLessonClick={lessonClick}
              onSlotClick={slotClick}
              onGrip={onGrip}
            />
          );
        })}
      </div>
    </div>
  );
}

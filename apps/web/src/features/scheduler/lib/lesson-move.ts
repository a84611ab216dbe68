/**
 * Moving a lesson on a calendar (issue 22): drag and drop, resize, and undo.
 *
 * Every view that lets lessons be dragged (the time grid in components/scheduler-calendar.tsx, the
 * resource day views by instructor or car) goes through this one hook, so a move is checked exactly as
 * the lesson dialog's save: by the server's PUT lessons/lesson/{id} (the four overlap messages, past
 * time, working days and hours, horizon). Usage:
 *
 *   const mover = useLessonMove();
 *   // FullCalendar's eventDrop / eventResize (or a custom view's own drop):
 *   const result = await mover.move(lesson, info.event.start, info.event.end, { instructorId, carId });
 *   if (!result.ok) info.revert(); // snap back: nothing was changed
 *   // once, anywhere in the view:
 *   <LessonMoveNotice mover={mover} />
 *
 * - `start` and `end` are FullCalendar's dates (UTC-coerced wall times, see CALENDAR_TIME_ZONE) or
 *   wall-clock strings 'yyyy-MM-ddTHH:mm' (Europe/Warsaw). The target's `instructorId` / `carId`
 *   (a resource column) replace the lesson's; left out, they stay. An instructor's request never
 *   carries an instructor id (the server uses the caller's).
 * - Optimistic: the lesson takes its new place in every cached lessons page (['scheduler','lessons'])
 *   at once; a refusal puts it back in the cache and answers `{ ok: false }`, after which the view
 *   reverts its own drag state. Success re-reads the lessons.
 * - Refused locally, without a call: a lesson the caller may not edit (`canEdit` false: an
 *   instructor's started or another's lesson) and any move into the past (nobody moves a lesson there).
 * - `notice` is what LessonMoveNotice shows: after a move "Lekcja przeniesiona … Cofnij" for
 *   `undoMs` (10 s); Cofnij (`undo`) sends the previous time, instructor and car through the same PUT
 *   and says why if that is refused; a refusal names the overlapping lesson and offers the server's
 *   free slots, and `pick(slot)` moves the lesson there.
 */
import { LESSON_ISSUE_MESSAGES, type ApiError, type FreeSlot, type Lesson, type LessonPage } from '@osk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NETWORK_ERROR_CODE } from '../../../lib/api/api-request-error';
import { hasText } from '../../../lib/i18n/i18n';
import { useSessionUser } from '../../../lib/session/session.store';
import { LESSONS_KEY, saveLesson } from '../api/scheduler.api';
import { conflictsOf, type LessonConflicts } from '../components/lesson-conflict';
import { calendarNow, formOf, requestOf, wallOf } from './scheduler';

/** How long "Cofnij" is offered after a move. */
export const MOVE_UNDO_MS = 10_000;
/** How long "the previous time is back" stays. */
const UNDONE_MS = 5_000;

/** A FullCalendar date (UTC-coerced wall time) or a wall-clock 'yyyy-MM-ddTHH:mm'. */
export type WallTime = Date | string;

/** A resource column the lesson was dropped on (left out: unchanged). */
export interface MoveTarget {
  instructorId?: number | null;
  carId?: number | null;
}

/** `messages` are message keys (shown translated) or the server's texts. */
export type MoveResult = { ok: true; lesson: Lesson } | { ok: false; messages: string[]; conflicts: LessonConflicts | null };

export type MoveNotice =
  | { kind: 'saving' }
  | { kind: 'moved'; lesson: Lesson; previous: Lesson }
  | { kind: 'undone'; lesson: Lesson }
  | { kind: 'refused'; undo: boolean; lesson: Lesson; target: MoveTarget; messages: string[]; conflicts: LessonConflicts | null };

export interface LessonMover {
  move: (lesson: Lesson, start: WallTime, end: WallTime, target?: MoveTarget) => Promise<MoveResult>;
  /** Puts the last moved lesson back (the notice's Cofnij). */
  undo: () => Promise<void>;
  /** Moves the refused lesson to one of the free slots the server offered. */
  pick: (slot: FreeSlot) => Promise<void>;
  dismiss: () => void;
  notice: MoveNotice | null;
}

function wall(value: WallTime): { date: string; time: string } {
  return typeof value === 'string' ? { date: value.slice(0, 10), time: value.slice(11, 16) } : wallOf(value);
}

/** The lesson at its new time (and instructor / car), as the calendar shows it until the server answers. */
export function movedLesson(lesson: Lesson, start: WallTime, end: WallTime, target: MoveTarget = {}): Lesson {
  const from = wall(start);
  const to = wall(end);
  // A resize to the grid's midnight ends on the next day's 00:00: the lesson's day ends at 23:59.
  const endTime = to.date > from.date && to.time === '00:00' ? '23:59' : to.time;
  const instructorId = target.instructorId ?? lesson.instructor?.id ?? null;
  const carId = target.carId ?? lesson.car?.id ?? null;
  return {
    ...lesson,
    lessonDate: from.date,
    startTime: from.time,
    endTime,
    instructor: lesson.instructor && instructorId !== null && instructorId !== lesson.instructor.id ? { ...lesson.instructor, id: instructorId } : lesson.instructor,
    car: lesson.car && carId !== null && carId !== lesson.car.id ? { ...lesson.car, id: carId } : lesson.car,
  };
}

/** What to say of a refused call: its fields' messages (each once), else its code's text or message. */
export function refusalMessages(error: ApiError): string[] {
  const fromFields = [...new Set((error.fields ?? []).map((f) => (f.key && /^msg\./.test(f.key) && hasText(f.key) ? f.key : f.message)).filter((m) => m))];
  if (fromFields.length > 0) return fromFields;
  if (error.code === NETWORK_ERROR_CODE) return ['common.networkError'];
  return [hasText(error.code) ? error.code : error.message || 'msg.error.internal'];
}

export function useLessonMove({ undoMs = MOVE_UNDO_MS }: { undoMs?: number } = {}): LessonMover {
  const queryClient = useQueryClient();
  const isSchool = useSessionUser()?.userType === 'SCHOOL';
  const [notice, setNotice] = useState<MoveNotice | null>(null);
  const noticeRef = useRef(notice);
  noticeRef.current = notice;

  /** Puts a lesson, as given, in every cached lessons page that holds it. */
  const place = useCallback(
    (lesson: Lesson) => {
      queryClient.setQueriesData<LessonPage>({ queryKey: LESSONS_KEY }, (page) =>
        page && page.content.some((l) => l.id === lesson.id) ? { ...page, content: page.content.map((l) => (l.id === lesson.id ? lesson : l)) } : page,
      );
    },
    [queryClient],
  );

  const send = useCallback(
    async (lesson: Lesson, start: WallTime, end: WallTime, target: MoveTarget, undo: boolean): Promise<MoveResult> => {
      const refuse = (messages: string[], conflicts: LessonConflicts | null): MoveResult => {
        setNotice({ kind: 'refused', undo, lesson, target, messages, conflicts });
        return { ok: false, messages, conflicts };
      };
      if (!lesson.canEdit) return refuse(['scheduler.move.notAllowed'], null);
      const moved = movedLesson(lesson, start, end, target);
      if (`${moved.lessonDate}T${moved.startTime}` <= calendarNow().slice(0, 16)) return refuse([LESSON_ISSUE_MESSAGES.pastTime], null);
      // Optimistic: the lesson is drawn at its new place now; a refetch in flight must not draw it back.
      void queryClient.cancelQueries({ queryKey: LESSONS_KEY });
      place(moved);
      setNotice({ kind: 'saving' });
      const form = { ...formOf(lesson), lessonDate: moved.lessonDate, startTime: moved.startTime, endTime: moved.endTime, instructorId: moved.instructor?.id ?? null, carId: moved.car?.id ?? null };
      const saved = await saveLesson(requestOf(form, lesson.id, isSchool), lesson.id);
      if (!saved.ok) {
        place(lesson);
        const conflicts = saved.status === 400 ? conflictsOf(saved.error) : null;
        // The lesson's own time is among the free ones (it does not overlap itself): no move to offer.
        const elsewhere = conflicts && { ...conflicts, slots: conflicts.slots.filter((f) => f.lessonDate !== lesson.lessonDate || f.startTime !== lesson.startTime.slice(0, 5)) };
        return refuse(refusalMessages(saved.error), elsewhere);
      }
      const now = { ...moved, ...(saved.data as Partial<Lesson> | null) } as Lesson;
      place(now);
      setNotice(undo ? { kind: 'undone', lesson: now } : { kind: 'moved', lesson: now, previous: lesson });
      void queryClient.invalidateQueries({ queryKey: LESSONS_KEY });
      return { ok: true, lesson: now };
    },
    [isSchool, place, queryClient],
  );

  const move = useCallback((lesson: Lesson, start: WallTime, end: WallTime, target: MoveTarget = {}) => send(lesson, start, end, target, false), [send]);

  const undo = useCallback(async () => {
    const current = noticeRef.current;
    if (current?.kind !== 'moved') return;
    const { lesson, previous } = current;
    await send(lesson, `${previous.lessonDate}T${previous.startTime}`, `${previous.lessonDate}T${previous.endTime}`, { instructorId: previous.instructor?.id ?? null, carId: previous.car?.id ?? null }, true);
  }, [send]);

  const pick = useCallback(
    async (slot: FreeSlot) => {
      const current = noticeRef.current;
      if (current?.kind !== 'refused') return;
      await send(current.lesson, `${slot.lessonDate}T${slot.startTime}`, `${slot.lessonDate}T${slot.endTime}`, current.target, false);
    },
    [send],
  );

  const dismiss = useCallback(() => setNotice(null), []);

  // "Cofnij" is offered for a while; the note that the old time is back goes sooner.
  useEffect(() => {
    if (notice?.kind !== 'moved' && notice?.kind !== 'undone') return;
    const timer = setTimeout(() => setNotice((n) => (n === notice ? null : n)), notice.kind === 'moved' ? undoMs : UNDONE_MS);
    return () => clearTimeout(timer);
  }, [notice, undoMs]);

  return { move, undo, pick, dismiss, notice };
}

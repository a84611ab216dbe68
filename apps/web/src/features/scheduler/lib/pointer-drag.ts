/**
 * Dragging a lesson in our own views (issue 22: the day by instructor or car, the compact week), with a
 * mouse or a finger, without a library: Pointer Events on the lesson, then window listeners while it
 * is held.
 *
 * - Mouse (or pen): the drag starts once the pointer has moved DRAG_SLOP_PX with the button down; a
 *   plain click stays a click (it opens the lesson).
 * - Touch: the lesson is picked up after a press of LONG_PRESS_MS without moving (the time grid's delay);
 *   a finger that moves sooner scrolls the page as always. Once picked up, the page no longer scrolls
 *   under the finger (touchmove is cancelled) and the lesson follows it.
 * - While dragging, `onMove` gets every pointer position (the view works out its target from it,
 *   usually with `targetAt`); near the edge of the scrolling box or the screen the view scrolls by itself.
 * - On release `onDrop` gets the last position; the click the browser sends after it is swallowed, so
 *   a drop does not also open the lesson or a new one. Escape, or the browser taking the pointer away
 *   (pointercancel), ends it with `onCancel`.
 */
import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { LONG_PRESS_MS } from '../components/scheduler-calendar';

/** How far a mouse moves with the button down before it drags (a smaller move is still a click). */
export const DRAG_SLOP_PX = 5;
/** How far a finger may wander during the long press (more: it is scrolling). */
const TOUCH_SLOP_PX = 10;
/** Within this distance of an edge the view scrolls while dragging. */
const EDGE_PX = 36;
const EDGE_STEP_PX = 12;

export interface DragPoint {
  x: number;
  y: number;
}

export interface DragHandlers<T> {
  /** The drag has started (after the slop or the long press): show the lesson as picked up. */
  onStart: (item: T, at: DragPoint) => void;
  onMove: (item: T, at: DragPoint) => void;
  onDrop: (item: T, at: DragPoint) => void;
  onCancel: (item: T) => void;
  /** The box that scrolls sideways (the resource columns, the week's days), if any. */
  scroller?: () => HTMLElement | null;
}

interface Gesture<T> {
  item: T;
  pointerId: number;
  origin: DragPoint;
  last: DragPoint;
  touch: boolean;
  dragging: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  frame: number | null;
}

/**
 * The element under a point that matches `selector` (the dragged lesson's own box is ignored when it
 * has `pointer-events: none` while dragging), or null.
 */
export function targetAt(at: DragPoint, selector: string): HTMLElement | null {
  if (typeof document.elementFromPoint !== 'function') return null;
  const hit = document.elementFromPoint(at.x, at.y);
  return hit instanceof Element ? (hit.closest(selector) as HTMLElement | null) : null;
}

/** Swallows the next click anywhere (the one a browser sends after a drop), once. */
function swallowNextClick(): void {
  const stop = (e: Event) => {
    e.stopPropagation();
    e.preventDefault();
  };
  window.addEventListener('click', stop, { capture: true, once: true });
  // No click follows a touch drag in some browsers: do not keep the trap for a later, real click.
  setTimeout(() => window.removeEventListener('click', stop, { capture: true }), 0);
}

/**
 * `start(item)` is the lesson's onPointerDown handler (for items that may be dragged). Returns also
 * `active()`: whether a drag is going on.
 */
export function usePointerDrag<T>(handlers: DragHandlers<T>): { start: (item: T) => (event: ReactPointerEvent<HTMLElement>) => void; active: () => boolean } {
  const latest = useRef(handlers);
  latest.current = handlers;
  const gesture = useRef<Gesture<T> | null>(null);
  const cleanup = useRef<(() => void) | null>(null);

  const end = useCallback(() => {
    const g = gesture.current;
    if (g?.timer) clearTimeout(g.timer);
    if (g?.frame !== null && g?.frame !== undefined) cancelAnimationFrame(g.frame);
    gesture.current = null;
    cleanup.current?.();
    cleanup.current = null;
  }, []);
  useEffect(() => end, [end]);
  // A finger holding a picked-up lesson must not scroll the page. Listening from the start (not from the
  // press): a browser decides at touchstart whether a page's touchmove may be cancelled.
  useEffect(() => {
    const noScroll = (e: TouchEvent) => {
      if (gesture.current?.dragging && e.cancelable) e.preventDefault();
    };
    window.addEventListener('touchmove', noScroll, { passive: false });
    return () => window.removeEventListener('touchmove', noScroll);
  }, []);

  const edgeScroll = useCallback(() => {
    const g = gesture.current;
    if (!g?.dragging) return;
    let moved = false;
    const box = latest.current.scroller?.();
    if (box) {
      const r = box.getBoundingClientRect();
      if (g.last.x < r.left + EDGE_PX && box.scrollLeft > 0) {
        box.scrollLeft -= EDGE_STEP_PX;
        moved = true;
      } else if (g.last.x > r.right - EDGE_PX && box.scrollLeft + box.clientWidth < box.scrollWidth) {
        box.scrollLeft += EDGE_STEP_PX;
        moved = true;
      }
    }
    if (g.last.y < EDGE_PX && window.scrollY > 0) {
      window.scrollBy(0, -EDGE_STEP_PX);
      moved = true;
    } else if (g.last.y > window.innerHeight - EDGE_PX) {
      window.scrollBy(0, EDGE_STEP_PX);
      moved = true;
    }
    if (moved) latest.current.onMove(g.item, g.last);
    g.frame = requestAnimationFrame(edgeScroll);
  }, []);

  const begin = useCallback(
    (g: Gesture<T>) => {
      g.dragging = true;
      g.timer = null;
      latest.current.onStart(g.item, g.last);
      latest.current.onMove(g.item, g.last);
      if (typeof requestAnimationFrame === 'function') g.frame = requestAnimationFrame(edgeScroll);
    },
    [edgeScroll],
  );

  const start = useCallback(
    (item: T) => (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || !event.isPrimary) return;
      end();
      const touch = event.pointerType === 'touch';
      const g: Gesture<T> = { item, pointerId: event.pointerId, origin: { x: event.clientX, y: event.clientY }, last: { x: event.clientX, y: event.clientY }, touch, dragging: false, timer: null, frame: null };
      gesture.current = g;
      if (touch) g.timer = setTimeout(() => gesture.current === g && begin(g), LONG_PRESS_MS);

      const onMove = (e: PointerEvent) => {
        if (e.pointerId !== g.pointerId) return;
        g.last = { x: e.clientX, y: e.clientY };
        if (g.dragging) {
          e.preventDefault();
          latest.current.onMove(g.item, g.last);
          return;
        }
        const distance = Math.hypot(g.last.x - g.origin.x, g.last.y - g.origin.y);
        if (g.touch) {
          if (distance > TOUCH_SLOP_PX) end(); // scrolling, not a press
        } else if (distance >= DRAG_SLOP_PX) begin(g);
      };
      const onUp = (e: PointerEvent) => {
        if (e.pointerId !== g.pointerId) return;
        const dragged = g.dragging;
        g.last = { x: e.clientX, y: e.clientY };
        end();
        if (!dragged) return;
        swallowNextClick();
        latest.current.onDrop(g.item, g.last);
      };
      const onCancel = (e: PointerEvent | KeyboardEvent) => {
        if (e instanceof KeyboardEvent ? e.key !== 'Escape' : e.pointerId !== g.pointerId) return;
        const dragged = g.dragging;
        end();
        if (dragged) latest.current.onCancel(g.item);
      };
      // A long press must not open the browser's menu.
      const noMenu = (e: Event) => (g.dragging || g.timer) && e.preventDefault();
      window.addEventListener('pointermove', onMove, { passive: false });
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
      window.addEventListener('keydown', onCancel);
      window.addEventListener('contextmenu', noMenu);
      cleanup.current = () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        window.removeEventListener('keydown', onCancel);
        window.removeEventListener('contextmenu', noMenu);
      };
    },
    [begin, end],
  );

  const active = useCallback(() => gesture.current?.dragging === true, []);
  return { start, active };
}

/** Minutes of the day as 'HH:mm'. */
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The minute of the day at `y` in a column whose top is `top` and that spans `startHour` to `endHour`
 * in `height` pixels, rounded to `snap` minutes and kept inside the column.
 */
export function minuteAt(y: number, top: number, height: number, startHour: number, endHour: number, snap: number): number {
  const span = (endHour - startHour) * 60;
  const raw = startHour * 60 + ((y - top) / Math.max(1, height)) * span;
  const snapped = Math.round(raw / snap) * snap;
  return Math.min(Math.max(snapped, startHour * 60), endHour * 60);
}

export { clock as minutesToClock };

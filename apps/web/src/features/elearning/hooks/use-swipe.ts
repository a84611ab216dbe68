import { SWIPE_MIN_PX } from '@osk/contract';
import { useRef, type TouchEvent } from 'react';

/**
 * Horizontal swipes on a touch screen: left turns to the next page, right to the previous one. A
 * move shorter than SWIPE_MIN_PX, or more vertical than horizontal (scrolling), is not a swipe.
 */
export function useSwipe(onLeft: () => void, onRight: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.changedTouches[0] ?? event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
      if (dx < 0) onLeft();
      else onRight();
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}

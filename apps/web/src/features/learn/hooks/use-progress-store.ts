import type { LearnProgress } from '@osk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { learnProgressQueryKey, storeProgress, storeProgressOnExit, type ProgressPoint } from '../api/learn.api';

/** How long the learner must stay on a question before its position is stored (moving on quickly sends one call). */
export const PROGRESS_STORE_DELAY_MS = 1000;

function sameModule(a: Pick<LearnProgress, 'category' | 'moduleId'>, b: Pick<LearnProgress, 'category' | 'moduleId'>): boolean {
  return a.category === b.category && a.moduleId === b.moduleId;
}

/**
 * Stores where the learner is in a module (GET progress/learn/store/...): after they stay on a
 * question for a moment, when they leave the screen and when the page goes away (pagehide, with a
 * keepalive request). The position they opened at is not stored again. The cached progress list is
 * updated at once, so the module list shows the new percentage without waiting for the server.
 * `point` null stops storing (the review order has no position of its own).
 */
export function useProgressStore(point: ProgressPoint | null, delayMs = PROGRESS_STORE_DELAY_MS): void {
  const queryClient = useQueryClient();
  const stored = useRef<number | null>(point?.questionNumber ?? null);
  const pending = useRef<ProgressPoint | null>(null);

  const flush = useRef<(how: 'now' | 'exit') => void>(() => undefined);
  flush.current = (how) => {
    const next = pending.current;
    pending.current = null;
    if (!next || next.questionNumber === stored.current) return;
    stored.current = next.questionNumber;
    const key = learnProgressQueryKey(next.studentId);
    queryClient.setQueryData<LearnProgress[]>(key, (list) => {
      const entry: LearnProgress = { moduleId: next.moduleId, questionNumber: next.questionNumber, max: next.max, category: next.category };
      return [...(list ?? []).filter((p) => !sameModule(p, entry)), entry];
    });
    if (how === 'exit') {
      storeProgressOnExit(next);
      return;
    }
    void storeProgress(next)
      .catch(() => {
        // Best effort: the next move stores the position again.
        stored.current = null;
      })
      .finally(() => void queryClient.invalidateQueries({ queryKey: key }));
  };

  const questionNumber = point?.questionNumber;
  const enabled = point !== null;
  const pointRef = useRef(point);
  pointRef.current = point;
  useEffect(() => {
    if (!enabled || questionNumber === undefined) return;
    pending.current = pointRef.current;
    if (questionNumber === stored.current) {
      pending.current = null;
      return;
    }
    const timer = setTimeout(() => flush.current('now'), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, questionNumber, delayMs]);

  useEffect(() => {
    const onHide = () => flush.current('exit');
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush.current('now');
    };
  }, []);
}

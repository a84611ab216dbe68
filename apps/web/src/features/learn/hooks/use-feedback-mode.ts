import { useCallback, useState } from 'react';

/**
 * How learning shows right and wrong (issue 23): INSTANT (the default) reveals the verdict, the
 * explanation and the legal source as soon as the learner answers; CHECK_FIRST waits for "check".
 */
export type FeedbackMode = 'INSTANT' | 'CHECK_FIRST';

/** The browser key of a learner's choice (per learner id: a shared device keeps each learner's own). */
export function feedbackModeKey(studentId: number): string {
  return `osk.learn.feedback.${studentId}`;
}

function read(studentId: number): FeedbackMode {
  try {
    return window.localStorage.getItem(feedbackModeKey(studentId)) === 'CHECK_FIRST' ? 'CHECK_FIRST' : 'INSTANT';
  } catch {
    return 'INSTANT';
  }
}

/**
 * The learner's feedback mode, remembered in this browser per learner id. (Learners have no settings
 * record on the server; a preference there would need a migration of the learner's table and a call
 * of its own for one switch.)
 */
export function useFeedbackMode(studentId: number): [FeedbackMode, (mode: FeedbackMode) => void] {
  const [mode, setMode] = useState<FeedbackMode>(() => read(studentId));
  const update = useCallback(
    (next: FeedbackMode) => {
      setMode(next);
      try {
        window.localStorage.setItem(feedbackModeKey(studentId), next);
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
    },
    [studentId],
  );
  return [mode, update];
}

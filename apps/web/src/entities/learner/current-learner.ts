import { studentShow, type Student } from '@osk/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../lib/api/endpoint-client';
import { useSessionUser } from '../../lib/session/session.store';

/**
 * The logged-in learner (GET student/show): category, access windows, multiLanguage, the school. One
 * query definition for every feature that shows or needs them (profile, learning, exams, e-learning,
 * statistics, subscription and the payment result), so one cache entry per user serves them all and
 * a change made on one page (a category, a payment, a closed internal exam) shows on every other.
 */

/** The key prefix of the current learner of every user: invalidating it refreshes every page showing access dates. */
export const CURRENT_LEARNER_KEY = ['student', 'show'] as const;

/** The current learner's key; keyed by user so another login never sees the previous one's data. */
export function currentLearnerKey(userId: number | undefined) {
  return [...CURRENT_LEARNER_KEY, userId] as const;
}

/**
 * The query of the current learner: key, fetch and schema. It is read again 30 s after the last read
 * at the earliest (the app's default); the learner's own changes store or invalidate it at once.
 */
export function currentLearnerQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: currentLearnerKey(userId),
    queryFn: ({ signal }) => apiCall(studentShow, {}, { signal }),
    staleTime: 30_000,
  });
}

/** The current learner, for a logged-in STUDENT (a 403 sends the user to /action/NOT_LOGGED_IN); `enabled` to wait. */
export function useCurrentLearner(enabled = true) {
  const user = useSessionUser();
  return useQuery({ ...currentLearnerQuery(user?.id), enabled: enabled && user?.userType === 'STUDENT' });
}

/** Stores the learner a save answered (under its user), so every screen shows the saved values at once. */
export function useStoreCurrentLearner(): (student: Student) => void {
  const queryClient = useQueryClient();
  return useCallback((student) => queryClient.setQueryData(currentLearnerKey(student.userId), student), [queryClient]);
}

/** Reads the current learner again on every page that shows it (after a payment, a code, a phone change). */
export function useRefreshCurrentLearner(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CURRENT_LEARNER_KEY }), [queryClient]);
}

import { schoolShow, type School } from '@osk/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '../../lib/api/endpoint-client';
import { syncWillBeBlockedAt, useSessionUser } from '../../lib/session/session.store';

/**
 * The logged-in school (GET school/show): its id, name, billing data, stock of days and books, PKK
 * permission and payment-block date. One query definition for every feature that needs it (school
 * home and settings, learners, orders, PKK, the school's purchases). The block date may have been set
 * after login: every read of the school (and every school a save answers) hands it to the stored
 * user, so the navigation guard sends a blocked school to /school/blocked whichever page read it first.
 */

/** The key prefix of the current school of every user: invalidating it reads the school again everywhere. */
export const CURRENT_SCHOOL_KEY = ['school', 'show'] as const;

/** The current school's key; keyed by user so another login never sees the previous one's data. */
export function currentSchoolKey(userId: number | undefined) {
  return [...CURRENT_SCHOOL_KEY, userId] as const;
}

/** GET school/show; its block date replaces the stored user's when it differs. */
async function fetchCurrentSchool(signal: AbortSignal): Promise<School> {
  const school = await apiCall(schoolShow, {}, { signal });
  syncWillBeBlockedAt(school.willBeBlockedAt);
  return school;
}

/**
 * The query of the current school: key, fetch (with the block date's sync) and schema. It is read
 * again 30 s after the last read at the earliest (the app's default); saves store their answer.
 */
export function currentSchoolQuery(userId: number | undefined) {
  return queryOptions({
    queryKey: currentSchoolKey(userId),
    queryFn: ({ signal }) => fetchCurrentSchool(signal),
    staleTime: 30_000,
  });
}

/** The current school, for a logged-in SCHOOL (a 403 sends the user to /action/NOT_LOGGED_IN); `enabled` to wait. */
export function useCurrentSchool(enabled = true) {
  const user = useSessionUser();
  return useQuery({ ...currentSchoolQuery(user?.id), enabled: enabled && user?.userType === 'SCHOOL' });
}

/** Stores a school a save answered (and its block date), so every screen shows the saved values at once. */
export function useStoreCurrentSchool(): (school: School) => void {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  return useCallback(
    (school) => {
      syncWillBeBlockedAt(school.willBeBlockedAt);
      queryClient.setQueryData(currentSchoolKey(userId), school);
    },
    [queryClient, userId],
  );
}

/** Reads the current school again on every page that shows it (after a purchase, a code, a change of its learners). */
export function useRefreshCurrentSchool(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CURRENT_SCHOOL_KEY }), [queryClient]);
}

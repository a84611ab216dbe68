import { ENDPOINTS, Student } from '@osk/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { useSessionUser } from '../../../lib/session/session.store';

/** Query key of the logged-in student's data; keyed by user so another login never sees it. */
export function studentQueryKey(userId: number | undefined) {
  return ['student', 'show', userId] as const;
}

/** GET student/show: the logged-in student (a 403 sends the user to /action/NOT_LOGGED_IN). */
export function useStudent() {
  const user = useSessionUser();
  return useQuery({
    queryKey: studentQueryKey(user?.id),
    queryFn: ({ signal }) => apiGet(ENDPOINTS.studentShow, { parser: Student, signal }),
    enabled: user !== null,
  });
}

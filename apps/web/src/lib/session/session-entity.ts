import type { ClientUser } from '@osk/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionUser } from './session.store';

/** What a session-scoped entity (the current learner, the current school) is made of. */
export interface SessionEntityOptions<T> {
  /** The key prefix of the entity of every user: invalidating it reads the entity again everywhere. */
  prefix: readonly [string, string];
  /** The only user type that has one (for others the query never runs). */
  userType: ClientUser['userType'];
  fetch: (signal: AbortSignal) => Promise<T>;
  /** Run with every value stored from a save's answer, before it is stored. */
  onStore?: (value: T) => void;
}

/**
 * One query definition of data every screen of a logged-in user shares (entities/): keyed by user so
 * another login never sees the previous one's data, read again 30 s after the last read at the
 * earliest (the app's default); saves store their answer, other changes invalidate it.
 */
export function sessionEntity<T>({ prefix, userType, fetch, onStore }: SessionEntityOptions<T>) {
  const key = (userId: number | undefined) => [...prefix, userId] as const;
  const query = (userId: number | undefined) => queryOptions({ queryKey: key(userId), queryFn: ({ signal }) => fetch(signal), staleTime: 30_000 });

  /** The entity of the logged-in user of its type (a 403 sends the user to /action/NOT_LOGGED_IN); `enabled` to wait. */
  function useEntity(enabled = true) {
    const user = useSessionUser();
    return useQuery({ ...query(user?.id), enabled: enabled && user?.userType === userType });
  }

  /** Stores a value a save answered (under the logged-in user), so every screen shows it at once. */
  function useStore(): (value: T) => void {
    const userId = useSessionUser()?.id;
    const queryClient = useQueryClient();
    return useCallback(
      (value) => {
        onStore?.(value);
        queryClient.setQueryData(key(userId), value);
      },
      [queryClient, userId],
    );
  }

  /** Reads the entity again on every page that shows it. */
  function useRefresh(): () => Promise<void> {
    const queryClient = useQueryClient();
    return useCallback(() => queryClient.invalidateQueries({ queryKey: prefix }), [queryClient]);
  }

  return { prefix, key, query, useEntity, useStore, useRefresh };
}

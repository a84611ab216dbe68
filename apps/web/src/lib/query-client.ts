import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api/api-client';

/** Client errors (4xx) will not change by asking again; only network and server errors are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Creates the query client (one per app, a fresh one per test). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's query client; logout clears it so no personal data outlives the session. */
export const queryClient = createQueryClient();

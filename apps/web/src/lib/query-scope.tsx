import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Gives a lazily loaded screen the app's query client. The data layer (TanStack Query and the API
 * client behind the query client) loads with the first screen that may fetch, not with the landing
 * page, which fetches nothing. Inside a provider given from outside (the component tests' fresh
 * client) that one is kept.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import type { School } from '@osk/contract';
import type { ComponentType, ReactNode } from 'react';
import { useCurrentSchool } from './current-school';

/** How a screen draws the wait for a read and its failure. */
export interface ReadStates {
  Loading: ComponentType;
  LoadError: ComponentType<{ error: unknown; retry: () => void }>;
}

/** Loads the logged-in school and renders `children` with it; the screen's loader meanwhile, its failure alert with a retry. */
export function WithCurrentSchool({ states: { Loading, LoadError }, children }: { states: ReadStates; children: (school: School) => ReactNode }) {
  const school = useCurrentSchool();
  if (school.isPending) return <Loading />;
  if (school.isError) return <LoadError error={school.error} retry={() => void school.refetch()} />;
  return children(school.data);
}

import type { ApiError, PkkUpdateFields, PreflightResult } from '@osk/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchPreflight } from '../api/pkk-signing.api';

/** How long the form rests before the pre-flight check runs again (the app's filter debounce, §9). */
export const PREFLIGHT_DEBOUNCE_MS = 500;

export interface PreflightState {
  result: PreflightResult | null;
  error: ApiError | null;
  loading: boolean;
}

/**
 * POST pkk/preflight on changes (debounced) and on demand before signing. `fields` is null while the
 * form itself is invalid (nothing worth checking). Answers of an older request never overwrite a
 * newer one.
 */
export function usePreflight(fields: PkkUpdateFields | null) {
  const [state, setState] = useState<PreflightState>({ result: null, error: null, loading: false });
  const sequence = useRef(0);
  const key = fields ? JSON.stringify(fields) : null;

  const run = useCallback(async (request: PkkUpdateFields): Promise<PreflightState> => {
    const id = ++sequence.current;
    setState((s) => ({ ...s, loading: true }));
    const answer = await fetchPreflight(request);
    const next: PreflightState = answer.ok ? { result: answer.data, error: null, loading: false } : { result: null, error: answer.error, loading: false };
    if (id === sequence.current) setState(next);
    return next;
  }, []);

  useEffect(() => {
    if (!key) return undefined;
    const timer = setTimeout(() => {
      void run(JSON.parse(key) as PkkUpdateFields);
    }, PREFLIGHT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key, run]);

  return { ...state, checkNow: run };
}

/** Findings of a severity. */
export function findingsOf(result: PreflightResult | null, severity: 'ERROR' | 'WARNING' | 'INFO') {
  return (result?.findings ?? []).filter((f) => f.severity === severity);
}

/** A stable name of the warnings shown, so an acknowledgement covers exactly them. */
export function warningsSignature(result: PreflightResult | null): string {
  return findingsOf(result, 'WARNING')
    .map((f) => `${f.code}:${JSON.stringify(f.values)}`)
    .sort()
    .join('|');
}

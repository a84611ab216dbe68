import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Returns to the previous in-app page (spec §4: the phone change "returns to the previous path"),
 * or to `fallback` when the page was opened directly (no earlier entry of this app in the history).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    // The first entry of a router's history has the key "default".
    if (key !== 'default') void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [fallback, key, navigate]);
}

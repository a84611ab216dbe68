import { useEffect, useState } from 'react';

/**
 * `flag`, but true only once it has stayed true for `delayMs`: a progress indicator that does not
 * flash, and costs no rendering, when the work it would show ends sooner (most answers of the exam
 * come back well within it). It turns false at once.
 */
export function useLastingFlag(flag: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!flag) {
      setLasted(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setLasted(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && lasted;
}

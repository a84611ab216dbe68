import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The demo school's hours and working days are shared by every journey worker: a journey that
// changes them for a moment and one that reads them must not overlap (issue 22's instructor day
// opens them while the issue 18 phone journey expects 06:00 and refuses a Saturday). A directory
// created atomically is the lock across the workers of one run.
const LOCK = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'school-settings.lock');
/** Longer than any holder keeps it; a lock left by a crashed worker is taken over after it. */
const MAX_WAIT_MS = 150_000;

/** Waits for the school's settings to be free and takes them. */
export async function lockSchoolSettings(): Promise<void> {
  const until = Date.now() + MAX_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch {
      if (Date.now() > until) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Gives the school's settings back to the other journeys. */
export function unlockSchoolSettings(): void {
  rmSync(LOCK, { recursive: true, force: true });
}

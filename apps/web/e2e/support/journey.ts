import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The phone the journeys are walked on first, and the desktop. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * A journey's screenshots (looked at by hand, never compared): each taken 300 ms after the step so
 * dialogs have finished moving, into `dir`; nothing when no folder is given (the journey's own
 * environment variable, e.g. MOVE_SHOTS).
 */
export function screenshotsTo(dir: string | null, { fullPage = false }: { fullPage?: boolean } = {}): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    if (!dir) return;
    mkdirSync(dir, { recursive: true });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
  };
}

/** Today's date in Warsaw plus `plus` days (negative: back), as yyyy-mm-dd. */
export function warsawDay(plus: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plus);
  return date.toISOString().slice(0, 10);
}

/**
 * Today's Warsaw date plus `plus` days, moved on (back, for a negative `plus`) to a working day: Monday
 * to Friday (the demo school), or to Saturday too (`saturday`: the busy school works Monday to
 * Saturday).
 */
export function workingDay(plus: number, { saturday = false }: { saturday?: boolean } = {}): string {
  const step = plus < 0 ? -1 : 1;
  for (let more = plus; ; more += step) {
    const day = warsawDay(more);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && (saturday || weekday !== 6)) return day;
  }
}

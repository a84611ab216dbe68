import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { Exam } from '@osk/contract';

// Helpers of the journeys that drive the API beside the screens: the logged-in session id, and the
// answers of a whole exam sent with the demo bank's key, so a journey does not wait 25 minutes.

const API = '/api/eprawko-rest';
const KEY_ANSWER: Record<string, string> = { T: 'TAK', N: 'NIE', A: 'A', B: 'B', C: 'C' };

/** The session id the app stored at login (the jsessionid header of API calls). */
export async function sessionId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.sessionStorage.getItem('osk.user') ?? window.localStorage.getItem('osk.user'));
  const uuid = stored ? (JSON.parse(stored) as { uuid?: string }).uuid : undefined;
  if (!uuid) throw new Error('no session');
  return uuid;
}

/**
 * The demo bank's key by question number, read from the bank's question files (questions/*.json,
 * `"n": 1001, "key": "T"`): the web may not import server code, and the running exam never carries the answers.
 */
export function demoBankKey(): Map<number, string> {
  const dir = fileURLToPath(new URL('../../../server/src/demo/question-bank/questions/', import.meta.url));
  const keys = new Map<number, string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    for (const { n, key } of JSON.parse(readFileSync(join(dir, file), 'utf8')) as { n: number; key: string }[]) keys.set(n, key);
  }
  return keys;
}

/** Answers every question of a running exam right, through the API. */
export async function answerAllRight(page: Page, exam: Exam, jsessionid: string, keys: Map<number, string> = demoBankKey()): Promise<void> {
  for (const item of exam.execution) {
    const key = keys.get(item.question.externalId);
    const res = await page.request.post(`${API}/exam/update/`, {
      headers: { jsessionid },
      data: { id: exam.id, ordinalNumber: item.ordinalNumber, answer: key ? KEY_ANSWER[key] : null, changes: 0 },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

import { expect, test, type Page } from '@playwright/test';
import type { Learning, MistakesSummary, Practice } from '@osk/contract';
import { sessionId } from './support/exam-by-api';

// Issue 23 on a phone (390 x 844, touch) against the real server in demo mode: instant feedback on a
// wrong answer in module learning, and "my mistakes" practice after a failed exam (taken through the
// API), whose answers move the same learning records (checked through the API).

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const API = '/api/eprawko-rest';
const SHOTS = '/tmp/h-learn';
// A module of category B in the demo bank that the other learning journeys leave alone.
const MODULE = 22;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('cookie-accept').click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** A wrong answer to a question of this key. */
function wrongOf(correct: string | null): string {
  if (correct === 'TAK') return 'NIE';
  if (correct === 'NIE') return 'TAK';
  return correct === 'A' ? 'B' : 'A';
}

async function mistakes(page: Page, jsessionid: string, studentId: number): Promise<MistakesSummary> {
  const res = await page.request.get(`${API}/learning/mistakes/${studentId}/B`, { headers: { jsessionid } });
  expect(res.status()).toBe(200);
  return (await res.json()) as MistakesSummary;
}

test('instant feedback: a wrong answer turns red at once with the right one, the explanation and the legal source', async ({ page }) => {
  await logIn(page);
  await page.goto('/learn/choose');
  const created = page.waitForResponse((r) => r.url().includes('/learning/create/') && r.request().method() === 'PUT');
  await page.getByTestId(`learn-module-${MODULE}-start`).tap();
  const learning = (await (await created).json()) as Learning;
  await expect(page.getByTestId('learn-screen')).toBeVisible();
  await expect(page.getByTestId('learn-feedback-mode')).toHaveAttribute('data-mode', 'INSTANT');
  const index = Number(await page.getByTestId('learn-screen').getAttribute('data-index'));
  const question = learning.execution[index - 1]?.question;
  if (!question) throw new Error('no question');
  const recorded = page.waitForResponse((r) => r.url().endsWith('/learning/answer') && r.request().method() === 'POST');
  await page.getByTestId(`exam-answer-${wrongOf(question.correct)}`).tap();
  await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', 'WRONG');
  await expect(page.getByTestId(`exam-answer-${question.correct}`)).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('learn-explanation')).toBeVisible();
  await expect(page.getByTestId('learn-legal-source')).toBeVisible();
  expect(((await (await recorded).json()) as { correct: boolean }).correct).toBe(false);
  await page.getByTestId('learn-verdict').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/instant-wrong-390.png` });
});

test('my mistakes after a failed exam: practised on the phone, the answers move the same learning records', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const jsessionid = await sessionId(page);
  const headers = { jsessionid };
  const student = (await (await page.request.get(`${API}/student/show`, { headers })).json()) as { id: number };

  // A failed exam: nothing answered, ended at once.
  const created = await page.request.put(`${API}/exam/create/studentId/${student.id}/category/B/own/empty/lang/PL`, { headers });
  expect(created.status()).toBe(200);
  const exam = (await created.json()) as { id: number };
  const finished = await page.request.post(`${API}/exam/update/`, { headers, data: { id: exam.id, finish: true } });
  expect(((await finished.json()) as { passed: boolean }).passed).toBe(false);
  const before = await mistakes(page, jsessionid, student.id);
  expect(before.total).toBeGreaterThanOrEqual(32);
  // The failed exam's 32 questions are the official split: the exam of mistakes can be built.
  expect(before.exam.missing).toBe(0);

  await page.goto('/learn/choose');
  await expect(page.getByTestId('practice-mistakes-count')).toHaveAttribute('data-count', String(before.total));
  await page.getByTestId('practice-panel').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/choose-practice-390.png`, fullPage: true });

  const practiced = page.waitForResponse((r) => r.url().includes('/learning/practice/') && r.request().method() === 'PUT');
  await page.getByTestId('practice-mistakes-start').tap();
  const practice = (await (await practiced).json()) as Practice;
  expect(practice.mode).toBe('MISTAKES');
  await expect(page.getByTestId('learn-module-title')).toHaveText('Moje błędy');
  await expect(page.getByTestId('learn-counter')).toHaveText(`Pytanie 1 z ${practice.max}`);

  // The first one answered right: it is no longer a mistake.
  const first = practice.execution[0]?.question;
  const second = practice.execution[1]?.question;
  if (!first || !second) throw new Error('too few mistakes');
  let recorded = page.waitForResponse((r) => r.url().endsWith('/learning/answer') && r.request().method() === 'POST');
  await page.getByTestId(`exam-answer-${first.correct}`).tap();
  await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', 'RIGHT');
  await recorded;
  await expect(page.getByTestId('practice-score')).toContainText('Dobrze: 1 z 1');
  await page.screenshot({ path: `${SHOTS}/practice-right-390.png`, fullPage: true });
  expect((await mistakes(page, jsessionid, student.id)).total).toBe(before.total - 1);

  // The second one answered wrong again: still a mistake.
  await page.getByTestId('learn-next').tap();
  await expect(page.getByTestId('learn-counter')).toHaveText(`Pytanie 2 z ${practice.max}`);
  recorded = page.waitForResponse((r) => r.url().endsWith('/learning/answer') && r.request().method() === 'POST');
  await page.getByTestId(`exam-answer-${wrongOf(second.correct)}`).tap();
  await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', 'WRONG');
  await recorded;
  expect((await mistakes(page, jsessionid, student.id)).total).toBe(before.total - 1);

  // The choice on a desktop.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/learn/choose');
  await expect(page.getByTestId('practice-mistakes-count')).toHaveAttribute('data-count', String(before.total - 1));
  await page.screenshot({ path: `${SHOTS}/choose-practice-1280.png`, fullPage: false });
});

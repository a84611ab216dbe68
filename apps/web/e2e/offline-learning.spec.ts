import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Learning, ModuleReview } from '@osk/contract';
import { sessionId } from './support/exam-by-api';

// Issue 23, offline learning, on a phone (390 x 844, touch) against the built app (the service worker
// keeps the code) and the real server: the demo learner downloads three modules (ten questions, with
// images and a film), the network is cut, the ten questions are answered with instant feedback and
// kept on the device, the network comes back, and the server has the ten answers (checked through the
// API). Modules 6, 13 and 10 of B: no other journey learns in them.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const API = '/api/eprawko-rest';
const SHOTS = '/tmp/offline';
const MODULES = [6, 13, 10] as const;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('cookie-accept').click();
  // Installed and controlling the page, so the code fetched from now on is kept for offline use.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
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

async function review(page: Page, jsessionid: string, studentId: number): Promise<Map<number, ModuleReview>> {
  const res = await page.request.get(`${API}/progress/learn/review/${studentId}/B`, { headers: { jsessionid } });
  expect(res.status()).toBe(200);
  return new Map(((await res.json()) as ModuleReview[]).map((m) => [m.moduleId, m]));
}

test('a module downloaded, the network cut, ten questions answered, the network back, the progress on the server', async ({ page, context }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  await logIn(page);
  const jsessionid = await sessionId(page);
  const headers = { jsessionid };
  const student = (await (await page.request.get(`${API}/student/show`, { headers })).json()) as { id: number };
  // The keys of the two modules in the official order (the order offline learning shows them in).
  const keys = new Map<number, Learning>();
  for (const moduleId of MODULES) {
    const res = await page.request.put(`${API}/learning/create/studentId/${student.id}/category/B/lang/PL/moduleId/${moduleId}`, { headers });
    keys.set(moduleId, (await res.json()) as Learning);
  }
  const count = MODULES.reduce((sum, m) => sum + (keys.get(m)?.execution.length ?? 0), 0);
  expect(count).toBe(10);
  const before = await review(page, jsessionid, student.id);
  // Every answer will be wrong: the modules must not be all weak already, or the check proves nothing.
  expect(MODULES.map((m) => before.get(m)?.weak ?? 0)).not.toEqual(MODULES.map((m) => keys.get(m)?.execution.length));

  await page.goto('/learn/choose');
  await expect(page.getByTestId('learn-modules')).toBeVisible();
  // Nothing downloaded yet: no offline section.
  await expect(page.getByTestId('offline-shelf')).toHaveCount(0);
  for (const moduleId of MODULES) {
    await page.getByTestId(`learn-module-${moduleId}-offline-action`).tap();
    await page.getByTestId('offline-measure').tap();
    // The size is shown before anything is downloaded.
    await expect(page.getByTestId('offline-size')).toBeVisible();
    expect(Number(await page.getByTestId('offline-size').getAttribute('data-bytes'))).toBeGreaterThan(1000);
    if (moduleId === MODULES[0]) await page.screenshot({ path: `${SHOTS}/download-size-390.png` });
    await page.getByTestId('offline-download').tap();
    await expect(page.getByTestId('offline-saved')).toBeVisible();
    if (moduleId === MODULES[0]) await page.screenshot({ path: `${SHOTS}/downloaded-390.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('offline-saved')).toBeHidden();
    await expect(page.getByTestId(`learn-module-${moduleId}-offline`)).toBeVisible();
  }
  await expect(page.getByTestId('offline-shelf')).toHaveAttribute('data-count', '3');

  await context.setOffline(true);
  try {
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'OFFLINE');
    for (const moduleId of MODULES) {
      const learning = keys.get(moduleId);
      if (!learning) throw new Error('no learning');
      // The second module is opened as the installed app opens without a network: a full page load.
      if (moduleId === MODULES[1]) await page.goto(`/learn/offline/B/${moduleId}`);
      else await page.getByTestId(`offline-module-${moduleId}-learn`).tap();
      await expect(page.getByTestId('learn-offline')).toBeVisible();
      for (const [i, item] of learning.execution.entries()) {
        await expect(page.getByTestId('learn-screen')).toHaveAttribute('data-index', String(i + 1));
        const { question } = item;
        // The medium comes from the device.
        if (question.media && question.madiaType === 'IMAGE') {
          const image = page.getByTestId('exam-image');
          await expect(image).toHaveAttribute('src', /^blob:/);
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
          await page.screenshot({ path: `${SHOTS}/offline-image-390.png` });
        }
        if (question.media && question.madiaType === 'VIDEO') {
          const video = page.getByTestId('exam-video');
          await expect(video).toHaveAttribute('src', /^blob:/);
          await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
          await expect(page.getByTestId('exam-media-unavailable')).toHaveCount(0);
        }
        await page.getByTestId(`exam-answer-${wrongOf(question.correct)}`).tap();
        // Instant feedback from the downloaded key, with the explanation.
        await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', 'WRONG');
        await expect(page.getByTestId(`exam-answer-${question.correct}`)).toHaveAttribute('data-correct', 'true');
        await expect(page.getByTestId('learn-explanation')).toBeVisible();
        if (i < learning.execution.length - 1) await page.getByTestId('learn-next').tap();
      }
      await page.getByTestId('learn-finish-last').tap();
      await expect(page).toHaveURL(/\/learn\/choose$/);
    }
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-waiting', '10');
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'OFFLINE');
    await page.screenshot({ path: `${SHOTS}/offline-waiting-390.png` });
    // Nothing reached the server yet.
    const during = await review(page, jsessionid, student.id);
    for (const moduleId of MODULES) expect(during.get(moduleId)?.weak).toBe(before.get(moduleId)?.weak);
  } finally {
    await context.setOffline(false);
  }

  // The network is back: the ten answers go out, once.
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'SYNCED', { timeout: 20_000 });
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-waiting', '0');
  await page.screenshot({ path: `${SHOTS}/synced-390.png` });
  const after = await review(page, jsessionid, student.id);
  for (const moduleId of MODULES) {
    const size = keys.get(moduleId)?.execution.length ?? 0;
    expect(after.get(moduleId)?.weak, `module ${moduleId}`).toBe(size);
    expect(after.get(moduleId)?.seen, `module ${moduleId}`).toBe(size);
  }

  // A quick quiz of the downloaded modules, offline too, recorded like the online quiz.
  await context.setOffline(true);
  try {
    // Nothing of the offline section is cut off on the phone.
    for (const id of ['offline-quiz', `offline-module-${MODULES[0]}-learn`, `offline-module-${MODULES[0]}-remove`, 'offline-status']) {
      const cut = await page.getByTestId(id).evaluate((el) => [el, ...Array.from(el.querySelectorAll('*'))].some((e) => e.scrollWidth > e.clientWidth + 1));
      expect(cut, id).toBe(false);
    }
    await page.getByTestId('offline-quiz').tap();
    await expect(page.getByTestId('learn-offline-quiz')).toBeVisible();
    await expect(page.getByTestId('practice-score')).toBeVisible();
    const all = MODULES.flatMap((m) => keys.get(m)?.execution.map((e) => e.question) ?? []);
    const text = await page.getByTestId('learn-question-text').textContent();
    const asked = all.find((q) => q.questionText === text);
    if (!asked) throw new Error(`the quiz asked a question of no downloaded module: ${text}`);
    await page.getByTestId(`exam-answer-${asked.correct}`).tap();
    await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', 'RIGHT');
    await expect(page.getByTestId('practice-score')).toHaveAttribute('data-right', '1');
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-waiting', '1');
    await page.screenshot({ path: `${SHOTS}/offline-quiz-390.png` });
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'SYNCED', { timeout: 20_000 });
  await page.getByTestId('learn-finish').tap();
  await expect(page).toHaveURL(/\/learn\/choose$/);

  // A practice exam drawn by the official split from the downloads, offline too, scored in points
  // (the demo modules hold fewer than the exam's 32 questions: a shorter exam, said so).
  await context.setOffline(true);
  try {
    const cut = await page.getByTestId('offline-exam').evaluate((el) => [el, ...Array.from(el.querySelectorAll('*'))].some((e) => e.scrollWidth > e.clientWidth + 1));
    expect(cut, 'offline-exam').toBe(false);
    await page.getByTestId('offline-exam').tap();
    await expect(page.getByTestId('learn-offline-exam')).toBeVisible();
    await expect(page.getByTestId('learn-offline-exam-short')).toContainText('z 32');
    const all = MODULES.flatMap((m) => keys.get(m)?.execution.map((e) => e.question) ?? []);
    const text = await page.getByTestId('learn-question-text').textContent();
    const asked = all.find((q) => q.questionText === text);
    if (!asked) throw new Error(`the practice exam asked a question of no downloaded module: ${text}`);
    // The basic part comes first.
    expect(asked.type).toBe('STANDARD');
    await page.getByTestId(`exam-answer-${asked.correct}`).tap();
    await expect(page.getByTestId('learn-verdict')).toHaveAttribute('data-verdict', 'RIGHT');
    await expect(page.getByTestId('practice-points')).toContainText(`Punkty: ${asked.weight} z `);
    await expect(page.getByTestId('offline-status')).toHaveAttribute('data-waiting', '1');
    await page.screenshot({ path: `${SHOTS}/offline-exam-390.png` });
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId('offline-status')).toHaveAttribute('data-state', 'SYNCED', { timeout: 20_000 });
  await page.getByTestId('learn-finish').tap();
  await expect(page).toHaveURL(/\/learn\/choose$/);

  // Removing a download takes it off the device.
  await page.getByTestId(`offline-module-${MODULES[1]}-remove`).tap();
  await expect(page.getByTestId('offline-shelf')).toHaveAttribute('data-count', '2');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByTestId('offline-shelf')).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId(`learn-module-${MODULES[0]}-offline`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/choose-1280.png` });
  await page.getByTestId(`offline-module-${MODULES[0]}-learn`).click();
  await expect(page.getByTestId('learn-offline')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/learn-offline-1280.png` });
});

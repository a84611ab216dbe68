import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';

// E-learning and lectures against the real server in demo mode (its demo course "kurs-b" and demo
// lectures from content/demo): the learning hub, start the course, turn slides by button and by
// swipe on a touch screen, let autoplay move on after the narration, leave and come back to the same
// slide; then watch a lecture to its end, see it checked and the next one open and play.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const SHOTS = '/tmp/elearning-web';
mkdirSync(SHOTS, { recursive: true });

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  // The consent banner would cover the screenshots.
  await page.getByTestId('cookie-accept').click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** Flips a viewer switch by its label (a real click: the narration may then play with sound). */
async function toggle(page: Page, label: string): Promise<void> {
  await page.locator('label', { hasText: label }).first().click();
}

/** Waits for the slide's picture (a protected file, loaded with the media token). */
async function imageLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId('slide-image').evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

const viewer = (page: Page) => page.getByTestId('slide-viewer');

async function slideId(page: Page): Promise<string> {
  return (await viewer(page).getAttribute('data-slide-id')) ?? '';
}

/** Waits until the viewer shows another slide than `before` and its position is stored. */
async function movedFrom(page: Page, before: string): Promise<string> {
  await expect(viewer(page)).not.toHaveAttribute('data-slide-id', before, { timeout: 30_000 });
  return slideId(page);
}

/** A horizontal swipe made of real TouchEvents (the page listens to touchstart/touchend). */
async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const y = box.top + Math.min(120, box.height / 2);
    const x0 = box.left + box.width / 2 - distance / 2;
    const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, cancelable: true, touches: [touch(x0)], changedTouches: [touch(x0)] }));
    element.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, cancelable: true, touches: [touch(x0 + distance)], changedTouches: [touch(x0 + distance)] }));
    element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, cancelable: true, touches: [], changedTouches: [touch(x0 + distance)] }));
  }, dx);
}

test('a learner studies the demo course: buttons, swipes, autoplay after the narration, and resumes on the same slide', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await logIn(page);
  await page.getByTestId('nav-nauka').first().click();
  await expect(page).toHaveURL(/\/nauka$/);
  await expect(page.getByTestId('nauka-courses')).toBeVisible();
  await expect(page.getByTestId('nauka-lectures-count')).toContainText(/Ukończone: \d+ z \d+/);
  await page.screenshot({ path: `${SHOTS}/hub-desktop.png`, fullPage: true });

  await page.getByTestId('nauka-elearning-open').click();
  await expect(page).toHaveURL(/\/elearning\/choose$/);
  const course = page.getByTestId(/^course-\d+$/).filter({ hasText: 'Kurs teoretyczny kategorii B' });
  await expect(course).toHaveCount(1);
  const start = course.getByTestId(/^course-\d+-(start|continue)$/);
  await expect(start).not.toHaveAttribute('data-loading', /.*/);
  await page.screenshot({ path: `${SHOTS}/courses-desktop.png`, fullPage: true });
  await start.click();
  await expect(viewer(page)).toBeVisible();
  await expect(page.getByTestId('slide-counter')).toHaveText(/^Slajd \d+ z \d+$/);

  // Forward with the button, then with the arrow key.
  let current = await slideId(page);
  const stored = page.waitForResponse((r) => r.url().endsWith('/api/learning/progress') && r.request().method() === 'POST');
  await page.getByTestId('slide-next').click();
  current = await movedFrom(page, current);
  expect((await stored).ok()).toBe(true);
  await imageLoaded(page);
  await page.keyboard.press('ArrowRight');
  current = await movedFrom(page, current);
  await imageLoaded(page);
  await page.screenshot({ path: `${SHOTS}/viewer-desktop.png`, fullPage: true });

  // On a phone: a touch screen at 390 px, the same session.
  const phone = await browser.newContext({ storageState: await page.context().storageState(), viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  const mobile = await phone.newPage();
  await mobile.goto(page.url());
  await expect(viewer(mobile)).toHaveAttribute('data-slide-id', current);
  await swipe(mobile.getByTestId('slide-card'), -200);
  current = await movedFrom(mobile, current);
  await imageLoaded(mobile);
  await mobile.screenshot({ path: `${SHOTS}/viewer-390.png`, fullPage: true });
  // A swipe to the right goes back, and forward again.
  const afterSwipe = current;
  await swipe(mobile.getByTestId('slide-card'), 200);
  current = await movedFrom(mobile, current);
  await swipe(mobile.getByTestId('slide-card'), -200);
  await expect(viewer(mobile)).toHaveAttribute('data-slide-id', afterSwipe);
  current = afterSwipe;
  const whereLeft = mobile.url();
  await mobile.goto('/nauka');
  await expect(mobile.getByTestId('nauka-courses')).toBeVisible();
  await mobile.screenshot({ path: `${SHOTS}/hub-390.png`, fullPage: true });
  await mobile.goto('/elearning/choose');
  await expect(mobile.getByTestId(/^course-\d+-continue$/)).toBeVisible();
  await mobile.screenshot({ path: `${SHOTS}/courses-390.png`, fullPage: true });
  await phone.close();

  // Autoplay: with the narrator on, the next slide follows when the narration ends.
  // Back on the desktop, on the slide the phone left.
  await page.goto(whereLeft);
  await expect(viewer(page)).toHaveAttribute('data-slide-id', current);
  await expect(page.getByTestId('slide-audio')).toHaveCount(1);
  await toggle(page, 'Lektor');
  await toggle(page, 'Autoodtwarzanie');
  await expect.poll(() => page.getByTestId('slide-audio').evaluate((audio) => !(audio as HTMLAudioElement).paused || (audio as HTMLAudioElement).ended), { timeout: 10_000 }).toBe(true);
  current = await movedFrom(page, current);
  // Switch both off so nothing moves on by itself; the choice is remembered.
  await toggle(page, 'Autoodtwarzanie');
  await toggle(page, 'Lektor');
  expect(await page.evaluate(() => [localStorage.getItem('osk.elearning.narrator'), localStorage.getItem('osk.elearning.autoplay')])).toEqual(['0', '0']);
  current = await slideId(page);
  const name = await page.getByTestId('slide-name').textContent();

  // Finish learning: the modules page; coming back continues on the same slide.
  await page.getByTestId('slide-finish-learning').click();
  await expect(page).toHaveURL(/\/elearning\/modules\/\d+$/);
  const firstModule = page.getByTestId(/^module-\d+-toggle$/).first();
  await firstModule.click();
  await expect(page.getByTestId(/^subject-\d+$/).first()).toBeVisible();
  await page.getByTestId(/^subject-\d+$/).first().click();
  await expect(page.locator('[data-testid^="slide-link-"][data-viewed="true"]').first()).toBeVisible();
  // Let the panels finish opening before the picture.
  await page.waitForTimeout(600);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/modules-desktop.png`, fullPage: true });
  await page.goto('/elearning/choose');
  await course.getByTestId(/^course-\d+-continue$/).click();
  await expect(viewer(page)).toHaveAttribute('data-slide-id', current);
  await expect(page.getByTestId('slide-name')).toHaveText(name ?? '');
});

test('a learner watches a lecture to its end: it is checked and the next one opens and plays', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/lecture');
  const items = page.getByTestId(/^lecture-\d+$/);
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  // The first lecture not finished yet, and one after it.
  let index = 0;
  while (index < count - 1 && (await items.nth(index).getAttribute('data-status')) === 'finished') index += 1;
  const item = items.nth(index);
  const id = ((await item.getAttribute('data-testid')) ?? '').replace('lecture-', '');
  const nextId = ((await items.nth(index + 1).getAttribute('data-testid')) ?? '').replace('lecture-', '');
  await page.screenshot({ path: `${SHOTS}/lectures-desktop.png`, fullPage: true });

  await page.getByTestId(`lecture-${id}-toggle`).click();
  const video = page.getByTestId(`lecture-player-${id}`).getByTestId('lecture-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).readyState)).toBeGreaterThan(0);
  const started = page.waitForResponse((r) => r.url().endsWith('/lecture/lecture/progres') && r.request().method() === 'POST');
  await video.evaluate((v) => (v as HTMLVideoElement).play());
  expect((await started).ok()).toBe(true);
  await expect(item).toHaveAttribute('data-status', /started|finished/);
  await page.screenshot({ path: `${SHOTS}/lectures-playing.png`, fullPage: true });

  // The film ends (6-15 s): the lecture is finished and the next one opens and plays.
  await expect(item).toHaveAttribute('data-status', 'finished', { timeout: 40_000 });
  const nextVideo = page.getByTestId(`lecture-player-${nextId}`).getByTestId('lecture-video');
  await expect(nextVideo).toBeVisible();
  await expect.poll(() => nextVideo.evaluate((v) => !(v as HTMLVideoElement).paused), { timeout: 15_000 }).toBe(true);
  await expect(page.getByTestId(`lecture-player-${id}`)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/lectures-next.png`, fullPage: true });

  // The server has it: a reload shows the check.
  await page.reload();
  await expect(page.getByTestId(`lecture-${id}`)).toHaveAttribute('data-status', 'finished');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/lectures-390.png`, fullPage: true });
});

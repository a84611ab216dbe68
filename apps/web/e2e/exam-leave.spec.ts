import { expect, test, type Page } from '@playwright/test';

// Leaving a running exam and coming back (issue 18): every link of the site asks first, and a return
// (Back, or Egzamin -> Kontynuuj) takes the exam's state and time from the server, not from what the
// browser kept. Time passes for real here (a few seconds): the server's clock is the truth, so the
// shown clocks must have moved by at least the time spent away.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
] as const;

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

const runner = (page: Page) => page.getByTestId('exam-runner');

function secondsOf(clock: string): number {
  const [minutes, seconds] = clock.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

async function shownTimes(page: Page): Promise<{ total: number; phase: number }> {
  const total = secondsOf((await page.getByTestId('exam-total-time').textContent()) ?? '');
  const phase = Number(((await page.getByTestId('exam-phase-time').textContent()) ?? '').replace(/\D/g, ''));
  return { total, phase };
}

/** Taps or clicks the header's exam link (behind the burger on a phone). */
async function followHeaderExamLink(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByTestId('header-burger').tap();
    await page.getByTestId('mobile-nav-exam').tap();
  } else {
    await page.getByTestId('nav-exam').click();
  }
}

async function startCategoryExam(page: Page): Promise<string> {
  await page.goto('/exam/exam/new');
  // The start is in view without scrolling, also on a phone.
  await expect(page.getByTestId('exam-start')).toBeInViewport();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `/tmp/exam-info-${page.viewportSize()?.width ?? 0}.png` });
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 1 z 32');
  await expect(runner(page)).toHaveAttribute('data-phase', 'READ');
  return page.url();
}

for (const size of SIZES) {
  test.describe(`leaving a running exam at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });
    const phone = size.name === 'phone';

    test('a header link asks first; coming back with Back shows the server time and the next answer counts', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page);
      const examUrl = await startCategoryExam(page);

      // "No" keeps the learner in the exam.
      await followHeaderExamLink(page, phone);
      const ask = page.getByTestId('exam-leave-confirm');
      await expect(ask).toBeVisible();
      await expect(ask).toContainText('Czy na pewno chcesz przerwać egzamin?');
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `/tmp/exam-leave-ask-${size.viewport.width}.png` });
      await page.getByTestId('exam-leave-stay').click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(examUrl);
      // The menu the link was in closes as after any tap on it.
      if (phone) await expect(page.getByTestId('mobile-menu')).not.toBeInViewport();
      await expect(runner(page)).toBeVisible();

      // "Yes" leaves; the footer's links ask the same way (checked on the desktop where it is in view).
      const before = await shownTimes(page);
      const leftAt = Date.now();
      await followHeaderExamLink(page, phone);
      await page.getByTestId('exam-leave-confirm-yes').click();
      await expect(page).toHaveURL(/\/exam\/choose$/);

      await page.waitForTimeout(4_000);
      await page.goBack();
      await expect(page).toHaveURL(examUrl);
      await expect(runner(page)).toBeVisible();
      const away = Math.floor((Date.now() - leftAt) / 1000);
      const after = await shownTimes(page);
      // The clocks moved on by at least the time away (the cached exam would show them as when left).
      expect(before.total - after.total).toBeGreaterThanOrEqual(away - 1);
      expect(after.phase).toBeLessThanOrEqual(before.phase - (away - 1));

      // The next answer is taken, not refused as late.
      if ((await runner(page).getAttribute('data-phase')) === 'READ') await page.getByTestId('exam-start-media').click();
      await expect(runner(page)).toHaveAttribute('data-phase', 'ANSWER');
      const ordinal = Number(await runner(page).getAttribute('data-ordinal'));
      await page.getByTestId(runnerAnswer(await runner(page).getAttribute('data-question-type'))).click();
      const approved = page.waitForResponse((r) => r.url().includes('/api/eprawko-rest/exam/update/'));
      await page.getByTestId('exam-next').click();
      expect((await approved).status()).toBe(200);
      await expect(runner(page)).toHaveAttribute('data-ordinal', String(ordinal + 1));
      await expect(page.getByTestId('exam-notice')).toHaveCount(0);
    });

    test('Egzamin -> Kontynuuj resumes from the server, and the footer and logo links ask too', async ({ page }) => {
      test.setTimeout(90_000);
      await logIn(page);
      const examUrl = await startCategoryExam(page);
      const examId = examUrl.split('/').pop() ?? '';

      // The logo asks; "no" stays.
      await page.getByRole('link', { name: /strona główna/i }).first().click();
      await expect(page.getByTestId('exam-leave-confirm')).toBeVisible();
      await page.getByTestId('exam-leave-stay').click();
      await expect(page).toHaveURL(examUrl);

      // A footer link asks; "yes" goes there.
      const before = await shownTimes(page);
      const leftAt = Date.now();
      const footerLink = page.locator('footer').getByRole('link').first();
      await footerLink.scrollIntoViewIfNeeded();
      await footerLink.click();
      await page.getByTestId('exam-leave-confirm-yes').click();
      await expect(page).not.toHaveURL(examUrl);

      await page.waitForTimeout(3_000);
      await followHeaderExamLinkWithoutExam(page, phone);
      await expect(page).toHaveURL(/\/exam\/choose$/);
      await page.getByTestId(`exam-history-open-${examId}`).click();
      await expect(page).toHaveURL(examUrl);
      await expect(runner(page)).toBeVisible();
      const away = Math.floor((Date.now() - leftAt) / 1000);
      const after = await shownTimes(page);
      expect(before.total - after.total).toBeGreaterThanOrEqual(away - 1);
    });
  });
}

for (const size of SIZES) {
  test.describe(`the exam's full-screen mode at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

    test('hides the header and footer like the terminal at the exam centre, and its button or Esc leaves it', async ({ page }) => {
      await page.goto('/exam/exam/demo');
      await page.getByTestId('exam-start').click();
      await expect(runner(page)).toBeVisible();
      const header = page.getByTestId('app-header');
      await expect(header).toBeInViewport();
      const button = page.getByTestId('exam-fullscreen');
      await expect(button).toHaveText('Pełny ekran');
      if (size.hasTouch) await button.tap();
      else await button.click();
      await expect(header).not.toBeInViewport();
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(button).toHaveText('Zamknij pełny ekran');
      await expect(page.getByTestId('exam-counter')).toBeInViewport();
      if (process.env.E2E_SHOTS) await page.screenshot({ path: `/tmp/exam-fullscreen-${size.viewport.width}.png` });
      if (size.hasTouch) {
        await button.tap();
      } else {
        await page.keyboard.press('Escape');
      }
      await expect(header).toBeInViewport();
      await expect(page.locator('footer')).toHaveCount(1);
      await expect(button).toHaveText('Pełny ekran');
    });
  });
}

test('in English the keyboard hints and keys are Y/N', async ({ page }) => {
  await page.goto('/exam/exam/demo');
  await page.getByTestId('lang-switch').selectOption('en');
  await page.getByTestId('exam-start').click();
  await expect(page.getByTestId('exam-keyboard-hint')).toContainText('Y N choose');
  await page.getByTestId('exam-start-media').click();
  await expect(runner(page)).toHaveAttribute('data-phase', 'ANSWER', { timeout: 30_000 });
  await page.keyboard.press('y');
  await expect(page.getByTestId('exam-answer-TAK')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('n');
  await expect(page.getByTestId('exam-answer-NIE')).toHaveAttribute('aria-pressed', 'true');
});

test.describe('the exam tab', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('closing the tab during an exam asks the browser to confirm', async ({ page }) => {
    await logIn(page);
    await startCategoryExam(page);
    // The prompt needs a user gesture on the page first.
    await runner(page).click({ position: { x: 5, y: 5 } });
    const dialog = new Promise<string>((resolve) => page.once('dialog', (d) => {
      resolve(d.type());
      void d.dismiss();
    }));
    await page.close({ runBeforeUnload: true });
    expect(await dialog).toBe('beforeunload');
    await expect.poll(() => page.isClosed()).toBe(false);
  });

  test('a visibility change resyncs the clocks from the server', async ({ page }) => {
    await logIn(page);
    await startCategoryExam(page);
    // Served but never answered again: the runner must ask the server when the tab comes back.
    const reread = page.waitForResponse((r) => /\/api\/eprawko-rest\/exam\/show\/\d+/.test(r.url()) && r.request().method() === 'GET');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await reread).status()).toBe(200);
  });
});

async function followHeaderExamLinkWithoutExam(page: Page, phone: boolean): Promise<void> {
  await followHeaderExamLink(page, phone);
}

function runnerAnswer(type: string | null): string {
  return type === 'SPECIALISTIC' ? 'exam-answer-A' : 'exam-answer-TAK';
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Accessibility journey: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on the screens a learner
// sees first, on a phone (390 px) and on a desktop (1280 px), against the real server in demo mode.
// Any violation of impact serious or critical fails the journey; each is printed with its rule, the
// elements it concerns and axe's summary, so a failure says what to fix without opening a report.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = '/tmp/a11y';

/**
 * Runs axe on the page as it is now; serious or critical violations fail the test (softly, so one run
 * lists every screen's), each listed. A screenshot of the screen goes to /tmp/a11y for a look.
 */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Mantine's transitions (modals, menus) must have ended: axe reads the colours of half-faded elements.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const name = `${screen.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${page.viewportSize()?.width ?? 0}`;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.flatMap((v) =>
    v.nodes.map((node) => {
      const summary = (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      return `${v.id} (${v.impact}) ${node.target.join(' ')} ${node.html.slice(0, 160)} — ${summary}`;
    }),
  );
  expect.soft(report, `${screen}: ${report.length} serious or critical accessibility violations\n${report.join('\n')}\n`).toEqual([]);
}

async function acceptCookies(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
}

async function logIn(page: Page): Promise<void> {
  await acceptCookies(page);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The page has its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the landing page, with the cookie notice and with the login form open', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('cookie-accept')).toBeVisible();
      await expectAccessible(page, '/ (cookie notice)');
      await page.getByTestId('cookie-accept').click();
      await expect(page.getByTestId('cookie-accept')).toBeHidden();
      await expectAccessible(page, '/');
      await page.getByTestId('header-login').click();
      await expect(page.getByTestId('login-username')).toBeVisible();
      await expectAccessible(page, '/ (login form)');
    });

    test('the exam choice of a visitor and of the learner', async ({ page }) => {
      await acceptCookies(page);
      await page.goto('/exam/choose');
      await expect(page.getByTestId('exam-choose-demo-start')).toBeVisible();
      await expectAccessible(page, '/exam/choose (visitor)');
      await logIn(page);
      await page.goto('/exam/choose');
      await expect(page.getByTestId('exam-choose-category-start')).toBeVisible();
      await settled(page);
      await expectAccessible(page, '/exam/choose (learner)');
    });

    test('the learning modules and an open learning question', async ({ page }) => {
      await logIn(page);
      await page.goto('/learn/choose');
      await expect(page.getByTestId('learn-module-1-percent')).toBeVisible();
      await settled(page);
      await expectAccessible(page, '/learn/choose');
      if (device === 'desktop') return;
      // A module no other journey learns in: checking an answer records progress.
      await page.getByTestId('learn-module-16-start').click();
      await expect(page.getByTestId('learn-counter')).toBeVisible();
      await expectAccessible(page, 'learning question');
      const basic = (await page.getByTestId('learn-screen').getAttribute('data-question-type')) === 'STANDARD';
      await page.getByTestId(basic ? 'exam-answer-TAK' : 'exam-answer-A').click();
      // Instant feedback (the default, issue 23): the answer is the check.
      await expect(page.getByTestId('learn-verdict')).toBeVisible();
      await expectAccessible(page, 'learning question (answer checked)');
    });

    // The desktop run covers the pages whose layout differs most from the phone's.
    if (device === 'desktop') return;

    test('the profile, the statistics and the subscription of the learner', async ({ page }) => {
      await logIn(page);
      await settled(page);
      await expectAccessible(page, '/profile');
      await page.goto('/stats');
      await expect(page.getByTestId('stats-heading')).toBeVisible();
      await settled(page);
      await expectAccessible(page, '/stats');
      await page.goto('/subscription');
      await expect(page.getByTestId('subscription-heading')).toBeVisible();
      await settled(page);
      await expectAccessible(page, '/subscription');
    });

    test('the public demo exam: its start, the open question and the question answered', async ({ page }) => {
      await acceptCookies(page);
      await page.goto('/exam/exam/demo');
      await expect(page.getByTestId('exam-start')).toBeVisible();
      await expectAccessible(page, '/exam/exam/demo (start)');
      await page.getByTestId('exam-start').click();
      const runner = page.getByTestId('exam-runner');
      await expect(page.getByTestId('exam-counter')).toHaveText('Pytanie 1 z 32');
      await expectAccessible(page, '/exam/exam/demo (open question)');
      if ((await runner.getAttribute('data-phase')) === 'READ') {
        await page.keyboard.press('Space');
        await expect(runner).not.toHaveAttribute('data-phase', 'READ');
      }
      await expect(runner).toHaveAttribute('data-phase', 'ANSWER', { timeout: 30_000 });
      const basic = (await runner.getAttribute('data-question-type')) === 'STANDARD';
      await page.getByTestId(basic ? 'exam-answer-TAK' : 'exam-answer-A').click();
      await expect(page.getByTestId(basic ? 'exam-answer-TAK' : 'exam-answer-A')).toHaveAttribute('aria-pressed', 'true');
      await expectAccessible(page, '/exam/exam/demo (answered)');
    });
  });
}

import { expect, test, type Page } from '@playwright/test';

// The menu of every role on a phone (390 x 844, touch) and a tablet (1024 px): below 1200 px the
// header's menu lives behind the burger button. It must open, list the role's items, take the user
// to the page tapped and close again.

const ROLES = [
  { role: 'visitor', login: null, items: ['home', 'offer', 'pricing', 'privacy', 'about', 'blog', 'contact'], tap: 'contact', lands: /\/kontakt$/ },
  { role: 'learner', login: { userName: 'kursant@example.com', password: 'Kursant123!' }, items: ['profile', 'nauka', 'learn', 'exam', 'stats', 'subscription'], tap: 'exam', lands: /\/exam\/choose$/ },
  { role: 'school', login: { userName: 'osk@example.com', password: 'Szkola123!' }, items: ['schoolProfile', 'internalExam', 'createStudents', 'buy', 'orders', 'scheduler'], tap: 'orders', lands: /\/order\/orders$/ },
  { role: 'instructor', login: { userName: 'instruktor@example.com', password: 'Instruktor123!' }, items: ['instructorProfile', 'scheduler'], tap: 'scheduler', lands: /\/scheduler$/ },
] as const;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  { name: 'tablet', viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false },
] as const;

async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('header-logout')).toBeVisible();
  // The landing page arrives in a transition: until its lazy chunk is in, the previous page stays on
  // screen, and its arrival (a page change) closes a menu opened meanwhile. Wait until it is in.
  await expect(page).not.toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
}

for (const size of VIEWPORTS) {
  test.describe(`menu at ${size.viewport.width} px`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.hasTouch, isMobile: size.isMobile });

    for (const r of ROLES) {
      test(`the ${r.role} opens the menu with the burger, sees the role's items and reaches a page`, async ({ page }) => {
        await page.goto('/');
        if (r.login) await logIn(page, r.login.userName, r.login.password);
        const burger = page.getByTestId('header-burger');
        const menu = page.getByTestId('mobile-menu');
        await expect(burger).toBeVisible();
        // The inline menu is not shown below 1200 px: the burger is the only way.
        await expect(page.getByTestId(`nav-${r.items[0]}`)).toBeHidden();
        await expect(menu).not.toBeInViewport();
        await burger.tap();
        await expect(burger).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeInViewport();
        for (const key of r.items) await expect(page.getByTestId(`mobile-nav-${key}`)).toBeInViewport();
        if (process.env.E2E_SHOTS) await page.screenshot({ path: `/tmp/menu-${r.role}-${size.viewport.width}.png` });
        await expect(menu.getByRole('link')).toHaveCount(r.items.length);
        await page.getByTestId(`mobile-nav-${r.tap}`).tap();
        await expect(page).toHaveURL(r.lands);
        await expect(menu).not.toBeInViewport();
        await expect(burger).toHaveAttribute('aria-expanded', 'false');
        // Tapping the burger twice leaves it closed.
        await burger.tap();
        await expect(menu).toBeInViewport();
        await burger.tap();
        await expect(menu).not.toBeInViewport();
      });
    }
  });
}

test.describe('the learner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reaches the exam history and the statistics through the menu, with every review link on screen', async ({ page }) => {
    await page.goto('/');
    await logIn(page, 'kursant@example.com', 'Kursant123!');
    await page.getByTestId('header-burger').tap();
    await page.getByTestId('mobile-nav-exam').tap();
    await expect(page).toHaveURL(/\/exam\/choose$/);
    const cards = page.getByTestId('exam-history-cards');
    await expect(cards).toBeVisible();
    const links = cards.locator('[data-testid^="exam-history-open-"]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    await page.getByTestId('header-burger').tap();
    await page.getByTestId('mobile-nav-stats').tap();
    await expect(page).toHaveURL(/\/stats$/);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: '/tmp/stats-390.png', fullPage: true });
  });
});

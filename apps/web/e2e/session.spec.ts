import { expect, test, type Page } from '@playwright/test';

// How a session ends and starts, on a phone (390 x 844, touch): the user's own logout lands on /,
// the idle logout on /action/SESSION_EXPIRED (one end state, no dialog over another page), and a page
// asked for before the login (a school's invitation, /stats) is where the login returns.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const LEARNER = { userName: 'kursant@example.com', password: 'Kursant123!' };
const INVITED = { userName: 'uczen@example.com', password: 'Uczen123!' };

async function fillLogin(page: Page, who: { userName: string; password: string }): Promise<void> {
  await page.getByTestId('login-username').fill(who.userName);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function logIn(page: Page, who: { userName: string; password: string }): Promise<void> {
  await page.getByTestId('header-login').click();
  await fillLogin(page, who);
  await expect(page.getByTestId('header-logout')).toBeVisible();
}

for (const from of ['/stats', '/profile', '/learn/choose']) {
  test(`logging out on ${from} lands on the home page`, async ({ page }) => {
    await page.goto('/');
    await logIn(page, LEARNER);
    await page.goto(from);
    await expect(page.getByTestId('header-logout')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.getByTestId('header-logout').tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('home-title')).toBeVisible();
    await expect(page.getByTestId('action-title')).toHaveCount(0);
    // It stays there: no late redirect to "not logged in".
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/$/);
  });
}

test('a page asked for before the login is where the login returns (/stats, a school invitation)', async ({ page }) => {
  await page.goto('/stats');
  await expect(page).toHaveURL(/\/action\/NOT_LOGGED_IN\/\?next=%2Fstats$/);
  await page.getByTestId('action-login').tap();
  await fillLogin(page, LEARNER);
  await expect(page).toHaveURL(/\/stats$/);
  await page.getByTestId('header-logout').tap();
  await expect(page).toHaveURL(/\/$/);
  // The logout leaves the page first and then ends the session: wait for the end, or the next page
  // would still be opened by the learner (and the invitation of another is not found).
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.goto('/attach/demo-attach-invitation');
  await expect(page).toHaveURL(/\/action\/NOT_LOGGED_IN\/\?next=%2Fattach%2Fdemo-attach-invitation$/);
  await page.getByTestId('action-login').tap();
  await fillLogin(page, INVITED);
  await expect(page).toHaveURL(/\/attach\/demo-attach-invitation$/);
});

test('a return address of another site is ignored: the login lands on the landing page', async ({ page }) => {
  await page.goto('/action/NOT_LOGGED_IN/?next=%2F%2Fevil.example%2Fx');
  await page.getByTestId('action-login').tap();
  await fillLogin(page, LEARNER);
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/profile$/);
});

test('the idle logout goes to /action/SESSION_EXPIRED with no dialog over it', async ({ page }) => {
  // 545 s become 5.45 s, the 15 s countdown 0.15 s.
  await page.addInitScript(() => {
    (window as unknown as { __OSK_IDLE_SCALE__: number }).__OSK_IDLE_SCALE__ = 0.01;
  });
  await page.goto('/');
  await logIn(page, LEARNER);
  await page.goto('/stats');
  await expect(page).toHaveURL(/\/action\/SESSION_EXPIRED\/?$/, { timeout: 20_000 });
  await expect(page.getByTestId('action-title')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('header-login')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';

// Journeys of the foundation: language switch, login and logout, the login error, unknown paths,
// the cookie banner. They run against the built app on the real server (demo data).

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };

async function openLogin(page: Page): Promise<void> {
  await page.getByTestId('header-login').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await openLogin(page);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('switching to English and back to Polish changes the texts, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  const title = page.getByTestId('home-title');
  await expect(title).toHaveText('Zdaj teorię na prawo jazdy za pierwszym razem');
  await page.getByTestId('lang-switch').selectOption('en');
  await expect(title).toHaveText('Pass the driving theory test the first time');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(title).toHaveText('Pass the driving theory test the first time');
  await page.getByTestId('lang-switch').selectOption('pl');
  await expect(title).toHaveText('Zdaj teorię na prawo jazdy za pierwszym razem');
});

test('the demo learner logs in, lands on /profile, and logging out lands on /', async ({ page }) => {
  await page.goto('/');
  await logIn(page, STUDENT.login, STUDENT.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('access-learning')).toBeVisible();
  await page.getByTestId('header-logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
  // The session is gone on the server too: the profile now sends the visitor to NOT_LOGGED_IN.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/action\/NOT_LOGGED_IN/);
  await expect(page.getByTestId('action-login')).toBeVisible();
});

test('a wrong password shows the error message and clears the password field', async ({ page }) => {
  await page.goto('/');
  await logIn(page, STUDENT.login, 'Zle-haslo-1');
  await expect(page.getByTestId('login-error')).toHaveText('Nieprawidłowe dane logowania.');
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await expect(page.getByTestId('login-username')).toHaveValue(STUDENT.login);
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path shows the page-not-found action page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/action\/PAGE_NOT_FOUND\/?$/);
  await expect(page.getByTestId('action-title')).toHaveText('Nie znaleziono strony');
  await expect(page.getByTestId('action-icon-error')).toBeVisible();
});

test('the cookie banner disappears after accepting and stays away after a reload', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await page.getByTestId('cookie-accept').click();
  await expect(banner).toBeHidden();
  const cookies = await context.cookies();
  const consent = cookies.find((c) => c.name === 'agreeCookies');
  expect(consent).toBeDefined();
  // Stored for about three months.
  const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(85);
  expect(days).toBeLessThan(95);
  await page.reload();
  await expect(page.getByTestId('home-title')).toBeVisible();
  await expect(banner).toBeHidden();
});

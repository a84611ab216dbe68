import { expect, test, type Page } from '@playwright/test';

// Issue 18 at 390x844: a learner pays, finds the product named in words on /payments and downloads
// the receipt again; the school edits its public contact card on /school/edit and the learner sees it
// on the school's invitation (/attach, viewed only: the invitation stays for school-links.spec).

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8181}`;
const MOBILE = { width: 390, height: 844 };

test.use({ baseURL: ORIGIN, viewport: MOBILE });
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, login: string, password: string): Promise<void> {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: ORIGIN }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Closes an access notice (5 days left, never had access) if one opened over the page. */
async function dismissNotice(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: 'Później' });
  if (await later.isVisible().catch(() => false)) await later.click();
}

test('a learner pays, sees the product in words on /payments and downloads the receipt again', async ({ page }) => {
  await logIn(page, 'konczy@example.com', 'Konczy123!');
  await page.goto('/subscription');
  await page.waitForLoadState('networkidle');
  await dismissNotice(page);
  const card = page.getByTestId(/^subscription-card-/).filter({ hasText: '120 dni' }).filter({ hasText: '39 zł' });
  await card.getByRole('button', { name: 'Kup' }).click();
  await page.getByLabel('Paragon').check();
  await page.getByTestId('purchase-submit').click();
  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  await page.getByTestId('paynow-pay').click();
  await expect(page).toHaveURL(/\/action\/PAYMENT_STUDENT_SUCCESS/);

  await page.goto('/payments');
  await page.waitForLoadState('networkidle');
  await dismissNotice(page);
  const row = page.getByTestId(/^payment-row-/).first();
  await expect(row).toContainText('Dostęp do nauki i egzaminów, 120 dni, wszystkie języki');
  await row.click();
  const detail = page.getByTestId('payment-detail');
  await expect(detail.getByTestId('payment-detail-description')).toHaveText('Dostęp do nauki i egzaminów, 120 dni, wszystkie języki');
  const button = detail.getByTestId('payment-detail-download');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveText('Pobierz paragon');
  await page.screenshot({ path: `${SHOTS}/issue18-payments-390.png`, fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^paragon_\d+\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the school edits its contact card and the invited learner sees it', async ({ page }) => {
  await logIn(page, 'osk@example.com', 'Szkola123!');
  await page.goto('/school/edit');
  await page.getByTestId('school-edit-contact-website').fill('javascript:alert(1)');
  await page.getByTestId('school-edit-submit').click();
  await expect(page.getByText('Podaj adres strony internetowej, np. www.szkola.pl.')).toBeVisible();
  await page.getByTestId('school-edit-contact-email').fill('kontakt@zielonafala.example');
  await page.getByTestId('school-edit-contact-phone').fill('22 123 45 67');
  await page.getByTestId('school-edit-contact-website').fill('www.zielonafala.example');
  await page.getByTestId('school-edit-contact-website').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/issue18-school-edit-card-390.png`, fullPage: true });
  await page.getByTestId('school-edit-submit').click();
  await expect(page).toHaveURL(/\/school$/);
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  await logIn(page, 'uczen@example.com', 'Uczen123!');
  await page.goto('/attach/demo-attach-invitation');
  await page.waitForLoadState('networkidle');
  await dismissNotice(page);
  const contact = page.getByTestId('attach-school-contact');
  await expect(contact).toContainText('kontakt@zielonafala.example');
  await expect(contact).toContainText('221234567');
  await expect(contact.getByRole('link', { name: 'www.zielonafala.example' })).toHaveAttribute('href', 'https://www.zielonafala.example');
  await page.screenshot({ path: `${SHOTS}/issue18-attach-card-390.png`, fullPage: true });
});

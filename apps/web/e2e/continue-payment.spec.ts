import { expect, test, type Page } from '@playwright/test';

// "Dokończ płatność" (issue 24): the demo learner starts a purchase, leaves Paynow's page unpaid, finds
// the payment STARTED in /payments with the action (390x844 with touch, and 1280), which leads back to
// the simulator's page, where paying finishes it.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const SHOTS = '/tmp/h-refund';
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8181}`;

test.use({ baseURL: ORIGIN, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function logIn(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: ORIGIN }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('a payment left unpaid is finished from the payment detail', async ({ page }) => {
  await logIn(page);
  await page.goto('/subscription');
  const card = page.getByTestId(/^subscription-card-/).filter({ hasText: '40 dni' }).filter({ hasText: '19 zł' });
  await card.getByRole('button', { name: 'Kup' }).tap();
  await page.getByLabel('Paragon').check();
  await page.getByTestId('purchase-submit').tap();
  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  const paynowPage = page.url();

  // The learner leaves without paying.
  await page.goto('/payments');
  const row = page.getByTestId(/^payment-row-/).first();
  await expect(row.getByTestId('payment-status')).toHaveAttribute('data-status', 'STARTED');
  await row.tap();
  const action = page.getByTestId('payment-detail').getByRole('link', { name: 'Dokończ płatność' });
  await expect(action).toBeVisible();
  await expect(action).toHaveAttribute('href', paynowPage);
  await action.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/continue-390.png`, fullPage: true });
  const box = await action.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(36);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/continue-1280.png`, fullPage: true });

  await action.click();
  await expect(page).toHaveURL(paynowPage);
  await page.getByTestId('paynow-pay').click();
  await page.goto('/payments');
  const paid = page.getByTestId(/^payment-row-/).first();
  await expect(paid.getByTestId('payment-status')).toHaveAttribute('data-status', 'FINISHED');
  await paid.click();
  await expect(page.getByTestId('payment-detail').getByRole('link', { name: 'Dokończ płatność' })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';

// Subscription purchase against the real server in demo mode, through the built-in Paynow simulator:
// the demo learner buys 40 days with an invoice, pays, comes back to PAYMENT_STUDENT_SUCCESS with the
// new end date and finds the payment in /payments; a refused payment ends on the error message.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
const SHOTS = '/tmp/payweb';
// The server builds Paynow's continueUrl from its public address (http://localhost:PORT): the app must
// run on the same origin, or the session kept in localStorage would not be there on the way back.
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 8181}`;

test.use({ baseURL: ORIGIN });
// Both journeys pay as the demo learner: one after the other.
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: ORIGIN }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** A yyyy-MM-dd date plus days, as dd.MM.yyyy. */
function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

async function openFortyDaysPolish(page: Page) {
  await page.goto('/subscription');
  const card = page.getByTestId(/^subscription-card-/).filter({ hasText: '40 dni' }).filter({ hasText: '19 zł' });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Kup' }).click();
  await expect(page.getByTestId('purchase-form')).toBeVisible();
}

test('the demo learner buys 40 days with an invoice and sees the new end date and the payment', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await page.goto('/subscription');
  const learning = page.getByTestId('subscription-access-learning');
  await expect(learning).toHaveAttribute('data-till', /\d{4}-\d{2}-\d{2}/);
  const before = (await learning.getAttribute('data-till')) ?? '';
  await expect(page.getByTestId('subscription-catalogue')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/subscription-desktop.png`, fullPage: true });

  await openFortyDaysPolish(page);
  await expect(page.getByTestId('purchase-first-name')).not.toHaveValue('');
  // The invoice is refused without a valid NIP.
  await page.getByLabel('Faktura').check();
  await page.getByTestId('purchase-nip').fill('701-001-23-45');
  await page.getByTestId('purchase-invoice-name').fill('Jan Kowalski Usługi Szkoleniowe');
  await page.getByTestId('purchase-invoice-address').fill('ul. Prosta 1, 00-001 Warszawa');
  await page.getByTestId('purchase-submit').click();
  await expect(page.getByText('Nieprawidłowy NIP (sprawdź cyfry).')).toBeVisible();
  await page.getByTestId('purchase-nip').fill('526-025-09-95');
  await page.screenshot({ path: `${SHOTS}/purchase-dialog-desktop.png` });
  await page.getByTestId('purchase-submit').click();

  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  await expect(page.getByTestId('paynow-amount')).toContainText('19');
  await page.getByTestId('paynow-pay').click();

  await expect(page).toHaveURL(/\/action\/PAYMENT_STUDENT_SUCCESS/);
  await expect(page.getByTestId('action-title')).toHaveText('Dziękujemy za płatność');
  await expect(page.getByTestId('payment-learning-till')).toHaveText(`Nauka i egzaminy: dostęp do ${plusDays(before, 40)}`);
  await page.screenshot({ path: `${SHOTS}/payment-success-desktop.png` });

  await page.getByTestId('payment-to-payments').click();
  await expect(page).toHaveURL(/\/payments$/);
  const first = page.getByTestId(/^payment-row-/).first();
  await expect(first).toContainText('19 zł');
  await expect(first.getByTestId('payment-status')).toHaveText('Opłacona');
  await first.click();
  await expect(page.getByTestId('payment-detail-amount')).toHaveText('19 zł');
  await expect(page.getByTestId('payment-detail-transaction')).not.toHaveText('–');
  await page.screenshot({ path: `${SHOTS}/payments-desktop.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/payments-390.png`, fullPage: true });
  await page.goto('/subscription');
  await expect(page.getByTestId('subscription-access-learning')).toContainText(plusDays(before, 40));
  await page.screenshot({ path: `${SHOTS}/subscription-390.png`, fullPage: true });
  await openFortyDaysPolish(page);
  await page.getByLabel('Faktura').check();
  await page.screenshot({ path: `${SHOTS}/purchase-dialog-390.png` });
});

test('a refused payment ends on the payment error message and the exam choice', async ({ page }) => {
  await logIn(page);
  await openFortyDaysPolish(page);
  await page.getByLabel('Paragon').check();
  await page.getByTestId('purchase-submit').click();
  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  await page.getByTestId('paynow-reject').click();

  await expect(page).toHaveURL(/\/exam\/choose$/);
  await expect(page.getByText('Wystąpił błąd w trakcie realizacji płatności')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/payment-refused-desktop.png` });
  await page.goto('/payments');
  await expect(page.getByTestId(/^payment-row-/).first().getByTestId('payment-status')).toHaveText('Odrzucona');
});

test('a prepaid code extends access, a stale one is refused, and discount codes change the price', async ({ page }) => {
  await logIn(page);
  await page.goto('/subscription');
  const learning = page.getByTestId('subscription-access-learning');
  await expect(learning).toHaveAttribute('data-till', /\d{4}-\d{2}-\d{2}/);
  const before = (await learning.getAttribute('data-till')) ?? '';

  await page.getByTestId('code-input-prepaid').fill('PREPAID40-3');
  await page.getByTestId('code-submit-prepaid').click();
  await expect(page.getByText(/Kod został wykorzystany, dostęp przedłużono\. Dni dostępu do nauki: \d+\./)).toBeVisible();
  await expect(learning).toContainText(plusDays(before, 40));
  await expect(page.getByTestId('code-input-prepaid')).toHaveValue('');

  await page.getByTestId('code-input-prepaid').fill('PREPAID-STARY');
  await page.getByTestId('code-submit-prepaid').click();
  await expect(page.getByTestId('code-form-prepaid').getByText('Nie można użyć tego kodu.')).toBeVisible();
  await expect(page.getByTestId('code-input-prepaid')).toHaveValue('');
  await page.screenshot({ path: `${SHOTS}/codes-desktop.png`, fullPage: true });

  await openFortyDaysPolish(page);
  await page.getByTestId('purchase-discount-code').fill('RABAT-STARY');
  await page.getByTestId('purchase-check-code').click();
  await expect(page.getByText('Kod rabatowy jest nieprawidłowy.')).toBeVisible();
  await page.getByTestId('purchase-discount-code').fill('MINUS5');
  await page.getByTestId('purchase-check-code').click();
  await expect(page.getByTestId('purchase-new-price')).toHaveText('14 zł');
  await expect(page.getByTestId('purchase-submit')).toHaveText('Zapłać 14 zł');
  await page.screenshot({ path: `${SHOTS}/purchase-discount-desktop.png` });
});

test('the 5-day notice shows once to a learner whose access ends in 3 days, and leads to the subscription page', async ({ page }) => {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: ORIGIN }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill('konczy@example.com');
  await page.getByTestId('login-password').fill('Konczy123!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
  const notice = page.getByTestId('subscription-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-notice', 'fiveDays');
  await expect(notice).toContainText('Dostęp wkrótce się skończy');
  await page.screenshot({ path: `${SHOTS}/notice-five-days.png` });
  await page.getByTestId('subscription-notice-extend').click();
  await expect(page).toHaveURL(/\/subscription$/);
  // Once: back on the profile and after a reload, it does not come again.
  await page.goto('/profile');
  await expect(page.getByTestId('profile-heading')).toBeVisible();
  await page.reload();
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('subscription-notice')).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { operator, registerSchool } from './support/school-account';

// Issue 9 journeys against the built app on the real server in demo mode: a newly registered school
// (no billing e-mail, no stock) orders 10 books and sees both warnings and the delivery fee, then 20
// books without them; the operator ships the order and the book stock grows; the school buys learner
// access through the Paynow simulator and its stock of days grows; the operator command schedules a
// payment block a minute ahead, the countdown runs out, the school lands on /school/blocked and the
// guarded paths (and their API calls) lead there. A fresh school, so the demo school stays unblocked
// for the journeys running beside this one.

const PORT = process.env.E2E_PORT ?? '8181';
// The server builds Paynow's continueUrl from its public address (http://localhost:PORT); the app must
// run on that origin, or the session kept in localStorage would not be there on the way back.
const ORIGIN = `http://localhost:${PORT}`;
const SHOTS = process.env.ORDERS_SHOTS === '1';
const PASSWORD = 'Szkola-Zamowienia1';

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/orders-e2e/${name}.png`, fullPage: true });
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: ORIGIN }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
}

/** An API call with the page's session, as the app makes it. */
async function apiGet(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const user = JSON.parse(localStorage.getItem('osk.user') ?? '{}') as { uuid?: string };
    const res = await fetch(url, { headers: { jsessionid: user.uuid ?? '' } });
    return { status: res.status, body: (await res.json()) as unknown };
  }, path);
}

async function orderBooks(page: Page, count: number): Promise<void> {
  await page.goto('/order/create');
  const quantity = page.getByTestId('order-qty-0');
  await quantity.fill(String(count));
  await quantity.blur();
  await expect(page.getByTestId('order-total')).toContainText(String(count));
  await page.getByTestId('order-next').click();
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await expect(page.getByTestId('order-summary-total')).toContainText(String(count));
}

let school = '';

// One school for the three journeys, registered before them, so that none depends on another passing.
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: ORIGIN });
  school = await registerSchool(request, { prefix: 'zamowienia', password: PASSWORD, name: 'OSK Zamówienia Testowe' });
  await request.dispose();
});

test('a school orders 10 books with both warnings and the fee, then 20 without; the shipped order raises the stock', async ({ page }) => {
  await logIn(page, school);
  await expect(page.getByTestId('school-books')).toHaveText('0');

  // Nothing ordered: refused with the spec's message.
  await page.goto('/order/create');
  await page.getByTestId('order-next').click();
  await expect(page.getByText('Zamówienie musi zawierać co najmniej jedną książkę.')).toBeVisible();

  await orderBooks(page, 10);
  await expect(page.getByTestId('order-warning-shipping')).toBeVisible();
  await expect(page.getByTestId('order-warning-billing')).toBeVisible();
  await expect(page.getByTestId('order-fee')).toHaveText('25,00 zł');
  await shot(page, 'summary-10');
  // Edit goes back with the number kept.
  await page.getByTestId('order-edit').click();
  await expect(page.getByTestId('order-qty-0')).toHaveValue('10');
  await page.getByTestId('order-next').click();
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/order\/orders$/);
  await expect(page.getByTestId('order-row')).toHaveCount(1);

  // The school adds its billing e-mail; the next order of 20 has neither warning nor fee.
  await page.goto('/school/edit');
  await page.getByTestId('school-invoices-main-email').uncheck();
  await page.getByTestId('school-billing-email').fill('faktury-osk@example.com');
  await page.getByTestId('school-edit-submit').click();
  await expect(page.getByText('Zapisano zmiany').or(page.getByText('Zmiany zostały zapisane'))).toBeVisible();
  await orderBooks(page, 20);
  await expect(page.getByTestId('order-warning-shipping')).toHaveCount(0);
  await expect(page.getByTestId('order-warning-billing')).toHaveCount(0);
  await expect(page.getByTestId('order-fee')).not.toContainText('25');
  await shot(page, 'summary-20');
  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/order\/orders$/);
  await expect(page.getByTestId('order-row')).toHaveCount(2);
  const detail = page.getByTestId('order-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('order-status')).toHaveText(/Now/i);
  await shot(page, 'orders-list');

  // The operator ships the 20-book order (twice: the stock is raised once).
  const me = await apiGet(page, '/api/eprawko-rest/school/show');
  const schoolId = (me.body as { id: number }).id;
  const orders = await apiGet(page, `/api/eprawko-rest/orders/get/${schoolId}`);
  const twenty = (orders.body as { id: number; totalBooks: number }[]).find((o) => o.totalBooks === 20);
  expect(twenty).toBeTruthy();
  await operator('order-sent', String(twenty?.id), '--invoice', 'FV/2026/11/E2E');
  await operator('order-sent', String(twenty?.id));
  await page.goto('/order/orders');
  await page.getByTestId('order-row').first().click();
  await expect(page.getByTestId('order-detail').getByTestId('order-status')).toHaveText(/Wysłan/i);
  await expect(page.getByTestId('order-detail')).toContainText('FV/2026/11/E2E');
  await page.goto('/school');
  await expect(page.getByTestId('school-books')).toHaveText('20');
});

test('the school buys learner access through the payment simulator and its stock of days grows', async ({ page }) => {
  await logIn(page, school);
  await expect(page.getByTestId('school-days')).toHaveText('0');
  await page.goto('/subscription');
  const long = page.getByTestId(/^school-offer-\d+$/).filter({ hasText: '18 zł' });
  await expect(long).toHaveCount(1);
  await long.getByTestId('school-offer-quantity').fill('2');
  await expect(long.getByTestId('school-offer-total')).toHaveText('36 zł');
  await long.getByTestId('school-offer-buy').click();
  const dialog = page.getByTestId('school-purchase-form');
  await expect(dialog).toBeVisible();
  // The payer is the school: its name and NIP.
  await expect(page.getByTestId('school-purchase-payer')).toContainText('OSK Zamówienia Testowe');
  await expect(page.getByTestId('school-purchase-submit')).toBeDisabled();
  await page.getByTestId('school-purchase-receipt').check();
  await shot(page, 'purchase-dialog');
  await page.getByTestId('school-purchase-submit').click();

  await expect(page).toHaveURL(/\/api\/dev\/paynow\/pay\//);
  await expect(page.getByTestId('paynow-amount')).toContainText('36');
  await page.getByTestId('paynow-pay').click();
  await expect(page).toHaveURL(/\/action\/PAYMENT_SCHOOL_SUCCESS/);
  await expect(page.getByTestId('action-title')).toHaveText('Dziękujemy za płatność');
  await shot(page, 'payment-school-success');

  await page.goto('/school');
  await expect(page.getByTestId('school-days')).toHaveText('240');
  await page.goto('/payments');
  const first = page.getByTestId(/^payment-row-/).first();
  await expect(first).toContainText('36 zł');
  await expect(first.getByTestId('payment-status')).toHaveText('Opłacona');
});

test('the operator blocks the school a minute ahead: the countdown runs out and the guarded paths lead to /school/blocked', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, school);
  const said = await operator('block-school', school, '--in', '1m');
  expect(said).toContain(school);

  // The school learns the date from school/show on its start page and counts down every second.
  await page.goto('/school');
  const countdown = page.getByTestId('school-block-countdown');
  await expect(countdown).toContainText('Ze względu na brak płatności Twoje konto zostanie zablokowane za:');
  const first = await countdown.textContent();
  await expect.poll(async () => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);
  await shot(page, 'countdown');
  // Before the block: guarded pages still open.
  await page.getByTestId('school-link-students').click();
  await expect(page).toHaveURL(/\/school\/students$/);
  await page.goto('/school');

  // At zero the school lands on /school/blocked.
  await expect(page).toHaveURL(/\/school\/blocked$/, { timeout: 90_000 });
  await expect(page.getByTestId('school-blocked-message')).toHaveText('Twoje konto zostało zablokowane ze względu na brak płatności!');
  await expect(page.getByTestId('school-blocked-support')).toHaveText('Skontaktuj się z obsługą serwisu!');
  await shot(page, 'blocked');

  for (const path of ['/school/students', '/school/exams', '/school/changePin', '/exam/internal', '/payments', '/school/internalAccounts', '/school']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/school\/blocked$/);
  }
  // Not guarded: the school's details and its orders.
  await page.goto('/order/orders');
  await expect(page).toHaveURL(/\/order\/orders$/);
  // The server refuses the same operations, so the block cannot be bypassed.
  const me = await apiGet(page, '/api/eprawko-rest/school/show');
  expect(me.status).toBe(200);
  const schoolId = (me.body as { id: number }).id;
  const students = await apiGet(page, `/api/eprawko-rest/student/show/school/v2/${schoolId}?page=0`);
  expect(students.status).toBe(403);
  expect(students.body).toMatchObject({ code: 'msg.error.user.blocked.payments' });

  // The operator lifts the block: the school works again.
  await operator('unblock-school', school);
  await expect
    .poll(async () => (await apiGet(page, `/api/eprawko-rest/student/count/school/v2/${schoolId}`)).status, { timeout: 10_000 })
    .toBe(200);
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Journeys of the school's learner management on the demo school: adding a learner by e-mail and one
// by SMS (the learner finishes the registration from the SMS link in the demo outbox), assigning and
// taking back learning days. Against the built app on the real server with the demo data.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/school-students-${name}.png`, fullPage: true });
}

/** Desktop and 390 px shots of the current page. */
async function shootBoth(page: Page, name: string): Promise<void> {
  await shoot(page, `${name}-desktop`);
  await page.setViewportSize(MOBILE);
  // Let the layout settle (the header's drawer and grids react to the width).
  await page.waitForTimeout(500);
  await shoot(page, `${name}-mobile`);
  await page.setViewportSize(DESKTOP);
}

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
}

async function logInSchool(page: Page): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill('osk@example.com');
  await page.getByTestId('login-password').fill('Szkola123!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

interface OutboxMessage {
  to: string;
  text?: string;
  body?: string;
  links: string[];
}

/** The path of the newest outbox link to an address that contains `marker`. */
async function linkFromOutbox(request: APIRequestContext, to: string, marker: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await res.json()) as OutboxMessage[];
      const link = messages.flatMap((m) => m.links).find((l) => l.includes(marker));
      path = link ? new URL(link).pathname : '';
      return path;
    })
    .toContain(marker);
  return path;
}

test('the demo school adds a learner by e-mail, assigns and takes back days', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logInSchool(page);
  await page.goto('/school/students');
  await expect(page.getByTestId('student-row').first()).toBeVisible();
  await shootBoth(page, 'list');

  await page.getByTestId('students-add').click();
  await expect(page).toHaveURL(/\/school\/students\/create$/);
  await expect(page.getByTestId('stock-days')).toBeVisible();
  await shootBoth(page, 'create-choice');

  await page.getByTestId('choice-regular').click();
  await expect(page).toHaveURL(/\/school\/students\/create\/SCHOOL_REGULAR$/);
  // An address with an account: the invitation is offered instead of creating. (The demo learner whose
  // access ends soon has no school, and no other journey gives her one.)
  await page.getByTestId('create-email').fill('konczy@example.com');
  await page.getByTestId('create-email').blur();
  await expect(page.getByTestId('exists-USER_EXISTS')).toBeVisible();
  await expect(page.getByTestId('create-submit')).toBeDisabled();
  await shootBoth(page, 'create-user-exists');

  // Invalid form: the banner and the spec's messages.
  const email = `kursant.${unique()}@example.com`;
  await page.getByTestId('create-email').fill(email);
  await page.getByTestId('create-email').blur();
  await expect(page.getByTestId('exists-USER_DONT_EXIST')).toBeVisible();
  await page.getByTestId('create-password').fill('Kierownica-77');
  await page.getByTestId('create-repeat').fill('Inne123!');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-invalid')).toHaveText('Popraw błędne pola!');
  await expect(page.getByText('Hasła muszą być takie same')).toBeVisible();
  await page.getByTestId('create-repeat').fill('Kierownica-77');
  await page.getByTestId('create-first-name').fill('Adam');
  await page.getByTestId('create-last-name').fill('Mailowy');
  await shoot(page, 'create-form-desktop');
  const daysBefore = Number(await page.getByTestId('stock-days').first().textContent());
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-result-CREATED')).toContainText('Adam Mailowy');
  await shoot(page, 'create-result-desktop');

  // The new learner's edit page: add 5 days from the stock, then take 3 back.
  await page.getByTestId('create-to-edit').click();
  await expect(page.getByTestId('edit-name')).toHaveText('Adam Mailowy');
  const stockAfterCreate = Number(await page.getByTestId('stock-days').textContent());
  expect(stockAfterCreate).toBe(daysBefore - 120);
  const tillBefore = await page.getByTestId('edit-till').textContent();
  await page.getByTestId('days-input').fill('5');
  await page.getByTestId('days-submit').click();
  await expect(page.getByTestId('stock-days')).toHaveText(String(stockAfterCreate - 5));
  await expect(page.getByTestId('edit-till')).not.toHaveText(tillBefore ?? '');
  await expect(page.getByTestId('days-input')).toHaveValue('');
  await page.getByTestId('days-input').fill('-3');
  await page.getByTestId('days-submit').click();
  await expect(page.getByTestId('stock-days')).toHaveText(String(stockAfterCreate - 2));
  await expect(page.getByTestId('days-input')).toHaveValue('');
  // More than the stock is refused with the stock message.
  await page.getByTestId('days-input').fill('3000');
  await page.getByTestId('days-submit').click();
  await expect(page.getByTestId('days-error')).toBeVisible();
  await shootBoth(page, 'edit');

  // The list finds the learner by e-mail.
  await page.goto('/school/students');
  await page.getByTestId('filter-email').fill(email);
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  await expect(page.getByTestId('student-row')).toContainText('Mailowy Adam');
});

test('the demo school adds a learner by SMS and the learner finishes the registration from the SMS link', async ({ page, browser, request }) => {
  await page.setViewportSize(DESKTOP);
  await logInSchool(page);
  await page.goto('/school/students/create/SCHOOL_SMS');
  const phone = `5${String(Date.now()).slice(-8)}`;
  await page.getByTestId('create-phone').fill('12345');
  await page.getByTestId('create-first-name').fill('Sara');
  await page.getByTestId('create-last-name').fill('Esemesowa');
  await page.getByTestId('create-submit').click();
  await expect(page.getByText('Proszę podać prawidłowy numer telefonu')).toBeVisible();
  await page.getByTestId('create-phone').fill(phone);
  await page.getByTestId('create-phone').blur();
  await expect(page.getByTestId('exists-USER_DONT_EXIST')).toBeVisible();
  await page.getByTestId('create-access-short').click();
  await page.getByTestId('create-days').fill('7');
  await shootBoth(page, 'create-sms');
  await page.getByTestId('create-submit').click();
  await expect(page.getByTestId('create-result-PARTIAL_SENT')).toBeVisible();

  // The same number again: the registration already sent is reported with its date.
  await page.getByTestId('create-another').click();
  await page.getByTestId('create-phone').fill(phone);
  await page.getByTestId('create-phone').blur();
  await expect(page.getByTestId('exists-REGISTRATION_NOT_FINISHED')).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await shoot(page, 'create-sms-already-sent-desktop');

  // The learner opens the SMS link in their own browser and finishes the registration.
  const path = await linkFromOutbox(request, phone, 'finishPartialRegistration');
  const learner = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'pl-PL' });
  const learnerPage = await learner.newPage();
  await learnerPage.goto(path);
  await acceptCookies(learnerPage);
  await expect(learnerPage.getByTestId('partial-first-name')).toHaveValue('Sara');
  const email = `sms.${unique()}@example.com`;
  await learnerPage.getByTestId('partial-email').fill(email);
  await learnerPage.getByTestId('partial-password').fill('Kierownica-77');
  await learnerPage.getByTestId('partial-repeat-password').fill('Kierownica-77');
  await learnerPage.getByTestId('partial-submit').click();
  await expect(learnerPage.getByTestId('partial-finished')).toBeVisible();
  await learner.close();

  // The school sees the learner in its list.
  await page.goto('/school/students');
  await page.getByTestId('filter-lastName').fill('Esemesowa');
  await expect(page.getByTestId('student-row').first()).toContainText('Esemesowa Sara');
});

test("the demo school opens its learner's statistics from the list", async ({ page }) => {
  await logInSchool(page);
  await page.goto('/school/students');
  await page.getByLabel('Nazwisko').fill('Nowak');
  const row = page.locator('tr', { hasText: 'Nowak Anna' });
  await row.getByRole('link', { name: 'Statystyki' }).click();
  await expect(page.getByTestId('stats-heading')).toHaveText('Statystyki kursanta: Anna Nowak');
  // The learner's own journeys may add exams meanwhile: at least the 8 of the demo history show.
  await expect(page.getByText(/^Zdane \d+ z \d+$/).filter({ visible: true })).toBeVisible();
  expect(await page.getByRole('button', { name: /^Drukuj raport egzaminu/ }).count()).toBeGreaterThanOrEqual(8);
});

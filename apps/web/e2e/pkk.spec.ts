import { expect, test, type Page } from '@playwright/test';

// Issue 11 journeys against the built app on the real server in demo mode (PKK authority simulator,
// demo CA): the demo school's signer list; search, preview and download of a seeded profile; its
// view; the course update signed in the browser with the demo certificate (after the pre-flight
// warning is acknowledged), the status and history change and the audit trail; a return to the
// issuing authority. Only this file touches PKK data, and its tests run in order.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const SHOTS = process.env.PKK_SHOTS === '1';
const RUN = `${Date.now() % 100_000}`;
/** Seeded at the authority as AVAILABLE; the candidate is the demo learner Anna Nowak. */
const ANNA = { number: '20261264000000001001', grouped: '20261 26400 00000 01001', pesel: '06241203541' };
/** Seeded at the authority as AVAILABLE; no learner of the school matches him. */
const TOMASZ = { number: '20261264000000001002', pesel: '05293005712' };
/** Seeded in the demo school's registry as IN_PROGRESS_WITH_OSK. */
const EWA = 'Ewa Dąbrowska';

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/pkk-e2e/${name}.png`, fullPage: true });
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(SCHOOL.login);
  await page.getByTestId('login-password').fill(SCHOOL.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
}

/** Today's Warsaw date plus days (negative: past), yyyy-MM-dd. */
function warsawDay(plus: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plus);
  return date.toISOString().slice(0, 10);
}

/** Picks the option of a Mantine Select whose text contains `text`. */
async function pick(page: Page, testId: string, text: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: new RegExp(text) }).first().click();
}

test('the signer list shows the demo signers and takes a new one', async ({ page }) => {
  await logIn(page);
  await page.goto('/pkk');
  await expect(page.getByTestId('pkk-registry-number')).toContainText('12640001');
  await page.getByTestId('pkk-signers-link').click();
  await expect(page).toHaveURL(/\/signer$/);
  const table = page.getByTestId('signers-table');
  await expect(table).toContainText('Kowalski');
  await expect(table).toContainText('Zielińska');
  await page.getByTestId('signers-add').click();
  await page.getByTestId('signer-firstName').fill('Adam');
  await page.getByTestId('signer-lastName').fill(`Upoważniony${RUN}`);
  await page.getByTestId('signer-save').click();
  await expect(page.getByTestId('signer-form').getByText('To pole jest wymagane.')).toBeVisible();
  await page.getByTestId('signer-clientLogin').fill(`aupowazniony${RUN}`);
  await page.getByTestId('signer-save').click();
  await expect(page.getByTestId('signers-table')).toContainText(`Upoważniony${RUN}`);
  await shot(page, '01-signers');
});

test('a seeded profile is previewed, downloaded and viewed', async ({ page }) => {
  await logIn(page);
  await page.goto('/pkk');
  await page.getByTestId('pkk-search-link').click();
  await expect(page).toHaveURL(/\/pkk-search$/);
  await page.getByTestId('pkk-search-number').fill(ANNA.grouped);
  await page.getByTestId('pkk-search-pesel').fill('06241203540');
  await page.getByTestId('pkk-search-preview').click();
  // A PESEL with a wrong check digit never leaves the browser.
  await expect(page).toHaveURL(/\/pkk-search$/);
  await page.getByTestId('pkk-search-pesel').fill(ANNA.pesel);
  await page.getByTestId('pkk-search-preview').click();
  await expect(page).toHaveURL(/\/preview\/pkk/);
  await expect(page.getByTestId('pkk-preview-banner')).toBeVisible();
  await expect(page.getByTestId('pkk-candidate')).toContainText('Nowak');
  await expect(page.getByTestId('pkk-actions')).toHaveCount(0);
  await shot(page, '02-preview');

  await page.goto('/pkk-search');
  await page.getByTestId('pkk-search-number').fill(ANNA.number);
  await page.getByTestId('pkk-search-pesel').fill(ANNA.pesel);
  await page.getByTestId('pkk-search-download').click();
  await expect(page).toHaveURL(/\/pkk\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ANNA.grouped);
  await expect(page.getByTestId('pkk-status').first()).toHaveAttribute('data-status', 'IN_PROGRESS_WITH_OSK');
  await expect(page.getByTestId('pkk-photo').first()).toBeVisible();
  await expect(page.getByTestId('pkk-events')).toContainText(/Zaimportowan|Pobran/i);
  await shot(page, '03-view');
});

test('the course update is signed with the demo certificate and changes the status and history', async ({ page }) => {
  await logIn(page);
  await page.goto('/pkk');
  await page.getByTestId('filter-number').fill(ANNA.number);
  const row = page.getByTestId('pkk-row').filter({ hasText: 'Nowak' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('pkk-action-UPDATE').click();
  await expect(page).toHaveURL(/\/pkk\/course\/\d+$/);
  const id = /\/pkk\/course\/(\d+)$/.exec(page.url())?.[1] ?? '';
  // Default hours of category B (§9) are prefilled.
  await expect(page.getByTestId('pkk-course-practical-hours')).toHaveValue('30');
  await expect(page.getByTestId('pkk-course-theory-hours')).toHaveValue('30');
  await page.getByTestId('pkk-course-start').fill(warsawDay(-60));
  await page.getByTestId('pkk-course-end').fill(warsawDay(-1));
  await pick(page, 'pkk-course-instructor', 'Wiśniewski');
  await pick(page, 'pkk-course-lecturer', 'Wiśniewski');
  // Pre-flight: the scheduler recorded fewer hours for Anna Nowak than reported: a warning to acknowledge.
  await expect(page.getByTestId('pkk-preflight-learner')).toContainText('Nowak');
  await expect(page.getByTestId('pkk-preflight')).toContainText(/terminarzu/);
  await shot(page, '04-course-form');
  await page.getByTestId('pkk-preflight-ack').check();
  await page.getByTestId('pkk-course-sign').click();
  await expect(page.getByTestId('pkk-method-dialog')).toBeVisible();
  await shot(page, '05-method-dialog');
  // Qualified signature: no Szafir extension in this browser, so after 5 s the overlay offers the
  // installation or a skip back to the methods.
  await page.getByTestId('pkk-method-QUALIFIED').click();
  await expect(page.getByTestId('pkk-signer-dialog')).toBeVisible();
  await page.getByTestId('pkk-signer-confirm').click();
  await expect(page.getByTestId('pkk-szafir-overlay-extension-missing')).toBeVisible({ timeout: 15_000 });
  await shot(page, '05b-szafir-overlay');
  await page.getByTestId('pkk-szafir-skip').click();
  await expect(page.getByTestId('pkk-method-dialog')).toBeVisible();
  await page.getByTestId('pkk-method-DEMO_CERTIFICATE').click();
  await expect(page.getByTestId('pkk-signer-dialog')).toBeVisible();
  await expect(page.getByTestId('pkk-signer-login')).toContainText('jkowalski');
  await page.getByTestId('pkk-signer-confirm').click();
  await expect(page).toHaveURL(new RegExp(`/pkk/${id}$`), { timeout: 30_000 });
  await expect(page.getByTestId('pkk-status').first()).toHaveAttribute('data-status', 'UPDATED');
  const events = page.getByTestId('pkk-events-table');
  await expect(events).toContainText('Jan Kowalski');
  await expect(page.getByTestId('pkk-osk-practical')).toContainText('30');
  const audit = page.getByTestId('pkk-audit-table');
  await expect(audit).toContainText('Jan Kowalski');
  await expect(page.getByTestId('pkk-audit-hash').first()).toHaveText(/[0-9a-f]{8}/);
  await shot(page, '06-updated');
  // In the list the profile now offers exactly what UPDATED allows.
  await page.goto('/pkk');
  await page.getByTestId('filter-number').fill(ANNA.number);
  const updated = page.getByTestId('pkk-row').filter({ hasText: 'Nowak' });
  await expect(updated).toHaveAttribute('data-status', 'UPDATED');
  await expect(updated.getByTestId('pkk-action-COMPLEMENTARY')).toBeVisible();
  await expect(updated.getByTestId('pkk-action-UPDATE')).toHaveCount(0);
});

test('the course update is signed through the trusted profile (the simulator page) and comes back signed', async ({ page }) => {
  await logIn(page);
  await page.goto('/pkk-search');
  await page.getByTestId('pkk-search-number').fill(TOMASZ.number);
  await page.getByTestId('pkk-search-pesel').fill(TOMASZ.pesel);
  await page.getByTestId('pkk-search-download').click();
  await expect(page).toHaveURL(/\/pkk\/\d+$/);
  const id = /\/pkk\/(\d+)$/.exec(page.url())?.[1] ?? '';
  await page.getByTestId('pkk-action-UPDATE').first().click();
  await expect(page).toHaveURL(new RegExp(`/pkk/course/${id}$`));
  await page.getByTestId('pkk-course-start').fill(warsawDay(-50));
  await page.getByTestId('pkk-course-end').fill(warsawDay(-2));
  await pick(page, 'pkk-course-instructor', 'Wiśniewski');
  await pick(page, 'pkk-course-lecturer', 'Wiśniewski');
  await expect(page.getByTestId('pkk-preflight-no-learner')).toBeVisible();
  await page.getByTestId('pkk-course-sign').click();
  await page.getByTestId('pkk-method-TRUSTED_PROFILE').click();
  await pick(page, 'pkk-signer-pick', 'Zielińska');
  await page.getByTestId('pkk-signer-confirm').click();
  await expect(page).toHaveURL(/\/api\/dev\/trusted-profile\//);
  await expect(page.getByTestId('tp-signer')).toHaveText('Maria Zielińska');
  await shot(page, '09-trusted-profile-simulator');
  await page.getByTestId('tp-sign').click();
  await expect(page).toHaveURL(new RegExp(`/pkk/${id}$`), { timeout: 30_000 });
  await expect(page.getByTestId('pkk-status').first()).toHaveAttribute('data-status', 'UPDATED');
  await expect(page.getByTestId('pkk-audit-table')).toContainText('Maria Zielińska');
  await expect(page.getByTestId('pkk-audit-table')).toContainText(/profil zaufany/i);
  await shot(page, '10-trusted-profile-updated');
});

test('a profile in progress is returned to the issuing authority with a reason, a description and a signer', async ({ page }) => {
  await logIn(page);
  await page.goto('/pkk');
  await page.getByTestId('filter-lastName').fill('Dąbrowska');
  const row = page.getByTestId('pkk-row').filter({ hasText: EWA });
  await expect(row).toHaveAttribute('data-status', 'IN_PROGRESS_WITH_OSK');
  await row.getByTestId('pkk-action-RETURN_TO_AUTHORITY').click();
  const dialog = page.getByTestId('pkk-return-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('pkk-return-submit').click();
  await expect(dialog).toBeVisible();
  await pick(page, 'pkk-return-reason', 'orzeczeni|lekarsk');
  await dialog.getByTestId('pkk-return-description').fill('Orzeczenie lekarskie straciło ważność przed rozpoczęciem kursu.');
  await shot(page, '07-return-dialog');
  await dialog.getByTestId('pkk-return-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pkk-row').filter({ hasText: EWA })).toHaveAttribute('data-status', 'RELEASED');
  await shot(page, '08-list-after-return');
});

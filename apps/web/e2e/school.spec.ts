import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Journeys of the school area: a driving school registers from the login modal, activates the
// account from the mailed link and lands on /school; the demo school changes its PIN. They run
// against the built app on the real server in demo mode; mail is read through /api/dev/outbox.

// SCHOOL_SHOTS=1 saves screenshots to /tmp/school-web; SCHOOL_MOBILE=1 runs at a 390 px wide viewport.
const SHOTS = process.env.SCHOOL_SHOTS === '1';
const MOBILE = process.env.SCHOOL_MOBILE === '1';

test.beforeEach(async ({ context, page, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  if (MOBILE) await page.setViewportSize({ width: 390, height: 844 });
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/school-web/e2e-${name}${MOBILE ? '-390' : ''}.png`, fullPage: true });
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function uniquePhone(): string {
  return String(500_000_000 + Math.floor(Math.random() * 399_999_999));
}

/** A random NIP with a valid check digit (weights 6 5 7 2 3 4 5 6 7; a remainder of 10 is no NIP). */
function validNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
    const check = digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11;
    if (check < 10) return `${digits.join('')}${check}`;
  }
}

/** The path of the newest activation link mailed to an address (polled: the mail is queued with the account). */
async function activationPath(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await res.json()) as { links: string[] }[];
      link = messages[0]?.links.find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '').pathname;
}

async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a driving school registers in the login modal, activates the account from the mail and lands on /school', async ({ page, request }) => {
  const email = uniqueEmail('osk');
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-tab-registerSchool').click();
  const modal = page.getByRole('dialog');

  // A wrong NIP check digit is refused before anything is sent.
  await modal.getByTestId('school-register-email').fill(email);
  await modal.getByTestId('school-register-password').fill('Szkola123!');
  await modal.getByTestId('school-register-repeat-password').fill('Szkola123!');
  await modal.getByTestId('school-register-name').fill('OSK Nowa Droga');
  await modal.getByTestId('school-register-nip').fill('5260250275');
  await modal.getByTestId('school-register-phone').fill(uniquePhone());
  await modal.getByTestId('school-register-address-street').fill('ul. Polna 3');
  await modal.getByTestId('school-register-address-post-code').fill('30-001');
  await modal.getByTestId('school-register-address-city').fill('Kraków');
  await modal.getByTestId('school-register-accepted').check();
  await modal.getByTestId('school-register-submit').click();
  await expect(modal.getByTestId('school-register-invalid')).toHaveText('Popraw błędne pola!');
  await expect(modal.getByText('NIP musi mieć 10 cyfr z poprawną cyfrą kontrolną.')).toBeVisible();
  await shot(page, 'register-invalid');

  await modal.getByTestId('school-register-nip').fill(validNip());
  await modal.getByTestId('school-register-submit').click();
  await expect(modal.getByTestId('school-register-success')).toContainText('Konto zostało utworzone. Sprawdź skrzynkę e-mail, aby je aktywować.');
  await expect(modal.getByTestId('school-register-success')).toContainText(email);
  await shot(page, 'register-success');

  // Not activated yet: the login is refused (418).
  const early = await request.post('/api/eprawko-rest/login/', { form: { userName: email, password: 'Szkola123!' } });
  expect(early.status()).toBe(418);

  await page.goto(await activationPath(request, email));
  await expect(page.getByTestId('action-title')).toHaveText('Konto zostało aktywowane');
  await page.getByTestId('action-login').click();
  await logIn(page, email, 'Szkola123!');
  await expect(page).toHaveURL(/\/school$/);
  await expect(page.getByTestId('school-heading')).toHaveText('OSK Nowa Droga');
  await expect(page.getByTestId('school-login')).toHaveText(email);
  // A new school has neither a PIN nor a default password yet.
  await expect(page.getByTestId('school-no-pin')).toBeVisible();
  await expect(page.getByTestId('school-no-default-password')).toBeVisible();
  await shot(page, 'new-school-home');
});

test('the demo school changes its PIN: a wrong old PIN is refused with the 409 message, the right one saves', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await logIn(page, 'osk@example.com', 'Szkola123!');
  await expect(page).toHaveURL(/\/school$/);
  await expect(page.getByTestId('school-heading')).toBeVisible();
  await expect(page.getByTestId('school-no-pin')).toHaveCount(0);

  const changePin = async (oldPin: string, newPin: string) => {
    await page.getByTestId('school-pin-old').fill(oldPin);
    await page.getByTestId('school-pin-new').fill(newPin);
    await page.getByTestId('school-pin-repeat').fill(newPin);
    await page.getByTestId('school-pin-submit').click();
  };

  await page.getByTestId('school-link-pin').click();
  await expect(page).toHaveURL(/\/school\/changePin$/);
  await changePin('9999', '4321');
  await expect(page.getByTestId('school-form-failure')).toHaveText('Stary PIN jest nieprawidłowy.');
  await expect(page.getByTestId('school-pin-old')).toHaveValue('');
  await shot(page, 'pin-409');

  await changePin('1234', '4321');
  await expect(page).toHaveURL(/\/school$/);
  await expect(page.getByText('Zmiany zostały zapisane.')).toBeVisible();

  // The new PIN is the one that counts now; set the demo PIN back for the other journeys.
  await page.getByTestId('school-link-pin').click();
  await changePin('1234', '1111');
  await expect(page.getByTestId('school-form-failure')).toHaveText('Stary PIN jest nieprawidłowy.');
  await changePin('4321', '1234');
  await expect(page).toHaveURL(/\/school$/);
});

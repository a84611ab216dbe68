import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Journeys of registration: the /register wizard, activation through the mailed link, the login
// modal's register and coupon views, and the spec's messages for invalid input. They run against the
// built app on the real server in demo mode; mail is read through /api/dev/outbox.

// REGISTRATION_SHOTS=1 saves screenshots to /tmp; REGISTRATION_MOBILE=1 runs at a 390 px wide viewport.
const SHOTS = process.env.REGISTRATION_SHOTS === '1';
const MOBILE = process.env.REGISTRATION_MOBILE === '1';

test.beforeEach(async ({ context, page, baseURL }) => {
  // The cookie banner has its own journey; here it would only cover the forms.
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  if (MOBILE) await page.setViewportSize({ width: 390, height: 844 });
});

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function uniquePhone(): string {
  return String(500_000_000 + Math.floor(Math.random() * 399_999_999));
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  // Let dialogs finish their opening or closing transition.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/registration-${name}${MOBILE ? '-390' : ''}.png`, fullPage: true });
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

async function fillStageOne(page: Page, data: { email: string; password: string; phone?: string }): Promise<void> {
  await page.getByTestId('register-email').fill(data.email);
  await page.getByTestId('register-password').fill(data.password);
  await page.getByTestId('register-repeat-password').fill(data.password);
  if (data.phone) await page.getByTestId('register-phone').fill(data.phone);
  await page.getByTestId('register-first-name').fill('Ola');
  await page.getByTestId('register-last-name').fill('Kowalska');
  await page.getByTestId('register-accepted').check();
}

async function logInFromActionPage(page: Page, userName: string, password: string): Promise<void> {
  await page.getByTestId('action-login').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test('a new learner registers through /register, activates the account from the mail, logs in and lands on /profile', async ({ page, request }) => {
  const email = uniqueEmail('kursant');
  await page.goto('/register');
  await expect(page.getByTestId('register-wizard')).toHaveAttribute('data-stage', 'STAGE_1');
  await shot(page, 'stage1-empty');
  await fillStageOne(page, { email, password: 'Tajne123!', phone: uniquePhone() });
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-wizard')).toHaveAttribute('data-stage', 'STAGE_2');
  await shot(page, 'stage2');
  await page.getByTestId('register-skip').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('register-dialog-message')).toHaveText('Konto zostało utworzone. Sprawdź skrzynkę e-mail, aby je aktywować.');
  await shot(page, 'success-dialog');
  await dialog.getByTestId('register-dialog-close').click();
  await expect(page.getByTestId('register-wizard')).toHaveAttribute('data-stage', 'STAGE_3');
  await expect(page.getByTestId('register-mailbox-text')).toContainText(email);
  await shot(page, 'stage3');

  // Not activated yet: the login is refused with the spec's reason.
  const early = await request.post('/api/eprawko-rest/login/', { form: { userName: email, password: 'Tajne123!' } });
  expect(early.status()).toBe(418);

  const path = await activationPath(request, email);
  await page.goto(path);
  await expect(page).toHaveURL(/\/action\/ACTIVATE_ACCOUNT\/?$/);
  await expect(page.getByTestId('action-title')).toHaveText('Konto zostało aktywowane');
  await expect(page.getByTestId('action-icon-info')).toBeVisible();
  await shot(page, 'activated');

  await logInFromActionPage(page, email, 'Tajne123!');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toBeVisible();

  // The link is single-use: a second click shows ALREADY_CONFIRMED.
  await page.goto(path);
  await expect(page).toHaveURL(/\/action\/ALREADY_CONFIRMED\/?$/);
  await expect(page.getByTestId('action-title')).toHaveText('Konto jest już aktywne');
});

test('a forged activation link shows an error page', async ({ page }) => {
  await page.goto('/action/ACTIVATE_ACCOUNT/to-nie-jest-prawdziwy-token');
  await expect(page.getByTestId('action-title')).toHaveText('Nieprawidłowy link aktywacyjny');
  await expect(page.getByTestId('action-icon-error')).toBeVisible();
  await expect(page.getByTestId('action-message')).toHaveText('Link aktywacyjny jest nieprawidłowy. Sprawdź, czy został skopiowany w całości.');
  await shot(page, 'forged-link');
});

test('a learner registers with a coupon in the login modal, sets the password from the mail link and logs in', async ({ page, request }) => {
  const email = uniqueEmail('kupon');
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-tab-coupon').click();
  const modal = page.getByRole('dialog');
  await modal.getByTestId('coupon-email').fill(email);
  await modal.getByTestId('coupon-phone').fill(uniquePhone());
  await modal.getByTestId('coupon-code').fill('prawko40');
  await modal.getByTestId('coupon-code').blur();
  await expect(modal.getByTestId('coupon-verdict')).toHaveText('KOD PRAWIDŁOWY');
  await modal.getByTestId('coupon-accepted').check();
  await shot(page, 'coupon-modal-filled');
  await modal.getByTestId('coupon-submit').click();
  await expect(modal.getByTestId('coupon-success-message')).toHaveText(
    'Konto zostało utworzone, a kupon przypisany. Sprawdź skrzynkę e-mail, aby je aktywować.',
  );
  await shot(page, 'coupon-modal-success');

  // The coupon is single-use now.
  expect(await (await request.get('/api/eprawko-rest/coupon/checkCoupon/PRAWKO40')).json()).toBe(false);

  await page.goto(await activationPath(request, email));
  await expect(page.getByTestId('activation-set-password')).toBeVisible();
  await shot(page, 'set-password');
  await page.getByTestId('activation-submit').click();
  await expect(page.getByText('Hasło jest wymagane')).toBeVisible();
  await page.getByTestId('activation-password').fill('Kupon123!');
  await page.getByTestId('activation-repeat-password').fill('Kupon124!');
  await page.getByTestId('activation-first-name').fill('Jan');
  await page.getByTestId('activation-last-name').fill('Kuponowy');
  await page.getByTestId('activation-submit').click();
  await expect(page.getByText('Oba hasła muszą się zgadzać')).toBeVisible();
  await page.getByTestId('activation-repeat-password').fill('Kupon123!');
  await page.getByTestId('activation-submit').click();
  await expect(page.getByTestId('action-title')).toHaveText('Konto zostało aktywowane');

  await logInFromActionPage(page, email, 'Kupon123!');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toBeVisible();
  await expect(page.getByTestId('access-learning')).toBeVisible();
});

test('the Zarejestruj tab of the login modal registers a learner', async ({ page, request }) => {
  const email = uniqueEmail('modal');
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-tab-register').click();
  const modal = page.getByRole('dialog');
  await modal.getByTestId('register-view-submit').click();
  await expect(modal.getByTestId('register-invalid')).toHaveText('Popraw błędne pola!');
  await expect(modal.getByText('Akceptacja regulaminu serwisu jest wymagana')).toBeVisible();
  await shot(page, 'register-modal-invalid');
  await fillStageOne(page, { email, password: 'Modal123!' });
  await modal.getByTestId('register-view-submit').click();
  await expect(modal.getByTestId('register-view-success')).toContainText('Konto zostało utworzone. Sprawdź skrzynkę e-mail, aby je aktywować.');
  await shot(page, 'register-modal-success');
  expect(await activationPath(request, email)).toMatch(/^\/action\/ACTIVATE_ACCOUNT\/[\w-]+$/);
});

test('invalid input in the wizard shows the spec messages; a used e-mail and a foreign phone are caught on blur', async ({ page }) => {
  await page.goto('/register');
  await page.getByTestId('register-email').fill('zly-adres');
  await page.getByTestId('register-password').fill('ab');
  await page.getByTestId('register-repeat-password').fill('abc');
  await page.getByTestId('register-phone').fill('12345');
  await page.getByTestId('register-next').click();
  await expect(page.getByTestId('register-invalid')).toHaveText('Popraw błędne pola!');
  for (const message of [
    'Podaj poprawny adres e-mail',
    'Hasło musi mieć co najmniej 8 znaków',
    'Oba hasła muszą się zgadzać',
    'Podaj prawidłowy numer telefonu zarejestrowany w Polsce',
    'Imię jest wymagane',
    'Nazwisko jest wymagane',
    'Akceptacja regulaminu serwisu jest wymagana',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('register-wizard')).toHaveAttribute('data-stage', 'STAGE_1');
  await shot(page, 'stage1-invalid');

  // The demo learner's address is taken.
  await page.getByTestId('register-email').fill('kursant@example.com');
  await page.getByTestId('register-email').blur();
  await expect(page.getByText('Podany adres już został wykorzystany')).toBeVisible();
  // The demo learner's phone is taken.
  await page.getByTestId('register-phone').fill('600100200');
  await page.getByTestId('register-phone').blur();
  await expect(page.getByText('Podany numer telefonu już został wykorzystany')).toBeVisible();
  // A foreign phone is cleared with the warning.
  await page.getByTestId('register-phone').fill('+49 15123456789');
  await page.getByTestId('register-phone').blur();
  await expect(page.getByTestId('register-phone-warning')).toHaveText(
    'Do konta można przypisać jedynie numery z PL. Podany numer nie zostanie zapisany.',
  );
  await expect(page.getByTestId('register-phone')).toHaveValue('');
  // Clearing the phone leaves the other fields' messages in place.
  await expect(page.getByText('Podany adres już został wykorzystany')).toBeVisible();
  await expect(page.getByText('Imię jest wymagane')).toBeVisible();
  await shot(page, 'stage1-checks');
});

test('invalid input in the coupon view shows the spec messages', async ({ page }) => {
  await page.goto('/register/coupon');
  await page.getByTestId('coupon-submit').click();
  await expect(page.getByTestId('coupon-invalid')).toHaveText('Popraw błędne pola!');
  await expect(page.getByText('Numer telefonu jest wymagany')).toBeVisible();
  await expect(page.getByText('Kod kuponu jest wymagany')).toBeVisible();

  await page.getByTestId('coupon-phone').fill('+49 15123456789');
  await page.getByTestId('coupon-phone').blur();
  await expect(page.getByText('Konto można zarejestrować jedynie na numer zarejestrowany w PL')).toBeVisible();

  await page.getByTestId('coupon-code').fill('STARY2025');
  await page.getByTestId('coupon-code').blur();
  await expect(page.getByTestId('coupon-verdict')).toHaveText('KOD NIEPRAWIDŁOWY');
  await shot(page, 'coupon-page-invalid');

  await page.getByTestId('coupon-email').fill(uniqueEmail('bez-kuponu'));
  await page.getByTestId('coupon-phone').fill(uniquePhone());
  await page.getByTestId('coupon-code').fill('NIE-MA-TAKIEGO');
  // Leaving the field checks the code; its verdict line appears under the field and moves the checkbox,
  // so wait for it before ticking the box.
  await page.getByTestId('coupon-code').blur();
  await expect(page.getByTestId('coupon-verdict')).toHaveText('KOD NIEPRAWIDŁOWY');
  await page.getByTestId('coupon-accepted').check();
  await page.getByTestId('coupon-submit').click();
  await expect(page.getByTestId('coupon-failure')).toContainText('Rejestracja nie powiodła się.');
  await expect(page.getByTestId('coupon-failure')).toContainText('Nie znaleziono kuponu');
  await shot(page, 'coupon-page-failure');
});

test('the wizard registers with a promotional code from STAGE_2', async ({ page, request }) => {
  const email = uniqueEmail('promo');
  await page.goto('/register');
  await fillStageOne(page, { email, password: 'Promo123!' });
  await page.getByTestId('register-next').click();
  await page.getByTestId('register-coupon').fill('PRAWKO90');
  await page.getByTestId('register-coupon').blur();
  await expect(page.getByTestId('coupon-verdict')).toHaveText('KOD PRAWIDŁOWY');
  await shot(page, 'stage2-valid-code');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-dialog-message')).toHaveText(
    'Konto zostało utworzone, a kupon przypisany. Sprawdź skrzynkę e-mail, aby je aktywować.',
  );
  await page.getByTestId('register-dialog-close').click();
  await page.goto(await activationPath(request, email));
  await expect(page.getByTestId('action-title')).toHaveText('Konto zostało aktywowane');
});

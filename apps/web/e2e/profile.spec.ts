import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Journeys of the profile slice: password reset through the mailed link, phone change with the SMS
// code, profile edit, category and password change, and each form's spec messages. Every journey
// registers its own learner through the public registration and activation calls, so the shared
// demo learner keeps its password and phone for the other journeys running in parallel.

const DEMO_STUDENT = { login: 'kursant@example.com', password: 'Kursant123!', phone: '600100200' };

interface Learner {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let sequence = 0;
function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e4)}`;
}

/** A Polish mobile number nobody else in this run uses (9 digits, starting with 5-8). */
function randomPhone(): string {
  return `${5 + Math.floor(Math.random() * 4)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

interface OutboxMessage {
  channel: string;
  subject: string | null;
  text: string;
  links: string[];
}

/** The messages sent to an address, newest first (demo outbox). */
async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** Waits for a message to an address whose link contains `marker`, and answers the link's path. */
async function linkFromMail(request: APIRequestContext, to: string, marker: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const link = (await outbox(request, to)).flatMap((m) => m.links).find((l) => l.includes(marker));
      path = link ? new URL(link).pathname : '';
      return path;
    })
    .toContain(marker);
  return path;
}

/** Registers a learner through the public registration and activates it through the mailed link. */
async function registerLearner(request: APIRequestContext): Promise<Learner> {
  const id = unique();
  const learner = { email: `profil.${id}@example.com`, password: `Haslo-${id}`, firstName: 'Ola', lastName: `Testowa` };
  const created = await request.put('/api/eprawko-rest/student/create', {
    data: {
      user: { email: learner.email, password: learner.password, phoneNumber: null },
      student: { firstName: learner.firstName, lastName: learner.lastName, category: 'B' },
      repeatPassword: learner.password,
      accepted: true,
    },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const activation = await linkFromMail(request, learner.email, '/action/ACTIVATE_ACCOUNT/');
  const token = activation.split('/').pop() ?? '';
  const activated = await request.post(`/api/eprawko-rest/activate/${token}`, { data: {} });
  expect(activated.status(), await activated.text()).toBe(200);
  return learner;
}

// The cookie banner has its own journey; here it would only cover the screenshots.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

async function openLogin(page: Page): Promise<void> {
  await page.getByTestId('header-login').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await openLogin(page);
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toBeVisible();
}

/** Screenshots of the current screen at desktop width and at 390 px (phone), for looking at. */
async function shoot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.screenshot({ path: `/tmp/profile-${name}-desktop.png`, fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: `/tmp/profile-${name}-mobile.png`, fullPage });
  await page.setViewportSize(size);
}

test('a learner who forgot the password resets it through the mailed link and logs in with the new one', async ({ page, request }) => {
  const learner = await registerLearner(request);
  await page.goto('/');
  await openLogin(page);
  await page.getByRole('button', { name: 'Nie pamiętasz hasła?' }).click();
  const email = page.getByTestId('lost-password-email');
  await expect(email).toBeVisible();

  // Invalid input and an unknown address show the spec's messages.
  await email.fill('to-nie-jest-adres');
  await page.getByTestId('lost-password-submit').click();
  await expect(page.getByText('Proszę podać prawidłowy adres e-mail')).toBeVisible();
  await shoot(page, 'lost-password-invalid', { fullPage: false });
  await email.fill(`nikt.${unique()}@example.com`);
  await page.getByTestId('lost-password-submit').click();
  await expect(page.getByTestId('lost-password-error')).toHaveText('Podany adres nie został znaleziony w systemie');

  await email.fill(learner.email);
  await page.getByTestId('lost-password-submit').click();
  await expect(page.getByTestId('lost-password-sent')).toContainText('Wysłaliśmy link do zmiany hasła na podany adres e-mail.');
  await shoot(page, 'lost-password-sent', { fullPage: false });
  await page.keyboard.press('Escape');

  const resetPath = await linkFromMail(request, learner.email, '/action/RESET_PASSWORD/');
  await page.goto(resetPath);
  await expect(page.getByTestId('reset-password-account')).toHaveText(`Konto: ${learner.email}`);
  const newPassword = `Nowe-${unique()}`;
  await page.getByTestId('reset-password-new').fill(newPassword);
  await page.getByTestId('reset-password-repeat').fill(`${newPassword}x`);
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByText('Hasła nie pasują do siebie!')).toBeVisible();
  await page.getByTestId('reset-password-new').fill('ab');
  await page.getByTestId('reset-password-submit').click();
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeVisible();
  await shoot(page, 'reset-password-form');
  await page.getByTestId('reset-password-new').fill(newPassword);
  await page.getByTestId('reset-password-repeat').fill(newPassword);
  await page.getByTestId('reset-password-submit').click();

  await expect(page).toHaveURL(/\/action\/RESET_PASSWORD\/$/);
  await expect(page.getByTestId('action-title')).toHaveText('Hasło zostało zmienione');
  await shoot(page, 'reset-password-done');

  // The old password no longer works; the new one does.
  await page.getByTestId('action-login').click();
  await page.getByTestId('login-username').fill(learner.email);
  await page.getByTestId('login-password').fill(learner.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText('Nieprawidłowe dane logowania.');
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toHaveText(`Witaj, ${learner.firstName} ${learner.lastName}!`);

  // The link is single-use.
  await page.goto(resetPath);
  await expect(page.getByTestId('action-title')).toHaveText('Link jest nieaktywny');
  await expect(page.getByTestId('action-icon-error')).toBeVisible();
  await shoot(page, 'reset-password-invalid');
});

test('a forged reset link shows the error page, which offers a new link', async ({ page }) => {
  await page.goto('/action/RESET_PASSWORD/to-nie-jest-prawdziwy-link');
  await expect(page.getByTestId('action-title')).toHaveText('Link jest nieaktywny');
  await page.getByTestId('reset-password-request-new').click();
  await expect(page.getByTestId('lost-password-email')).toBeVisible();
});

test('a learner changes the phone number with the SMS code read from the outbox', async ({ page, request }) => {
  const learner = await registerLearner(request);
  await page.goto('/');
  await logIn(page, learner.email, learner.password);
  await page.getByTestId('profile-link-phone').click();
  await expect(page).toHaveURL(/\/profile\/changePhoneNumber$/);
  const phone = page.getByTestId('phone-change-number');
  const submit = page.getByTestId('phone-change-submit');

  // Not a phone number, a foreign number, and another account's number.
  // "abc" is no phone number at all (not a foreign one); a German number is a foreign one.
  await phone.fill('abc');
  await submit.click();
  await expect(page.getByText('Podaj prawidłowy numer telefonu zarejestrowany w Polsce')).toBeVisible();
  await phone.fill('+49 151 23456789');
  await submit.click();
  await expect(page.getByText('Można użyć jedynie numerów zarejestrowanych w Polsce.')).toBeVisible();
  await phone.fill(DEMO_STUDENT.phone);
  await submit.click();
  await expect(page.getByTestId('phone-change-error')).toHaveText('Podany numer telefonu jest przypisany do innego konta.');
  await shoot(page, 'change-phone-error');

  const newPhone = randomPhone();
  await phone.fill(`+48 ${newPhone}`);
  await submit.click();
  await expect(page.getByTestId('phone-code-sent')).toContainText(newPhone);
  await shoot(page, 'change-phone-code');

  let code = '';
  await expect
    .poll(async () => {
      const [sms] = await outbox(request, newPhone);
      code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);

  // A wrong code first.
  await page.getByTestId('phone-change-code').fill(code === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(page.getByTestId('phone-change-error')).toHaveText('Podany kod SMS jest nieprawidłowy.');
  await page.getByTestId('phone-change-code').fill(code);
  await submit.click();

  await expect(page.getByText('Zmiany zostały zapisane.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toBeVisible();
  await expect(page.getByText(newPhone)).toBeVisible();

  // The new number is a login name now.
  await page.getByTestId('header-logout').click();
  await logIn(page, newPhone, learner.password);
});

test('a learner edits the profile and changes the category from the edit page', async ({ page, request }) => {
  const learner = await registerLearner(request);
  await page.goto('/');
  await logIn(page, learner.email, learner.password);
  await shoot(page, 'profile');
  await page.getByTestId('profile-link-edit').click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByTestId('profile-edit-email')).toHaveValue(learner.email);
  await expect(page.getByTestId('profile-edit-email')).toHaveAttribute('readonly', '');

  const first = page.getByTestId('profile-edit-first-name');
  const last = page.getByTestId('profile-edit-last-name');
  await expect(first).toHaveValue(learner.firstName);
  await first.fill('');
  await last.fill(' ');
  await page.getByTestId('profile-edit-submit').click();
  await expect(page.getByText('Imię jest wymagane')).toBeVisible();
  await expect(page.getByText('Nazwisko jest wymagane')).toBeVisible();
  await shoot(page, 'profile-edit-invalid');

  await first.fill('Aleksandra');
  await last.fill('Kowalczyk-Nowak');
  await page.getByTestId('profile-edit-submit').click();
  await expect(page.getByText('Zmiany zostały zapisane.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toHaveText('Witaj, Aleksandra Kowalczyk-Nowak!');

  // Category: a learner without a school may also choose P; from=edit returns to the edit page.
  await page.getByTestId('profile-link-edit').click();
  await expect(page.getByTestId('profile-edit-first-name')).toHaveValue('Aleksandra');
  await shoot(page, 'profile-edit');
  await page.getByTestId('profile-edit-category-link').click();
  await expect(page).toHaveURL(/\/profile\/changeCategory\/edit$/);
  await expect(page.getByTestId('category-option-P')).toBeVisible();
  await shoot(page, 'change-category');
  await page.getByTestId('category-option-C').check();
  await page.getByTestId('category-submit').click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByText('Zmiany zostały zapisane.').first()).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('profile-category')).toHaveText('C');
});

test('a learner of a school is not offered category P', async ({ page }) => {
  // Read-only visit with the demo learner: nothing is saved.
  await page.goto('/');
  await logIn(page, DEMO_STUDENT.login, DEMO_STUDENT.password);
  await page.goto('/profile/changeCategory');
  await expect(page.getByTestId('category-option-B')).toBeChecked();
  await expect(page.getByTestId('category-option-P')).toHaveCount(0);
  await expect(page.getByText('Kategoria P (pozwolenie na kierowanie tramwajem) jest dostępna tylko dla kursantów bez szkoły jazdy.')).toBeVisible();
});

test('a learner changes the password from the edit page and logs in with the new one', async ({ page, request }) => {
  const learner = await registerLearner(request);
  await page.goto('/');
  await logIn(page, learner.email, learner.password);
  await page.getByTestId('profile-link-edit').click();
  await page.getByTestId('profile-edit-password-link').click();
  await expect(page).toHaveURL(/\/profile\/changePassword\/edit$/);

  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Hasło jest wymagane')).toBeVisible();
  await expect(page.getByText('Powtórz hasło', { exact: true })).toBeVisible();
  await expect(page.getByText('Podaj obecne hasło')).toBeVisible();
  const newPassword = `Zmiana-${unique()}`;
  // A wrong current password is refused on its field (issue 20).
  await page.getByTestId('change-password-current').fill('to-nie-moje-haslo');
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-repeat').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Obecne hasło jest nieprawidłowe')).toBeVisible();
  await page.getByTestId('change-password-current').fill(learner.password);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-repeat').fill('cos-innego');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Hasła nie pasują do siebie!')).toBeVisible();
  await shoot(page, 'change-password-invalid');
  await page.getByTestId('change-password-repeat').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Hasło zostało zmienione.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  // Still logged in here; the new password works at the next login.
  await page.getByTestId('header-logout').click();
  await logIn(page, learner.email, newPassword);
});

test('the password change also lives at /changePassword for any logged-in user', async ({ page, request }) => {
  const learner = await registerLearner(request);
  await page.goto('/');
  await logIn(page, learner.email, learner.password);
  await page.goto('/changePassword');
  await expect(page.getByTestId('change-password-page')).toBeVisible();
  await shoot(page, 'change-password');
  await page.getByTestId('change-password-current').fill(learner.password);
  await page.getByTestId('change-password-new').fill('ab');
  await page.getByTestId('change-password-repeat').fill('ab');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('Hasło musi mieć co najmniej 8 znaków')).toBeVisible();
  // A common password is refused too, whatever its letter case (issue 20).
  await page.getByTestId('change-password-new').fill('Zaq12wsx');
  await page.getByTestId('change-password-repeat').fill('Zaq12wsx');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('To hasło jest zbyt popularne. Wybierz inne, trudniejsze do odgadnięcia (co najmniej 8 znaków).')).toBeVisible();
});

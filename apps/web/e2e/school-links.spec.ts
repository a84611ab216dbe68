import { expect, test, type Page } from '@playwright/test';

// Journeys of the links a school or a provider sends a learner: finishing the seeded partial
// registration, confirming the seeded invitation to a school, social login through the demo OAuth
// provider, and the partner-platform return button. They run against the built app on the real server
// with the demo data (a fresh database per run). The seeded registration and invitation are single-use:
// exactly one test below uses each of them.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const MOBILE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/school-links-${name}.png`, fullPage: true });
}

async function logIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByTestId('header-login').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
}

test('a learner finishes the registration the school started and logs in', async ({ page }) => {
  await page.goto('/action/FINISH_PARTIAL_REGISTRATION/demo-partial-registration');
  await expect(page).toHaveURL(/\/finishPartialRegistration\/demo-partial-registration$/);
  await acceptCookies(page);
  await expect(page.getByTestId('partial-school')).toHaveText('OSK Zielona Fala');
  await expect(page.getByTestId('partial-phone')).toHaveValue('600500600');
  await expect(page.getByTestId('partial-first-name')).toHaveValue('Marek');
  await expect(page.getByTestId('partial-category-fixed')).toContainText('B');
  await shoot(page, 'partial-form-desktop');

  // Invalid input shows the spec's messages and sends nothing.
  await page.getByTestId('partial-password').fill('Kierownica-77');
  await page.getByTestId('partial-repeat-password').fill('Inne123!');
  await page.getByTestId('partial-submit').click();
  await expect(page.getByText('Podaj poprawny adres e-mail')).toBeVisible();
  await expect(page.getByText('Oba hasła muszą się zgadzać')).toBeVisible();

  // An address that has an account is found on blur and blocks the button.
  await page.getByTestId('partial-email').fill('kursant@example.com');
  await page.getByTestId('partial-email').blur();
  await expect(page.getByText('Podany adres już został wykorzystany')).toBeVisible();
  await expect(page.getByTestId('partial-submit')).toBeDisabled();
  await page.setViewportSize(MOBILE);
  await shoot(page, 'partial-form-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByTestId('partial-email').fill('marek.kowalczyk@example.com');
  await page.getByTestId('partial-repeat-password').fill('Kierownica-77');
  await expect(page.getByTestId('partial-submit')).toBeEnabled();
  await page.getByTestId('partial-submit').click();
  await expect(page.getByTestId('partial-finished')).toBeVisible();
  await expect(page.getByTestId('partial-finished')).toContainText('Rejestracja zakończona');
  await shoot(page, 'partial-finished-desktop');

  // A reload shows the finished message again (ACCEPTED), never the form.
  await page.reload();
  await expect(page.getByTestId('partial-finished')).toBeVisible();
  await page.setViewportSize(MOBILE);
  await shoot(page, 'partial-finished-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByTestId('partial-login').click();
  await page.getByTestId('login-username').fill('marek.kowalczyk@example.com');
  await page.getByTestId('login-password').fill('Kierownica-77');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-school')).toHaveText('OSK Zielona Fala');
});

test('an unknown partial registration link says the registration cannot be finished', async ({ page }) => {
  await page.goto('/finishPartialRegistration/no-such-link');
  await expect(page.getByTestId('partial-invalid')).toContainText('Nie udało się utworzyć konta.');
});

test('a learner without a school confirms the invitation of the demo school', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, 'uczen@example.com', 'Uczen123!');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/action/ASSIGN_STUDENT/demo-attach-invitation');
  await expect(page).toHaveURL(/\/attach\/demo-attach-invitation$/);
  await expect(page.getByTestId('attach-school')).toHaveText('OSK Zielona Fala');
  await expect(page.getByTestId('attach-grant')).toContainText('90 dni nauki i egzaminów próbnych');
  await expect(page.getByTestId('attach-school-contact')).toContainText('ul. Zielona 12, 00-950 Warszawa');
  await shoot(page, 'attach-desktop');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'attach-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByTestId('attach-confirm').click();
  await expect(page).toHaveURL(/\/action\/ASSIGN_STUDENT\/?$/);
  await expect(page.getByText('Konto przypisano do szkoły jazdy OSK Zielona Fala.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('profile-school')).toHaveText('OSK Zielona Fala');

  // The link is single-use: it now shows the confirmed state without buttons.
  await page.goto('/attach/demo-attach-invitation');
  await expect(page.getByTestId('attach-status')).toHaveText('To zaproszenie zostało już potwierdzone.');
  await expect(page.getByTestId('attach-confirm')).toHaveCount(0);
});

test("another learner opening someone's invitation goes to the not-found page", async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, 'kursant@example.com', 'Kursant123!');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/attach/demo-attach-invitation');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('Nieprawidłowe dane logowania.')).toBeVisible();
});

test('social login through the demo provider lands logged in, and the link can be removed', async ({ page }) => {
  const email = `fb-${Date.now()}@example.com`;
  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-facebook')).toBeVisible();
  await shoot(page, 'login-modal-desktop');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'login-modal-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('login-facebook').click();

  // The provider's dialog (the demo simulator) asks what to share.
  await expect(page.getByTestId('oauth-scope')).toHaveText('email, public_profile');
  await page.locator('#email').fill(email);
  await page.locator('#first_name').fill('Zenon');
  await page.locator('#last_name').fill('Fejsbukowy');
  await shoot(page, 'oauth-consent-desktop');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'oauth-consent-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('oauth-allow').click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-heading')).toHaveText('Witaj, Zenon Fejsbukowy!');
  await expect(page.getByTestId('header-logout')).toBeVisible();

  // The app may now run on the provider's idea of our address: stay on the current origin.
  await page.goto(new URL('/profile/social', page.url()).toString());
  await expect(page.getByTestId('social-account-FACEBOOK')).toContainText(email);
  await shoot(page, 'social-accounts-desktop');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'social-accounts-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('social-remove').click();
  await expect(page).toHaveURL(/\/action\/SOCIAL_ACCOUNT_REMOVED\/?$/);
  await expect(page.getByTestId('action-title')).toHaveText('Powiązanie usunięte');
});

test('cancelling at the provider shows the social login failure page', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-facebook').click();
  await page.getByTestId('oauth-deny').click();
  await expect(page).toHaveURL(/\/action\/SOCIAL_LOGIN_ERROR\/?$/);
  await expect(page.getByTestId('action-icon-error')).toBeVisible();
});

test("a partner-platform user has no learning hub or subscription and returns to the partner's login form", async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await logIn(page, 'partner@example.com', 'Partner123!');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('nav-profile')).toBeVisible();
  await expect(page.getByTestId('nav-nauka')).toHaveCount(0);
  await expect(page.getByTestId('nav-subscription')).toHaveCount(0);
  await expect(page.getByTestId('partner-return')).toBeVisible();
  await shoot(page, 'partner-header-desktop');
  await page.setViewportSize(MOBILE);
  await expect(page.getByTestId('partner-return')).toBeVisible();
  await shoot(page, 'partner-header-mobile');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByTestId('partner-return').click();
  await expect(page.getByTestId('partner-received')).toHaveText('Platforma partnera otrzymała login: partner@example.com');
  await expect(page.getByTestId('partner-password-check')).toContainText('Hasło poprawne');
  await shoot(page, 'partner-simulator-desktop');
  await page.setViewportSize(MOBILE);
  await shoot(page, 'partner-simulator-mobile');
});

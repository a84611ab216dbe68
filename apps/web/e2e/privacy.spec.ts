import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Issue 24 (RODO) on a phone: a learner registers (terms and privacy notice recorded with their
// versions), downloads all their data as JSON and PDF from the profile, gives the marketing consent,
// then deletes the account with the password; the account is closed at once and a login is refused
// with the reason.

const PHONE = { width: 390, height: 844 };

interface OutboxMessage {
  links: string[];
}

async function activationPath(request: APIRequestContext, to: string): Promise<string> {
  let path = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const link = ((await res.json()) as OutboxMessage[]).flatMap((m) => m.links).find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
      path = link ? new URL(link).pathname : '';
      return path;
    })
    .toContain('/action/ACTIVATE_ACCOUNT/');
  return path;
}

async function registerLearner(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e5)}`;
  const learner = { email: `rodo.${id}@example.com`, password: `Haslo-${id}`, lastName: `Prywatna${id.slice(-3)}` };
  const created = await request.put('/api/eprawko-rest/student/create', {
    data: { user: { email: learner.email, password: learner.password, phoneNumber: null }, student: { firstName: 'Ewa', lastName: learner.lastName, category: 'B' }, repeatPassword: learner.password, accepted: true },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const token = (await activationPath(request, learner.email)).split('/').pop() ?? '';
  expect((await request.post(`/api/eprawko-rest/activate/${token}`, { data: {} })).status()).toBe(200);
  return learner;
}

test('on a phone a learner downloads their data, gives a consent and deletes the account', async ({ browser, baseURL, request }) => {
  const learner = await registerLearner(request);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, acceptDownloads: true });
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  try {
    await page.goto('/');
    await page.getByTestId('header-login').tap();
    await page.getByTestId('login-username').fill(learner.email);
    await page.getByTestId('login-password').fill(learner.password);
    await page.getByTestId('login-submit').tap();
    await expect(page).toHaveURL(/\/profile$/);

    const card = page.getByTestId('profile-data-rights');
    await card.scrollIntoViewIfNeeded();
    // The consents given at registration, with the version of their text.
    await expect(card.getByTestId('consent-TERMS')).toContainText('Regulamin serwisu — wersja z 27.11.2026');
    await expect(card.getByTestId('consent-PRIVACY')).toContainText('Polityka prywatności');
    await page.screenshot({ path: '/tmp/my-shots/privacy-card-390.png', fullPage: false });

    // The JSON copy: this learner's account and nothing else.
    const [json] = await Promise.all([page.waitForEvent('download'), card.getByTestId('data-export-json').tap()]);
    expect(json.suggestedFilename()).toMatch(/^moje-dane-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await json.path()) ?? '', 'utf8'));
    expect(data.format).toBe('prawko-osk-account-export');
    expect(data.account.email).toBe(learner.email);
    expect(data.learner.lastName).toBe(learner.lastName);
    expect(data.sections.consents.map((c: { kind: string }) => c.kind).sort()).toEqual(['PRIVACY', 'TERMS']);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash/);
    // The readable PDF.
    const [pdf] = await Promise.all([page.waitForEvent('download'), card.getByTestId('data-export-pdf').tap()]);
    expect(pdf.suggestedFilename()).toMatch(/^moje-dane-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(readFileSync((await pdf.path()) ?? '').subarray(0, 5).toString()).toBe('%PDF-');

    // The marketing consent, given with the switch, is recorded.
    await card.getByTestId('consent-marketing-switch').tap();
    await expect(card.getByTestId('consent-MARKETING')).toBeVisible();

    // Deleting: a wrong password is said at its field, then the right one closes the account.
    await card.getByTestId('account-delete-open').tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Po 14 dniach usuniemy Twoje dane osobowe');
    await dialog.getByTestId('account-delete-password').fill('nie-to-haslo');
    await dialog.getByTestId('account-delete-submit').tap();
    await expect(dialog).toContainText('Obecne hasło jest nieprawidłowe');
    await page.screenshot({ path: '/tmp/my-shots/privacy-delete-390.png' });
    await dialog.getByTestId('account-delete-password').fill(learner.password);
    await dialog.getByTestId('account-delete-submit').tap();
    await expect(page.getByTestId('account-delete-done')).toContainText('Konto zostało zamknięte.');
    await page.screenshot({ path: '/tmp/my-shots/privacy-deleted-390.png' });
    await page.getByTestId('account-delete-leave').tap();
    await expect(page).toHaveURL(/\/$/);

    // Closed at once: a login is refused with the reason.
    const login = await request.post('/api/eprawko-rest/login/', { data: { userName: learner.email, password: learner.password } });
    expect(login.status()).toBe(403);
    expect((await login.json()).code).toBe('msg.error.account.closed');
  } finally {
    await context.close();
  }
});

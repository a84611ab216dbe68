import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Exam } from '@osk/contract';
import { answerAllRight, sessionId } from './support/exam-by-api';

// Guessing the school PIN from the examinee's phone (issue 20): wrong PINs are counted per school;
// the lock screen shows the tries left, and the fifth wrong PIN ends the session, says so and leads to
// the login. A school of its own (registered, activated, PIN set through the API) keeps the count away
// from the demo school, which other journeys use at the same time. 390 x 844.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/internal-pin-lockout-web';
const API = '/api/eprawko-rest';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' } as const;
const PASSWORD = 'Szkola-Blokada-7';
const PIN = '2468';

function validNip(): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const digits = Array.from({ length: 9 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 9) : Math.floor(Math.random() * 10)));
    const check = digits.reduce((sum, d, i) => sum + d * (weights[i] ?? 0), 0) % 11;
    if (check < 10) return `${digits.join('')}${check}`;
  }
}

/** A new school with its PIN, logged in through the API; answers its session id. */
async function schoolWithPin(request: APIRequestContext): Promise<string> {
  const email = `pin-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const created = await request.post(`${API}/school/create`, {
    data: {
      email,
      password: PASSWORD,
      repeatPassword: PASSWORD,
      name: 'OSK Zgadywanie PIN-u',
      nip: validNip(),
      phoneNumber: String(500_000_000 + Math.floor(Math.random() * 399_999_999)),
      address: { street: 'ul. Polna 3', city: 'Lublin', postCode: '20-001' },
      billingAddress: { street: 'ul. Polna 3', city: 'Lublin', postCode: '20-001' },
      accepted: true,
      confirmDuplicateNip: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
      link = messages[0]?.links.find((l) => l.includes('/action/ACTIVATE_ACCOUNT/'));
      return link;
    })
    .toBeTruthy();
  const token = new URL(link ?? '').pathname.split('/').filter(Boolean).pop() ?? '';
  expect((await request.post(`${API}/activate/${token}`, { data: {} })).status()).toBe(200);
  const login = await request.post(`${API}/login/`, { data: { userName: email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const jsessionid = ((await login.json()) as { uuid: string }).uuid;
  const pin = await request.post(`${API}/school/updatePin`, { headers: { jsessionid }, data: { newPin: PIN } });
  expect(pin.status(), await pin.text()).toBe(200);
  return jsessionid;
}

async function logIn(page: Page, login: string, password: string): Promise<void> {
  await page.goto('/');
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(login);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('five wrong PINs on the examinee’s phone end the locked session, showing the tries left, and lead to the login', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const school = await schoolWithPin(request);
  const account = await request.post(`${API}/school/create/student/temporal`, { headers: { jsessionid: school }, data: { category: 'B' } });
  expect(account.status(), await account.text()).toBe(200);
  const { login, password } = (await account.json()) as { login: string; password: string };

  const page = await (await browser.newContext(PHONE)).newPage();
  await logIn(page, login, password);
  await expect(page).toHaveURL(/\/exam\/choose$/);
  await page.getByTestId('exam-choose-internal-start').click();
  const started = page.waitForResponse((r) => r.url().includes('/exam/internal/create/studentId/') && r.request().method() === 'PUT');
  await page.getByTestId('internal-start').click();
  const exam = (await (await started).json()) as Exam;
  const jsessionid = await sessionId(page);
  await answerAllRight(page, exam, jsessionid);
  await page.reload();
  await page.getByTestId('exam-close').click();
  await expect(page.getByTestId('internal-pin-stage')).toBeVisible();
  await expect(page.getByTestId('internal-pin-tries-left')).toHaveCount(0);

  for (let i = 0; i < 4; i += 1) {
    await page.getByTestId('internal-pin').fill(`100${i}`);
    await page.getByTestId('internal-pin-submit').click();
    await expect(page.getByTestId('internal-pin-tries-left')).toHaveText(`Pozostałe próby wpisania PIN-u: ${4 - i}. Po ostatniej sesja zostanie zakończona.`);
    await expect(page.getByTestId('internal-pin')).toHaveValue('');
  }
  await page.screenshot({ path: `${SHOTS}/1-one-try-left.png`, fullPage: true });
  await fitsThePhone(page);

  await page.getByTestId('internal-pin').fill('1009');
  await page.getByTestId('internal-pin-submit').click();
  await expect(page.getByTestId('internal-pin-locked-out')).toContainText('Zbyt wiele błędnych PIN-ów. Sesja egzaminu została zakończona');
  await page.screenshot({ path: `${SHOTS}/2-locked-out.png`, fullPage: true });
  await fitsThePhone(page);
  // The session is gone on the server: even the right PIN opens nothing now.
  const again = await page.request.post(`${API}/exam/internal/close`, { headers: { jsessionid }, data: { examId: exam.id, pin: PIN } });
  expect(again.status()).toBe(403);

  // The screen leads to the login.
  await page.getByTestId('internal-login-again').click();
  await expect(page.getByTestId('login-username')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.screenshot({ path: `${SHOTS}/3-login.png`, fullPage: true });
  await fitsThePhone(page);
});

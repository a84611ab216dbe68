import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Exam } from '@osk/contract';
import { answerAllRight, sessionId } from './support/exam-by-api';

// A school's temporary account on a phone (school document §2.2, §4, §6): the demo school creates the
// account on /school/internalAccounts, which shows its random login and its own random password once,
// printable (issue 20: no sequential logins, no shared default password); the examinee logs in with it,
// sees only the exam, starts the internal exam of the account's category (one of its 3 internal exams
// is used), passes it, and a school employee closes it with the PIN and the examinee's names
// (SUCCESS_INTERNAL); the school lists the kept exam. With no internal exams left the account is told
// so, not offered to buy. The answers go through the API with the demo bank's key, so the journey does
// not wait 25 minutes; everything else goes through the screens at 390 x 844.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/internal-accounts-web';
const API = '/api/eprawko-rest';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' } as const;
// The demo PIN; another journey changes it to 4321 and back for a moment.
const PINS = ['1234', '4321'];
// The demo school's default password (README): it opens no temporary account any more (issue 20).
const DEFAULT_PASSWORD = 'Kursant1';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/internal-accounts-${name}.png`, fullPage: true });
}

async function fitsThePhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
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

async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext(PHONE)).newPage();
}

/** Closes the exam locking the session through the API with the demo PIN (no names: a failed attempt is not kept). */
async function closeByApi(page: Page, jsessionid: string, examId: number): Promise<void> {
  for (const pin of PINS) {
    const res = await page.request.post(`${API}/exam/internal/close`, { headers: { jsessionid }, data: { examId, pin } });
    if (res.status() === 200) return;
  }
  throw new Error('the PIN did not close the exam');
}

test('a temporary account takes the internal exam on a phone, the PIN closes it with the names, and with none left it is told so', async ({ browser }) => {
  test.setTimeout(150_000);
  const school = await phonePage(browser);
  await logIn(school, 'osk@example.com', 'Szkola123!');
  await expect(school).toHaveURL(/\/school$/);
  await school.goto('/school/internalAccounts');
  await expect(school.getByTestId('internal-create')).toBeVisible();
  const created = school.waitForResponse((r) => r.url().includes('/school/create/student/temporal') && r.request().method() === 'POST');
  await school.getByTestId('internal-create').click();
  const { login, password } = (await (await created).json()) as { login: string; password: string };
  expect(login).toMatch(/^osk-zielona-fala-[a-z2-9]{8}@internal\.example$/);
  expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
  await expect(school.getByTestId('temporary-login')).toHaveText(login);
  await expect(school.getByTestId('temporary-password')).toHaveText(password);
  await expect(school.getByTestId('temporary-print')).toBeVisible();
  await shoot(school, '1-account-created');
  await fitsThePhone(school);
  // Printed, the slip holds the credentials alone (the print stylesheet hides the rest of the page).
  await school.emulateMedia({ media: 'print' });
  await expect(school.getByTestId('temporary-password')).toBeVisible();
  await expect(school.getByTestId('temporary-print')).toBeHidden();
  await expect(school.getByTestId('internal-create')).toBeHidden();
  await shoot(school, '1b-printed');
  await school.emulateMedia({ media: 'screen' });
  // The password is not shown again: the list holds only the login.
  await school.reload();
  await expect(school.getByTestId('internal-table')).toContainText(login);
  await expect(school.getByText(password)).toHaveCount(0);

  // The school's default password does not open the account; its own password does, and the examinee
  // lands on the exam, the only item of its menu.
  const examinee = await phonePage(browser);
  await logIn(examinee, login, DEFAULT_PASSWORD);
  await expect(examinee.getByTestId('login-error')).toBeVisible();
  await examinee.getByTestId('login-password').fill(password);
  await examinee.getByTestId('login-submit').click();
  await expect(examinee).toHaveURL(/\/exam\/choose$/);
  const card = examinee.getByTestId('exam-choose-internal');
  await expect(card).toBeVisible();
  await expect(card).toContainText('3');
  await expect(examinee.getByText('Przedłuż dostęp')).toHaveCount(0);
  await expect(examinee.getByTestId('exam-choose-hard')).toHaveCount(0);
  await shoot(examinee, '2-choose');
  await fitsThePhone(examinee);

  await examinee.getByTestId('exam-choose-internal-start').click();
  await expect(examinee).toHaveURL(/\/exam\/exam\/internal/);
  await expect(examinee.getByTestId('internal-exam-info')).toBeVisible();
  await expect(examinee.getByTestId('internal-exams-left')).toContainText('3');
  await shoot(examinee, '3-info');
  await fitsThePhone(examinee);
  const started = examinee.waitForResponse((r) => r.url().includes('/exam/internal/create/studentId/') && r.request().method() === 'PUT');
  await examinee.getByTestId('internal-start').click();
  const startedAnswer = await started;
  expect(startedAnswer.status(), await startedAnswer.text()).toBe(200);
  const exam = (await startedAnswer.json()) as Exam;
  expect(exam.category).toBe('B');
  await expect(examinee.getByTestId('exam-runner')).toBeVisible();
  await shoot(examinee, '4-running');

  const jsessionid = await sessionId(examinee);
  await answerAllRight(examinee, exam, jsessionid);
  await examinee.reload();
  await expect(examinee.getByTestId('exam-result-verdict')).toHaveAttribute('data-passed', 'true');
  await shoot(examinee, '5-result');

  // Leaving the result goes through the school's PIN; a wrong PIN is refused and the field cleared.
  await examinee.getByTestId('exam-close').click();
  await expect(examinee.getByTestId('internal-pin-stage')).toBeVisible();
  await examinee.getByTestId('internal-pin').fill('0000');
  await examinee.getByTestId('internal-pin-submit').click();
  await expect(examinee.getByTestId('internal-close-error')).toBeVisible();
  await expect(examinee.getByTestId('internal-pin')).toHaveValue('');
  await shoot(examinee, '6-pin-wrong');
  await fitsThePhone(examinee);
  for (const pin of PINS) {
    await examinee.getByTestId('internal-pin').fill(pin);
    const closed = examinee.waitForResponse((r) => r.url().includes('/exam/internal/close') && r.request().method() === 'POST');
    await examinee.getByTestId('internal-pin-submit').click();
    if ((await closed).status() !== 409) break;
  }
  await expect(examinee.getByTestId('internal-names-stage')).toBeVisible();
  const lastName = `Tymczasowa${Date.now().toString(36)}`;
  await examinee.getByTestId('internal-first-name').fill('Halina');
  await examinee.getByTestId('internal-last-name').fill(lastName);
  await examinee.getByTestId('internal-names-submit').click();
  await expect(examinee.getByTestId('exam-success-internal')).toBeVisible();
  await shoot(examinee, '7-success-internal');
  await fitsThePhone(examinee);

  // Back on the exam choice: one internal exam used, two left.
  await examinee.getByTestId('internal-back-to-exams').click();
  await expect(examinee).toHaveURL(/\/exam\/choose$/);
  await expect(examinee.getByTestId('exam-choose-internal-badge')).toHaveText('2');

  // The school lists the kept exam under the examinee's names.
  await school.goto('/school/exams');
  await school.getByTestId('filter-last-name').fill(lastName.slice(0, 12));
  await expect(school.getByTestId('internal-exam-row')).toHaveCount(1);
  await expect(school.getByTestId('internal-exam-row')).toContainText(lastName);
  await shoot(school, '8-school-list');

  // The last two internal exams are used (started and closed through the API); then the account is told so.
  const me = await examinee.request.get(`${API}/student/show`, { headers: { jsessionid } });
  expect(me.status()).toBe(200);
  const studentId = ((await me.json()) as { id: number }).id;
  for (let i = 0; i < 2; i += 1) {
    const res = await examinee.request.put(`${API}/exam/internal/create/studentId/${studentId}/lang/PL`, { headers: { jsessionid } });
    expect(res.status(), await res.text()).toBe(200);
    await closeByApi(examinee, jsessionid, ((await res.json()) as Exam).id);
  }
  await examinee.goto('/exam/choose');
  await expect(examinee.getByTestId('exam-choose-internal-none')).toContainText('Nie masz już egzaminów wewnętrznych');
  await expect(examinee.getByTestId('exam-choose-internal-start')).toHaveCount(0);
  await expect(examinee.getByText('Przedłuż dostęp')).toHaveCount(0);
  await shoot(examinee, '9-none-left');
  await fitsThePhone(examinee);
});

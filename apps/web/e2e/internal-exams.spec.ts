import { expect, test, type Page } from '@playwright/test';
import type { Exam } from '@osk/contract';
import { answerAllRight, demoBankKey, sessionId } from './support/exam-by-api';

// The school's internal exam on the demo school: the school starts an exam for category B in its own
// session (locked meanwhile), the exam ends with a pass, the PIN unlocks the service (a wrong PIN is
// refused and the field cleared), the examinee's names are saved, and the exam is listed on
// /school/exams and printed. The answers are sent through the API with the demo bank's key, so the
// journey does not wait 25 minutes; everything else goes through the screens.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/internal-exams-web';
const API = '/api/eprawko-rest';
// The demo PIN; another journey changes it to 4321 and back for a moment.
const PINS = ['1234', '4321'];
const VALID_PESEL = '44051401359';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/internal-exams-${name}.png`, fullPage: true });
}

async function logInSchool(page: Page): Promise<void> {
  await page.goto('/');
  const accept = page.getByTestId('cookie-accept');
  if (await accept.isVisible()) await accept.click();
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill('osk@example.com');
  await page.getByTestId('login-password').fill('Szkola123!');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
}


test('the demo school runs an internal exam to a pass, unlocks it with the PIN, names the examinee and prints the report', async ({ page }) => {
  test.setTimeout(120_000);
  await logInSchool(page);
  await page.goto('/exam/internal');
  await expect(page.getByTestId('internal-category-B')).toBeVisible();
  await expect(page.getByTestId('internal-no-pin')).toHaveCount(0);
  await shoot(page, '1-categories');
  await page.getByTestId('internal-category-B').click();
  await expect(page.getByTestId('internal-exam-info')).toBeVisible();
  await shoot(page, '2-info');

  const created = page.waitForResponse((r) => r.url().includes('/exam/internal/create/') && r.request().method() === 'PUT');
  await page.getByTestId('internal-start').click();
  const exam = (await (await created).json()) as Exam;
  await expect(page.getByTestId('exam-runner')).toBeVisible();
  await shoot(page, '3-running');

  const jsessionid = await sessionId(page);
  // While the exam runs, every other call of the school's session is refused with the lock code.
  const locked = await page.request.get(`${API}/school/show`, { headers: { jsessionid } });
  expect(locked.status()).toBe(403);
  expect((await locked.json()).code).toBe('msg.error.exam.locked');

  const keys = demoBankKey();
  expect(keys.size).toBeGreaterThan(100);
  await answerAllRight(page, exam, jsessionid, keys);
  await page.reload();
  await expect(page.getByTestId('exam-result-verdict')).toHaveAttribute('data-passed', 'true');
  await shoot(page, '4-result');

  // Leaving the result goes through the PIN stage; a wrong PIN is refused and the field cleared.
  await page.getByTestId('exam-close').click();
  await expect(page.getByTestId('internal-pin-stage')).toBeVisible();
  await page.getByTestId('internal-pin').fill('0000');
  await page.getByTestId('internal-pin-submit').click();
  await expect(page.getByTestId('internal-close-error')).toBeVisible();
  await expect(page.getByTestId('internal-pin')).toHaveValue('');
  await shoot(page, '5-pin-wrong');
  for (const pin of PINS) {
    await page.getByTestId('internal-pin').fill(pin);
    const closed = page.waitForResponse((r) => r.url().includes('/exam/internal/close') && r.request().method() === 'POST');
    await page.getByTestId('internal-pin-submit').click();
    // 409 is a wrong PIN (the field is cleared for the next one); the right PIN asks for the names.
    if ((await closed).status() !== 409) break;
  }
  await expect(page.getByTestId('internal-names-stage')).toBeVisible();
  const lastName = `Egzaminowa${Date.now().toString(36)}`;
  await page.getByTestId('internal-first-name').fill('Zofia');
  await page.getByTestId('internal-last-name').fill(lastName);
  await shoot(page, '6-names');
  await page.getByTestId('internal-names-submit').click();
  await expect(page.getByTestId('exam-success-internal')).toBeVisible();
  await shoot(page, '7-success-internal');

  // The session is unlocked again.
  expect((await page.request.get(`${API}/school/show`, { headers: { jsessionid } })).status()).toBe(200);

  await page.getByTestId('internal-to-exams').click();
  await expect(page).toHaveURL(/\/school\/exams$/);
  await page.getByTestId('filter-last-name').fill(lastName.slice(0, 12));
  await expect(page.getByTestId('internal-exam-row')).toHaveCount(1);
  await expect(page.getByTestId('internal-exam-row')).toContainText(lastName);
  await shoot(page, '8-list');

  await page.getByTestId('internal-exam-print').click();
  await page.getByTestId('print-pesel').fill('123');
  await page.getByTestId('print-submit').click();
  await expect(page.getByTestId('internal-print-dialog')).toContainText('PESEL');
  await page.getByTestId('print-pesel').fill(VALID_PESEL);
  await page.getByTestId('print-time').selectOption('09:30');
  await shoot(page, '9-print-dialog');
  const download = page.waitForEvent('download');
  await page.getByTestId('print-submit').click();
  expect((await download).suggestedFilename()).toBe(`raport_egzaminu_${VALID_PESEL}.pdf`);
});

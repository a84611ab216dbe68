import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Issue 22: on a phone (390 x 844, touch) the demo school finds its learner by phone number, typed with
// the +48 prefix and spaces, exports the filtered list to CSV, and the downloaded file is read: UTF-8
// with a BOM, semicolons, the header row and only the learner found.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

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

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the school filters its learners by phone and exports the CSV, which is opened and checked', async ({ page }) => {
  await logInSchool(page);
  await page.goto('/school/students');
  await expect(page.getByTestId('student-row').first()).toBeVisible();
  const cookies = page.getByTestId('cookie-accept');
  if (await cookies.isVisible()) await cookies.tap();
  await page.screenshot({ path: `${SHOTS}/school-students-list-phone.png`, fullPage: true });

  await page.getByTestId('filter-phone').fill('+48 600 100 200');
  await expect(page.getByTestId('student-row')).toHaveCount(1);
  const row = page.getByTestId('student-row').first();
  await expect(row).toContainText('600100200');
  await expect(row.getByTestId('student-hours')).toContainText(/Praktyka [\d,]+ \/ 30 h/);
  await page.screenshot({ path: `${SHOTS}/school-students-list-phone-filtered.png`, fullPage: true });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('students-export-csv').tap()]);
  expect(download.suggestedFilename()).toMatch(/^kursanci-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Nazwisko;Imię;E-mail;Telefon;Kategoria;Nauka do;Ostatnia aktywność;Praktyka (h);Minimum praktyki (h);Teoria (h);Minimum teorii (h);Status');
  expect(lines).toHaveLength(2);
  const cells = lines[1]!.split(';');
  expect(cells[2]).toBe('kursant@example.com');
  expect(cells[3]).toBe('600100200');
  expect(cells[8]).toBe('30');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('filter-phone').fill('');
  await expect(page.getByTestId('student-row').nth(1)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/school-students-list-desktop.png`, fullPage: true });
});

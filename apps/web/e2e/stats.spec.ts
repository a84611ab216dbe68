import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// Statistics journey against the real server in demo mode: the demo student finishes two exams (driven
// through the API, as the exam screens have their own journey), sees both in the table and the chart,
// and downloads the exam report PDF after the print dialog has refused an invalid PESEL.

const STUDENT = { login: 'kursant@example.com', password: 'Kursant123!' };
// A valid PESEL (born 12.02.2002) and one with a wrong check digit.
const PESEL = '02221234565';
const BAD_PESEL = '02221234566';
const SHOTS = '/tmp/stats';

async function logIn(page: Page): Promise<string> {
  // The cookie notice was accepted before: it would cover the table in the screenshots.
  await page.context().addCookies([{ name: 'agreeCookies', value: 'true', url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(STUDENT.login);
  await page.getByTestId('login-password').fill(STUDENT.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/profile$/);
  const stored = await page.evaluate(() => window.localStorage.getItem('osk.user'));
  const session = (JSON.parse(stored ?? '{}') as { uuid?: string }).uuid;
  expect(session).toBeTruthy();
  return session ?? '';
}

interface CreatedExam {
  id: number;
  execution: Array<{ ordinalNumber: number; question: { type: string } }>;
}

/**
 * Takes a category B exam through the API: `answered` questions get an answer (TAK or A, whatever
 * the key), then the exam is ended early. Answers the exam id and its points.
 */
async function takeExam(request: APIRequestContext, session: string, studentId: number, answered: number): Promise<{ id: number; points: number }> {
  const headers = { jsessionid: session };
  const created = await request.put(`/api/eprawko-rest/exam/create/studentId/${studentId}/category/B/own/empty/lang/PL`, { headers });
  expect(created.status()).toBe(200);
  const exam = (await created.json()) as CreatedExam;
  for (const item of exam.execution.slice(0, answered)) {
    const res = await request.post('/api/eprawko-rest/exam/update/', {
      headers,
      data: { id: exam.id, ordinalNumber: item.ordinalNumber, answer: item.question.type === 'STANDARD' ? 'TAK' : 'A', changes: 0 },
    });
    expect(res.status()).toBe(200);
  }
  const finished = await request.post('/api/eprawko-rest/exam/update/', { headers, data: { id: exam.id, finish: true } });
  expect(finished.status()).toBe(200);
  const body = (await finished.json()) as { status: string; points: number };
  expect(body.status).toBe('FINISHED');
  return { id: exam.id, points: body.points };
}

test('the demo student sees two finished exams in the statistics and downloads the exam report PDF', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await logIn(page);
  const me = await page.request.get('/api/eprawko-rest/student/show', { headers: { jsessionid: session } });
  const student = (await me.json()) as { id: number };

  const first = await takeExam(page.request, session, student.id, 20);
  const second = await takeExam(page.request, session, student.id, 0);
  expect(second.points).toBe(0);

  await page.getByRole('link', { name: 'Statystyki', exact: true }).first().click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByTestId('stats-heading')).toHaveText('Moje statystyki');

  // Both exams in the table (newest first) ...
  const table = page.getByTestId('stats-table');
  const rows = table.locator('tbody tr');
  await expect(rows.nth(0)).toHaveAttribute('data-testid', `stats-row-${second.id}`);
  await expect(rows.nth(1)).toHaveAttribute('data-testid', `stats-row-${first.id}`);
  await expect(page.getByTestId(`stats-row-${second.id}`)).toContainText('0/74');
  await expect(page.getByTestId(`stats-row-${second.id}`)).toContainText('Niezdany');
  await expect(page.getByTestId(`stats-row-${first.id}`)).toContainText(`${first.points}/74`);
  await expect(page.getByTestId(`stats-row-${first.id}`).getByText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();

  // ... and in the chart, the newest last, against the pass mark.
  const chart = page.getByTestId('stats-points-chart');
  await expect(chart.locator(`[data-exam-id="${first.id}"]`)).toHaveAttribute('data-points', String(first.points));
  await expect(chart.locator(`[data-exam-id="${second.id}"]`)).toHaveAttribute('data-points', '0');
  await expect(chart.locator('[data-testid="stats-point"]').last()).toHaveAttribute('data-exam-id', String(second.id));
  await expect(chart.getByTestId('stats-pass-line')).toHaveAttribute('data-points', '68');
  await expect(page.getByTestId('stats-pass-rate')).toHaveAttribute('data-rate', /^\d+$/);
  await page.screenshot({ path: `${SHOTS}/stats-desktop.png`, fullPage: true });

  // The print dialog refuses a PESEL with a wrong check digit, then downloads the report.
  await page.getByTestId(`stats-print-${first.id}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const pesel = dialog.getByTestId('stats-print-pesel');
  await pesel.fill(BAD_PESEL);
  await pesel.blur();
  await expect(dialog.getByText('Podaj prawidłowy numer PESEL (11 cyfr z poprawną cyfrą kontrolną).')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stats-print-invalid.png`, animations: 'disabled' });
  await pesel.fill(PESEL);
  await pesel.blur();
  await expect(dialog.getByText('Podaj prawidłowy numer PESEL (11 cyfr z poprawną cyfrą kontrolną).')).toBeHidden();

  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('stats-print-submit').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`raport_egzaminu_${PESEL}.pdf`);
  const path = await download.path();
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(dialog).toBeHidden();

  // A row opens the exam in check mode.
  await page.getByTestId(`stats-open-${first.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/exam/exam/${first.id}$`));
  await expect(page.getByTestId('exam-check-counter').or(page.getByTestId('exam-result'))).toBeVisible();
});

test('the statistics fit a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await logIn(page);
  const me = await page.request.get('/api/eprawko-rest/student/show', { headers: { jsessionid: session } });
  const student = (await me.json()) as { id: number };
  await takeExam(page.request, session, student.id, 10);
  await page.goto('/stats');
  await expect(page.getByTestId('stats-points-chart')).toBeVisible();
  await expect(page.getByTestId('stats-table')).toBeVisible();
  // Nothing is wider than the screen, the table included.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const table = await page.getByTestId('stats-table').evaluate((el) => ({ table: el.scrollWidth, box: el.parentElement?.clientWidth ?? 0 }));
  expect(table.table).toBeLessThanOrEqual(table.box);
  // The chart draws in the screen's pixels: its labels keep a readable size.
  const chartWidth = await page.getByTestId('stats-points-chart').evaluate((el) => Number(el.getAttribute('viewBox')?.split(' ')[2]));
  expect(chartWidth).toBeLessThan(390);
  await page.screenshot({ path: `${SHOTS}/stats-mobile.png`, fullPage: true });
  const firstPrint = page.locator('[data-testid^="stats-print-"]').first();
  await firstPrint.click();
  await expect(page.getByRole('dialog').getByTestId('stats-print-pesel')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/stats-mobile-print.png`, animations: 'disabled' });
});

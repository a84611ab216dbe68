import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { lockSchoolSettings, unlockSchoolSettings } from './support/school-settings-lock';
import { PHONE, warsawDay } from './support/journey';

// Issue 18 journeys on a phone (390x844) against the demo school: the progress card of the demo
// learner lists only conducted lessons, the chosen instructor's selected, in practical hours of 60
// minutes and theory hours of 45; the scheduler opens in the day view with the school's hours, named as
// in the menu, and the school's lesson length and working days apply to new lessons.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const SHOTS = '/tmp/osk-issue18';

test.describe.configure({ mode: 'serial' });

// These journeys read and set the demo school's hours and days: no other journey changes them meanwhile.
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await lockSchoolSettings();
});
test.afterAll(() => unlockSchoolSettings());

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The first Saturday from today on. */
function nextSaturday(): string {
  for (let plus = 1; ; plus += 1) {
    const day = warsawDay(plus);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) return day;
  }
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(SCHOOL.login);
  await page.getByTestId('login-password').fill(SCHOOL.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/school$/);
}

async function selectOptionContaining(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId(testId);
  const option = select.locator('option', { hasText: text }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** "1,50" → 90 minutes of a practical hour, 67.5 of a theory hour: back to a number. */
const decimal = (text: string | null) => Number((text ?? '').replace(',', '.').replace(/[^\d.]/g, ''));

test('the progress card of Anna Nowak with Piotr Wiśniewski: conducted lessons, his selected, hours of 60 and 45 minutes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page);
  await page.goto('/progress-card');
  await expect(page.getByTestId('progress-card-page')).toBeVisible();
  await page.getByTestId('card-student-search').fill('Nowak');
  await selectOptionContaining(page, 'card-student', 'Nowak Anna');
  await selectOptionContaining(page, 'card-instructor', 'Wiśniewski Piotr');
  await expect(page.getByTestId('card-lessons')).toBeVisible();

  const rows = page.getByTestId(/^card-row-\d+$/);
  await expect(rows.first()).toBeVisible();
  const today = warsawDay(0).split('-').reverse().join('.');
  const count = await rows.count();
  let practical = 0;
  let theory = 0;
  for (let i = 0; i < count; i += 1) {
    const row = rows.nth(i);
    const date = (await row.getByTestId('card-row-date').textContent()) ?? '';
    // dd.MM.yyyy, never after today: a lesson still ahead has not been conducted.
    expect(date.split('.').reverse().join('') <= today.split('.').reverse().join(''), date).toBe(true);
    const instructor = (await row.getByTestId('card-row-instructor').textContent()) ?? '';
    const selected = await row.getByTestId(/^card-select-\d+$/).isChecked();
    expect(selected, instructor).toBe(instructor.includes('Wiśniewski'));
    const hours = decimal(await row.getByTestId(/^card-hours-\d+$/).textContent());
    const type = (await row.getByTestId('card-row-type').textContent()) ?? '';
    const [from, to] = ((await row.getByTestId('card-row-time').textContent()) ?? '').split('–');
    const minutes = (Number(to?.slice(0, 2)) * 60 + Number(to?.slice(3, 5))) - (Number(from?.slice(0, 2)) * 60 + Number(from?.slice(3, 5)));
    // A drive hour is 60 minutes (a 2-hour drive is 2,00, not 2,67); a lecture hour 45.
    expect(hours).toBeCloseTo(type === 'Wykład' ? minutes / 45 : minutes / 60, 2);
    if (selected && type === 'Wykład') theory += minutes;
    if (selected && type !== 'Wykład') practical += minutes;
  }
  await expect(page.getByTestId('card-practical-hours')).toHaveText(`${(practical / 60).toFixed(2).replace('.', ',')} h`);
  await expect(page.getByTestId('card-theory-hours')).toHaveText(`${(theory / 45).toFixed(2).replace('.', ',')} h`);
  await shot(page, 'progress-card-390');
  // Nothing on the phone is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'progress-card-1280');
});

test("the scheduler on a phone: day view, the school's hours and lesson length, named as in the menu, days off refused", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page);

  // The settings page names the horizon plainly; the lesson length goes to 90 minutes for this journey.
  await page.goto('/school/changeProperties');
  await expect(page.getByText('Zakres grafiku (miesiące)')).toBeVisible();
  const length = page.getByTestId('school-setting-minutesForLesson');
  await length.fill('90');
  await page.getByTestId('school-properties-submit').click();
  await expect(page.getByText('Zmiany zostały zapisane.').first()).toBeVisible();

  try {
    // The calendar grid of one day (a phone opens on the day list by default: scheduler-views journey).
    await page.goto('/scheduler?view=grid-day');
    await expect(page.getByTestId('scheduler-calendar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grafik jazd');
    await expect(page).toHaveTitle(/Grafik jazd/);
    // The grid from the school's start hour (06:00, not 05:00).
    await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
    await expect(page.locator('.fc-timeGridWeek-view')).toHaveCount(0);
    await expect(page.locator('.fc-timegrid-slot-label[data-time]').first()).toHaveAttribute('data-time', '06:00:00');
    await shot(page, 'scheduler-390');

    // A new lesson lasts the school's 90 minutes; on a Saturday (a day off) it is refused.
    await page.getByTestId('scheduler-add').click();
    const dialog = page.getByTestId('lesson-dialog');
    await expect(dialog).toBeVisible();
    const start = await dialog.getByTestId('lesson-start').inputValue();
    const end = await dialog.getByTestId('lesson-end').inputValue();
    const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    expect(toMinutes(end) - toMinutes(start)).toBe(90);
    await dialog.getByTestId('lesson-date').fill(nextSaturday());
    await dialog.getByTestId('lesson-start').selectOption('10:00');
    await dialog.getByTestId('lesson-end').selectOption('11:00');
    await selectOptionContaining(page, 'lesson-instructor', 'Wiśniewski');
    await dialog.getByTestId('lesson-save').click();
    await expect(dialog.getByTestId('lesson-error-lessonDate')).toHaveText('Szkoła nie pracuje w tym dniu!');
    await shot(page, 'scheduler-dialog-390');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/scheduler?view=grid-week');
    await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
    await shot(page, 'scheduler-1280');
  } finally {
    await page.goto('/school/changeProperties');
    await page.getByTestId('school-setting-minutesForLesson').fill('60');
    await page.getByTestId('school-properties-submit').click();
    await expect(page.getByText('Zmiany zostały zapisane.').first()).toBeVisible();
  }
});

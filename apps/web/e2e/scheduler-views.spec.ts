import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn } from './support/session-api';

// Issue 22, "views for a full week", on the demo's busy school (OSK Pełny Tydzień: 5 instructors,
// 4 cars, 240 drives a week, Monday to Saturday, 7:00–19:00): the day by instructor and by car, the
// compact week with a filter and one instructor's week, the agenda, a reload keeping the view and
// Back returning to the previous one; at 1280 px and on a phone (390 x 844, touch), where the day list
// is the default. VIEWS_SHOTS=<dir> saves screenshots there.

const OWNER = { login: 'osk.tydzien@example.com', password: 'Tydzien123!' };
const SHOTS = process.env.VIEWS_SHOTS ?? null;
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

async function shot(page: Page, name: string, at?: Locator): Promise<void> {
  if (!SHOTS) return;
  await page.waitForTimeout(300);
  if (at) await at.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !at });
}

/** Tuesday of next week (Warsaw): the seed fills it with 40 drives, none started yet. */
function nextTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  date.setUTCDate(date.getUTCDate() - weekday + 8);
  return date.toISOString().slice(0, 10);
}
const DAY = nextTuesday();

/** No text of these elements is cut off (each fits its box). */
async function expectNotCut(items: Locator): Promise<void> {
  const cut = await items.evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);
}

const query = (page: Page) => new URL(page.url()).searchParams;

test('at 1280 px: the day by instructor, by car, the week with a filter and one instructor, the agenda; reload and Back keep the views', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, OWNER, /\/school$/);

  await page.goto(`/scheduler?view=day-instructors&date=${DAY}`);
  const day = page.getByTestId('resource-day');
  await expect(day.locator('.resource-day-header')).toHaveCount(5);
  await expect(day.getByTestId('resource-hour-7')).toHaveText('07:00');
  await expect(day.locator('.resource-day-lesson')).toHaveCount(40);
  await expectNotCut(day.locator('.resource-day-lesson-who, .resource-day-lesson-time, .resource-day-lesson-meta'));
  await expectNotCut(day.locator('.resource-day-header-name'));
  await shot(page, 'desktop-day-instructors');

  // A lesson opens the dialog; an empty slot a new lesson of that instructor at that time.
  await day.locator('.resource-day-lesson').first().click();
  await expect(page.getByTestId('lesson-dialog')).toBeVisible();
  await page.locator('.mantine-Modal-close').click();
  await expect(page.getByTestId('lesson-dialog')).toBeHidden();

  await page.getByTestId('scheduler-view-day-cars').click();
  await expect(page).toHaveURL(/view=day-cars/);
  await expect(day.locator('.resource-day-header')).toHaveCount(4);
  await expect(day.locator('.resource-day-lesson')).toHaveCount(40);
  await expectNotCut(day.locator('.resource-day-lesson-who, .resource-day-lesson-time, .resource-day-lesson-meta'));
  await shot(page, 'desktop-day-cars');

  await page.getByTestId('scheduler-view-compact-week').click();
  const week = page.getByTestId('week-rows');
  await expect(week.locator('.week-rows-head')).toHaveCount(7); // the names' column and Monday to Saturday
  await expect(week.locator('.week-rows-line')).toHaveCount(240);
  await expectNotCut(week.locator('.week-rows-line'));
  await shot(page, 'desktop-week');

  // One instructor's week at a click; a type filter too.
  const name = week.locator('.week-rows-name').nth(1);
  const who = (await name.textContent()) ?? '';
  await name.click();
  await expect(page).toHaveURL(/instructor=\d+/);
  await expect(week.locator('.week-rows-name')).toHaveCount(1);
  await expect(week.locator('.week-rows-name')).toHaveText(who);
  await expect(week.locator('.week-rows-line')).toHaveCount(48);
  await page.getByTestId('scheduler-filter-type').selectOption('DRIVE');
  await expect(page).toHaveURL(/type=DRIVE/);
  await expect(week.locator('.week-rows-line')).toHaveCount(48);
  await shot(page, 'desktop-week-one-instructor');

  await page.getByTestId('scheduler-view-agenda').click();
  const agenda = page.getByTestId('agenda');
  await expect(agenda.locator('.agenda-lesson')).toHaveCount(48);
  await expect(agenda.locator('section')).toHaveCount(6);
  await expect(agenda.locator('.agenda-lesson').first()).toContainText(who);
  await shot(page, 'desktop-agenda');

  // A reload keeps the view, the date and the filters; Back returns to the previous view.
  await page.reload();
  await expect(page.getByTestId('agenda').locator('.agenda-lesson')).toHaveCount(48);
  expect(query(page).get('view')).toBe('agenda');
  expect(query(page).get('type')).toBe('DRIVE');
  await expect(page.getByTestId('scheduler-filter-type')).toHaveValue('DRIVE');
  await page.goBack();
  await expect(page.getByTestId('week-rows')).toBeVisible();
  expect(query(page).get('view')).toBe('week');
  await expect(page.getByTestId('week-rows').locator('.week-rows-name')).toHaveCount(1);
});

test('on a phone the day list is the default; the day by instructor scrolls sideways and an empty slot opens a new lesson', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await logIn(page, OWNER, /\/school$/);
  await page.goto('/scheduler');
  await expect(page.getByTestId('agenda')).toBeVisible();
  await expect(page.getByTestId('scheduler-view-agenda-day')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('scheduler-date').fill(DAY);
  await expect(page).toHaveURL(new RegExp(`date=${DAY}`));
  const agenda = page.getByTestId('agenda');
  await expect(agenda.locator('.agenda-lesson')).toHaveCount(40);
  await expectNotCut(agenda.locator('.agenda-lesson-body span'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'phone-agenda-day', agenda.locator('section h2').first());
  await agenda.locator('.agenda-lesson').first().tap();
  await expect(page.getByTestId('lesson-dialog')).toBeVisible();
  await page.locator('.mantine-Modal-close').tap();

  await page.getByTestId('scheduler-view-day-instructors').tap();
  const day = page.getByTestId('resource-day');
  await expect(day.locator('.resource-day-lesson')).toHaveCount(40);
  await expectNotCut(day.locator('.resource-day-lesson-who, .resource-day-lesson-time'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'phone-day-instructors', day.locator('.resource-day-header').first());
  // 18:30 in the first column with no drive from 18:00.
  const slot = day.locator('.resource-day-column').filter({ hasNot: page.locator('.resource-day-lesson', { hasText: '18:00–19:00' }) }).first().locator('[data-testid$="-18:30"]');
  await slot.scrollIntoViewIfNeeded();
  await slot.tap();
  const dialog = page.getByTestId('lesson-dialog');
  await expect(dialog.getByTestId('lesson-save')).toHaveText('Dodaj');
  await expect(dialog.getByTestId('lesson-start')).toHaveValue('18:30');
  await expect(dialog.getByTestId('lesson-instructor')).not.toHaveValue('');
  await page.locator('.mantine-Modal-close').tap();

  await page.getByTestId('scheduler-view-compact-week').tap();
  await expect(page.getByTestId('week-rows').locator('.week-rows-line')).toHaveCount(240);
  await expectNotCut(page.getByTestId('week-rows').locator('.week-rows-line'));
  await shot(page, 'phone-week', page.getByTestId('week-rows'));
  await page.goBack();
  await expect(page.getByTestId('resource-day')).toBeVisible();
  expect(query(page).get('view')).toBe('day-instructors');
  await context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { api, logIn } from './support/session-api';

// Issue 22: the demo school of a real week (60 learners) ticks three learners on a phone (390 x 844,
// touch), adds them to a group and gives them days from its stock through the sticky bulk bar; the
// group's members, the learners' learning dates and the stock are then read through the API. Then the
// same list at 1280.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const OWNER = { login: 'osk.tydzien@example.com', password: 'Tydzien123!' };
const GROUP = 'Kurs B – styczeń';

interface Learner {
  id: number;
  firstName: string;
  lastName: string;
  learningAvailableTill: string | null;
}

async function school(page: Page): Promise<{ id: number; numberOfDaysOfLearn: number }> {
  return api(page, 'GET', 'eprawko-rest/school/show');
}

async function firstPage(page: Page, schoolId: number): Promise<Learner[]> {
  return (await api<{ content: Learner[] }>(page, 'GET', `eprawko-rest/student/show/school/v2/${schoolId}?page=0&order=lastName&orderAsc=true&smarttesty=true&eprawko=false`)).content;
}

async function groupMembers(page: Page): Promise<number[]> {
  const groups = await api<{ content: Array<{ name: string; students: Array<{ id: number }> }> }>(page, 'GET', 'lessons/group?status=ACTIVE&pageSize=100');
  return (groups.content.find((g) => g.name === GROUP)?.students ?? []).map((s) => s.id).sort((a, b) => a - b);
}

async function tickFirstThree(page: Page): Promise<void> {
  const boxes = page.getByTestId('student-select');
  for (let i = 0; i < 3; i += 1) await boxes.nth(i).tap();
  await expect(page.getByTestId('students-bulk-count')).toHaveText('Zaznaczono: 3');
}

/** The bulk bar is on screen, at the bottom, and within the phone's width. */
async function expectBarAtBottom(page: Page, width: number, height: number): Promise<void> {
  const box = await page.getByTestId('students-bulk-bar').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  expect(box!.y + box!.height).toBeGreaterThan(height - 40);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the school ticks three learners, adds them to a group and gives them days; the API shows both', async ({ page }) => {
  await logIn(page, OWNER, /\/school$/);
  const cookies = page.getByTestId('cookie-accept');
  await page.goto('/school/students');
  await expect(page.getByTestId('student-row')).toHaveCount(10);
  if (await cookies.isVisible()) await cookies.tap();

  const { id: schoolId, numberOfDaysOfLearn: stockBefore } = await school(page);
  const learners = (await firstPage(page, schoolId)).slice(0, 3);
  expect(learners).toHaveLength(3);
  const ids = learners.map((l) => l.id).sort((a, b) => a - b);
  expect(await groupMembers(page)).toEqual([]);

  // Add to a group.
  await tickFirstThree(page);
  await expectBarAtBottom(page, 390, 844);
  await page.screenshot({ path: `${SHOTS}/students-bulk-phone-bar.png` });
  await page.getByTestId('students-bulk-group').tap();
  await expect(page.getByTestId('bulk-confirm-text')).toHaveText(`Zaznaczeni kursanci: 3. Zostaną dodani do grupy „${GROUP}”.`);
  await page.screenshot({ path: `${SHOTS}/students-bulk-phone-group.png` });
  await page.getByTestId('bulk-confirm').tap();
  await expect(page.getByTestId('students-bulk-result')).toContainText(`Grupa „${GROUP}”: dodano 3, już w niej było 0. Kursantów w grupie: 3.`);
  await expect(page.getByTestId('students-bulk-bar')).toHaveCount(0);
  // The result stands where the bar was, on screen without scrolling.
  await expect(page.getByTestId('students-bulk-result')).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/students-bulk-phone-group-done.png` });
  expect(await groupMembers(page)).toEqual(ids);

  // Give days.
  await tickFirstThree(page);
  await page.getByTestId('students-bulk-days').tap();
  await page.getByTestId('bulk-days-input').fill('10');
  await expect(page.getByTestId('bulk-confirm-text')).toHaveText(`Zaznaczeni kursanci: 3. Każdy dostanie 10 dni nauki; z puli szkoły ubędzie 30 dni (w puli: ${stockBefore}).`);
  await page.screenshot({ path: `${SHOTS}/students-bulk-phone-days.png` });
  await page.getByTestId('bulk-confirm').tap();
  await expect(page.getByTestId('students-bulk-result')).toContainText('Dodano po 10 dni nauki. Kursanci: 3.');
  await expect(page.getByTestId('stock-days')).toHaveText(String(stockBefore - 30));
  await page.screenshot({ path: `${SHOTS}/students-bulk-phone-result.png`, fullPage: true });

  expect((await school(page)).numberOfDaysOfLearn).toBe(stockBefore - 30);
  const after = await firstPage(page, schoolId);
  for (const learner of learners) {
    const now = after.find((l) => l.id === learner.id);
    const plus10 = new Date(`${learner.learningAvailableTill}T12:00:00Z`);
    plus10.setUTCDate(plus10.getUTCDate() + 10);
    expect(now?.learningAvailableTill, `${learner.lastName}`).toBe(plus10.toISOString().slice(0, 10));
  }
  // The page's rows show the new dates too (the list was read again).
  await expect(page.getByTestId('student-row').first()).toContainText(after[0]!.learningAvailableTill!.split('-').reverse().join('.'));
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('the bulk bar and the selection column at 1280', async ({ page }) => {
    await logIn(page, OWNER, /\/school$/);
    await page.goto('/school/students');
    await expect(page.getByTestId('students-table')).toBeVisible();
    const cookies = page.getByTestId('cookie-accept');
    if (await cookies.isVisible()) await cookies.click();
    await page.getByTestId('students-select-page').click();
    await expect(page.getByTestId('students-bulk-count')).toHaveText('Zaznaczono: 10');
    await page.getByTestId('students-select-all').click();
    await expect(page.getByTestId('students-bulk-count')).toHaveText('Zaznaczono: 60');
    await expectBarAtBottom(page, 1280, 800);
    await page.screenshot({ path: `${SHOTS}/students-bulk-desktop.png` });
    await page.getByTestId('students-bulk-group').click();
    await expect(page.getByTestId('bulk-confirm-text')).toContainText('Zaznaczeni kursanci: 60.');
    await page.screenshot({ path: `${SHOTS}/students-bulk-desktop-group.png` });
  });
});

import { expect, test, type Page } from '@playwright/test';
import { lockSchoolSettings, unlockSchoolSettings } from './support/school-settings-lock';
import { api, logIn } from './support/session-api';
import { DESKTOP, PHONE, screenshotsTo } from './support/journey';

// Issue 22, "moving lessons": copies and series. On a phone (390 x 844, touch) the school copies one
// instructor's week to the next week: the check lists the planned lessons and reports the one that
// overlaps a lesson already there, nothing can be saved (all or none); the school picks the week after,
// the check is clean and all are saved. On a desktop the demo instructor opens its own drive and makes
// it a weekly series of 3 from the lesson dialog's "Kopiuj". Every result is checked through the API.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const INSTRUCTOR = { login: 'instruktor@example.com', password: 'Instruktor123!' };
const SHOTS = process.env.COPY_SHOTS ? process.env.COPY_SHOTS : null;
const shot = screenshotsTo(SHOTS);

test.describe.configure({ mode: 'serial' });

function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
/** The Monday on or after today's Warsaw date plus days (far from the other journeys' days: 18–30, 40, 55–59). */
function mondayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  let date = plusDays(today, days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = plusDays(date, 1);
  return date;
}
const W0 = mondayAfter(63);
const W1 = plusDays(W0, 7);
const W2 = plusDays(W0, 14);
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface Page_<T> {
  content: T[];
}
interface LessonLike {
  id: number;
  lessonDate: string;
  startTime: string;
  endTime: string;
  instructor: { id: number } | null;
}

const ids = { other: 0, own: 0, ownLesson: 0 };

async function lessonsIn(page: Page, from: string, to: string): Promise<LessonLike[]> {
  return (await api<Page_<LessonLike>>(page, 'GET', `lessons/lesson?after=${from}&before=${to}&pageSize=1000`)).content;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

test("the school books a week of another instructor's drives, a drive that will be in the way a week later, and the demo instructor's own drive", async ({ page }) => {
  await logIn(page, SCHOOL, /\/school$/);
  const teachers = await api<Page_<{ id: number; email: string }>>(page, 'GET', 'lessons/instructor?pageSize=100&status=ACTIVE');
  ids.own = teachers.content.find((i) => i.email === INSTRUCTOR.login)?.id ?? 0;
  ids.other = teachers.content.find((i) => i.email !== INSTRUCTOR.login)?.id ?? 0;
  expect(ids.own).toBeGreaterThan(0);
  expect(ids.other).toBeGreaterThan(0);
  const learners = (await api<Page_<{ id: number }>>(page, 'GET', 'lessons/student?status=ACTIVE&pageSize=100&searchTerm=a')).content;
  const cars = (await api<Page_<{ id: number }>>(page, 'GET', 'lessons/cars?status=AVAILABLE&pageSize=100')).content;
  expect(learners.length).toBeGreaterThan(3);
  expect(cars.length).toBeGreaterThan(2);
  const drive = (lessonDate: string, startTime: string, endTime: string, instructorId: number, learner: number, car: number) =>
    api<LessonLike>(page, 'POST', 'lessons/lesson', { lessonType: 'DRIVE', lessonDate, startTime, endTime, instructorId, studentId: learners[learner]?.id, carId: cars[car]?.id });
  // The other instructor's week: Monday, Tuesday and Wednesday.
  await drive(W0, '09:00', '10:00', ids.other, 0, 0);
  await drive(plusDays(W0, 1), '10:00', '11:00', ids.other, 1, 0);
  await drive(plusDays(W0, 2), '12:00', '13:00', ids.other, 0, 0);
  // A week later the other instructor already drives on Tuesday 10:30.
  await drive(plusDays(W1, 1), '10:30', '11:30', ids.other, 2, 1);
  // The demo instructor's own drive on Thursday 14:00.
  ids.ownLesson = (await drive(plusDays(W0, 3), '14:00', '15:00', ids.own, 3, 2)).id;
});

test('phone: the school copies the week, sees the overlap reported, nothing saved; picks the week after and saves all', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await lockSchoolSettings();
  try {
    await logIn(page, SCHOOL, /\/school$/);
    await page.goto('/scheduler');
    await page.getByTestId('scheduler-date').fill(W0);
    await page.getByTestId('scheduler-copy').tap();
    const dialog = page.getByTestId('copy-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('copy-from')).toContainText(`${dotted(W0)} – ${dotted(plusDays(W0, 6))}`);
    await dialog.getByTestId('copy-instructor').selectOption(String(ids.other));
    // The default target is the next week.
    await expect(dialog.getByTestId('copy-to')).toHaveValue(W1);
    await dialog.getByTestId('copy-check').tap();
    const rows = dialog.getByTestId('copy-planned');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toHaveAttribute('data-problem', 'true');
    await expect(rows.nth(1)).toContainText('Instruktor już posiada lekcję w tym czasie!');
    await expect(rows.nth(0)).toHaveAttribute('data-problem', 'false');
    await expect(dialog.getByTestId('copy-problems')).toContainText('wszystkie lekcje albo żadnej');
    await expect(dialog.getByTestId('copy-save')).toHaveCount(0);
    await dialog.getByTestId('copy-problems').scrollIntoViewIfNeeded();
    await shot(page, 'phone-conflict');
    // Nothing of the week was copied.
    expect((await lessonsIn(page, W1, plusDays(W1, 6))).filter((l) => l.instructor?.id === ids.other)).toHaveLength(1);

    await dialog.getByTestId('copy-to').fill(plusDays(W2, 2));
    await expect(dialog.getByTestId('copy-to')).toHaveAttribute('value', plusDays(W2, 2));
    await dialog.getByTestId('copy-check').tap();
    await expect(rows).toHaveCount(3);
    await expect(dialog.locator('[data-testid="copy-planned"][data-problem="true"]')).toHaveCount(0);
    const save = dialog.getByTestId('copy-save');
    await expect(save).toHaveText('Zapisz lekcje (3)');
    await save.scrollIntoViewIfNeeded();
    await shot(page, 'phone-clean');
    await save.tap();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Utworzono lekcje: 3.')).toBeVisible();
    await shot(page, 'phone-saved');
    const copied = (await lessonsIn(page, W2, plusDays(W2, 6))).filter((l) => l.instructor?.id === ids.other);
    expect(copied.map((l) => `${l.lessonDate} ${l.startTime.slice(0, 5)}`)).toEqual([`${W2} 09:00`, `${plusDays(W2, 1)} 10:00`, `${plusDays(W2, 2)} 12:00`]);
  } finally {
    unlockSchoolSettings();
    await context.close();
  }
});

test('desktop: the instructor makes its own drive a weekly series of 3 from the lesson dialog', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await lockSchoolSettings();
  try {
    await logIn(page, INSTRUCTOR, /\/instructor$/);
    await page.goto('/scheduler');
    await page.getByTestId('scheduler-view-day').click();
    await page.getByTestId('scheduler-date').fill(plusDays(W0, 3));
    const calendar = page.getByTestId('scheduler-calendar');
    const event = calendar.locator('.fc-event', { hasText: '14:00' }).first();
    await expect(event).toBeVisible();
    await event.click();
    await page.getByTestId('lesson-copy').click();
    const dialog = page.getByTestId('copy-dialog');
    await expect(dialog.getByTestId('copy-source')).toContainText(`${dotted(plusDays(W0, 3))}, 14:00–15:00`);
    await dialog.getByText('Seria co tydzień').click();
    await dialog.getByTestId('copy-occurrences').selectOption('3');
    await dialog.getByTestId('copy-check').click();
    const rows = dialog.getByTestId('copy-planned');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`${dotted(plusDays(W1, 3))}, 14:00–15:00`);
    await expect(rows.nth(1)).toContainText(`${dotted(plusDays(W2, 3))}, 14:00–15:00`);
    await shot(page, 'desktop-series');
    await dialog.getByTestId('copy-save').click();
    await expect(page.getByText('Utworzono lekcje: 2.')).toBeVisible();
    const own = (await lessonsIn(page, W0, plusDays(W2, 6))).filter((l) => l.startTime.startsWith('14:00'));
    expect(own.map((l) => l.lessonDate)).toEqual([plusDays(W0, 3), plusDays(W1, 3), plusDays(W2, 3)]);
    // The toolbar's action on a desktop.
    await page.getByTestId('scheduler-copy').click();
    await expect(page.getByTestId('copy-dialog')).toBeVisible();
    await shot(page, 'desktop-week-dialog');
  } finally {
    unlockSchoolSettings();
  }
});

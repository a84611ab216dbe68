import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, logIn } from './support/session-api';
import { lockSchoolSettings, unlockSchoolSettings } from './support/school-settings-lock';
import { PHONE, warsawDay } from './support/journey';

// Issue 22, "the instructor's day on a phone": the demo instructor opens its start page on a phone
// (390 x 844, touch): today's and tomorrow's lessons by day, the learner's phone as a call link, the
// meeting place as a map link, and an open lesson of today (begun, nothing recorded) marked held in
// one tap. The school books the drive at 00:00–00:30 today (begun whenever the journey runs): for that
// it opens its hours and days for a moment and puts back what it found.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const INSTRUCTOR = { login: 'instruktor@example.com', password: 'Instruktor123!' };
const SHOTS = process.env.INSTRUCTOR_DAY_SHOTS ?? null;
const PLACE = `Rondo ONZ ${Date.now() % 1000}, Warszawa`;

test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-screen.png` });
}


interface Settings {
  startHour: number;
  endHour: number;
  daysOfWork: number[];
  [key: string]: unknown;
}
interface SchoolShow {
  booksAlertLevel: number;
  sendInvoicesToMainEmail: boolean;
  billingEmail: string | null;
  sendInvoices: boolean;
  settings: Settings;
}

/** Changes the school's hours and days only (read just before, so nothing else is overwritten). */
async function setHours(page: Page, change: (s: Settings) => Pick<Settings, 'startHour' | 'endHour' | 'daysOfWork'>): Promise<Settings> {
  const school = await api<SchoolShow>(page, 'GET', 'eprawko-rest/school/show');
  const { booksAlertLevel, sendInvoicesToMainEmail, billingEmail, sendInvoices, settings } = school;
  await api(page, 'POST', 'eprawko-rest/school/updateProperties', { booksAlertLevel, sendInvoicesToMainEmail, billingEmail, sendInvoices, settings: { ...settings, ...change(settings) } });
  return settings;
}

let lessonId = 0;
let learnerName = '';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

// The scheduler-settings journeys read the school's hours and days, and the calendar stretches its
// hours to a lesson outside them: this file opens them and keeps a drive at 00:00 today, so it holds
// the school's settings from its first test to its last, and then deletes that drive.
test.beforeAll(async () => {
  test.setTimeout(200_000);
  await lockSchoolSettings();
});
test.afterAll(async ({ browser }) => {
  try {
    if (lessonId) {
      const page = await browser.newPage();
      await logIn(page, SCHOOL, /\/school$/);
      await api(page, 'DELETE', `lessons/lesson/${lessonId}`);
      await page.close();
    }
  } finally {
    unlockSchoolSettings();
  }
});

test('the school books a drive of the demo instructor at 00:00 today, with a meeting place', async ({ page }) => {
  await logIn(page, SCHOOL, /\/school$/);
  const teachers = await api<{ content: { id: number; email: string }[] }>(page, 'GET', 'lessons/instructor?pageSize=100&status=ACTIVE');
  const instructorId = teachers.content.find((i) => i.email === INSTRUCTOR.login)?.id ?? 0;
  const learners = await api<{ content: { id: number; firstName: string; lastName: string; phoneNumber: string | null }[] }>(page, 'GET', 'lessons/student?status=ACTIVE&pageSize=100');
  // Not Anna Nowak: the outcome journey counts her held drives with this instructor at the same time.
  const learner = learners.content.find((s) => s.phoneNumber && s.lastName !== 'Nowak');
  expect(instructorId).toBeGreaterThan(0);
  expect(learner).toBeTruthy();
  learnerName = `${learner!.firstName} ${learner!.lastName}`;
  const cars = await api<{ content: { id: number }[] }>(page, 'GET', 'lessons/cars?status=AVAILABLE&pageSize=100');
  const carId = cars.content.at(-1)?.id ?? 0;
  const was = await setHours(page, () => ({ startHour: 0, endHour: 24, daysOfWork: [1, 2, 3, 4, 5, 6, 7] }));
  try {
    const request = { lessonType: 'DRIVE', lessonDate: warsawDay(1), startTime: '00:00', endTime: '00:30', instructorId, studentId: learner!.id, carId, meetingPlace: PLACE };
    const made = await api<{ id: number }>(page, 'POST', 'lessons/lesson', request);
    lessonId = made.id;
    // Moved back to today at midnight: begun, nothing recorded yet.
    await api(page, 'PUT', `lessons/lesson/${lessonId}`, { ...request, lessonDate: warsawDay(0) });
  } finally {
    await setHours(page, () => ({ startHour: was.startHour, endHour: was.endHour, daysOfWork: was.daysOfWork }));
  }
});

test('on a phone the instructor sees the day, calls and maps, and marks the open drive held in one tap', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  const page = await context.newPage();
  await logIn(page, INSTRUCTOR, /\/instructor$/);
  const day = page.getByTestId('instructor-day');
  await expect(day).toBeVisible();
  await expect(page.getByTestId(`instructor-day-${warsawDay(0)}`)).toContainText('Dziś');
  await expect(page.getByTestId(`instructor-day-${warsawDay(1)}`)).toContainText('Jutro');
  const lesson = page.getByTestId(`day-lesson-${lessonId}`);
  await expect(lesson).toHaveAttribute('data-state', 'open');
  await expect(lesson).toContainText(learnerName);
  await expect(lesson.getByTestId('day-lesson-call')).toHaveAttribute('href', /^tel:\+?\d{9,}$/);
  await expect(lesson.getByTestId('day-lesson-map')).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(PLACE)}`);
  // Not listed as upcoming.
  await expect(page.getByTestId(`upcoming-${lessonId}`)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'instructor-day-390');
  if (SHOTS) await page.getByTestId('instructor-upcoming').screenshot({ path: `${SHOTS}/instructor-later-390.png` });
  await lesson.getByTestId('day-lesson-HELD').tap();
  await expect(lesson).toHaveAttribute('data-state', 'done');
  await expect(lesson.getByTestId('day-lesson-state')).toHaveText('Zakończona: Odbyta');
  await shot(page, 'instructor-day-390-held');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(lesson).toBeVisible();
  await shot(page, 'instructor-day-1280');
  await context.close();
});

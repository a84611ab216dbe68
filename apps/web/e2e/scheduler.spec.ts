import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';

// Issue 10 journeys against the built app on the real server in demo mode: the demo school adds a car,
// an instructor and a group, books a drive and a lecture, is refused an overlapping booking and one in
// the past with the spec's messages; the demo instructor sees only own lessons; a progress card PDF of
// conducted lessons is generated with the page's hours. Lessons go 40 days ahead (a working day), where
// the demo seed has none.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const INSTRUCTOR = { login: 'instruktor@example.com', password: 'Instruktor123!' };
const SHOTS = process.env.SCHEDULER_SHOTS === '1';
const RUN = `${Date.now() % 100_000}`;
const CAR = `E2E ${RUN}`;
const GROUP = `Grupa E2E ${RUN}`;
const TEACHER = { firstName: 'Ewa', lastName: `Testowa${RUN}` };

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/scheduler-e2e/${name}.png`, fullPage: true });
}

/** Today's Warsaw date plus days, yyyy-MM-dd. */
function warsawDay(plus: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plus);
  return date.toISOString().slice(0, 10);
}
/** 40 days ahead, moved to a working day of the demo school (Monday to Friday). */
function workingDay(plus: number): string {
  for (let more = plus; ; more += 1) {
    const day = warsawDay(more);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) return day;
  }
}
const DAY = workingDay(40);

async function logIn(page: Page, who: { login: string; password: string }, landing: RegExp): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await page.getByTestId('login-username').fill(who.login);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(landing);
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const user = JSON.parse(localStorage.getItem('osk.user') ?? '{}') as { uuid?: string };
    const res = await fetch(url, { headers: { jsessionid: user.uuid ?? '' } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return (await res.json()) as T;
  }, path) as Promise<T>;
}

interface LessonLike {
  id: number;
  lessonType: string;
  lessonDate: string;
  startTime: string;
  endTime: string;
  instructor: { id: number; firstName: string; lastName: string } | null;
}

/** Opens a new lesson in the dialog and fills the common fields. */
async function newLesson(page: Page, fields: { type: 'DRIVE' | 'LECTURE'; date: string; start: string; end: string; instructor: string }): Promise<void> {
  await page.getByTestId('scheduler-add').click();
  const dialog = page.getByTestId('lesson-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('lesson-type').selectOption(fields.type);
  await dialog.getByTestId('lesson-date').fill(fields.date);
  await dialog.getByTestId('lesson-start').selectOption(fields.start);
  await dialog.getByTestId('lesson-end').selectOption(fields.end);
  await selectByText(page, 'lesson-instructor', fields.instructor);
}

/** Selects the first option of a native select whose text contains `text`. */
async function selectByText(page: Page, testId: string, text: string): Promise<void> {
  const select = page.getByTestId('lesson-dialog').getByTestId(testId).or(page.getByTestId(testId)).first();
  const option = select.locator('option', { hasText: text }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

async function pickLearner(page: Page, lastName: string): Promise<void> {
  const dialog = page.getByTestId('lesson-dialog');
  await dialog.getByTestId('lesson-student-search').fill(lastName);
  const select = dialog.getByTestId('lesson-student');
  await expect(select.locator('option', { hasText: lastName }).first()).toBeAttached();
  const value = await select.locator('option', { hasText: lastName }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}

test('the school adds a car, an instructor and a group, books a drive and a lecture, and is refused an overlap and the past', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, SCHOOL, /\/school$/);

  // A car.
  await page.goto('/cars');
  await page.getByTestId('cars-add').click();
  await page.getByTestId('car-registration').fill(CAR);
  await page.getByTestId('car-manufacturer').fill('Toyota');
  await page.getByTestId('car-model').fill('Yaris');
  await page.getByTestId('car-save').click();
  await expect(page.getByTestId('car-row').filter({ hasText: CAR })).toHaveCount(1);
  await shot(page, 'cars');

  // An instructor (the invitation goes by mail).
  await page.goto('/instructors');
  await page.getByTestId('instructors-add').click();
  await page.getByTestId('instructor-first-name').fill(TEACHER.firstName);
  await page.getByTestId('instructor-last-name').fill(TEACHER.lastName);
  await page.getByTestId('instructor-email').fill(`ewa-${RUN}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByTestId('instructor-phone').fill(String(510_000_000 + Math.floor(Math.random() * 89_999_999)));
  await page.getByTestId('instructor-save').click();
  await expect(page.getByTestId('instructor-row').filter({ hasText: TEACHER.lastName })).toHaveCount(1);
  await shot(page, 'instructors');

  // A group with the demo learner.
  await page.goto('/groups');
  await page.getByTestId('groups-add').click();
  await page.getByTestId('group-name').fill(GROUP);
  await page.getByTestId('group-student-search').fill('Nowak');
  await page.getByTestId(/^group-student-add-\d+$/).first().click();
  await page.getByTestId('group-save').click();
  await expect(page.getByTestId('group-row').filter({ hasText: GROUP })).toHaveCount(1);

  // A drive and a lecture on one day, 40 days ahead.
  // Pickers list instructors as "last name first name".
  const teacher = TEACHER.lastName;
  // The calendar grid (a school's desktop opens on the compact week by default).
  await page.goto('/scheduler?view=grid-week');
  await expect(page.getByTestId('scheduler-calendar')).toBeVisible();
  await newLesson(page, { type: 'DRIVE', date: DAY, start: '06:00', end: '07:00', instructor: teacher });
  await pickLearner(page, 'Nowak');
  await selectByText(page, 'lesson-car', CAR);
  await page.getByTestId('lesson-save').click();
  await expect(page.getByTestId('lesson-dialog')).toBeHidden();

  await newLesson(page, { type: 'LECTURE', date: DAY, start: '08:00', end: '09:00', instructor: teacher });
  await selectByText(page, 'lesson-group', GROUP);
  await page.getByTestId('lesson-save').click();
  await expect(page.getByTestId('lesson-dialog')).toBeHidden();

  // The same car half an hour later, with another instructor: refused with the spec's message.
  await newLesson(page, { type: 'DRIVE', date: DAY, start: '06:30', end: '07:30', instructor: 'Wiśniewski' });
  await pickLearner(page, 'Nowak');
  await selectByText(page, 'lesson-car', CAR);
  await page.getByTestId('lesson-save').click();
  await expect(page.getByTestId('lesson-error-car')).toHaveText('Samochód jest już używany w tym czasie!');
  await expect(page.getByTestId('lesson-error-student')).toHaveText('Kursant posiada już lekcję w tym czasie!');
  await expect(page.getByTestId('form-invalid-banner')).toHaveText(/Popraw błędne pola!/);
  // The refusal names the lesson it overlaps with and offers free slots; one tap fills the time (issue 22).
  await expect(page.getByTestId('lesson-conflict-sentence').first()).toContainText('06:00–07:00');
  await expect(page.getByTestId('lesson-conflict-sentence').first()).toContainText('Nowak');
  await expect(page.getByTestId('lesson-conflict-sentence').first()).toContainText(teacher);
  await shot(page, 'overlap');
  const slot = page.getByTestId('lesson-free-slot').first();
  const slotText = (await slot.textContent()) ?? '';
  await slot.click();
  await expect(page.getByTestId('lesson-start')).toHaveValue(slotText.slice(-11, -6));
  await expect(page.getByTestId('lesson-conflict')).toBeHidden();
  await page.keyboard.press('Escape');

  // Nothing goes into the past.
  await newLesson(page, { type: 'DRIVE', date: warsawDay(-1), start: '10:00', end: '11:00', instructor: teacher });
  await pickLearner(page, 'Nowak');
  await selectByText(page, 'lesson-car', CAR);
  await page.getByTestId('lesson-save').click();
  await expect(page.getByText('Nie można utworzyć lekcji z datą przeszłą!').first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The two lessons are on the calendar of that day.
  await page.getByTestId('scheduler-date').fill(DAY);
  await page.getByTestId('scheduler-date').press('Enter');
  await page.getByTestId('scheduler-view-day').click();
  await expect(page.getByTestId('scheduler-calendar')).toContainText(TEACHER.lastName);
  await shot(page, 'day');
  const booked = await apiGet<{ content: LessonLike[] }>(page, `/api/lessons/lesson?after=${DAY}&before=${DAY}&pageSize=2000`);
  const ours = booked.content.filter((l) => l.instructor?.lastName === TEACHER.lastName);
  expect(ours.map((l) => `${l.lessonType} ${l.startTime}-${l.endTime}`).sort()).toEqual(['DRIVE 06:00-07:00', 'LECTURE 08:00-09:00']);
});

test('the demo instructor sees only own lessons', async ({ page }) => {
  await logIn(page, INSTRUCTOR, /\/instructor$/);
  await expect(page.getByTestId('instructor-upcoming')).toBeVisible();
  await expect(page.getByTestId('instructor-home')).not.toContainText(TEACHER.lastName);
  await shot(page, 'instructor-home');
  await page.goto('/scheduler');
  await expect(page.getByTestId('scheduler-calendar')).toBeVisible();
  await expect(page.getByTestId('scheduler-filters')).toHaveCount(0);
  const mine = await apiGet<{ content: LessonLike[] }>(page, `/api/lessons/lesson?after=${warsawDay(-14)}&before=${warsawDay(60)}&pageSize=1000`);
  expect(mine.content.length).toBeGreaterThan(0);
  expect(new Set(mine.content.map((l) => `${l.instructor?.firstName} ${l.instructor?.lastName}`))).toEqual(new Set(['Piotr Wiśniewski']));
  expect(mine.content.some((l) => l.lessonDate === DAY)).toBe(false);
});

test("a progress card PDF of the demo learner's conducted lessons with Piotr Wiśniewski: practical hours of 60 minutes", async ({ page }) => {
  await logIn(page, SCHOOL, /\/school$/);
  await page.goto('/progress-card');
  await expect(page.getByTestId('progress-card-page')).toBeVisible();
  await page.getByTestId('card-student-search').fill('Nowak');
  const student = page.getByTestId('card-student');
  await expect(student.locator('option', { hasText: 'Nowak Anna' }).first()).toBeAttached();
  await student.selectOption((await student.locator('option', { hasText: 'Nowak Anna' }).first().getAttribute('value')) ?? '');
  await selectByText(page, 'card-instructor', 'Wiśniewski');
  await page.getByTestId('card-pesel').fill('02070803628');
  await expect(page.getByTestId('card-lessons')).toBeVisible();
  // This journey's lessons (40 days ahead) have not taken place: they are not on the card.
  await expect(page.getByTestId('card-lessons')).not.toContainText(DAY.split('-').reverse().join('.'));
  const practical = (await page.getByTestId('card-practical-hours').textContent())?.replace(/\s*h$/, '') ?? '';
  const theory = (await page.getByTestId('card-theory-hours').textContent())?.replace(/\s*h$/, '') ?? '';
  await shot(page, 'progress-card');

  const download = page.waitForEvent('download');
  await page.getByTestId('card-generate').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^karta-zajec-.*\.pdf$/);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
  const text = (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text;
  expect(text).toContain('Nowak');
  // The PDF's subtotals are the page's.
  expect(text).toContain(`Zajęcia praktyczne: ${practical} godz.`);
  expect(text).toContain(`Zajęcia teoretyczne: ${theory} godz.`);
});

test("the demo learner follows own lessons in a phone calendar: the feed lists this journey's drive", async ({ page, request }) => {
  await logIn(page, { login: 'kursant@example.com', password: 'Kursant123!' }, /\/profile$/);
  const card = page.getByTestId('calendar-feed');
  await expect(card).toBeVisible();
  const create = card.getByTestId('feed-create').or(card.getByTestId('feed-rotate')).first();
  await create.click();
  const url = await card.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/api\/lessons\/calendar\/[^/]+\.ics$/);
  await shot(page, 'learner-feed');
  const ics = await request.get(new URL(url).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const body = await ics.text();
  expect(body).toContain('BEGIN:VCALENDAR');
  // The drive booked above, 06:00 Warsaw time on DAY, in UTC.
  const start = new Date(`${DAY}T06:00:00${new Date(`${DAY}T12:00:00Z`).toLocaleString('en', { timeZone: 'Europe/Warsaw', timeZoneName: 'shortOffset' }).includes('GMT+2') ? '+02:00' : '+01:00'}`);
  expect(body).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`);
  // Switched off, the address stops working.
  await card.getByTestId('feed-revoke').click();
  await expect(card.getByTestId('feed-create')).toBeVisible();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
});

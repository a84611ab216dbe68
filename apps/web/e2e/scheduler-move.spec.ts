import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { lockSchoolSettings, unlockSchoolSettings } from './support/school-settings-lock';
import { api, logIn } from './support/session-api';
import { DESKTOP, PHONE, screenshotsTo, workingDay } from './support/journey';

// Issue 22, "moving lessons": the school (desktop, mouse) and the demo instructor (phone 390 x 844,
// touch: long press, then drag) move a drive on the day view. Dropped on a time the instructor is
// busy, it is refused with the overlapping lesson named and snaps back (the server still has the old
// time); dropped on a free time it is saved; "Cofnij" puts it back through the same PUT. The school
// also stretches a drive by its lower edge. Every time is checked through the API.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const INSTRUCTOR = { login: 'instruktor@example.com', password: 'Instruktor123!' };
const SHOTS = process.env.MOVE_SHOTS ? process.env.MOVE_SHOTS : null;
const shot = screenshotsTo(SHOTS);

test.describe.configure({ mode: 'serial' });

// Apart from the other journeys' days (40, 55+ ahead); a run-dependent offset keeps reruns apart.
const RUN = Date.now() % 5;
const DAYS = { phone: workingDay(18 + RUN), desktop: workingDay(25 + RUN) };
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface Page_<T> {
  content: T[];
}
interface LessonLike {
  id: number;
  lessonDate: string;
  startTime: string;
  endTime: string;
}

/** Per day: the drive that is moved (12:00–13:00) and the one that keeps the instructor busy (13:00–14:00). */
const booked: Record<keyof typeof DAYS, { moved: number; busy: number }> = { phone: { moved: 0, busy: 0 }, desktop: { moved: 0, busy: 0 } };

async function lessonOf(page: Page, day: string, id: number): Promise<LessonLike | undefined> {
  const lessons = await api<Page_<LessonLike>>(page, 'GET', `lessons/lesson?after=${day}&before=${day}&pageSize=1000`);
  return lessons.content.find((l) => l.id === id);
}

/** The day view of a date, scrolled so that the grid's 12:00 is near the top of the screen. */
async function openDay(page: Page, day: string): Promise<Locator> {
  // FullCalendar's day grid (the views of issue 22 keep its button), where lessons are dragged.
  await page.goto('/scheduler');
  await page.getByTestId('scheduler-view-day').click();
  const calendar = page.getByTestId('scheduler-calendar');
  await expect(calendar).toBeVisible();
  await page.getByTestId('scheduler-date').fill(day);
  await expect(page.getByTestId('scheduler-range')).toHaveText(dotted(day));
  await expect(calendar.locator('.fc-event', { hasText: '12:00' }).first()).toBeVisible();
  const lane = calendar.locator('.fc-timegrid-slot-lane[data-time="11:30:00"]');
  await lane.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 60));
  return calendar;
}

/** The point of a grid slot (a few pixels into it), and the point near the top of a lesson's box. */
async function slotPoint(calendar: Locator, time: string, x: number): Promise<{ x: number; y: number }> {
  const box = await calendar.locator(`.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  if (!box) throw new Error(`no slot ${time}`);
  return { x, y: box.y + 4 };
}
async function grip(event: Locator): Promise<{ x: number; y: number }> {
  const box = await event.boundingBox();
  if (!box) throw new Error('no event');
  return { x: box.x + box.width / 2, y: box.y + 4 };
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** A long press (longer than the calendar's 400 ms) and a drag with one finger, through Chromium's touch input. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: { x: number; y: number }) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [] });
  await touch('touchStart', from);
  await page.waitForTimeout(700);
  const steps = 12;
  for (let i = 1; i <= steps; i += 1) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
    await page.waitForTimeout(25);
  }
  await touch('touchEnd');
  await cdp.detach();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

test('the school books, for each day, the drive to move and a drive that keeps the instructor busy after it', async ({ page }) => {
  await logIn(page, SCHOOL, /\/school$/);
  const teachers = await api<Page_<{ id: number; email: string }>>(page, 'GET', 'lessons/instructor?pageSize=100&status=ACTIVE');
  const instructorId = teachers.content.find((i) => i.email === INSTRUCTOR.login)?.id ?? 0;
  expect(instructorId).toBeGreaterThan(0);
  const learners = await api<Page_<{ id: number }>>(page, 'GET', 'lessons/student?status=ACTIVE&pageSize=100&searchTerm=a');
  const cars = await api<Page_<{ id: number }>>(page, 'GET', 'lessons/cars?status=AVAILABLE&pageSize=100');
  expect(learners.content.length).toBeGreaterThan(1);
  for (const key of Object.keys(DAYS) as (keyof typeof DAYS)[]) {
    const day = DAYS[key];
    const [first, second] = learners.content;
    const drive = (startTime: string, endTime: string, studentId: number | undefined, carId: number | undefined) => ({ lessonType: 'DRIVE', lessonDate: day, startTime, endTime, instructorId, studentId, carId: carId ?? cars.content[0]?.id });
    const moved = await api<LessonLike>(page, 'POST', 'lessons/lesson', drive('12:00', '13:00', first?.id, cars.content[0]?.id));
    const busy = await api<LessonLike>(page, 'POST', 'lessons/lesson', drive('13:00', '14:00', second?.id, cars.content[1]?.id));
    booked[key] = { moved: moved.id, busy: busy.id };
  }
});

test('desktop: the school drags a drive onto a busy hour (refused, named, snaps back), to a free one (saved), undoes it and stretches it', async ({ page }) => {
  await lockSchoolSettings();
  try {
    await page.setViewportSize(DESKTOP);
    await logIn(page, SCHOOL, /\/school$/);
    const day = DAYS.desktop;
    const { moved } = booked.desktop;
    const calendar = await openDay(page, day);
    const drive = calendar.locator('.fc-event', { hasText: '12:00' }).first();
    await expect(drive).toHaveClass(/fc-event-draggable/);
    const start = await grip(drive);

    await mouseDrag(page, start, await slotPoint(calendar, '13:00', start.x));
    const refused = page.getByTestId('lesson-move-refused');
    await expect(refused).toContainText('Instruktor już posiada lekcję w tym czasie!');
    await expect(refused.getByTestId('lesson-conflict-sentence').first()).toContainText(`${dotted(day)}, 13:00–14:00`);
    await expect(refused.getByTestId('lesson-free-slot').first()).toBeVisible();
    await shot(page, 'desktop-refused');
    expect(await lessonOf(page, day, moved)).toMatchObject({ startTime: '12:00', endTime: '13:00' });
    await expect(drive).toContainText('13:00');
    await refused.getByRole('button', { name: 'Zamknij' }).click();

    await mouseDrag(page, await grip(drive), await slotPoint(calendar, '15:00', start.x));
    const notice = page.getByTestId('lesson-move-notice');
    await expect(notice).toContainText(`Lekcja przeniesiona: ${dotted(day)}, 15:00–16:00.`);
    await shot(page, 'desktop-moved');
    await expect.poll(async () => (await lessonOf(page, day, moved))?.startTime).toBe('15:00');
    await notice.getByRole('button', { name: 'Cofnij' }).click();
    await expect(notice).toContainText(`Przywrócono poprzedni termin: ${dotted(day)}, 12:00–13:00.`);
    await expect.poll(async () => lessonOf(page, day, moved)).toMatchObject({ startTime: '12:00', endTime: '13:00' });

    // Its lower edge dragged up one 30-minute slot: it ends at 12:30.
    await drive.hover();
    const handle = await drive.locator('.fc-event-resizer-end').boundingBox();
    if (!handle) throw new Error('no resizer');
    const target = await slotPoint(calendar, '12:00', handle.x + handle.width / 2);
    await mouseDrag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, target);
    await expect(page.getByTestId('lesson-move-notice')).toContainText(`Lekcja przeniesiona: ${dotted(day)}, 12:00–12:30.`);
    await expect.poll(async () => lessonOf(page, day, moved)).toMatchObject({ startTime: '12:00', endTime: '12:30' });
    await shot(page, 'desktop-resized');
  } finally {
    unlockSchoolSettings();
  }
});

async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  return context;
}

test('phone: the instructor long-presses its drive and drags it: onto a busy hour (refused), to a free one (saved), and undoes it', async ({ browser, baseURL }) => {
  await lockSchoolSettings();
  const context = await phone(browser, baseURL);
  try {
    const page = await context.newPage();
    await logIn(page, INSTRUCTOR, /\/instructor$/);
    const day = DAYS.phone;
    const { moved } = booked.phone;
    const calendar = await openDay(page, day);
    const drive = calendar.locator('.fc-event', { hasText: '12:00' }).first();
    await expect(drive).toHaveClass(/fc-event-draggable/);
    await shot(page, 'phone-day');
    const start = await grip(drive);

    await touchDrag(page, start, await slotPoint(calendar, '13:00', start.x));
    const refused = page.getByTestId('lesson-move-refused');
    await expect(refused).toContainText('Instruktor już posiada lekcję w tym czasie!');
    await expect(refused.getByTestId('lesson-conflict-sentence').first()).toContainText(`${dotted(day)}, 13:00–14:00`);
    await expect(page.getByTestId('lesson-dialog')).toHaveCount(0);
    await shot(page, 'phone-refused');
    expect(await lessonOf(page, day, moved)).toMatchObject({ startTime: '12:00', endTime: '13:00' });
    await refused.getByRole('button', { name: 'Zamknij' }).tap();

    await touchDrag(page, await grip(drive), await slotPoint(calendar, '14:30', start.x));
    const notice = page.getByTestId('lesson-move-notice');
    await expect(notice).toContainText(`Lekcja przeniesiona: ${dotted(day)}, 14:30–15:30.`);
    await shot(page, 'phone-moved');
    await expect.poll(async () => (await lessonOf(page, day, moved))?.startTime).toBe('14:30');
    await notice.getByRole('button', { name: 'Cofnij' }).tap();
    await expect(notice).toContainText(`Przywrócono poprzedni termin: ${dotted(day)}, 12:00–13:00.`);
    await expect.poll(async () => lessonOf(page, day, moved)).toMatchObject({ startTime: '12:00', endTime: '13:00' });
    await shot(page, 'phone-undone');
  } finally {
    await context.close();
    unlockSchoolSettings();
  }
});

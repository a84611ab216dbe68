import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { api, logIn } from './support/session-api';
import { DESKTOP, PHONE, screenshotsTo, workingDay } from './support/journey';

// Issue 22, "moving lessons" in the day by instructor (our own view, ADR 030) of the demo's busy
// school (OSK Pełny Tydzień): the owner drags Kaczmarek's drive onto Wójcik's column at an hour she is
// busy (refused, her lesson named, the drive stays Kaczmarek's), then onto a free hour of hers (saved:
// now Wójcik's, at the new time, after a reload too). At 1280 px with a mouse, and on a phone
// (390 x 844) with a finger: a long press, then the drag, the finger waiting at the screen's edge while
// the columns scroll to Wójcik's (the fifth). Every time is checked through the API.
// RESOURCE_MOVE_SHOTS=<dir> saves screenshots there.

const OWNER = { login: 'osk.tydzien@example.com', password: 'Tydzien123!' };
const SHOTS = process.env.RESOURCE_MOVE_SHOTS ?? null;
const shot = screenshotsTo(SHOTS);

test.describe.configure({ mode: 'serial' });

// Past the seeded weeks (the previous, the current and the next one); a run-dependent offset keeps reruns apart.
const RUN = Date.now() % 5;
const DAYS = { desktop: workingDay(22 + RUN, { saturday: true }), phone: workingDay(29 + RUN, { saturday: true }) };
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

const people = { kaczmarek: 0, wojcik: 0 };
/** Per day: Kaczmarek's drive that is moved (12:00–13:00) and Wójcik's that keeps her busy (12:00–13:00). */
const booked: Record<keyof typeof DAYS, { moved: number; busy: number }> = { desktop: { moved: 0, busy: 0 }, phone: { moved: 0, busy: 0 } };

async function lessonOf(page: Page, day: string, id: number): Promise<LessonLike | undefined> {
  const lessons = await api<Page_<LessonLike>>(page, 'GET', `lessons/lesson?after=${day}&before=${day}&pageSize=1000`);
  return lessons.content.find((l) => l.id === id);
}

/** The day by instructor of a date, scrolled so that 11:00 is near the top of the screen. */
async function openDay(page: Page, day: string): Promise<Locator> {
  await page.goto(`/scheduler?view=day-instructors&date=${day}`);
  const grid = page.getByTestId('resource-day');
  await expect(grid.getByTestId(`resource-column-${people.kaczmarek}`).locator('.resource-day-lesson', { hasText: '12:00' })).toBeVisible();
  await grid.getByTestId('resource-hour-11').evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 90));
  return grid;
}

/** A point 10 px into a column's slot (the grip below is 10 px into the lesson: it lands at the slot's time). */
function slotPoint(grid: Locator, column: number, time: string): () => Promise<{ x: number; y: number }> {
  return async () => {
    const box = await grid.getByTestId(`resource-slot-${column}-${time}`).boundingBox();
    if (!box) throw new Error(`no slot ${column} ${time}`);
    return { x: box.x + box.width / 2, y: box.y + 10 };
  };
}
async function grip(lesson: Locator): Promise<{ x: number; y: number }> {
  const box = await lesson.boundingBox();
  if (!box) throw new Error('no lesson');
  return { x: box.x + box.width / 2, y: box.y + 10 };
}

type Point = { x: number; y: number };
/** Where to drop: read again while the view scrolls under the pointer. */
type Target = () => Promise<Point>;

async function mouseDrag(page: Page, from: Point, target: Target): Promise<void> {
  const to = await target();
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * A long press (longer than the view's 400 ms) and a drag with one finger, through Chromium's touch
 * input. A target beyond the screen's edge: the finger waits at the edge while the columns scroll
 * under it (as a person would), then goes onto the target.
 */
async function touchDrag(page: Page, from: Point, target: Target): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', p?: Point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: Math.round(p.x), y: Math.round(p.y) }] : [] });
  const slide = async (a: Point, b: Point) => {
    const steps = 8;
    for (let i = 1; i <= steps; i += 1) {
      await touch('touchMove', { x: a.x + ((b.x - a.x) * i) / steps, y: a.y + ((b.y - a.y) * i) / steps });
      await page.waitForTimeout(25);
    }
  };
  await touch('touchStart', from);
  await page.waitForTimeout(700);
  let at = from;
  for (let tries = 0; ; tries += 1) {
    const to = await target();
    const onScreen = to.x > 70 && to.x < PHONE.width - 50;
    const next = onScreen ? to : { x: to.x < 70 ? 60 : PHONE.width - 8, y: to.y };
    await slide(at, next);
    at = next;
    if (onScreen || tries > 80) break;
    await page.waitForTimeout(100);
  }
  await page.waitForTimeout(150);
  await touch('touchEnd');
  await cdp.detach();
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

test('the owner books, for each day, a drive of Kaczmarek to move and one of Wójcik at the same hour', async ({ page }) => {
  await logIn(page, OWNER, /\/school$/);
  const teachers = await api<Page_<{ id: number; email: string }>>(page, 'GET', 'lessons/instructor?pageSize=100&status=ACTIVE');
  people.kaczmarek = teachers.content.find((i) => i.email === 'tomasz.kaczmarek@example.com')?.id ?? 0;
  people.wojcik = teachers.content.find((i) => i.email === 'agnieszka.wojcik@example.com')?.id ?? 0;
  expect(people.kaczmarek).toBeGreaterThan(0);
  expect(people.wojcik).toBeGreaterThan(0);
  const learners = await api<Page_<{ id: number }>>(page, 'GET', 'lessons/student?status=ACTIVE&pageSize=100&searchTerm=a');
  const cars = await api<Page_<{ id: number }>>(page, 'GET', 'lessons/cars?status=AVAILABLE&pageSize=100');
  expect(learners.content.length).toBeGreaterThan(1);
  expect(cars.content.length).toBeGreaterThan(1);
  for (const key of Object.keys(DAYS) as (keyof typeof DAYS)[]) {
    const drive = (instructorId: number, studentId: number | undefined, carId: number | undefined) => ({ lessonType: 'DRIVE', lessonDate: DAYS[key], startTime: '12:00', endTime: '13:00', instructorId, studentId, carId });
    const moved = await api<LessonLike>(page, 'POST', 'lessons/lesson', drive(people.kaczmarek, learners.content[0]?.id, cars.content[0]?.id));
    const busy = await api<LessonLike>(page, 'POST', 'lessons/lesson', drive(people.wojcik, learners.content[1]?.id, cars.content[1]?.id));
    booked[key] = { moved: moved.id, busy: busy.id };
  }
});

async function dragAcross(page: Page, key: keyof typeof DAYS, drag: typeof mouseDrag, close: (button: Locator) => Promise<void>): Promise<void> {
  const day = DAYS[key];
  const { moved } = booked[key];
  const grid = await openDay(page, day);
  const kaczmarek = grid.getByTestId(`resource-column-${people.kaczmarek}`);
  const wojcik = grid.getByTestId(`resource-column-${people.wojcik}`);
  const drive = kaczmarek.getByTestId(`view-lesson-${moved}`);
  await expect(drive).toHaveClass(/resource-day-lesson-draggable/);
  await shot(page, `${key}-day`);

  // Onto Wójcik's 12:00, where she has her own drive: refused, her lesson named, nothing changed.
  await drag(page, await grip(drive), slotPoint(grid, people.wojcik, '12:00'));
  const refused = page.getByTestId('lesson-move-refused');
  await expect(refused).toContainText('Instruktor już posiada lekcję w tym czasie!');
  await expect(refused.getByTestId('lesson-conflict-sentence').first()).toContainText(`${dotted(day)}, 12:00–13:00`);
  await expect(refused.getByTestId('lesson-conflict-sentence').first()).toContainText('Agnieszka Wójcik');
  await expect(page.getByTestId('lesson-dialog')).toHaveCount(0);
  await shot(page, `${key}-refused`);
  await expect(kaczmarek.getByTestId(`view-lesson-${moved}`)).toContainText('12:00–13:00');
  expect(await lessonOf(page, day, moved)).toMatchObject({ startTime: '12:00', endTime: '13:00', instructor: { id: people.kaczmarek } });
  await close(refused.getByRole('button', { name: 'Zamknij' }));

  // Onto Wójcik's free 15:00: saved, hers now (the columns first swiped back to Kaczmarek's).
  await grid.evaluate((el) => (el.scrollLeft = 0));
  await drag(page, await grip(drive), slotPoint(grid, people.wojcik, '15:00'));
  await expect(page.getByTestId('lesson-move-notice')).toContainText(`Lekcja przeniesiona: ${dotted(day)}, 15:00–16:00.`);
  await expect(wojcik.getByTestId(`view-lesson-${moved}`)).toContainText('15:00–16:00');
  await shot(page, `${key}-moved`);
  await expect.poll(async () => lessonOf(page, day, moved)).toMatchObject({ startTime: '15:00', endTime: '16:00', instructor: { id: people.wojcik } });

  await page.reload();
  await expect(page.getByTestId('resource-day').getByTestId(`resource-column-${people.wojcik}`).getByTestId(`view-lesson-${moved}`)).toContainText('15:00–16:00');
  await expect(page.getByTestId('resource-day').getByTestId(`resource-column-${people.kaczmarek}`).getByTestId(`view-lesson-${moved}`)).toHaveCount(0);
}

test('at 1280 px the owner drags a drive with the mouse onto a busy instructor (refused, named) and to her free hour (saved, kept after a reload)', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await logIn(page, OWNER, /\/school$/);
  await dragAcross(page, 'desktop', mouseDrag, (button) => button.click());
});

async function phone(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
  return context;
}

test('on a phone the owner long-presses a drive and drags it with a finger onto a busy instructor (refused, named) and to her free hour (saved, kept after a reload)', async ({ browser, baseURL }) => {
  const context = await phone(browser, baseURL);
  try {
    const page = await context.newPage();
    await logIn(page, OWNER, /\/school$/);
    await dragAcross(page, 'phone', touchDrag, (button) => button.tap());
  } finally {
    await context.close();
  }
});

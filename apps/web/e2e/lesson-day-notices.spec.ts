import { expect, test } from '@playwright/test';
import { api, logIn } from './support/session-api';
import { workingDay } from './support/journey';

// Issue 22, "notifications that people read", on the demo server's test clock: the school books a
// drive with a meeting place for its instructor, the demo runs the lesson-day-notices job at 18:00
// Warsaw of the day before (POST /api/dev/jobs/lesson-day-notices/run, demo only), and the dev outbox
// holds the instructor's digest and the learner's reminder with the time, instructor, car, meeting
// place and the instructor's phone.
//
// The lesson's day is the first working day at least two days ahead, so the evening the job is run
// for is still to come on the real clock: the server's own runner (every 15 minutes from 18:00) cannot
// have sent that day's messages before the booking, and whichever of the two sends them, sends them once.

const SCHOOL = { login: 'osk@example.com', password: 'Szkola123!' };
const INSTRUCTOR = 'instruktor@example.com';

const DAY = workingDay(2);
const dayBefore = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};
/** 18:00 in Warsaw on a date, as an instant with Warsaw's offset of that day. */
function warsawSix(iso: string): string {
  const noon = new Date(`${iso}T12:00:00Z`);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hour12: false }).format(noon));
  return `${iso}T18:00:00+0${hour - 12}:00`;
}
const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

interface Page_<T> {
  content: T[];
}
interface Outboxed {
  channel: string;
  to: string;
  subject: string | null;
  text: string;
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'agreeCookies', value: 'true', url: baseURL ?? 'http://127.0.0.1' }]);
});

test("the evening before, on the demo's clock: the instructor's digest and the learner's reminder in the outbox, with time, instructor, car, meeting place and the instructor's phone", async ({ page }) => {
  await logIn(page, SCHOOL, /\/school$/);
  const teachers = await api<Page_<{ id: number; email: string; firstName: string; lastName: string; phoneNumber: string | null }>>(page, 'GET', 'lessons/instructor?pageSize=100&status=ACTIVE');
  const instructor = teachers.content.find((i) => i.email === INSTRUCTOR);
  expect(instructor?.phoneNumber).toBeTruthy();
  const learners = await api<Page_<{ id: number; email: string | null; firstName: string; lastName: string }>>(page, 'GET', 'lessons/student?status=ACTIVE&pageSize=100&searchTerm=a');
  const cars = await api<Page_<{ id: number; manufacturer: string; model: string; registrationNumber: string }>>(page, 'GET', 'lessons/cars?status=AVAILABLE&pageSize=100');
  const car = cars.content[0];
  expect(car).toBeTruthy();
  const place = `Parking przy ul. Wiejskiej 4 (${Date.now() % 10_000})`;

  // A drive on the first free hour of the afternoon for a learner with an address.
  let booked: { learner: { email: string; firstName: string; lastName: string }; start: string; end: string } | null = null;
  for (const learner of learners.content.filter((l) => l.email)) {
    for (const [start, end] of [['16:00', '17:00'], ['15:00', '16:00'], ['14:00', '15:00'], ['13:00', '14:00']] as const) {
      const res = await page.request.post('/api/lessons/lesson', {
        headers: { jsessionid: await page.evaluate(() => (JSON.parse(localStorage.getItem('osk.user') ?? '{}') as { uuid?: string }).uuid ?? '') },
        data: { lessonType: 'DRIVE', lessonDate: DAY, startTime: start, endTime: end, instructorId: instructor?.id, studentId: learner.id, carId: car?.id, meetingPlace: place },
      });
      if (res.ok()) {
        booked = { learner: { email: learner.email ?? '', firstName: learner.firstName, lastName: learner.lastName }, start, end };
        break;
      }
    }
    if (booked) break;
  }
  if (!booked) throw new Error('no free hour to book');

  // 18:00 in Warsaw the evening before, on the demo's clock.
  const run = await page.request.post('/api/dev/jobs/lesson-day-notices/run', { data: { at: warsawSix(dayBefore(DAY)) } });
  expect(run.status()).toBe(200);
  expect(await run.json()).toMatchObject({ job: 'lesson-day-notices', summary: { digests: expect.any(Number), reminders: expect.any(Number) } });

  // The dev outbox, as a person would open it.
  const outbox = async (to: string) => {
    const res = await page.goto(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(res?.status()).toBe(200);
    return (await res?.json()) as Outboxed[];
  };
  const digest = (await outbox(INSTRUCTOR)).find((m) => m.channel === 'MAIL' && m.subject?.startsWith(`Plan zajęć na jutro, ${dotted(DAY)}`));
  expect(digest, 'the digest').toBeTruthy();
  expect(digest?.text).toContain(`${booked.start}–${booked.end} Jazda\nKursant: ${booked.learner.firstName} ${booked.learner.lastName}`);
  expect(digest?.text).toContain(`Samochód: ${car?.manufacturer} ${car?.model}, ${car?.registrationNumber}`);
  expect(digest?.text).toContain(`Miejsce spotkania: ${place}`);

  const reminder = (await outbox(booked.learner.email)).find((m) => m.channel === 'MAIL' && m.subject === `Przypomnienie: zajęcia jutro, ${dotted(DAY)}, o ${booked.start}`);
  expect(reminder, 'the reminder').toBeTruthy();
  expect(reminder?.text).toContain(
    [`${booked.start}–${booked.end} Jazda`, `Instruktor: ${instructor?.firstName} ${instructor?.lastName}, tel. ${instructor?.phoneNumber}`, `Samochód: ${car?.manufacturer} ${car?.model}, ${car?.registrationNumber}`, `Miejsce spotkania: ${place}`].join('\n'),
  );

  // Run again that evening: nothing twice.
  const again = await page.request.post('/api/dev/jobs/lesson-day-notices/run', { data: { at: warsawSix(dayBefore(DAY)).replace('T18:00', 'T18:30') } });
  expect((await again.json()).summary).toMatchObject({ digests: 0, reminders: 0 });
  expect((await outbox(INSTRUCTOR)).filter((m) => m.subject?.startsWith(`Plan zajęć na jutro, ${dotted(DAY)}`))).toHaveLength(1);
});

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cars, instructors, lessonGroups, lessons, students, users } from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { warsawInstant } from '@osk/contract';
import type { DemoBase } from './demo-base.js';

/** Where the demo lessons sit: 2-hour slots from 7:00, the last ending by 19:00; lectures after. */
const SLOT_STARTS = [7, 9, 11, 13, 15, 17];
const LECTURE = { weekday: 3, startTime: '19:00', endTime: '20:30' };
/** Days around today: a few past, most ahead. */
const FIRST_DAY = -4;
const LAST_DAY = 10;
/** Where drives start (issue 22's meeting place), by lane; lectures are in the school's hall. */
const MEETING_PLACES = ['Plac manewrowy, ul. Polna 12', 'Parking przy szkole, ul. Długa 5', 'Przystanek Dworzec Główny'];

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Day of the week of yyyy-MM-dd, 1 = Monday … 7 = Sunday. */
function weekday(isoDate: string): number {
  const d = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/**
 * Two weeks of demo lessons around today for the demo school (issue 10): drives of 1–2 hours between
 * 7:00 and 19:00 on weekdays, each instructor in its own car, no learner twice at once, and a weekly
 * lecture of the active group. Skips what it lacks (no instructors, cars or learners: no drives).
 */
export async function seedLessonsDemo(tx: Db, base: DemoBase): Promise<void> {
  const teachers = await tx.select({ id: instructors.id }).from(instructors).where(and(eq(instructors.schoolId, base.schoolId), eq(instructors.status, 'ACTIVE'))).orderBy(asc(instructors.id));
  const fleet = await tx.select({ id: cars.id }).from(cars).where(and(eq(cars.schoolId, base.schoolId), eq(cars.status, 'AVAILABLE'))).orderBy(asc(cars.id));
  const learners = await tx
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, base.schoolId), inArray(users.status, ['ACTIVE']), eq(users.internal, false)))
    .orderBy(asc(students.id));
  const groups = await tx.select({ id: lessonGroups.id }).from(lessonGroups).where(and(eq(lessonGroups.schoolId, base.schoolId), eq(lessonGroups.status, 'ACTIVE'))).orderBy(asc(lessonGroups.id));
  if (teachers.length === 0) return;

  // As many parallel drives as there are instructors, cars and learners to go round.
  const lanes = Math.min(teachers.length, fleet.length, learners.length);
  const rows: Array<typeof lessons.$inferInsert> = [];
  const add = (row: Omit<typeof lessons.$inferInsert, 'startsAt' | 'endsAt' | 'schoolId' | 'createdAt' | 'updatedAt'>) => {
    const startsAt = warsawInstant(row.lessonDate, row.startTime);
    const endsAt = warsawInstant(row.lessonDate, row.endTime);
    if (!startsAt || !endsAt || endsAt <= startsAt) return;
    rows.push({ ...row, schoolId: base.schoolId, startsAt, endsAt, createdAt: base.now, updatedAt: base.now });
  };
  for (let offset = FIRST_DAY; offset <= LAST_DAY; offset += 1) {
    const date = addDays(base.today, offset);
    const wd = weekday(date);
    if (wd > 5) continue;
    SLOT_STARTS.forEach((hour, slot) => {
      for (let lane = 0; lane < lanes; lane += 1) {
        // A steady pattern that leaves some slots free: about two in three are booked.
        const n = offset * 7 + slot * 3 + lane * 5 + 100;
        if (n % 3 === 0) continue;
        const minutes = [60, 90, 120][n % 3 === 1 ? (n % 2) : 2] ?? 60;
        const startMin = hour * 60 + (n % 4 === 0 && minutes < 120 ? 30 : 0);
        add({
          lessonType: 'DRIVE',
          lessonStatus: 'PLANNED',
          lessonDate: date,
          startTime: hhmm(startMin),
          endTime: hhmm(startMin + minutes),
          instructorId: teachers[lane]?.id ?? null,
          carId: fleet[lane]?.id ?? null,
          // Different lanes at the same slot always have different learners.
          studentId: learners[(slot + lane + offset + 50) % learners.length]?.id ?? null,
          meetingPlace: MEETING_PLACES[lane % MEETING_PLACES.length] ?? null,
        });
      }
    });
    const group = groups[0];
    if (group && wd === LECTURE.weekday) {
      add({ lessonType: 'LECTURE', lessonStatus: 'PLANNED', lessonDate: date, startTime: LECTURE.startTime, endTime: LECTURE.endTime, instructorId: teachers[0]?.id ?? null, groupId: group.id, remarks: 'Zajęcia teoretyczne w sali wykładowej.' });
    }
  }
  recordOutcomes(rows, base.now);
  if (rows.length) await tx.insert(lessons).values(rows);
}

/**
 * What happened at the lessons already over (issue 22): held, but for one drive the learner missed
 * and one the learner cancelled, so the demo shows every outcome and the ledger leaving them out.
 */
function recordOutcomes(rows: Array<typeof lessons.$inferInsert>, now: Date): void {
  let drives = 0;
  for (const row of rows) {
    if (row.endsAt > now) continue;
    row.outcomeAt = row.endsAt;
    row.outcome = 'HELD';
    if (row.lessonType !== 'DRIVE') continue;
    drives += 1;
    if (drives === 2) row.outcome = 'NO_SHOW';
    if (drives === 4) Object.assign(row, { outcome: 'CANCELLED', cancelledBy: 'LEARNER' });
  }
}

import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { warsawInstant } from '@osk/contract';
import type { Db } from '../db/client.js';
import { returnedRow } from '../db/repository.js';
import { cars, DEFAULT_SCHOOL_SETTINGS, instructors, lessonGroups, lessons, schools, students, users } from '../db/schema/index.js';
import { addDays, warsawDate } from '../lib/clock.js';
import { generateToken } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import { insertDemoLearner } from './demo-base.js';

/**
 * The demo school of a real week (issue 22): 5 instructors, 4 cars and 60 learners, 8 one-hour drives
 * per instructor a day, Monday to Saturday (240 a week), in the previous, the current and the next
 * week of the day the demo starts. A separate school with its own owner, so the demo school and the
 * logins the journeys use stay as they are.
 */
export const BUSY_WEEK_DEMO = {
  owner: { role: 'busy-week school', email: 'osk.tydzien@example.com', password: 'Tydzien123!' },
  instructor: { role: 'busy-week instructor', email: 'tomasz.kaczmarek@example.com', password: 'Instruktor123!' },
  schoolName: 'OSK Pełny Tydzień',
  group: 'Kurs B – styczeń',
} as const;

const INSTRUCTORS = [
  { firstName: 'Tomasz', lastName: 'Kaczmarek', email: BUSY_WEEK_DEMO.instructor.email, phoneNumber: '721100001', color: '#E53935' },
  { firstName: 'Agnieszka', lastName: 'Wójcik', email: 'agnieszka.wojcik@example.com', phoneNumber: '721100002', color: '#1E88E5' },
  { firstName: 'Paweł', lastName: 'Mazur', email: 'pawel.mazur@example.com', phoneNumber: '721100003', color: '#43A047' },
  { firstName: 'Magdalena', lastName: 'Krawczyk', email: 'magdalena.krawczyk@example.com', phoneNumber: '721100004', color: '#8E24AA' },
  { firstName: 'Grzegorz', lastName: 'Piotrowski', email: 'grzegorz.piotrowski@example.com', phoneNumber: '721100005', color: '#F4511E' },
] as const;

const CARS = [
  { registrationNumber: 'WE 4521K', manufacturer: 'Toyota', model: 'Yaris', yearOfProduction: 2022 },
  { registrationNumber: 'WE 7830P', manufacturer: 'Kia', model: 'Rio', yearOfProduction: 2021 },
  { registrationNumber: 'WE 1290S', manufacturer: 'Skoda', model: 'Fabia', yearOfProduction: 2023 },
  { registrationNumber: 'WE 6654T', manufacturer: 'Hyundai', model: 'i20', yearOfProduction: 2022 },
] as const;

const WOMEN = ['Julia', 'Zuzanna', 'Maja', 'Zofia', 'Hanna', 'Lena', 'Alicja', 'Oliwia', 'Natalia', 'Wiktoria', 'Amelia', 'Aleksandra', 'Emilia', 'Karolina', 'Weronika', 'Martyna', 'Kinga', 'Paulina', 'Dominika', 'Gabriela', 'Patrycja', 'Klaudia', 'Marta', 'Joanna', 'Ewa', 'Monika', 'Izabela', 'Justyna', 'Sylwia', 'Marcelina'];
const MEN = ['Jakub', 'Antoni', 'Jan', 'Szymon', 'Filip', 'Kacper', 'Mateusz', 'Bartosz', 'Michał', 'Wojciech', 'Adam', 'Igor', 'Dawid', 'Kamil', 'Łukasz', 'Hubert', 'Oskar', 'Wiktor', 'Patryk', 'Krzysztof', 'Maciej', 'Sebastian', 'Damian', 'Rafał', 'Marcin', 'Piotr', 'Dominik', 'Przemysław', 'Adrian', 'Karol'];
/** Surnames as [masculine, feminine]. */
const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Nowak', 'Nowak'], ['Kowalski', 'Kowalska'], ['Wiśniewski', 'Wiśniewska'], ['Dąbrowski', 'Dąbrowska'], ['Lewandowski', 'Lewandowska'],
  ['Zieliński', 'Zielińska'], ['Szymański', 'Szymańska'], ['Woźniak', 'Woźniak'], ['Kozłowski', 'Kozłowska'], ['Jankowski', 'Jankowska'],
  ['Mazur', 'Mazur'], ['Kwiatkowski', 'Kwiatkowska'], ['Krawczyk', 'Krawczyk'], ['Grabowski', 'Grabowska'], ['Nowakowski', 'Nowakowska'],
  ['Pawłowski', 'Pawłowska'], ['Michalski', 'Michalska'], ['Adamczyk', 'Adamczyk'], ['Dudek', 'Dudek'], ['Zając', 'Zając'],
  ['Wieczorek', 'Wieczorek'], ['Jabłoński', 'Jabłońska'], ['Król', 'Król'], ['Majewski', 'Majewska'], ['Olszewski', 'Olszewska'],
  ['Jaworski', 'Jaworska'], ['Wróbel', 'Wróbel'], ['Malinowski', 'Malinowska'], ['Stępień', 'Stępień'], ['Górski', 'Górska'],
];

/** Where the drives start (each learner has a usual one). */
const MEETING_PLACES = [
  'Plac manewrowy OSK, ul. Łopuszańska 38',
  'Metro Wilanowska, wyjście przy Puławskiej',
  'Parking przy Arkadii, ul. Jana Pawła II 82',
  'Przystanek Rondo Daszyńskiego',
  'WORD Warszawa, ul. Odlewnicza 8 (parking)',
  'Dworzec Wschodni, parking od ul. Lubelskiej',
  'Pętla Tramwajowa Gocławek',
  'Szkoła, ul. Grochowska 262',
  'Metro Młociny, parking P+R',
  'Biuro OSK, ul. Marszałkowska 115',
];

const TOPICS = ['Plac manewrowy: łuk i parkowanie', 'Jazda w ruchu miejskim', 'Ronda i skrzyżowania', 'Trasa egzaminacyjna WORD', 'Jazda poza miastem', 'Parkowanie równoległe i skośne', 'Manewr zawracania', 'Jazda próbna przed egzaminem'];

/**
 * The hours (Warsaw, one-hour drives) of each instructor's day, with breaks, so that at most four drive
 * at once: the first four drive their own cars, the fifth the car of whoever is on a break.
 */
const DAY_HOURS: ReadonlyArray<readonly number[]> = [
  [7, 8, 9, 10, 12, 13, 14, 15],
  [8, 9, 10, 11, 13, 14, 15, 16],
  [9, 10, 11, 12, 14, 15, 16, 17],
  [10, 11, 12, 13, 15, 16, 17, 18],
  [7, 8, 9, 11, 12, 13, 14, 16],
];
const LEARNERS_PER_INSTRUCTOR = 12;

/** Day of the week of yyyy-MM-dd, 1 = Monday … 7 = Sunday. */
function weekday(isoDate: string): number {
  const d = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

function hhmm(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** The Monday of the week (Monday–Sunday) holding the day. */
export function mondayOf(isoDate: string): string {
  return addDays(isoDate, 1 - weekday(isoDate));
}

/**
 * Creates the busy school once (found again by its owner's e-mail), then fills each of the previous,
 * the current and the next week that has no lessons of the school yet. Deterministic (the same week
 * gets the same lessons) and idempotent: a week already filled, or changed in the demo, is left alone.
 * Answers how many lessons were added.
 */
export async function seedBusyWeekDemo(db: Db, now: Date): Promise<number> {
  const today = warsawDate(now);
  const schoolId = await ensureSchool(db, now, today);
  const monday = mondayOf(today);
  let added = 0;
  for (const week of [-1, 0, 1]) {
    const from = addDays(monday, week * 7);
    added += await db.transaction(async (tx) => {
      // Two instances starting at once: the school row decides which one fills the week.
      await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
      const [existing] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(lessons)
        .where(and(eq(lessons.schoolId, schoolId), gte(lessons.lessonDate, from), lte(lessons.lessonDate, addDays(from, 6))));
      if ((existing?.n ?? 0) > 0) return 0;
      const rows = await weekOfLessons(tx, schoolId, from, now);
      if (rows.length) await tx.insert(lessons).values(rows);
      return rows.length;
    });
  }
  return added;
}

async function ensureSchool(db: Db, now: Date, today: string): Promise<number> {
  const [found] = await db.select({ id: schools.id }).from(schools).innerJoin(users, eq(users.id, schools.userId)).where(eq(users.email, BUSY_WEEK_DEMO.owner.email));
  if (found) return found.id;
  const [ownerHash, instructorHash, unusable] = await Promise.all([hashPassword(BUSY_WEEK_DEMO.owner.password), hashPassword(BUSY_WEEK_DEMO.instructor.password), hashPassword(generateToken())]);
  return db.transaction(async (tx) => {
    const owner = returnedRow(
      await tx.insert(users).values({ email: BUSY_WEEK_DEMO.owner.email, phoneNumber: '721100000', passwordHash: ownerHash, status: 'ACTIVE', userType: 'SCHOOL', registerDate: now }).returning({ id: users.id }),
      'busy school owner insert',
    );
    const school = returnedRow(
      await tx
        .insert(schools)
        .values({
          userId: owner.id,
          name: BUSY_WEEK_DEMO.schoolName,
          nip: '5213000007',
          activeTill: addDays(today, 365),
          address: 'ul. Grochowska 262',
          postalCode: '03-844',
          city: 'Warszawa',
          phoneNumber: '221100200',
          email: 'biuro@pelnytydzien.example',
          numberOfDaysOfLearn: 600,
          numberOfBooks: 30,
          canAddLecture: true,
          contentPreviewApproved: true,
          settings: { ...DEFAULT_SCHOOL_SETTINGS, startHour: 7, endHour: 19, daysOfWork: [1, 2, 3, 4, 5, 6] },
        })
        .returning({ id: schools.id }),
      'busy school insert',
    );
    for (const [i, person] of INSTRUCTORS.entries()) {
      const user = returnedRow(
        await tx
          .insert(users)
          .values({ email: person.email, phoneNumber: person.phoneNumber, passwordHash: i === 0 ? instructorHash : unusable, status: 'ACTIVE', userType: 'INSTRUCTOR', registerDate: now })
          .returning({ id: users.id }),
        'busy school instructor insert',
      );
      await tx.insert(instructors).values({ userId: user.id, schoolId: school.id, firstName: person.firstName, lastName: person.lastName, color: person.color, categories: ['B'], registrationNumber: `0${String(1201 + i * 37)}/1${i}`, notificationsEnabled: true });
    }
    await tx.insert(cars).values(CARS.map((car, i) => ({ ...car, schoolId: school.id, status: 'AVAILABLE', nextCheckup: addDays(today, 90 + i * 40), insuranceExpires: addDays(today, 150 + i * 30) })));
    for (let n = 0; n < 60; n += 1) {
      const woman = n % 2 === 0;
      const firstName = (woman ? WOMEN : MEN)[Math.floor(n / 2)] ?? 'Anna';
      const surname = SURNAMES[(n * 7) % SURNAMES.length] ?? ['Nowak', 'Nowak'];
      const number = String(n + 1).padStart(2, '0');
      await insertDemoLearner(
        tx,
        { email: `kursant.tydzien${number}@example.com`, phoneNumber: `7212000${number}`, passwordHash: unusable, status: 'ACTIVE', registerDate: new Date(now.getTime() - (90 - n) * 86_400_000) },
        { schoolId: school.id, firstName, lastName: woman ? surname[1] : surname[0], category: 'B', learningAvailableTill: addDays(today, 60 + n), lecturesAvailableTill: addDays(today, 60 + n) },
      );
    }
    await tx.insert(lessonGroups).values({ schoolId: school.id, name: BUSY_WEEK_DEMO.group, status: 'ACTIVE', createDate: now });
    return school.id;
  });
}

/** The 240 drives of the week starting on Monday `from`; those already over have their outcome. */
async function weekOfLessons(tx: Db, schoolId: number, from: string, now: Date): Promise<Array<typeof lessons.$inferInsert>> {
  const teachers = await tx.select({ id: instructors.id }).from(instructors).where(eq(instructors.schoolId, schoolId)).orderBy(asc(instructors.id));
  const fleet = await tx.select({ id: cars.id }).from(cars).where(eq(cars.schoolId, schoolId)).orderBy(asc(cars.id));
  const learners = await tx.select({ id: students.id }).from(students).where(eq(students.schoolId, schoolId)).orderBy(asc(students.id));
  if (teachers.length < DAY_HOURS.length || fleet.length < 4 || learners.length < DAY_HOURS.length * LEARNERS_PER_INSTRUCTOR) return [];
  // The week's number, so each week rotates the learners differently but always the same way.
  const weekNo = Math.round(new Date(`${from}T12:00:00Z`).getTime() / (7 * 86_400_000));
  const rows: Array<typeof lessons.$inferInsert> = [];
  for (let day = 0; day < 6; day += 1) {
    const date = addDays(from, day);
    DAY_HOURS.forEach((hours, i) => {
      hours.forEach((hour, j) => {
        const carIndex = i < 4 ? i : DAY_HOURS.slice(0, 4).findIndex((own) => !own.includes(hour));
        const learner = i * LEARNERS_PER_INSTRUCTOR + ((weekNo * 6 + day) * hours.length + j) % LEARNERS_PER_INSTRUCTOR;
        const startsAt = warsawInstant(date, hhmm(hour));
        const endsAt = warsawInstant(date, hhmm(hour + 1));
        if (!startsAt || !endsAt) return;
        const seq = weekNo * 240 + day * 40 + i * 8 + j;
        rows.push({
          schoolId,
          lessonType: 'DRIVE',
          lessonStatus: 'PLANNED',
          lessonDate: date,
          startTime: hhmm(hour),
          endTime: hhmm(hour + 1),
          startsAt,
          endsAt,
          instructorId: teachers[i]?.id ?? null,
          carId: fleet[carIndex]?.id ?? null,
          studentId: learners[learner]?.id ?? null,
          meetingPlace: MEETING_PLACES[learner % MEETING_PLACES.length] ?? null,
          remarks: seq % 3 === 0 ? (TOPICS[seq % TOPICS.length] ?? null) : null,
          ...outcomeOf(seq, endsAt, now),
          createdAt: now,
          updatedAt: now,
        });
      });
    });
  }
  return rows;
}

/** Held, but now and then a learner missed it or it was cancelled; nothing for lessons still ahead. */
function outcomeOf(seq: number, endsAt: Date, now: Date): Partial<typeof lessons.$inferInsert> {
  if (endsAt > now) return {};
  if (seq % 31 === 7) return { outcome: 'NO_SHOW', outcomeAt: endsAt };
  if (seq % 37 === 11) return { outcome: 'CANCELLED', cancelledBy: 'LEARNER', outcomeAt: new Date(endsAt.getTime() - 26 * 3_600_000) };
  if (seq % 53 === 19) return { outcome: 'CANCELLED', cancelledBy: 'INSTRUCTOR', outcomeAt: new Date(endsAt.getTime() - 5 * 3_600_000) };
  return { outcome: 'HELD', outcomeAt: endsAt };
}

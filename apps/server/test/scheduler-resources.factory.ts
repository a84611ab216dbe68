import type { Db } from '../src/db/client.js';
import { cars, lessonGroups, lessonGroupStudents, lessons } from '../src/db/schema/index.js';

let sequence = 0;

/** A car of a school (AVAILABLE, a unique registration number unless given). */
export async function createCar(
  db: Db,
  schoolId: number,
  options: { registrationNumber?: string; manufacturer?: string; model?: string; status?: string; yearOfProduction?: number } = {},
): Promise<{ carId: number; registrationNumber: string }> {
  sequence += 1;
  const registrationNumber = options.registrationNumber ?? `TST ${String(sequence).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
  const [row] = await db
    .insert(cars)
    .values({
      schoolId,
      registrationNumber,
      manufacturer: options.manufacturer ?? 'Toyota',
      model: options.model ?? 'Yaris',
      yearOfProduction: options.yearOfProduction ?? 2021,
      status: options.status ?? 'AVAILABLE',
    })
    .returning({ id: cars.id });
  if (!row) throw new Error('car insert returned nothing');
  return { carId: row.id, registrationNumber };
}

/** A lesson group of a school with its learners. */
export async function createGroup(db: Db, schoolId: number, options: { name?: string; status?: string; createDate?: Date; studentIds?: number[] } = {}): Promise<{ groupId: number; name: string }> {
  sequence += 1;
  const name = options.name ?? `Grupa ${sequence}-${Date.now() % 100000}`;
  const [row] = await db
    .insert(lessonGroups)
    .values({ schoolId, name, status: options.status ?? 'ACTIVE', createDate: options.createDate ?? new Date() })
    .returning({ id: lessonGroups.id });
  if (!row) throw new Error('group insert returned nothing');
  const ids = options.studentIds ?? [];
  if (ids.length > 0) await db.insert(lessonGroupStudents).values(ids.map((studentId) => ({ groupId: row.id, studentId })));
  return { groupId: row.id, name };
}

/** A raw lesson row between two instants (no rules applied: for tests of what depends on lessons). */
export async function createLessonRow(
  db: Db,
  schoolId: number,
  options: { startsAt: Date; minutes?: number; lessonType?: 'DRIVE' | 'LECTURE'; carId?: number | null; groupId?: number | null; instructorId?: number | null; studentId?: number | null },
): Promise<number> {
  const endsAt = new Date(options.startsAt.getTime() + (options.minutes ?? 60) * 60_000);
  const wall = (d: Date) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(options.startsAt);
  const [row] = await db
    .insert(lessons)
    .values({
      schoolId,
      lessonType: options.lessonType ?? 'DRIVE',
      lessonDate: day,
      startTime: wall(options.startsAt),
      endTime: wall(endsAt),
      startsAt: options.startsAt,
      endsAt,
      carId: options.carId ?? null,
      groupId: options.groupId ?? null,
      instructorId: options.instructorId ?? null,
      studentId: options.studentId ?? null,
      createdAt: options.startsAt,
      updatedAt: options.startsAt,
    })
    .returning({ id: lessons.id });
  if (!row) throw new Error('lesson insert returned nothing');
  return row.id;
}

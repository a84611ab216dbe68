import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { instructors, schools, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { addDays, warsawDate } from '../lib/clock.js';
import { insertDemoLearner, type DemoBase } from './demo-base.js';
import { seedRegistrationDemo } from './registration.seed.js';
import { seedSchoolLinksDemo } from './school-links.seed.js';
import { seedPaymentsDemo } from './payments.seed.js';
import { seedSchoolDemo } from './school.seed.js';
import { seedSchoolStudentsDemo } from './school-students.seed.js';
import { seedOrdersDemo } from './orders.seed.js';
import { seedSchedulerResourcesDemo } from './scheduler-resources.seed.js';
import { seedLessonsDemo } from './lessons.seed.js';
import { seedPkkDemo } from './pkk.seed.js';

/** The demo logins `npm start` prints. */
export const DEMO_LOGINS = [
  { role: 'student', email: 'kursant@example.com', password: 'Kursant123!' },
  { role: 'school', email: 'osk@example.com', password: 'Szkola123!' },
  { role: 'instructor', email: 'instruktor@example.com', password: 'Instruktor123!' },
] as const;

/**
 * Loads the demo data once, on an empty database: a school, its student (category B, learning access 60
 * days ahead) and its instructor. Answers whether anything was loaded.
 */
export async function seedDemo(db: Db, now: Date): Promise<boolean> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((count?.n ?? 0) > 0) return false;
  const today = warsawDate(now);
  const [studentHash, schoolHash, instructorHash] = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));
  await db.transaction(async (tx) => {
    const [schoolUser] = await tx
      .insert(users)
      .values({ email: 'osk@example.com', phoneNumber: '600200300', passwordHash: schoolHash ?? '', status: 'ACTIVE', userType: 'SCHOOL', registerDate: now })
      .returning({ id: users.id });
    const [school] = await tx
      .insert(schools)
      .values({ userId: schoolUser?.id ?? 0, name: 'OSK Zielona Fala', nip: '5260250274', activeTill: addDays(today, 365) })
      .returning({ id: schools.id });
    const learner = await insertDemoLearner(
      tx,
      { email: 'kursant@example.com', phoneNumber: '600100200', passwordHash: studentHash ?? '', status: 'ACTIVE', registerDate: now },
      { schoolId: school?.id ?? null, firstName: 'Anna', lastName: 'Nowak', category: 'B', learningAvailableTill: addDays(today, 60), lecturesAvailableTill: addDays(today, 60) },
    );
    const [instructorUser] = await tx
      .insert(users)
      .values({ email: 'instruktor@example.com', phoneNumber: '600300400', passwordHash: instructorHash ?? '', status: 'ACTIVE', userType: 'INSTRUCTOR', registerDate: now })
      .returning({ id: users.id });
    await tx.insert(instructors).values({ userId: instructorUser?.id ?? 0, schoolId: school?.id ?? 0, firstName: 'Piotr', lastName: 'Wiśniewski' });
    const base: DemoBase = { now, today, schoolId: school?.id ?? 0, studentUserId: learner.userId, studentId: learner.studentId };
    await seedRegistrationDemo(tx, base);
    await seedSchoolLinksDemo(tx, base);
    await seedSchoolDemo(tx, base);
    await seedSchoolStudentsDemo(tx, base);
    await seedPaymentsDemo(tx, base);
    // [seed: orders]
    await seedOrdersDemo(tx, base);
    // [seed: scheduler-resources]
    await seedSchedulerResourcesDemo(tx, base);
    // [seed: lessons]
    await seedLessonsDemo(tx, base);
    // [seed: pkk]
    await seedPkkDemo(tx, base);
  });
  return true;
}

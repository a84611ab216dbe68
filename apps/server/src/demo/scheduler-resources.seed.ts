import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cars, instructors, lessonGroups, lessonGroupStudents, students, users } from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { generateToken } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import type { DemoBase } from './demo-base.js';

/** The demo school's scheduler resources: what the lessons seed and the screens find. */
export const SCHEDULER_RESOURCES_DEMO = {
  instructorEmail: 'instruktor@example.com',
  moreInstructors: [
    { email: 'instruktor2@example.com', phoneNumber: '600300401', firstName: 'Katarzyna', lastName: 'Zielińska', color: '#1E88E5', categories: ['B'], registrationNumber: '00412/15' },
    { email: 'instruktor3@example.com', phoneNumber: '600300402', firstName: 'Marek', lastName: 'Lewandowski', color: '#43A047', categories: ['A', 'B', 'C'], registrationNumber: '00733/18' },
  ],
  activeGroup: 'Kurs B – listopad',
  closedGroup: 'Kurs B – wrzesień',
} as const;

/**
 * The demo school's instructors (Piotr Wiśniewski completed, two more with unusable passwords), four
 * cars (one in service, one with insurance ending in 10 days) and two groups.
 */
export async function seedSchedulerResourcesDemo(tx: Db, base: DemoBase): Promise<void> {
  const [piotr] = await tx.select({ userId: users.id }).from(users).where(eq(users.email, SCHEDULER_RESOURCES_DEMO.instructorEmail));
  if (piotr) {
    await tx
      .update(instructors)
      .set({ color: '#E53935', categories: ['B', 'BE'], registrationNumber: '00123/12', notificationsEnabled: true, status: 'ACTIVE' })
      .where(eq(instructors.userId, piotr.userId));
  }
  const unusable = await hashPassword(generateToken());
  for (const more of SCHEDULER_RESOURCES_DEMO.moreInstructors) {
    const [user] = await tx
      .insert(users)
      .values({ email: more.email, phoneNumber: more.phoneNumber, passwordHash: unusable, status: 'ACTIVE', userType: 'INSTRUCTOR', registerDate: base.now })
      .returning({ id: users.id });
    await tx.insert(instructors).values({
      userId: user?.id ?? 0,
      schoolId: base.schoolId,
      firstName: more.firstName,
      lastName: more.lastName,
      color: more.color,
      categories: [...more.categories],
      registrationNumber: more.registrationNumber,
      notificationsEnabled: true,
    });
  }

  await tx.insert(cars).values([
    { schoolId: base.schoolId, registrationNumber: 'WA 1234X', manufacturer: 'Toyota', model: 'Yaris', yearOfProduction: 2021, nextCheckup: addDays(base.today, 120), insuranceExpires: addDays(base.today, 10), status: 'AVAILABLE', vin: 'VNKKL3D30MA012345' },
    { schoolId: base.schoolId, registrationNumber: 'WA 5678Y', manufacturer: 'Skoda', model: 'Fabia', yearOfProduction: 2022, nextCheckup: addDays(base.today, 200), insuranceExpires: addDays(base.today, 180), status: 'AVAILABLE' },
    { schoolId: base.schoolId, registrationNumber: 'WA 9012Z', manufacturer: 'Kia', model: 'Rio', yearOfProduction: 2020, nextCheckup: addDays(base.today, 60), insuranceExpires: addDays(base.today, 300), status: 'AVAILABLE', remarks: 'Samochód z automatyczną skrzynią biegów.' },
    { schoolId: base.schoolId, registrationNumber: 'WA 3456W', manufacturer: 'Renault', model: 'Clio', yearOfProduction: 2019, nextCheckup: addDays(base.today, 20), insuranceExpires: addDays(base.today, 90), status: 'SERVICE', remarks: 'W serwisie: wymiana sprzęgła.' },
  ]);

  // Anna Nowak and up to three more active learners of the school.
  const others = await tx
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.schoolId, base.schoolId), ne(students.id, base.studentId), inArray(users.status, ['ACTIVE', 'VERIFIED']), eq(users.internal, false)))
    .orderBy(asc(students.id))
    .limit(3);
  const [active] = await tx
    .insert(lessonGroups)
    .values({ schoolId: base.schoolId, name: SCHEDULER_RESOURCES_DEMO.activeGroup, status: 'ACTIVE', createDate: base.now })
    .returning({ id: lessonGroups.id });
  const [closed] = await tx
    .insert(lessonGroups)
    .values({ schoolId: base.schoolId, name: SCHEDULER_RESOURCES_DEMO.closedGroup, status: 'CLOSED', createDate: new Date(base.now.getTime() - 70 * 86_400_000) })
    .returning({ id: lessonGroups.id });
  if (active) {
    const members = [base.studentId, ...others.map((o) => o.id)].filter((id) => id > 0);
    if (members.length > 0) await tx.insert(lessonGroupStudents).values(members.map((studentId) => ({ groupId: active.id, studentId })));
  }
  if (closed && others[0]) await tx.insert(lessonGroupStudents).values({ groupId: closed.id, studentId: others[0].id });
}

import type { Db } from '../db/client.js';
import { returnedRow } from '../db/repository.js';
import { students, users } from '../db/schema/index.js';

/** What the core demo seed created, for the seeds of each area. */
export interface DemoBase {
  now: Date;
  /** Today in Europe/Warsaw, yyyy-MM-dd. */
  today: string;
  schoolId: number;
  studentUserId: number;
  studentId: number;
}

/** Inserts a demo learner: an account of type STUDENT and its student record. Answers both ids. */
export async function insertDemoLearner(
  tx: Db,
  account: Omit<typeof users.$inferInsert, 'userType'>,
  student: Omit<typeof students.$inferInsert, 'userId'>,
): Promise<{ userId: number; studentId: number }> {
  const user = returnedRow(await tx.insert(users).values({ ...account, userType: 'STUDENT' }).returning({ id: users.id }), 'demo learner insert');
  const row = returnedRow(await tx.insert(students).values({ ...student, userId: user.id }).returning({ id: students.id }), 'demo student insert');
  return { userId: user.id, studentId: row.id };
}

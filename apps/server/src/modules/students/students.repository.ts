import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { schools, students, users } from '../../db/schema/index.js';

/** A student row joined with its account and school name. */
export interface StudentRecord {
  student: typeof students.$inferSelect;
  email: string;
  phoneNumber: string | null;
  internal: boolean;
  userSource: string;
  schoolName: string | null;
}

/** All SQL of the students module. */
export class StudentsRepository {
  constructor(private readonly db: Db) {}

  async findByUserId(userId: number): Promise<StudentRecord | undefined> {
    const rows = await this.db
      .select({
        student: students,
        email: users.email,
        phoneNumber: users.phoneNumber,
        internal: users.internal,
        userSource: users.userSource,
        schoolName: schools.name,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .leftJoin(schools, eq(schools.id, students.schoolId))
      .where(eq(students.userId, userId))
      .limit(1);
    return rows[0];
  }
}

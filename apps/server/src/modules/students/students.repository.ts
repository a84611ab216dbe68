import { eq, type SQL } from 'drizzle-orm';
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
    return this.findOne(eq(students.userId, userId));
  }

  /** A student by the student id. */
  async findById(studentId: number): Promise<StudentRecord | undefined> {
    return this.findOne(eq(students.id, studentId));
  }

  /** Updates the editable fields of a student; answers whether the row exists. */
  async updateStudent(studentId: number, changes: Partial<Pick<typeof students.$inferInsert, 'firstName' | 'lastName' | 'category'>>): Promise<boolean> {
    if (Object.keys(changes).length === 0) return true;
    const rows = await this.db.update(students).set(changes).where(eq(students.id, studentId)).returning({ id: students.id });
    return rows.length > 0;
  }

  private async findOne(where: SQL): Promise<StudentRecord | undefined> {
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
      .where(where)
      .limit(1);
    return rows[0];
  }
}

import { eq, sql } from 'drizzle-orm';
import type { UserSource } from '@osk/contract';
import { BatchedReads } from '../../lib/batched-reads.js';
import type { Db } from '../../db/client.js';
import { schools, students, users } from '../../db/schema/index.js';

/** A student row joined with its account and school name. */
export interface StudentRecord {
  student: typeof students.$inferSelect;
  email: string;
  phoneNumber: string | null;
  internal: boolean;
  userSource: UserSource;
  schoolName: string | null;
}

/** All SQL of the students module. */
export class StudentsRepository {
  // A learner's own record is read on every student/show (the app reads it at each page): the statement
  // is prepared once, and the reads that arrive together are one statement (lib/batched-reads.ts).
  private readonly byIdsQuery;
  private readonly byId: BatchedReads<number, StudentRecord>;

  constructor(private readonly db: Db) {
    this.byIdsQuery = this.recordSelect()
      .where(sql`${students.id} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('students_find_by_ids');
    this.byId = new BatchedReads(async (ids) => {
      const rows = await this.byIdsQuery.execute({ ids: `{${ids.join(',')}}` });
      return new Map(rows.map((row) => [row.student.id, row]));
    });
  }

  /** A student by the student id. */
  findById(studentId: number): Promise<StudentRecord | undefined> {
    return this.byId.read(studentId);
  }

  /** Updates the editable fields of a student; answers whether the row exists. */
  async updateStudent(studentId: number, changes: Partial<Pick<typeof students.$inferInsert, 'firstName' | 'lastName' | 'category'>>): Promise<boolean> {
    if (Object.keys(changes).length === 0) return true;
    const rows = await this.db.update(students).set(changes).where(eq(students.id, studentId)).returning({ id: students.id });
    return rows.length > 0;
  }

  private recordSelect() {
    return this.db
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
      .leftJoin(schools, eq(schools.id, students.schoolId));
  }
}

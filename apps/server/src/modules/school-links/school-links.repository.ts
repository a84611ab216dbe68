import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { actions, guardians, partialRegistrations, schools, students, users } from '../../db/schema/index.js';

/** A partial registration row. */
export type PartialRow = typeof partialRegistrations.$inferSelect;

/** An attachment invitation with its school's name. */
export interface AttachActionRow {
  id: number;
  type: string;
  status: string;
  userId: number | null;
  userEmail: string | null;
  schoolId: number | null;
  schoolName: string | null;
  payload: Record<string, unknown> | null;
  expiresAt: Date;
}

/** The learner columns an attachment changes. */
export interface StudentAccessRow {
  studentId: number;
  email: string;
  schoolId: number | null;
  learningAvailableTill: string | null;
  lecturesAvailableTill: string | null;
}

/** A school's public columns. */
export type PublicSchoolRow = Pick<typeof schools.$inferSelect, 'id' | 'name' | 'address' | 'postalCode' | 'city' | 'phoneNumber' | 'email' | 'website'>;

/** All SQL of the school-links module: partial registrations, attachment invitations, guardians, school data. */
export class SchoolLinksRepository extends Repository {
  async findPartial(tokenHash: string, db: Db = this.db): Promise<PartialRow | undefined> {
    const rows = await db.select().from(partialRegistrations).where(eq(partialRegistrations.tokenHash, tokenHash)).limit(1);
    return rows[0];
  }

  /** The partial registration, locked until the transaction ends (a double submit waits, then sees ACCEPTED). */
  async lockPartial(tokenHash: string, tx: Db): Promise<PartialRow | undefined> {
    const rows = await tx.select().from(partialRegistrations).where(eq(partialRegistrations.tokenHash, tokenHash)).limit(1).for('update');
    return rows[0];
  }

  async markPartialAccepted(id: number, userId: number, now: Date, tx: Db): Promise<void> {
    await tx.update(partialRegistrations).set({ status: 'ACCEPTED', userId, acceptedAt: now }).where(eq(partialRegistrations.id, id));
  }

  async findAttachAction(tokenHash: string, types: readonly string[], db: Db = this.db): Promise<AttachActionRow | undefined> {
    const rows = await db
      .select({
        id: actions.id,
        type: actions.type,
        status: actions.status,
        userId: actions.userId,
        userEmail: actions.userEmail,
        schoolId: actions.schoolId,
        schoolName: schools.name,
        payload: actions.payload,
        expiresAt: actions.expiresAt,
      })
      .from(actions)
      .leftJoin(schools, eq(schools.id, actions.schoolId))
      .where(and(eq(actions.tokenHash, tokenHash), inArray(actions.type, [...types])))
      .limit(1)
      .for('update', { of: actions });
    return rows[0];
  }

  async findStudentAccess(userId: number, db: Db = this.db): Promise<StudentAccessRow | undefined> {
    const rows = await db
      .select({
        studentId: students.id,
        email: users.email,
        schoolId: students.schoolId,
        learningAvailableTill: students.learningAvailableTill,
        lecturesAvailableTill: students.lecturesAvailableTill,
      })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.userId, userId))
      .limit(1);
    return rows[0];
  }

  async updateStudentAttachment(
    studentId: number,
    values: { schoolId: number; learningAvailableTill: string | null; lecturesAvailableTill: string | null; withBook?: boolean },
    tx: Db,
  ): Promise<void> {
    await tx.update(students).set(values).where(eq(students.id, studentId));
  }

  /** Moves a NEW action to its final status; answers whether this call made the change. */
  async closeAction(id: number, status: 'CONFIRMED' | 'REJECTED', now: Date, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .update(actions)
      .set({ status, usedAt: now })
      .where(and(eq(actions.id, id), eq(actions.status, 'NEW')))
      .returning({ id: actions.id });
    return rows.length > 0;
  }

  /** The guardian id of a school (null when it has none). */
  async guardianIdOfSchool(schoolId: number): Promise<number | null> {
    const rows = await this.db.select({ guardianId: schools.guardianId }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return rows[0]?.guardianId ?? null;
  }

  async findGuardian(id: number): Promise<typeof guardians.$inferSelect | undefined> {
    const rows = await this.db.select().from(guardians).where(eq(guardians.id, id)).limit(1);
    return rows[0];
  }

  async findPublicSchool(id: number): Promise<PublicSchoolRow | undefined> {
    const rows = await this.db
      .select({
        id: schools.id,
        name: schools.name,
        address: schools.address,
        postalCode: schools.postalCode,
        city: schools.city,
        phoneNumber: schools.phoneNumber,
        email: schools.email,
        website: schools.website,
      })
      .from(schools)
      .where(eq(schools.id, id))
      .limit(1);
    return rows[0];
  }
}

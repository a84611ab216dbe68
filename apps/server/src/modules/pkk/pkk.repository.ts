import { and, asc, desc, eq, gte, ilike, inArray, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern, startsWithPattern } from '../../db/like-patterns.js';
import { Repository, returnedRow } from '../../db/repository.js';
import { instructors, lessonGroupStudents, lessons, pkkEvents, pkkProfiles, pkkSignatures, schools, signers, students, users } from '../../db/schema/index.js';
import { loginEmailIs } from '../users/users.service.js';

export type SignerRow = typeof signers.$inferSelect;
export type PkkRow = typeof pkkProfiles.$inferSelect;
export type PkkEventRow = typeof pkkEvents.$inferSelect;
export type PkkSignatureRow = typeof pkkSignatures.$inferSelect;
export type NewPkkEvent = Omit<typeof pkkEvents.$inferInsert, 'id'>;

/** An instructor offered by the course form. */
export interface InstructorRow {
  id: number;
  firstName: string;
  lastName: string;
  registrationNumber: string | null;
  categories: string[];
  status: string;
}


/** All SQL of the PKK workflow and the signers. */
export class PkkRepository extends Repository {
  /** A school's name (the update document and the authority carry it). */
  async schoolName(schoolId: number): Promise<string | undefined> {
    const rows = await this.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)).limit(1);
    return rows[0]?.name;
  }

  // ---- signers ----
  async signerPage(schoolId: number, page: number, size: number): Promise<{ rows: SignerRow[]; total: number }> {
    const rows = await this.db.select().from(signers).where(eq(signers.schoolId, schoolId)).orderBy(asc(signers.lastName), asc(signers.firstName), asc(signers.id)).limit(size).offset(page * size);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(signers).where(eq(signers.schoolId, schoolId));
    return { rows, total: count?.n ?? 0 };
  }

  async signersOf(schoolId: number, db: Db = this.db): Promise<SignerRow[]> {
    return db.select().from(signers).where(eq(signers.schoolId, schoolId)).orderBy(asc(signers.lastName), asc(signers.firstName), asc(signers.id));
  }

  async signerCount(schoolId: number): Promise<number> {
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(signers).where(eq(signers.schoolId, schoolId));
    return count?.n ?? 0;
  }

  async signer(schoolId: number, id: number, db: Db = this.db): Promise<SignerRow | undefined> {
    const rows = await db.select().from(signers).where(and(eq(signers.schoolId, schoolId), eq(signers.id, id))).limit(1);
    return rows[0];
  }

  async signerByLogin(schoolId: number, login: string, db: Db = this.db): Promise<SignerRow | undefined> {
    const rows = await db.select().from(signers).where(and(eq(signers.schoolId, schoolId), sql`lower(${signers.clientLogin}) = lower(${login})`)).limit(1);
    return rows[0];
  }

  async defaultSigner(schoolId: number): Promise<SignerRow | undefined> {
    const rows = await this.db.select().from(signers).where(and(eq(signers.schoolId, schoolId), eq(signers.defaultSigner, true))).limit(1);
    return rows[0];
  }

  async loginUsed(schoolId: number, login: string, exceptId: number | null, db: Db = this.db): Promise<boolean> {
    const rows = await db
      .select({ id: signers.id })
      .from(signers)
      .where(and(eq(signers.schoolId, schoolId), sql`lower(${signers.clientLogin}) = lower(${login})`, exceptId ? ne(signers.id, exceptId) : undefined))
      .limit(1);
    return rows.length > 0;
  }

  async unsetDefaults(schoolId: number, exceptId: number | null, db: Db): Promise<void> {
    await db
      .update(signers)
      .set({ defaultSigner: false })
      .where(and(eq(signers.schoolId, schoolId), eq(signers.defaultSigner, true), exceptId ? ne(signers.id, exceptId) : undefined));
  }

  async insertSigner(values: typeof signers.$inferInsert, db: Db): Promise<SignerRow> {
    const rows = await db.insert(signers).values(values).returning();
    return returnedRow(rows, 'signer insert');
  }

  async updateSigner(schoolId: number, id: number, values: Partial<typeof signers.$inferInsert>, db: Db): Promise<SignerRow | undefined> {
    const [row] = await db.update(signers).set(values).where(and(eq(signers.schoolId, schoolId), eq(signers.id, id))).returning();
    return row;
  }

  async deleteSigner(schoolId: number, id: number, db: Db): Promise<boolean> {
    const rows = await db.delete(signers).where(and(eq(signers.schoolId, schoolId), eq(signers.id, id))).returning({ id: signers.id });
    return rows.length > 0;
  }

  /** Makes the first signer (by name) default when the school has signers but no default. */
  async ensureDefault(schoolId: number, db: Db): Promise<void> {
    const [current] = await db.select({ id: signers.id }).from(signers).where(and(eq(signers.schoolId, schoolId), eq(signers.defaultSigner, true))).limit(1);
    if (current) return;
    const [first] = await db.select({ id: signers.id }).from(signers).where(eq(signers.schoolId, schoolId)).orderBy(asc(signers.lastName), asc(signers.firstName), asc(signers.id)).limit(1);
    if (first) await db.update(signers).set({ defaultSigner: true }).where(eq(signers.id, first.id));
  }

  // ---- registry ----
  async registryPage(schoolId: number, filter: { number?: string | null; pesel?: string | null; firstName?: string | null; lastName?: string | null }, page: number, size: number): Promise<{ rows: PkkRow[]; total: number }> {
    const conditions = [eq(pkkProfiles.schoolId, schoolId)];
    const number = filter.number?.replace(/\s+/g, '');
    if (number) conditions.push(like(pkkProfiles.number, containsPattern(number)));
    if (filter.pesel) conditions.push(like(pkkProfiles.pesel, startsWithPattern(filter.pesel)));
    if (filter.firstName) conditions.push(ilike(pkkProfiles.firstName, containsPattern(filter.firstName)));
    if (filter.lastName) conditions.push(ilike(pkkProfiles.lastName, containsPattern(filter.lastName)));
    const where = and(...conditions);
    const rows = await this.db.select().from(pkkProfiles).where(where).orderBy(sql`${pkkProfiles.downloadDate} desc nulls last`, desc(pkkProfiles.id)).limit(size).offset(page * size);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(pkkProfiles).where(where);
    return { rows, total: count?.n ?? 0 };
  }

  async pkkById(schoolId: number, id: number, db: Db = this.db): Promise<PkkRow | undefined> {
    const rows = await db.select().from(pkkProfiles).where(and(eq(pkkProfiles.schoolId, schoolId), eq(pkkProfiles.id, id))).limit(1);
    return rows[0];
  }

  async pkkByNumber(schoolId: number, number: string, db: Db = this.db): Promise<PkkRow | undefined> {
    const rows = await db.select().from(pkkProfiles).where(and(eq(pkkProfiles.schoolId, schoolId), eq(pkkProfiles.number, number))).limit(1);
    return rows[0];
  }

  async insertPkk(values: typeof pkkProfiles.$inferInsert, db: Db): Promise<PkkRow> {
    const rows = await db.insert(pkkProfiles).values(values).returning();
    return returnedRow(rows, 'pkk insert');
  }

  /** Updates a row only while it is still in `fromStatus` (a concurrent change loses: undefined). */
  async updatePkk(id: number, fromStatus: string, values: Partial<typeof pkkProfiles.$inferInsert>, db: Db): Promise<PkkRow | undefined> {
    const [row] = await db.update(pkkProfiles).set(values).where(and(eq(pkkProfiles.id, id), eq(pkkProfiles.status, fromStatus))).returning();
    return row;
  }

  async deletePkk(id: number, fromStatus: string, db: Db = this.db): Promise<boolean> {
    const rows = await db.delete(pkkProfiles).where(and(eq(pkkProfiles.id, id), eq(pkkProfiles.status, fromStatus))).returning({ id: pkkProfiles.id });
    return rows.length > 0;
  }

  async insertEvent(values: NewPkkEvent, db: Db): Promise<void> {
    await db.insert(pkkEvents).values(values);
  }

  async eventsOf(pkkId: number): Promise<PkkEventRow[]> {
    return this.db.select().from(pkkEvents).where(eq(pkkEvents.pkkProfileId, pkkId)).orderBy(asc(pkkEvents.updateDate), asc(pkkEvents.id));
  }

  async signaturesOf(schoolId: number, number: string): Promise<PkkSignatureRow[]> {
    return this.db.select().from(pkkSignatures).where(and(eq(pkkSignatures.schoolId, schoolId), eq(pkkSignatures.pkkNumber, number))).orderBy(asc(pkkSignatures.signedAt), asc(pkkSignatures.id));
  }

  async insertSignature(values: Omit<typeof pkkSignatures.$inferInsert, 'id'>, db: Db): Promise<void> {
    await db.insert(pkkSignatures).values(values);
  }

  // ---- course form and pre-flight ----
  async instructorsOf(schoolId: number): Promise<InstructorRow[]> {
    return this.db
      .select({ id: instructors.id, firstName: instructors.firstName, lastName: instructors.lastName, registrationNumber: instructors.registrationNumber, categories: instructors.categories, status: instructors.status })
      .from(instructors)
      .where(eq(instructors.schoolId, schoolId))
      .orderBy(asc(instructors.lastName), asc(instructors.firstName), asc(instructors.id));
  }

  async instructor(id: number): Promise<(InstructorRow & { schoolId: number }) | undefined> {
    const rows = await this.db
      .select({ id: instructors.id, schoolId: instructors.schoolId, firstName: instructors.firstName, lastName: instructors.lastName, registrationNumber: instructors.registrationNumber, categories: instructors.categories, status: instructors.status })
      .from(instructors)
      .where(eq(instructors.id, id))
      .limit(1);
    return rows[0];
  }

  /** The school's learners matching by e-mail, else phone, else exact first and last name (at most 2 each). */
  async learnersMatching(schoolId: number, candidate: { email: string | null; phoneNumber: string | null; firstName: string; lastName: string }): Promise<Array<{ id: number; firstName: string; lastName: string }>> {
    const base = this.db.select({ id: students.id, firstName: students.firstName, lastName: students.lastName }).from(students).innerJoin(users, eq(users.id, students.userId));
    if (candidate.email) {
      const rows = await base.where(and(eq(students.schoolId, schoolId), loginEmailIs(candidate.email))).limit(2);
      if (rows.length) return rows;
    }
    const phone = candidate.phoneNumber?.replace(/[\s-]/g, '');
    if (phone) {
      const rows = await this.db
        .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(students.schoolId, schoolId), or(eq(users.phoneNumber, phone), eq(users.phoneNumber, `+48${phone}`))))
        .limit(2);
      if (rows.length) return rows;
    }
    return this.db
      .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), eq(students.firstName, candidate.firstName), eq(students.lastName, candidate.lastName)))
      .limit(2);
  }

  /**
   * The learner's DRIVE lessons and the LECTURE lessons of the learner or its groups dated in
   * [from, to], with their instants and what happened (the service counts the held ones with the
   * contract's `trainingLedger`, as the progress card does).
   */
  async recordedLessons(schoolId: number, studentId: number, from: string, to: string): Promise<Array<{ lessonType: string; startsAt: Date; endsAt: Date; outcome: string | null }>> {
    const groups = this.db.select({ id: lessonGroupStudents.groupId }).from(lessonGroupStudents).where(eq(lessonGroupStudents.studentId, studentId));
    return this.db
      .select({ lessonType: lessons.lessonType, startsAt: lessons.startsAt, endsAt: lessons.endsAt, outcome: lessons.outcome })
      .from(lessons)
      .where(
        and(
          eq(lessons.schoolId, schoolId),
          gte(lessons.lessonDate, from),
          lte(lessons.lessonDate, to),
          or(and(eq(lessons.lessonType, 'DRIVE'), eq(lessons.studentId, studentId)), and(eq(lessons.lessonType, 'LECTURE'), or(eq(lessons.studentId, studentId), inArray(lessons.groupId, groups)))),
        ),
      );
  }
}

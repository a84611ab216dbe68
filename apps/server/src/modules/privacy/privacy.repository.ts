import { and, eq, inArray, isNull } from 'drizzle-orm';
import { CONSENT_VERSIONS } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  consents,
  elearningProgress,
  elearningSlideViews,
  examItems,
  exams,
  learnAnswers,
  learnProgress,
  lectureProgress,
  lessonGroupStudents,
  lessons,
  payments,
  socialAccounts,
  studentCourses,
  studentHardQuestions,
  students,
  users,
} from '../../db/schema/index.js';

type Row = Record<string, unknown>;

/** The reads of a user's data export (RODO): every table that holds data about the user, by user or learner id; the consents. */
export class PrivacyRepository extends Repository {
  /** The user's consents, oldest first. */
  consents(userId: number, db: Db = this.db) {
    return db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.givenAt, consents.id);
  }

  /** Records the marketing consent at its current text version, unless one is in force already. */
  async giveMarketing(userId: number, now: Date, db: Db = this.db): Promise<void> {
    const active = await db.select({ id: consents.id }).from(consents).where(and(eq(consents.userId, userId), eq(consents.kind, 'MARKETING'), isNull(consents.withdrawnAt)));
    if (active.length === 0) await db.insert(consents).values({ userId, kind: 'MARKETING', version: CONSENT_VERSIONS.MARKETING, givenAt: now });
  }

  /** Withdraws the marketing consent in force, if any (its row stays, with the time of the withdrawal). */
  async withdrawMarketing(userId: number, now: Date, db: Db = this.db): Promise<void> {
    await db.update(consents).set({ withdrawnAt: now }).where(and(eq(consents.userId, userId), eq(consents.kind, 'MARKETING'), isNull(consents.withdrawnAt)));
  }

  /** Unlinks the external logins of an account being erased. */
  async deleteSocialAccounts(userId: number, db: Db = this.db): Promise<void> {
    await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  }

  async account(userId: number): Promise<Row | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  async learner(userId: number): Promise<Row | undefined> {
    const [row] = await this.db.select().from(students).where(eq(students.userId, userId));
    return row;
  }

  /** The sections of a user's records (the learner's ones empty for an account without a learner record). */
  async sections(userId: number, studentId: number | null): Promise<Record<string, Row[]>> {
    const byUser = {
      payments: await this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.id),
      socialLogins: await this.db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId)).orderBy(socialAccounts.id),
      consents: await this.consents(userId),
    };
    if (studentId === null) {
      return { exams: [], examAnswers: [], learningProgress: [], learningAnswers: [], starredQuestions: [], courses: [], elearningProgress: [], elearningSlideViews: [], lectureProgress: [], lessons: [], groups: [], ...byUser };
    }
    const ownExams = await this.db.select().from(exams).where(eq(exams.studentId, studentId)).orderBy(exams.id);
    const examIds = ownExams.map((exam) => exam.id);
    return {
      exams: ownExams,
      examAnswers: examIds.length === 0 ? [] : await this.db.select().from(examItems).where(inArray(examItems.examId, examIds)).orderBy(examItems.examId, examItems.ordinalNumber),
      learningProgress: await this.db.select().from(learnProgress).where(eq(learnProgress.studentId, studentId)),
      learningAnswers: await this.db.select().from(learnAnswers).where(eq(learnAnswers.studentId, studentId)),
      starredQuestions: await this.db.select().from(studentHardQuestions).where(eq(studentHardQuestions.studentId, studentId)),
      courses: await this.db.select().from(studentCourses).where(eq(studentCourses.studentId, studentId)),
      elearningProgress: await this.db.select().from(elearningProgress).where(eq(elearningProgress.studentId, studentId)),
      elearningSlideViews: await this.db.select().from(elearningSlideViews).where(eq(elearningSlideViews.studentId, studentId)),
      lectureProgress: await this.db.select().from(lectureProgress).where(eq(lectureProgress.studentId, studentId)),
      lessons: await this.db.select().from(lessons).where(eq(lessons.studentId, studentId)).orderBy(lessons.id),
      groups: await this.db.select().from(lessonGroupStudents).where(eq(lessonGroupStudents.studentId, studentId)),
      ...byUser,
    };
  }
}

import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { returnedRow } from '../../db/repository.js';
import { lectureProgress, lectures, students } from '../../db/schema/index.js';

/** The learner columns lectures need. */
export interface LectureLearner {
  id: number;
  userId: number;
  category: string;
  lecturesAvailableTill: string | null;
}

/** A lecture row. */
export interface LectureRow {
  id: number;
  title: string;
  link: string;
  description: string;
  time: number;
}

/** A stored lecture progress. */
export interface LectureProgressRow {
  studentId: number;
  lectureId: number;
  started: boolean;
  finished: boolean;
  endTime: number;
}

const lectureColumns = { id: lectures.id, title: lectures.title, link: lectures.link, description: lectures.description, time: lectures.time };

/** All SQL of video lectures and their progress. */
export class LecturesRepository {
  constructor(private readonly db: Db) {}

  async learner(studentId: number): Promise<LectureLearner | null> {
    return this.learnerWhere(eq(students.id, studentId));
  }

  async learnerOfUser(userId: number): Promise<LectureLearner | null> {
    return this.learnerWhere(eq(students.userId, userId));
  }

  private async learnerWhere(condition: SQL): Promise<LectureLearner | null> {
    const [row] = await this.db
      .select({ id: students.id, userId: students.userId, category: students.category, lecturesAvailableTill: students.lecturesAvailableTill })
      .from(students)
      .where(condition);
    return row ?? null;
  }

  /** Active lectures of a category (or of every category) in a language, by position. */
  async lecturesFor(category: string, language: string): Promise<LectureRow[]> {
    return this.db
      .select(lectureColumns)
      .from(lectures)
      .where(and(eq(lectures.active, true), eq(lectures.language, language), or(eq(lectures.category, category), isNull(lectures.category))))
      .orderBy(asc(lectures.position), asc(lectures.id));
  }

  /** An active lecture of a category (or of every category), in any language. */
  async lectureFor(lectureId: number, category: string): Promise<LectureRow | null> {
    const [row] = await this.db
      .select(lectureColumns)
      .from(lectures)
      .where(and(eq(lectures.id, lectureId), eq(lectures.active, true), or(eq(lectures.category, category), isNull(lectures.category))));
    return row ?? null;
  }

  async progressOf(studentId: number): Promise<LectureProgressRow[]> {
    return this.db
      .select({ studentId: lectureProgress.studentId, lectureId: lectureProgress.lectureId, started: lectureProgress.started, finished: lectureProgress.finished, endTime: lectureProgress.endTime })
      .from(lectureProgress)
      .where(eq(lectureProgress.studentId, studentId))
      .orderBy(asc(lectureProgress.lectureId));
  }

  /**
   * Stores a lecture's progress: `started` and `finished` are never undone (the stored value or the
   * new one), `endTime` is the latest position reported. Answers the stored row.
   */
  async storeProgress(row: LectureProgressRow, now: Date): Promise<LectureProgressRow> {
    const rows = await this.db
      .insert(lectureProgress)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({
        target: [lectureProgress.studentId, lectureProgress.lectureId],
        set: {
          started: sql`${lectureProgress.started} or excluded.started`,
          finished: sql`${lectureProgress.finished} or excluded.finished`,
          endTime: sql`excluded.end_time`,
          updatedAt: now,
        },
      })
      .returning({ studentId: lectureProgress.studentId, lectureId: lectureProgress.lectureId, started: lectureProgress.started, finished: lectureProgress.finished, endTime: lectureProgress.endTime });
    return returnedRow(rows, 'lecture progress upsert');
  }
}

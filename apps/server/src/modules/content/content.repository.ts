import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { startsWithPattern } from '../../db/like-patterns.js';
import { Repository, returnedRow } from '../../db/repository.js';
import {
  contentMedia,
  courseModules,
  courseSlides,
  courseSubjects,
  courses,
  elearningProgress,
  lectures,
  slideAttachments,
} from '../../db/schema/index.js';

export type StoredCourse = typeof courses.$inferSelect;
export type StoredModule = typeof courseModules.$inferSelect;
export type StoredSubject = typeof courseSubjects.$inferSelect;
export type StoredSlide = typeof courseSlides.$inferSelect;
export type StoredAttachment = typeof slideAttachments.$inferSelect;
export type StoredMedia = typeof contentMedia.$inferSelect;
export type StoredLecture = typeof lectures.$inferSelect;

/** A course as stored, with everything under it. */
export interface StoredCourseTree {
  course: StoredCourse;
  modules: StoredModule[];
  subjects: StoredSubject[];
  slides: StoredSlide[];
  attachments: StoredAttachment[];
}

/** What a course row holds besides its id and key. */
export type CourseValues = Pick<StoredCourse, 'category' | 'language' | 'name' | 'description' | 'active' | 'updatedAt'>;
/** What a lecture row holds besides its id, set and key. */
export type LectureValues = Pick<StoredLecture, 'category' | 'language' | 'position' | 'title' | 'link' | 'description' | 'time' | 'active' | 'updatedAt'>;

/** All SQL of the content loader. Methods take an optional `tx` to run inside `transaction`. */
export class ContentRepository extends Repository {
  async courseTree(key: string, db: Db = this.db): Promise<StoredCourseTree | null> {
    const [course] = await db.select().from(courses).where(eq(courses.key, key));
    if (!course) return null;
    const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, course.id)).orderBy(asc(courseModules.moduleNumber));
    const moduleIds = modules.map((m) => m.id);
    if (moduleIds.length === 0) return { course, modules, subjects: [], slides: [], attachments: [] };
    const subjects = await db.select().from(courseSubjects).where(inArray(courseSubjects.moduleId, moduleIds)).orderBy(asc(courseSubjects.position));
    const slides = await db.select().from(courseSlides).where(inArray(courseSlides.moduleId, moduleIds)).orderBy(asc(courseSlides.lessonNumber));
    const slideIds = slides.map((s) => s.id);
    const attachments =
      slideIds.length === 0
        ? []
        : await db.select().from(slideAttachments).where(inArray(slideAttachments.slideId, slideIds)).orderBy(asc(slideAttachments.slideId), asc(slideAttachments.position));
    return { course, modules, subjects, slides, attachments };
  }

  async insertCourse(key: string, values: CourseValues, db: Db = this.db): Promise<number> {
    const rows = await db.insert(courses).values({ key, ...values }).returning({ id: courses.id });
    return returnedRow(rows, 'course insert').id;
  }

  async updateCourse(id: number, values: CourseValues, db: Db = this.db): Promise<void> {
    await db.update(courses).set(values).where(eq(courses.id, id));
  }

  async insertModule(courseId: number, moduleNumber: number, name: string, db: Db = this.db): Promise<number> {
    const rows = await db.insert(courseModules).values({ courseId, moduleNumber, name }).returning({ id: courseModules.id });
    return returnedRow(rows, 'module insert').id;
  }

  async renameModule(id: number, name: string, db: Db = this.db): Promise<void> {
    await db.update(courseModules).set({ name }).where(eq(courseModules.id, id));
  }

  async deleteModules(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length > 0) await db.delete(courseModules).where(inArray(courseModules.id, ids));
  }

  async insertSubject(moduleId: number, position: number, name: string, db: Db = this.db): Promise<number> {
    const rows = await db.insert(courseSubjects).values({ moduleId, position, name }).returning({ id: courseSubjects.id });
    return returnedRow(rows, 'subject insert').id;
  }

  async renameSubject(id: number, name: string, db: Db = this.db): Promise<void> {
    await db.update(courseSubjects).set({ name }).where(eq(courseSubjects.id, id));
  }

  async deleteSubjects(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length > 0) await db.delete(courseSubjects).where(inArray(courseSubjects.id, ids));
  }

  async insertSlide(values: Omit<StoredSlide, 'id'>, db: Db = this.db): Promise<number> {
    const rows = await db.insert(courseSlides).values(values).returning({ id: courseSlides.id });
    return returnedRow(rows, 'slide insert').id;
  }

  async updateSlide(id: number, values: Pick<StoredSlide, 'subjectId' | 'lessonNumber' | 'name' | 'content'>, db: Db = this.db): Promise<void> {
    await db.update(courseSlides).set(values).where(eq(courseSlides.id, id));
  }

  /** Moves slides to negative lesson numbers, so they can be renumbered without a unique clash. */
  async parkSlides(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length > 0) await db.update(courseSlides).set({ lessonNumber: sql`-${courseSlides.lessonNumber}` }).where(inArray(courseSlides.id, ids));
  }

  async deleteSlides(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length > 0) await db.delete(courseSlides).where(inArray(courseSlides.id, ids));
  }

  async replaceAttachments(slideId: number, list: { type: string; file: string }[], db: Db = this.db): Promise<void> {
    await db.delete(slideAttachments).where(eq(slideAttachments.slideId, slideId));
    if (list.length > 0) await db.insert(slideAttachments).values(list.map((a, i) => ({ slideId, type: a.type, file: a.file, position: i + 1 })));
  }

  /**
   * Keeps learners' resume positions in step with slides that stayed but moved to another subject
   * (numbering is by module and lesson number, so a slide's row can change subject on re-import).
   */
  async realignProgress(courseId: number, db: Db = this.db): Promise<void> {
    await db
      .update(elearningProgress)
      .set({ subjectId: sql`${courseSlides.subjectId}`, lessonNumber: sql`${courseSlides.lessonNumber}` })
      .from(courseSlides)
      .where(
        and(
          eq(elearningProgress.courseId, courseId),
          eq(elearningProgress.slideId, courseSlides.id),
          sql`(${elearningProgress.subjectId} <> ${courseSlides.subjectId} OR ${elearningProgress.lessonNumber} <> ${courseSlides.lessonNumber})`,
        ),
      );
  }

  async lecturesOfSet(setKey: string, db: Db = this.db): Promise<StoredLecture[]> {
    return db.select().from(lectures).where(eq(lectures.setKey, setKey)).orderBy(asc(lectures.position));
  }

  async insertLecture(setKey: string, key: string, values: LectureValues, db: Db = this.db): Promise<void> {
    await db.insert(lectures).values({ setKey, key, ...values });
  }

  async updateLecture(id: number, values: LectureValues, db: Db = this.db): Promise<void> {
    await db.update(lectures).set(values).where(eq(lectures.id, id));
  }

  async deleteLectures(ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length > 0) await db.delete(lectures).where(inArray(lectures.id, ids));
  }

  /** Media rows whose path starts with `prefix` (a folder such as `elearning/kurs-b/`). */
  async mediaUnder(prefix: string, db: Db = this.db): Promise<StoredMedia[]> {
    return db.select().from(contentMedia).where(like(contentMedia.path, startsWithPattern(prefix)));
  }

  async upsertMedia(rows: StoredMedia[], db: Db = this.db): Promise<void> {
    for (const row of rows) {
      await db
        .insert(contentMedia)
        .values(row)
        .onConflictDoUpdate({ target: contentMedia.path, set: { kind: row.kind, contentType: row.contentType, size: row.size, sha256: row.sha256 } });
    }
  }

  async deleteMedia(paths: string[], db: Db = this.db): Promise<void> {
    if (paths.length > 0) await db.delete(contentMedia).where(inArray(contentMedia.path, paths));
  }
}

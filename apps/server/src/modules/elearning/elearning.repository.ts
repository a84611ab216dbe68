import { and, asc, count, countDistinct, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPreviewApproved } from '../content/content-preview.service.js';
import { courseModules, courseSlides, courseSubjects, courses, elearningProgress, elearningSlideViews, slideAttachments, students } from '../../db/schema/index.js';

/** The learner columns e-learning needs. */
export interface ElearningLearner {
  id: number;
  userId: number;
  learningAvailableTill: string | null;
}

/** A course row with its counts. */
export interface CourseRow {
  id: number;
  name: string;
  description: string;
  category: string;
  language: string;
  modulesNumber: number;
  slaidsNumber: number;
}

/** A module row with its counts. */
export interface ModuleRow {
  id: number;
  courseId: number;
  moduleNumber: number;
  name: string;
  subjectsNumber: number;
  slaidsNumber: number;
}

/** A subject row with its slide count. */
export interface SubjectRow {
  id: number;
  moduleId: number;
  courseId: number;
  name: string;
  slaidsNumber: number;
}

/** A slide with where it sits in its course. */
export interface SlideRow {
  id: number;
  subjectId: number;
  subjectName: string;
  moduleId: number;
  moduleNumber: number;
  moduleName: string;
  courseId: number;
  lessonNumber: number;
  name: string;
  content: string;
}

/** An attachment of a slide (`file` is its content_media path). */
export interface AttachmentRow {
  id: number;
  slideId: number;
  type: string;
  file: string;
}

/** A stored e-learning position with the module of its slide. */
export interface ProgressRow {
  moduleNumber: number;
  subjectId: number;
  slideId: number;
  lessonNumber: number;
  moduleId: number;
}

/** A position to store. */
export interface ProgressWrite {
  studentId: number;
  courseId: number;
  moduleNumber: number;
  subjectId: number;
  slideId: number;
  lessonNumber: number;
}

const slideColumns = {
  id: courseSlides.id,
  subjectId: courseSlides.subjectId,
  subjectName: courseSubjects.name,
  moduleId: courseSlides.moduleId,
  moduleNumber: courseModules.moduleNumber,
  moduleName: courseModules.name,
  courseId: courseModules.courseId,
  lessonNumber: courseSlides.lessonNumber,
  name: courseSlides.name,
  content: courseSlides.content,
};

/** Counts as a map from the grouping id. */
function countMap(rows: Array<{ key: number; n: number }>): Map<number, number> {
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** All SQL of e-learning: courses, modules, subjects, slides, positions and seen slides. */
export class ElearningRepository {
  constructor(private readonly db: Db) {}

  /** Whether the school of a SCHOOL or INSTRUCTOR account may preview paid content (operator-approved). */
  async contentPreviewApproved(userId: number): Promise<boolean> {
    return contentPreviewApproved(this.db, userId);
  }

  async learnerOfUser(userId: number): Promise<ElearningLearner | null> {
    const [row] = await this.db
      .select({ id: students.id, userId: students.userId, learningAvailableTill: students.learningAvailableTill })
      .from(students)
      .where(eq(students.userId, userId));
    return row ?? null;
  }

  /** Active courses of a category in a language, with their module and slide counts, by name. */
  async coursesOf(category: string, language: string): Promise<CourseRow[]> {
    const rows = await this.db
      .select({
        id: courses.id,
        name: courses.name,
        description: courses.description,
        category: courses.category,
        language: courses.language,
        modulesNumber: countDistinct(courseModules.id),
        slaidsNumber: count(courseSlides.id),
      })
      .from(courses)
      .leftJoin(courseModules, eq(courseModules.courseId, courses.id))
      .leftJoin(courseSlides, eq(courseSlides.moduleId, courseModules.id))
      .where(and(eq(courses.category, category), eq(courses.language, language), eq(courses.active, true)))
      .groupBy(courses.id)
      .orderBy(asc(courses.name), asc(courses.id));
    return rows.map((r) => ({ ...r, modulesNumber: Number(r.modulesNumber), slaidsNumber: Number(r.slaidsNumber) }));
  }

  /** Whether an active course exists. */
  async courseExists(courseId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: courses.id }).from(courses).where(and(eq(courses.id, courseId), eq(courses.active, true)));
    return row !== undefined;
  }

  /** Slides seen by a learner, per course. */
  async viewedByCourse(studentId: number, courseIds: number[]): Promise<Map<number, number>> {
    if (courseIds.length === 0) return new Map();
    return this.viewedPer(studentId, courseModules.courseId, inArray(courseModules.courseId, courseIds));
  }

  /** Slides seen by a learner among the slides `among` picks (a condition on the slide or its module), per `key`. */
  private async viewedPer(studentId: number, key: typeof courseModules.courseId | typeof courseSlides.moduleId | typeof courseSlides.subjectId, among: SQL): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ key, n: count() })
      .from(elearningSlideViews)
      .innerJoin(courseSlides, eq(courseSlides.id, elearningSlideViews.slideId))
      .innerJoin(courseModules, eq(courseModules.id, courseSlides.moduleId))
      .where(and(eq(elearningSlideViews.studentId, studentId), among))
      .groupBy(key);
    return countMap(rows);
  }

  /** Slides in a course. */
  async slideCountOfCourse(courseId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(courseSlides)
      .innerJoin(courseModules, eq(courseModules.id, courseSlides.moduleId))
      .where(eq(courseModules.courseId, courseId));
    return Number(row?.n ?? 0);
  }

  /** A course's modules in order, with their subject and slide counts. */
  async modulesOf(courseId: number): Promise<ModuleRow[]> {
    const rows = await this.db
      .select({
        id: courseModules.id,
        courseId: courseModules.courseId,
        moduleNumber: courseModules.moduleNumber,
        name: courseModules.name,
        subjectsNumber: countDistinct(courseSubjects.id),
        slaidsNumber: countDistinct(courseSlides.id),
      })
      .from(courseModules)
      .leftJoin(courseSubjects, eq(courseSubjects.moduleId, courseModules.id))
      .leftJoin(courseSlides, eq(courseSlides.subjectId, courseSubjects.id))
      .where(eq(courseModules.courseId, courseId))
      .groupBy(courseModules.id)
      .orderBy(asc(courseModules.moduleNumber));
    return rows.map((r) => ({ ...r, subjectsNumber: Number(r.subjectsNumber), slaidsNumber: Number(r.slaidsNumber) }));
  }

  /** Slides seen by a learner in a course, per module. */
  async viewedByModule(studentId: number, courseId: number): Promise<Map<number, number>> {
    return this.viewedPer(studentId, courseSlides.moduleId, eq(courseModules.courseId, courseId));
  }

  /** A module of an active course. */
  async module(moduleId: number): Promise<{ id: number; courseId: number; moduleNumber: number; name: string } | null> {
    const [row] = await this.db
      .select({ id: courseModules.id, courseId: courseModules.courseId, moduleNumber: courseModules.moduleNumber, name: courseModules.name })
      .from(courseModules)
      .innerJoin(courses, eq(courses.id, courseModules.courseId))
      .where(and(eq(courseModules.id, moduleId), eq(courses.active, true)));
    return row ?? null;
  }

  /** A module's subjects in order, with their slide counts. */
  async subjectsOf(moduleId: number): Promise<Array<Omit<SubjectRow, 'courseId'>>> {
    const rows = await this.db
      .select({ id: courseSubjects.id, moduleId: courseSubjects.moduleId, name: courseSubjects.name, slaidsNumber: count(courseSlides.id) })
      .from(courseSubjects)
      .leftJoin(courseSlides, eq(courseSlides.subjectId, courseSubjects.id))
      .where(eq(courseSubjects.moduleId, moduleId))
      .groupBy(courseSubjects.id)
      .orderBy(asc(courseSubjects.position));
    return rows.map((r) => ({ ...r, slaidsNumber: Number(r.slaidsNumber) }));
  }

  /** Slides seen by a learner in a module, per subject. */
  async viewedBySubject(studentId: number, moduleId: number): Promise<Map<number, number>> {
    return this.viewedPer(studentId, courseSlides.subjectId, eq(courseSlides.moduleId, moduleId));
  }

  /** A subject of an active course, with the course it belongs to. */
  async subject(subjectId: number): Promise<{ id: number; moduleId: number; courseId: number } | null> {
    const [row] = await this.db
      .select({ id: courseSubjects.id, moduleId: courseSubjects.moduleId, courseId: courseModules.courseId })
      .from(courseSubjects)
      .innerJoin(courseModules, eq(courseModules.id, courseSubjects.moduleId))
      .innerJoin(courses, eq(courses.id, courseModules.courseId))
      .where(and(eq(courseSubjects.id, subjectId), eq(courses.active, true)));
    return row ?? null;
  }

  /** A subject's slides in lesson order. */
  async slidesOfSubject(subjectId: number): Promise<SlideRow[]> {
    return this.db
      .select(slideColumns)
      .from(courseSlides)
      .innerJoin(courseSubjects, eq(courseSubjects.id, courseSlides.subjectId))
      .innerJoin(courseModules, eq(courseModules.id, courseSlides.moduleId))
      .where(eq(courseSlides.subjectId, subjectId))
      .orderBy(asc(courseSlides.lessonNumber));
  }

  /** The slide of a module with a lesson number. */
  async slideByLesson(moduleId: number, lessonNumber: number): Promise<SlideRow | null> {
    const [row] = await this.db
      .select(slideColumns)
      .from(courseSlides)
      .innerJoin(courseSubjects, eq(courseSubjects.id, courseSlides.subjectId))
      .innerJoin(courseModules, eq(courseModules.id, courseSlides.moduleId))
      .where(and(eq(courseSlides.moduleId, moduleId), eq(courseSlides.lessonNumber, lessonNumber)));
    return row ?? null;
  }

  /** A slide by id with where it sits (for checking a position). */
  async slide(slideId: number): Promise<SlideRow | null> {
    const [row] = await this.db
      .select(slideColumns)
      .from(courseSlides)
      .innerJoin(courseSubjects, eq(courseSubjects.id, courseSlides.subjectId))
      .innerJoin(courseModules, eq(courseModules.id, courseSlides.moduleId))
      .where(eq(courseSlides.id, slideId));
    return row ?? null;
  }

  /** Slides in a module. */
  async slideCountOfModule(moduleId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(courseSlides).where(eq(courseSlides.moduleId, moduleId));
    return Number(row?.n ?? 0);
  }

  /** Attachments of slides, in their order. */
  async attachmentsOf(slideIds: number[]): Promise<AttachmentRow[]> {
    if (slideIds.length === 0) return [];
    return this.db
      .select({ id: slideAttachments.id, slideId: slideAttachments.slideId, type: slideAttachments.type, file: slideAttachments.file })
      .from(slideAttachments)
      .where(inArray(slideAttachments.slideId, slideIds))
      .orderBy(asc(slideAttachments.slideId), asc(slideAttachments.position), asc(slideAttachments.id));
  }

  /** Which of the slides a learner has seen. */
  async viewedAmong(studentId: number, slideIds: number[]): Promise<Set<number>> {
    if (slideIds.length === 0) return new Set();
    const rows = await this.db
      .select({ slideId: elearningSlideViews.slideId })
      .from(elearningSlideViews)
      .where(and(eq(elearningSlideViews.studentId, studentId), inArray(elearningSlideViews.slideId, slideIds)));
    return new Set(rows.map((r) => r.slideId));
  }

  /** The learner's stored position in a course. */
  async progress(studentId: number, courseId: number): Promise<ProgressRow | null> {
    const [row] = await this.db
      .select({
        moduleNumber: elearningProgress.moduleNumber,
        subjectId: elearningProgress.subjectId,
        slideId: elearningProgress.slideId,
        lessonNumber: elearningProgress.lessonNumber,
        moduleId: courseSlides.moduleId,
      })
      .from(elearningProgress)
      .innerJoin(courseSlides, eq(courseSlides.id, elearningProgress.slideId))
      .where(and(eq(elearningProgress.studentId, studentId), eq(elearningProgress.courseId, courseId)));
    return row ?? null;
  }

  /** Stores the position (replacing the one before) and marks the slide seen, in one transaction. */
  async storeProgress(write: ProgressWrite, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      const values = { moduleNumber: write.moduleNumber, subjectId: write.subjectId, slideId: write.slideId, lessonNumber: write.lessonNumber, updatedAt: now };
      await tx
        .insert(elearningProgress)
        .values({ studentId: write.studentId, courseId: write.courseId, ...values })
        .onConflictDoUpdate({ target: [elearningProgress.studentId, elearningProgress.courseId], set: values });
      await tx.insert(elearningSlideViews).values({ studentId: write.studentId, slideId: write.slideId, viewedAt: now }).onConflictDoNothing();
    });
  }
}

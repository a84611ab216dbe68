import {
  type Category,
  type Course,
  type CourseLanguage,
  type CourseModule,
  type CourseSubject,
  type ElearningProgress,
  type ElearningProgressRequest,
  type FieldError,
  type Slide,
  type SlideAttachment,
  type SlideOrError,
  type AttachmentType,
} from '@osk/contract';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import type { AuthContext } from '../../access/caller.js';
import { CONTENT_PREVIEW_PENDING } from '../content/content-preview.service.js';
import { protectedMediaUrl } from '../media/protected-media.service.js';
import type { AttachmentRow, ElearningLearner, ElearningRepository, SlideRow } from './elearning.repository.js';

/** Whole percent of `seen` out of `total`, rounded down, 0-100 (0 for an empty scope). */
export function percentOf(seen: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((seen * 100) / total)));
}

function courseNotFound(): AppError {
  return new AppError(404, 'msg.error.elearning.course.not.found');
}

function noLearningAccess(): AppError {
  return new AppError(403, 'msg.error.learning.no.access');
}

/** 400 for a position that does not agree with the course's content, naming the fields that do not. */
function positionRefused(fields: string[]): AppError {
  const list: FieldError[] = fields.map((field) => ({ field, message: 'msg.validation.elearning.position', key: 'msg.validation.elearning.position' }));
  return badRequest(list);
}

function presentAttachment(row: AttachmentRow): SlideAttachment {
  return { id: row.id, type: row.type as AttachmentType, file: protectedMediaUrl(row.file) };
}

function presentSlide(row: SlideRow, attachments: AttachmentRow[], viewed: boolean, slaidsInModule: number): Slide {
  const files = attachments.map(presentAttachment);
  return {
    id: row.id,
    subjectId: row.subjectId,
    courseModuleId: row.moduleId,
    courseId: row.courseId,
    lessonNumber: row.lessonNumber,
    name: row.name,
    content: row.content,
    module: { id: row.moduleId, moduleNumber: row.moduleNumber, name: row.moduleName },
    subject: { id: row.subjectId, name: row.subjectName },
    image: files.find((f) => f.type === 'IMAGE')?.file ?? null,
    video: files.find((f) => f.type === 'VIDEO')?.file ?? null,
    attachements: files,
    viewed,
    slaidsInModule,
  };
}

/**
 * E-learning courses (spec §2 /elearning, §3 course module and progress, §7 "E-learning"): course,
 * module and subject lists with the learner's percentages (slides seen out of slides in scope), the
 * slides (needing the learner's learning access), and the resume position. Schools and instructors
 * read everything with percentage 0 (they preview what they sell); positions are learners' own.
 */
export class ElearningService {
  constructor(
    private readonly repo: ElearningRepository,
    private readonly clock: Clock,
  ) {}

  /** The calling learner's row (null for schools and instructors). */
  private async learnerOf(caller: AuthContext): Promise<ElearningLearner | null> {
    if (caller.userType !== 'STUDENT') return null;
    return this.repo.learnerOfUser(caller.userId);
  }

  private hasAccess(learner: ElearningLearner | null): boolean {
    return learner !== null && learner.learningAvailableTill !== null && learner.learningAvailableTill >= warsawDate(this.clock.now());
  }

  /**
   * Slide content is for learners with learning access, and for schools and instructors whose school
   * the operator approved for content previews (else 403 msg.error.content.preview.pending).
   */
  private async slideReader(caller: AuthContext): Promise<ElearningLearner | null> {
    if (caller.userType === 'SCHOOL' || caller.userType === 'INSTRUCTOR') {
      if (!(await this.repo.contentPreviewApproved(caller.userId))) throw new AppError(403, CONTENT_PREVIEW_PENDING);
      return null;
    }
    const learner = await this.learnerOf(caller);
    if (!this.hasAccess(learner)) throw noLearningAccess();
    return learner;
  }

  /**
   * The category's active courses in a language, or the Polish ones when none exists in it
   * (`GET learning/course/category/{cat}?language=`).
   */
  async courses(caller: AuthContext, category: Category, language: CourseLanguage): Promise<Course[]> {
    let rows = await this.repo.coursesOf(category, language);
    if (rows.length === 0 && language !== 'PL') rows = await this.repo.coursesOf(category, 'PL');
    const learner = await this.learnerOf(caller);
    const seen = learner ? await this.repo.viewedByCourse(learner.id, rows.map((r) => r.id)) : new Map<number, number>();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      category: r.category as Category,
      language: r.language as CourseLanguage,
      modulesNumber: r.modulesNumber,
      slaidsNumber: r.slaidsNumber,
      percentage: percentOf(seen.get(r.id) ?? 0, r.slaidsNumber),
    }));
  }

  /** A course's modules in order with percentages (`GET learning/course/modules/{courseId}`). */
  async modules(caller: AuthContext, courseId: number): Promise<CourseModule[]> {
    if (!(await this.repo.courseExists(courseId))) throw courseNotFound();
    const [rows, learner] = await Promise.all([this.repo.modulesOf(courseId), this.learnerOf(caller)]);
    const seen = learner ? await this.repo.viewedByModule(learner.id, courseId) : new Map<number, number>();
    return rows.map((r) => ({ ...r, percentage: percentOf(seen.get(r.id) ?? 0, r.slaidsNumber) }));
  }

  /** A module's subjects in order with percentages (`GET learning/course/subjects/{moduleId}`). */
  async subjects(caller: AuthContext, moduleId: number): Promise<CourseSubject[]> {
    const courseModule = await this.repo.module(moduleId);
    if (!courseModule) throw courseNotFound();
    const [rows, learner] = await Promise.all([this.repo.subjectsOf(moduleId), this.learnerOf(caller)]);
    const seen = learner ? await this.repo.viewedBySubject(learner.id, moduleId) : new Map<number, number>();
    return rows.map((r) => ({ id: r.id, name: r.name, slaidsNumber: r.slaidsNumber, percentage: percentOf(seen.get(r.id) ?? 0, r.slaidsNumber) }));
  }

  /**
   * A subject's slides in lesson order (`GET learning/course/slaids/{subjectId}/{courseId}`); the
   * subject must be in the course (400), both must exist (404).
   */
  async slides(caller: AuthContext, subjectId: number, courseId: number): Promise<Slide[]> {
    const learner = await this.slideReader(caller);
    const [subject, courseExists] = await Promise.all([this.repo.subject(subjectId), this.repo.courseExists(courseId)]);
    if (!subject || !courseExists) throw courseNotFound();
    if (subject.courseId !== courseId) throw positionRefused(['subjectId', 'courseId']);
    const rows = await this.repo.slidesOfSubject(subjectId);
    const ids = rows.map((r) => r.id);
    const [attachments, viewed, inModule] = await Promise.all([
      this.repo.attachmentsOf(ids),
      learner ? this.repo.viewedAmong(learner.id, ids) : Promise.resolve(new Set<number>()),
      this.repo.slideCountOfModule(subject.moduleId),
    ]);
    return rows.map((r) =>
      presentSlide(
        r,
        attachments.filter((a) => a.slideId === r.id),
        viewed.has(r.id),
        inModule,
      ),
    );
  }

  /**
   * The slide of a module with a lesson number (`GET learning/course/slaid/{moduleId}/{lesson}`), or
   * `{error}` when the module has no such lesson (FACTS.md); an unknown module is 404.
   */
  async slide(caller: AuthContext, moduleId: number, lessonNumber: number): Promise<SlideOrError> {
    const learner = await this.slideReader(caller);
    if (!(await this.repo.module(moduleId))) throw courseNotFound();
    const row = await this.repo.slideByLesson(moduleId, lessonNumber);
    if (!row) return { error: 'msg.error.elearning.slide.not.found' };
    const [attachments, viewed, inModule] = await Promise.all([
      this.repo.attachmentsOf([row.id]),
      learner ? this.repo.viewedAmong(learner.id, [row.id]) : Promise.resolve(new Set<number>()),
      this.repo.slideCountOfModule(moduleId),
    ]);
    return presentSlide(row, attachments, viewed.has(row.id), inModule);
  }

  /** The calling learner's row when `userId` is their own account; anything else 403. */
  private async ownLearnerByUser(caller: AuthContext, userId: number): Promise<ElearningLearner> {
    const learner = caller.userType === 'STUDENT' && caller.userId === userId ? await this.repo.learnerOfUser(userId) : null;
    if (!learner) throw forbidden();
    return learner;
  }

  private async answerProgress(learner: ElearningLearner, courseId: number): Promise<ElearningProgress> {
    const [position, total, seen] = await Promise.all([
      this.repo.progress(learner.id, courseId),
      this.repo.slideCountOfCourse(courseId),
      this.repo.viewedByCourse(learner.id, [courseId]),
    ]);
    return {
      studentId: learner.id,
      courseId,
      moduleNumber: position?.moduleNumber ?? null,
      subjectId: position?.subjectId ?? null,
      slaidId: position?.slideId ?? null,
      lessonNumber: position?.lessonNumber ?? null,
      moduleId: position?.moduleId ?? null,
      percentage: percentOf(seen.get(courseId) ?? 0, total),
    };
  }

  /** Where the learner is in a course, with the course percentage (`GET learning/progress/{userId}/{courseId}`). */
  async progress(caller: AuthContext, userId: number, courseId: number): Promise<ElearningProgress> {
    const learner = await this.ownLearnerByUser(caller, userId);
    if (!(await this.repo.courseExists(courseId))) throw courseNotFound();
    return this.answerProgress(learner, courseId);
  }

  /**
   * Stores the learner's position and marks the slide seen (`POST learning/progress`). The learner's
   * own, with learning access; every field must agree with the course's content, else 400 and
   * nothing is stored.
   */
  async storeProgress(caller: AuthContext, request: ElearningProgressRequest): Promise<ElearningProgress> {
    const learner = caller.userType === 'STUDENT' ? await this.repo.learnerOfUser(caller.userId) : null;
    if (!learner || learner.id !== request.studentId) throw forbidden();
    if (!this.hasAccess(learner)) throw noLearningAccess();
    const slide = await this.repo.slide(request.slaidId);
    if (!slide || !(await this.repo.courseExists(slide.courseId))) throw positionRefused(['slaidId']);
    const wrong: string[] = [];
    if (slide.courseId !== request.courseId) wrong.push('courseId');
    if (slide.moduleNumber !== request.moduleNumber) wrong.push('moduleNumber');
    if (slide.subjectId !== request.subjectId) wrong.push('subjectId');
    if (slide.lessonNumber !== request.lessonNumber) wrong.push('lessonNumber');
    if (wrong.length > 0) throw positionRefused(wrong);
    await this.repo.storeProgress(
      { studentId: learner.id, courseId: slide.courseId, moduleNumber: slide.moduleNumber, subjectId: slide.subjectId, slideId: slide.id, lessonNumber: slide.lessonNumber },
      this.clock.now(),
    );
    return this.answerProgress(learner, slide.courseId);
  }
}

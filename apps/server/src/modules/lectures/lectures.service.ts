import { LECTURE_TIME_SLACK_SECONDS, type Language, type Lecture, type LectureProgress, type LectureProgressRequest } from '@osk/contract';
import { AppError, badRequest, forbidden } from '../../lib/errors.js';
import { warsawDate, type Clock } from '../../lib/clock.js';
import type { AuthContext } from '../../access/caller.js';
import { protectedMediaUrl } from '../media/protected-media.service.js';
import type { LectureLearner, LectureRow, LecturesRepository } from './lectures.repository.js';

/** Language whose lectures stand in when none exists in the caller's. */
const FALLBACK_LANGUAGE = 'PL';

function noLecturesAccess(): AppError {
  return new AppError(403, 'msg.error.lectures.no.access');
}

/** A Vimeo (or any absolute) address is the film's; anything else is a content_media path served under /api/pliki. */
function linkOf(link: string): string {
  return /^https?:\/\//i.test(link) ? link : protectedMediaUrl(link);
}

function presentLecture(row: LectureRow): Lecture {
  return { id: row.id, title: row.title, link: linkOf(row.link), description: row.description, time: row.time };
}

/**
 * Video lectures (spec §2 /lecture, §3 lecture and lecture progress, §5, §7 "Lectures"): the learner's
 * list and progress, only while their lectures are available (lecturesAvailableTill today or later).
 * Progress is stored only then; `finished` and `started` are never undone.
 */
export class LecturesService {
  constructor(
    private readonly repo: LecturesRepository,
    private readonly clock: Clock,
  ) {}

  private hasAccess(learner: LectureLearner): boolean {
    return learner.lecturesAvailableTill !== null && learner.lecturesAvailableTill >= warsawDate(this.clock.now());
  }

  /** The calling learner when the row is theirs, with lectures access; 403 otherwise. */
  private async ownLearnerWithAccess(caller: AuthContext, learner: LectureLearner | null): Promise<LectureLearner> {
    if (!learner || caller.userType !== 'STUDENT' || learner.userId !== caller.userId) throw forbidden();
    if (!this.hasAccess(learner)) throw noLecturesAccess();
    return learner;
  }

  /** Active lectures of the learner's category in a language, or the Polish ones when none exists in it. */
  private async listFor(learner: LectureLearner, language: Language): Promise<LectureRow[]> {
    const wanted = language.toUpperCase();
    const rows = await this.repo.lecturesFor(learner.category, wanted);
    return rows.length > 0 || wanted === FALLBACK_LANGUAGE ? rows : this.repo.lecturesFor(learner.category, FALLBACK_LANGUAGE);
  }

  /** The learner's lectures in order (`GET lecture/lecture/{studentId}`, students.id). */
  async lectures(caller: AuthContext, studentId: number, language: Language): Promise<Lecture[]> {
    const learner = await this.ownLearnerWithAccess(caller, await this.repo.learner(studentId));
    return (await this.listFor(learner, language)).map(presentLecture);
  }

  /** The learner's stored lecture progress (`GET lecture/lecture/progres/{userId}`, users.id). */
  async progress(caller: AuthContext, userId: number): Promise<LectureProgress[]> {
    if (caller.userId !== userId) throw forbidden();
    const learner = await this.ownLearnerWithAccess(caller, await this.repo.learnerOfUser(userId));
    return this.repo.progressOf(learner.id);
  }

  /**
   * Stores where the learner is in a lecture (`POST lecture/lecture/progres`): the lecture must be
   * active and of their category (in any language), the position within the film (its length plus a few seconds of slack); only while
   * lectures are available. Answers the stored progress.
   */
  async storeProgress(caller: AuthContext, request: LectureProgressRequest): Promise<LectureProgress> {
    const learner = await this.ownLearnerWithAccess(caller, await this.repo.learner(request.studentId));
    // Any language's lecture of the learner's category counts: the interface language may change mid-film.
    const lecture = await this.repo.lectureFor(request.lectureId, learner.category);
    if (!lecture) throw badRequest([{ field: 'lectureId', message: 'msg.validation.lecture.not.found', key: 'msg.validation.lecture.not.found' }]);
    if (request.endTime > lecture.time + LECTURE_TIME_SLACK_SECONDS) {
      throw badRequest([{ field: 'endTime', message: 'msg.validation.lecture.time', key: 'msg.validation.lecture.time' }]);
    }
    const endTime = Math.floor(request.endTime);
    const finished = request.finished;
    return this.repo.storeProgress(
      { studentId: learner.id, lectureId: lecture.id, started: request.started || finished || endTime > 0, finished, endTime },
      this.clock.now(),
    );
  }
}

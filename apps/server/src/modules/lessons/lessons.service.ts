import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  API_BASE,
  calendarFeedFile,
  countsInLedger,
  endpointPath,
  isValidPesel,
  LESSON_STEP_MINUTES,
  OTHER_LESSONS_PAGE_SIZE,
  lessonMinutes,
  trainingHoursOf,
  trainingTotals,
  type CalendarFeed,
  type CardLesson,
  type CardRequest,
  type ConflictingLesson,
  type FieldError,
  type Lesson,
  type LessonDraft,
  type LessonFieldIssue,
  type LessonOutcomeRequest,
  type LessonQuery,
  type LessonRequest,
  type LessonType,
  type SchedulerSettings,
} from '@osk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addDays, daysAfter, warsawDate, type Clock } from '../../lib/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { AccessRepository } from '../../access/access.repository.js';
import { membershipOf, type AuthContext } from '../../access/caller.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { writeCalendar, type IcsEvent } from './lessons.ics.js';
import { lessonMail, lessonSms, type LessonChange, type LessonNotice } from './lessons.mails.js';
import { noticeDetails, startsSoon } from './lessons.reminders.js';
import { languageOf } from '../../lib/language.js';
import type { LessonRow, LessonsRepository, LessonValues, Recipient, SchedulerCaller } from './lessons.repository.js';
import { checkOverlaps, checkRequired, checkSchedule, checkTimes, freeSlots, horizonDate, isFuture, issueMessageKey, overlapsByField, type BookedLesson, type OverlapField } from './lessons.rules.js';
import { warsawDisplayDateTime, warsawInstant } from '@osk/contract';
import { renderProgressCard, type CardRow } from './progress-card.pdf.js';
import { toCardLesson, toLesson } from './lessons.presenter.js';
import type { LessonCopyPort } from './lessons.copy.js';

type LessonInput = z.output<typeof LessonRequest>;
type LessonQueryInput = z.output<typeof LessonQuery>;
type CardInput = z.output<typeof CardRequest>;
type OutcomeInput = z.output<typeof LessonOutcomeRequest>;

/** How far back a calendar feed reaches (days) and how many lessons it holds at most. */
export const FEED_PAST_DAYS = 30;
const FEED_MAX_LESSONS = 5000;
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A refused booking offers up to this many free slots, looking this many days from the requested one. */
export const FREE_SLOT_COUNT = 3;
export const FREE_SLOT_DAYS = 14;

/** Options of the scheduler. */
export interface LessonsOptions {
  /** The address of the web app (links, feed URLs; no trailing slash). */
  publicUrl: string;
  /** Whether lesson notices also go out by SMS (an SMS transport is configured, or the demo outbox). */
  smsEnabled: boolean;
  /** The progress cards feature flag. */
  featureCards: boolean;
}

function field(name: string, key: string): FieldError {
  return { field: name, message: key, key };
}

/** A role in the scheduler: a school, one of its instructors, or a learner (null: none of them). */
function schedulerRoleOf(who: Pick<AuthContext, 'userType' | 'schoolId' | 'studentId' | 'instructor'>): SchedulerCaller | null {
  if (who.userType === 'SCHOOL' && who.schoolId !== null) return { kind: 'school', schoolId: who.schoolId };
  if (who.userType === 'INSTRUCTOR' && who.instructor && who.schoolId !== null) return { kind: 'instructor', schoolId: who.schoolId, instructorId: who.instructor.id };
  if (who.userType === 'STUDENT' && who.studentId !== null) return { kind: 'student', schoolId: who.schoolId, studentId: who.studentId };
  return null;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The stored columns of a lesson: its checked draft, its instants and what the body adds (status, remarks, meeting place). */
function lessonValues(schoolId: number, draft: LessonDraft, body: LessonInput, startsAt: Date, endsAt: Date): LessonValues {
  return {
    schoolId,
    lessonType: draft.lessonType,
    lessonStatus: body.lessonStatus,
    lessonDate: draft.lessonDate,
    startTime: draft.startTime,
    endTime: draft.endTime,
    startsAt,
    endsAt,
    instructorId: draft.instructorId,
    studentId: draft.studentId,
    groupId: draft.groupId,
    carId: draft.carId,
    remarks: body.remarks ?? null,
    meetingPlace: body.meetingPlace || null,
  };
}

/** The lessons of the scheduler (school document §2.2, §5, §7 "Scheduler"; ADR 018). */
export class LessonsService {
  constructor(
    private readonly repo: LessonsRepository,
    /** Who a calendar feed's owner is (a feed is read without a session). */
    private readonly access: AccessRepository,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    private readonly options: LessonsOptions,
  ) {}

  /** The caller's role in the scheduler, from the caller resolved with the session (ADR 026). */
  private caller(auth: AuthContext): SchedulerCaller {
    const role = schedulerRoleOf(auth);
    if (!role) throw forbidden();
    return role;
  }

  private staff(auth: AuthContext): Exclude<SchedulerCaller, { kind: 'student' }> {
    const caller = this.caller(auth);
    if (caller.kind === 'student') throw forbidden();
    return caller;
  }

  private canEdit(caller: SchedulerCaller, lesson: { schoolId: number; instructorId: number | null; startsAt: Date }): boolean {
    if (caller.kind === 'school') return lesson.schoolId === caller.schoolId;
    if (caller.kind === 'instructor') return lesson.instructorId === caller.instructorId && isFuture(lesson.startsAt, this.clock.now());
    return false;
  }

  /** Whether the caller may record what happened: the lesson has started and is the school's or the instructor's own. */
  private canSetOutcome(caller: SchedulerCaller, lesson: { schoolId: number; instructorId: number | null; startsAt: Date }): boolean {
    if (isFuture(lesson.startsAt, this.clock.now())) return false;
    if (caller.kind === 'school') return lesson.schoolId === caller.schoolId;
    if (caller.kind === 'instructor') return lesson.schoolId === caller.schoolId && lesson.instructorId === caller.instructorId;
    return false;
  }

  /**
   * The existing lesson a staff caller may change: 404 unknown, 403 another school's, another
   * instructor's, or (instructor) one that has started.
   */
  private editable(caller: Exclude<SchedulerCaller, { kind: 'student' }>, lesson: LessonRow | null): LessonRow {
    if (!lesson) throw notFound();
    if (lesson.schoolId !== caller.schoolId) throw forbidden();
    if (caller.kind === 'instructor') {
      if (lesson.instructorId !== caller.instructorId) throw forbidden();
      if (!isFuture(lesson.startsAt, this.clock.now())) throw new AppError(403, 'msg.error.lesson.not.editable');
    }
    return lesson;
  }

  /** The draft of a request: the instructor's own id forced, fields of the other type dropped. */
  private draftOf(caller: Exclude<SchedulerCaller, { kind: 'student' }>, body: LessonInput): LessonDraft {
    const lecture = body.lessonType === 'LECTURE';
    return {
      lessonType: body.lessonType,
      lessonDate: body.lessonDate,
      startTime: body.startTime,
      endTime: body.endTime,
      instructorId: caller.kind === 'instructor' ? caller.instructorId : (body.instructorId ?? null),
      studentId: lecture ? null : (body.studentId ?? null),
      groupId: lecture ? (body.groupId ?? null) : null,
      carId: lecture ? null : (body.carId ?? null),
    };
  }

  /**
   * The referenced instructor, learner, group and car must be the school's; a newly chosen one must
   * also be bookable (ACTIVE instructor, learner and group; AVAILABLE car). Otherwise 400 on its field.
   */
  private async checkReferences(db: Db, schoolId: number, draft: LessonDraft, existing: LessonRow | null): Promise<void> {
    const errors: FieldError[] = [];
    const checks = [
      { name: 'instructor', id: draft.instructorId, was: existing?.instructorId, ok: 'ACTIVE', load: (id: number) => this.repo.instructorRef(id, db) },
      { name: 'student', id: draft.studentId, was: existing?.studentId, ok: 'ACTIVE', load: (id: number) => this.repo.studentRef(id, db) },
      { name: 'group', id: draft.groupId, was: existing?.groupId, ok: 'ACTIVE', load: (id: number) => this.repo.groupRef(id, db) },
      { name: 'car', id: draft.carId, was: existing?.carId, ok: 'AVAILABLE', load: (id: number) => this.repo.carRef(id, db) },
    ];
    for (const c of checks) {
      if (c.id === null) continue;
      const ref = await c.load(c.id);
      if (!ref || ref.schoolId !== schoolId) errors.push(field(c.name, 'msg.validation.invalid'));
      else if (c.id !== c.was && ref.status !== c.ok) errors.push(field(c.name, 'msg.validation.invalid'));
    }
    if (errors.length) throw badRequest(errors);
  }

  /** Every finding of §5 for a draft (the references already checked). */
  private async findings(db: Db, caller: Exclude<SchedulerCaller, { kind: 'student' }>, draft: LessonDraft, existing: LessonRow | null) {
    // A new lesson is never in the past; the school may keep or move its lessons anywhere.
    const refusePast = existing === null || caller.kind !== 'school';
    const times = checkTimes(draft, this.clock.now(), refusePast);
    const issues: LessonFieldIssue[] = [...checkRequired(draft, caller.kind === 'school'), ...times.issues];
    // The school's settings bind a new lesson and a moved one; a lesson kept where it was planned
    // (before the settings changed) stays editable.
    const moved = existing === null || existing.lessonDate !== draft.lessonDate || existing.startTime !== draft.startTime || existing.endTime !== draft.endTime;
    if (moved) issues.push(...checkSchedule(draft, await this.repo.settingsOf(caller.schoolId, db), warsawDate(this.clock.now())));
    let overlaps = new Map<OverlapField, BookedLesson>();
    if (times.startsAt && times.endsAt && times.endsAt > times.startsAt) {
      const booked = await this.repo.booked(db, times.startsAt, times.endsAt, draft);
      issues.push(...checkOverlaps(draft, times.startsAt, times.endsAt, booked, existing?.id ?? null));
      overlaps = overlapsByField(draft, times.startsAt, times.endsAt, booked, existing?.id ?? null);
    }
    return { issues, startsAt: times.startsAt, endsAt: times.endsAt, overlaps };
  }

  /**
   * The 400 of a refused booking (issue 22): each overlap finding names the lesson it overlaps with
   * (the caller's school's lessons only; an instructor sees the learner of its own lessons only), and
   * the answer offers the nearest free slots of the same length for the draft's instructor, car,
   * learner and group within the school's hours, working days and horizon.
   */
  private async refusal(db: Db, caller: Exclude<SchedulerCaller, { kind: 'student' }>, draft: LessonDraft, issues: LessonFieldIssue[], overlaps: Map<OverlapField, BookedLesson>, selfId: number | null): Promise<AppError> {
    const conflicts = new Map<OverlapField, ConflictingLesson>();
    for (const [name, other] of overlaps) {
      const view = await this.repo.view(other.id, db);
      if (!view || view.schoolId !== caller.schoolId) continue;
      const seesLearner = caller.kind === 'school' || view.instructor?.id === caller.instructorId;
      conflicts.set(name, {
        lessonType: view.lessonType,
        lessonDate: view.lessonDate,
        startTime: view.startTime,
        endTime: view.endTime,
        instructor: view.instructor ? { firstName: view.instructor.firstName, lastName: view.instructor.lastName } : null,
        student: view.student && seesLearner ? { firstName: view.student.firstName, lastName: view.student.lastName } : null,
        group: view.group ? { name: view.group.name } : null,
        car: view.car ? { registrationNumber: view.car.registrationNumber } : null,
      });
    }
    const fields = issues.map((i) => {
      const found = i.reason === 'overlap' ? conflicts.get(i.field as OverlapField) : undefined;
      return found ? { ...field(i.field, issueMessageKey(i)), conflict: found } : field(i.field, issueMessageKey(i));
    });
    if (overlaps.size === 0) return badRequest(fields);
    const from = warsawInstant(draft.lessonDate, '00:00');
    if (!from) return badRequest(fields);
    const now = this.clock.now();
    const busy = (await this.repo.booked(db, from, daysAfter(from, FREE_SLOT_DAYS + 1), draft)).filter((b) => b.id !== selfId);
    const slots = freeSlots({
      draft,
      busy,
      settings: await this.repo.settingsOf(caller.schoolId, db),
      today: warsawDate(now),
      now,
      days: FREE_SLOT_DAYS,
      max: FREE_SLOT_COUNT,
      step: LESSON_STEP_MINUTES,
    });
    return new AppError(400, 'msg.error.invalid.form', fields, slots);
  }

  /** `GET lessons/settings`: the caller's school's scheduler settings and the horizon's last date. */
  async settings(auth: AuthContext): Promise<SchedulerSettings> {
    const caller = this.staff(auth);
    const s = await this.repo.settingsOf(caller.schoolId);
    return {
      startHour: s.startHour,
      endHour: s.endHour,
      minutesForLesson: s.minutesForLesson,
      daysOfWork: s.daysOfWork,
      scheduleForMonths: s.scheduleForMonths,
      generateScheduleForFreeDays: s.generateScheduleForFreeDays,
      lastDate: horizonDate(warsawDate(this.clock.now()), s),
    };
  }

  /** `POST lessons/validation`: the findings of a new lesson or of a change (body.id). */
  async validate(auth: AuthContext, body: LessonInput): Promise<LessonFieldIssue[]> {
    const caller = this.staff(auth);
    const existing = body.id ? this.editable(caller, await this.repo.byId(body.id)) : null;
    const draft = this.draftOf(caller, body);
    await this.checkReferences(this.repo.reader(), caller.schoolId, draft, existing);
    return (await this.findings(this.repo.reader(), caller, draft, existing)).issues;
  }

  private async save(auth: AuthContext, body: LessonInput, id: number | null): Promise<Lesson> {
    const caller = this.staff(auth);
    const now = this.clock.now();
    const savedId = await this.repo.transaction(async (tx) => {
      // One writer per school at a time: the overlap check below cannot race another booking.
      await this.repo.lockSchool(tx, caller.schoolId);
      const existing = id === null ? null : this.editable(caller, await this.repo.byId(id, tx));
      const draft = this.draftOf(caller, body);
      await this.checkReferences(tx, caller.schoolId, draft, existing);
      const { issues, startsAt, endsAt, overlaps } = await this.findings(tx, caller, draft, existing);
      if (issues.length || !startsAt || !endsAt) throw await this.refusal(tx, caller, draft, issues, overlaps, existing?.id ?? null);
      const values = lessonValues(caller.schoolId, draft, body, startsAt, endsAt);
      if (existing === null) {
        const newId = await this.repo.insert(tx, values, now);
        await this.notify(tx, auth, 'created', { ...values, ...draft, schoolId: caller.schoolId }, null);
        return newId;
      }
      const moved = existing.lessonDate !== values.lessonDate || existing.startTime !== values.startTime || existing.endTime !== values.endTime;
      // A lesson moved to a time not yet begun has nothing recorded of what happened.
      const ahead = moved && isFuture(startsAt, now) ? { outcome: null, cancelledBy: null, outcomeAt: null } : {};
      await this.repo.update(tx, existing.id, { ...values, ...ahead }, now);
      if (moved) await this.notify(tx, auth, 'moved', { ...values, ...draft, schoolId: caller.schoolId }, existing);
      return existing.id;
    });
    return this.answer(caller, savedId);
  }

  /** The lesson as the caller sees it after a change. */
  private async answer(caller: SchedulerCaller, id: number): Promise<Lesson> {
    const view = await this.repo.view(id);
    if (!view) throw notFound();
    const who = { schoolId: view.schoolId, instructorId: view.instructor?.id ?? null, startsAt: view.startsAt };
    return toLesson(view, this.canEdit(caller, who), this.canSetOutcome(caller, who));
  }

  /**
   * `PUT lessons/lesson/{id}/outcome`: records, changes or clears what happened. The school for its
   * lessons, an instructor for its own (404 unknown, 403 another's); only once the lesson has started
   * (400 otherwise).
   */
  async setOutcome(auth: AuthContext, id: number, body: OutcomeInput): Promise<Lesson> {
    const caller = this.staff(auth);
    const now = this.clock.now();
    await this.repo.transaction(async (tx) => {
      const lesson = await this.repo.byId(id, tx);
      if (!lesson) throw notFound();
      if (lesson.schoolId !== caller.schoolId) throw forbidden();
      if (caller.kind === 'instructor' && lesson.instructorId !== caller.instructorId) throw forbidden();
      if (isFuture(lesson.startsAt, now)) throw badRequest([field('outcome', 'msg.error.lesson.outcome.not.started')], 'msg.error.lesson.outcome.not.started');
      await this.repo.setOutcome(tx, lesson.id, body.outcome, body.outcome === 'CANCELLED' ? (body.cancelledBy ?? null) : null, now);
    });
    return this.answer(caller, id);
  }

  /** `POST lessons/lesson`. */
  create(auth: AuthContext, body: LessonInput): Promise<Lesson> {
    return this.save(auth, body, null);
  }

  /** `PUT lessons/lesson/{id}`. */
  update(auth: AuthContext, id: number, body: LessonInput): Promise<Lesson> {
    return this.save(auth, body, id);
  }

  // ---- copies and series (issue 22; lessons.copy.ts) ----

  /** What copying lessons needs of the service: the staff caller, a transaction and the create check. */
  copying(): LessonCopyPort {
    return {
      staff: (auth) => this.staff(auth),
      now: () => this.clock.now(),
      transaction: (schoolId, work) =>
        this.repo.transaction(async (tx) => {
          // One writer per school at a time, as a single booking.
          await this.repo.lockSchool(tx, schoolId);
          return work(tx);
        }),
      createChecked: (tx, auth, body, tell) => this.createChecked(tx, auth, body, tell),
    };
  }

  /**
   * A new lesson in `tx` checked exactly as `POST lessons/lesson` checks it (references, then every
   * finding of §5): its problems ([] when none); without problems it is inserted, and its people are
   * told as of a created lesson when `tell`.
   */
  private async createChecked(tx: Db, auth: AuthContext, body: LessonInput, tell: boolean): Promise<{ problems: FieldError[]; id: number | null }> {
    const caller = this.staff(auth);
    const draft = this.draftOf(caller, body);
    try {
      await this.checkReferences(tx, caller.schoolId, draft, null);
    } catch (e) {
      if (e instanceof AppError && e.status === 400) return { problems: e.fields ?? [], id: null };
      throw e;
    }
    const { issues, startsAt, endsAt } = await this.findings(tx, caller, draft, null);
    if (issues.length || !startsAt || !endsAt) return { problems: issues.map((i) => field(i.field, issueMessageKey(i))), id: null };
    const values = lessonValues(caller.schoolId, draft, body, startsAt, endsAt);
    const id = await this.repo.insert(tx, values, this.clock.now());
    if (tell) await this.notify(tx, auth, 'created', { ...values, ...draft, schoolId: caller.schoolId }, null);
    return { problems: [], id };
  }

  /** `DELETE lessons/lesson/{id}`: cancels the lesson and tells its people. */
  async remove(auth: AuthContext, id: number): Promise<void> {
    const caller = this.staff(auth);
    await this.repo.transaction(async (tx) => {
      await this.repo.lockSchool(tx, caller.schoolId);
      const lesson = this.editable(caller, await this.repo.byId(id, tx));
      await this.notify(tx, auth, 'cancelled', { ...lesson, lessonType: lesson.lessonType as LessonType }, null);
      await this.repo.delete(tx, lesson.id);
    });
  }

  /**
   * Queues the notices of a change for everyone concerned but the caller (notifications on), only when
   * the lesson (or, for a move, its former time) starts within IMMEDIATE_NOTICE_HOURS: changes further
   * ahead are told by the day-before digest and reminder (lessons.reminders.ts).
   */
  private async notify(
    tx: Db,
    auth: AuthContext,
    change: LessonChange,
    lesson: Pick<LessonRow, 'schoolId' | 'instructorId' | 'studentId' | 'groupId' | 'lessonDate' | 'startTime' | 'endTime'> & { lessonType: LessonType } & Partial<Pick<LessonRow, 'carId' | 'meetingPlace'>>,
    previous: Pick<LessonRow, 'lessonDate' | 'startTime' | 'endTime'> | null,
  ): Promise<void> {
    if (!startsSoon(lesson, this.clock.now()) && !(previous && startsSoon(previous, this.clock.now()))) return;
    const recipients = await this.repo.recipients(lesson, tx);
    const seen = new Set<number>([auth.userId]);
    const { instructorUserId, details } = await noticeDetails(tx, lesson);
    const notice: LessonNotice = {
      lessonType: lesson.lessonType,
      lessonDate: lesson.lessonDate,
      startTime: lesson.startTime,
      endTime: lesson.endTime,
      schoolName: await this.repo.schoolName(lesson.schoolId, tx),
      previous,
      details,
    };
    for (const r of recipients) {
      if (seen.has(r.userId) || !r.notificationsEnabled) continue;
      seen.add(r.userId);
      await this.send(tx, r, change, notice, r.userId === instructorUserId);
    }
  }

  private async send(tx: Db, r: Recipient, change: LessonChange, notice: LessonNotice, forInstructor: boolean): Promise<void> {
    const language = languageOf(r.language);
    await this.outbox.enqueueMail({ to: r.email, ...lessonMail(language, change, notice, forInstructor) }, tx);
    if (this.options.smsEnabled && r.phoneNumber) await this.outbox.enqueueSms({ to: r.phoneNumber, text: lessonSms(language, change, notice) }, tx);
  }

  /** `GET lessons/lesson`: the caller's lessons in a date range, by date then start time, as the LessonPage JSON. */
  async list(auth: AuthContext, q: LessonQueryInput): Promise<string> {
    const caller = this.caller(auth);
    const errors: FieldError[] = [];
    if (caller.kind !== 'school' && q.pageSize > OTHER_LESSONS_PAGE_SIZE) errors.push(field('pageSize', 'msg.validation.invalid'));
    if (q.after && q.before && q.after > q.before) errors.push(field('before', 'msg.validation.invalid'));
    const startsFrom = q.after ? warsawInstant(q.after, '00:00') : null;
    const startsBefore = q.before ? warsawInstant(addDays(q.before, 1), '00:00') : null;
    if (q.after && !startsFrom) errors.push(field('after', 'msg.validation.date.invalid'));
    if (q.before && !startsBefore) errors.push(field('before', 'msg.validation.date.invalid'));
    if (errors.length) throw badRequest(errors);

    const instructorIds = q.instructorId === undefined ? undefined : [q.instructorId].flat();
    const filter = {
      ...(q.after ? { afterDate: q.after } : {}),
      ...(q.before ? { beforeDate: q.before } : {}),
      ...(startsFrom ? { startsFrom } : {}),
      ...(startsBefore ? { startsBefore } : {}),
      ...(q.groupId !== undefined ? { groupId: q.groupId } : {}),
      ...(instructorIds !== undefined ? { instructorIds } : {}),
      ...(q.studentId !== undefined ? { studentId: q.studentId } : {}),
      ...(q.carId !== undefined ? { carId: q.carId } : {}),
      ...(q.lessonType !== undefined ? { lessonType: q.lessonType } : {}),
    };
    let scope;
    if (caller.kind === 'school') scope = { ...filter, schoolId: caller.schoolId };
    else if (caller.kind === 'instructor') {
      if (instructorIds?.some((id) => id !== caller.instructorId)) throw forbidden();
      scope = { ...filter, schoolId: caller.schoolId, instructorId: caller.instructorId };
    } else {
      if (q.studentId !== undefined && q.studentId !== caller.studentId) throw forbidden();
      scope = { ...filter, visibleToStudent: caller.studentId };
    }
    const canEdit =
      caller.kind === 'school'
        ? sql`true`
        : caller.kind === 'instructor'
          ? sql`(p.instructor_id = ${caller.instructorId} AND p.starts_at > ${this.clock.now().toISOString()}::timestamptz)`
          : sql`false`;
    // Scoped above to the school's lessons or the instructor's own: started is enough.
    const canSetOutcome = caller.kind === 'student' ? sql`false` : sql`(p.starts_at <= ${this.clock.now().toISOString()}::timestamptz)`;
    const { json, count, total } = await this.repo.listJson(scope, q.pageSize, q.pageNumber, canEdit, canSetOutcome);
    const totalPages = Math.ceil(total / q.pageSize);
    // The page around the database's JSON array of lessons (LessonPage), sent as it is.
    return `{"content":${json},"totalPages":${totalPages},"totalElements":${total},"size":${q.pageSize},"number":${q.pageNumber},"first":${q.pageNumber === 0},"last":${q.pageNumber >= totalPages - 1},"empty":${count === 0}}`;
  }

  // ---- calendar feeds ----

  private async feedOwner(auth: AuthContext): Promise<SchedulerCaller> {
    const caller = this.caller(auth);
    if (caller.kind === 'school') throw forbidden();
    return caller;
  }

  /** `GET lessons/calendar-feed`: whether the caller has a feed (its address is shown only when made). */
  async feed(auth: AuthContext): Promise<CalendarFeed> {
    await this.feedOwner(auth);
    return { url: null, active: await this.repo.feedExists(auth.userId) };
  }

  /** `POST lessons/calendar-feed`: a new secret address (any former one stops working). */
  async rotateFeed(auth: AuthContext): Promise<CalendarFeed> {
    await this.feedOwner(auth);
    const token = randomBytes(32).toString('base64url');
    await this.repo.saveFeed(auth.userId, sha256(token), this.clock.now());
    return { url: `${this.options.publicUrl}${API_BASE}/${endpointPath(calendarFeedFile, { token })}`, active: true };
  }

  /** `DELETE lessons/calendar-feed`. */
  async revokeFeed(auth: AuthContext): Promise<CalendarFeed> {
    await this.feedOwner(auth);
    await this.repo.deleteFeed(auth.userId);
    return { url: null, active: false };
  }

  /** The iCalendar file of a feed token: the owner's lessons from 30 days ago on; unknown → 404. */
  async feedFile(token: string): Promise<string> {
    if (!FEED_TOKEN.test(token)) throw notFound();
    const owner = await this.repo.feedOwner(sha256(token));
    if (!owner || owner.status !== 'ACTIVE') throw notFound();
    const records = await this.access.recordsOfUser(owner.userId);
    const userType = owner.userType;
    const caller = records ? schedulerRoleOf({ userType, ...membershipOf(userType, records) }) : null;
    if (!caller || caller.kind === 'school') throw notFound();
    const now = this.clock.now();
    const from = daysAfter(now, -FEED_PAST_DAYS);
    const rows = await this.repo.since(
      caller.kind === 'instructor' ? { schoolId: caller.schoolId, instructorId: caller.instructorId, startsFrom: from } : { visibleToStudent: caller.studentId, startsFrom: from },
      FEED_MAX_LESSONS,
    );
    const host = new URL(this.options.publicUrl).hostname;
    const events: IcsEvent[] = rows.map((l) => {
      const lecture = l.lessonType === 'LECTURE';
      const who = lecture
        ? (l.group?.name ?? '')
        : caller.kind === 'instructor'
          ? [l.student?.firstName, l.student?.lastName].filter(Boolean).join(' ')
          : [l.instructor?.firstName, l.instructor?.lastName].filter(Boolean).join(' ');
      return {
        uid: `lesson-${l.id}@${host}`,
        startsAt: l.startsAt,
        endsAt: l.endsAt,
        summary: `${lecture ? 'Wykład' : 'Jazda'}${who ? ` – ${who}` : ''}`,
        // Where to meet first (issue 22), then the car.
        location: [l.meetingPlace, l.car ? `${l.car.manufacturer} ${l.car.model}, ${l.car.registrationNumber}` : null].filter(Boolean).join(' – ') || null,
        description: l.remarks,
        stamp: l.updatedAt,
      };
    });
    return writeCalendar('Prawko OSK – lekcje', events);
  }

  // ---- progress cards ----

  private cardSchool(auth: AuthContext): Extract<SchedulerCaller, { kind: 'school' }> {
    if (!this.options.featureCards) throw new AppError(403, 'msg.error.cards.disabled');
    const caller = this.caller(auth);
    if (caller.kind !== 'school') throw forbidden();
    return caller;
  }

  /**
   * `GET lessons/cards?studentId=&instructorId=`: the learner's lessons with the school that count in
   * the hours ledger (marked HELD and ended; planned, missed and cancelled ones never go on the card),
   * the chosen instructor's selected (every one without an instructor). An instructor of another
   * school is 400 on its field.
   */
  async cardLessons(auth: AuthContext, studentId: number, instructorId?: number): Promise<CardLesson[]> {
    const caller = this.cardSchool(auth);
    const student = await this.repo.studentCard(studentId);
    if (!student) throw notFound();
    if (student.schoolId !== caller.schoolId) throw forbidden();
    if (instructorId !== undefined) {
      const instructor = await this.repo.instructorCard(instructorId);
      if (!instructor || instructor.schoolId !== caller.schoolId) throw badRequest([field('instructorId', 'msg.validation.invalid')]);
    }
    const now = this.clock.now();
    const rows = (await this.repo.learnerLessons(caller.schoolId, studentId)).filter((l) => countsInLedger(l, now));
    return rows.map((l) => toCardLesson(l, instructorId === undefined || l.instructorId === instructorId));
  }

  /** `POST lessons/cards`: the progress card of the selected lessons as a PDF. */
  async card(auth: AuthContext, body: CardInput): Promise<{ fileName: string; pdf: Buffer }> {
    const caller = this.cardSchool(auth);
    const errors: FieldError[] = [];
    const pesel = body.pesel?.trim() || null;
    if (pesel && !isValidPesel(pesel)) errors.push(field('pesel', 'msg.validation.pesel'));
    if (!pesel && !body.birthDate) errors.push(field('pesel', 'msg.validation.required'));
    const student = await this.repo.studentCard(body.studentId);
    if (!student || student.schoolId !== caller.schoolId) errors.push(field('studentId', 'msg.validation.invalid'));
    const instructor = await this.repo.instructorCard(body.instructorId);
    if (!instructor || instructor.schoolId !== caller.schoolId) errors.push(field('instructorId', 'msg.validation.invalid'));
    if (errors.length || !student || !instructor) throw badRequest(errors);

    const lessons = new Map((await this.repo.learnerLessons(caller.schoolId, body.studentId)).map((l) => [l.id, l]));
    if (body.overrides.some((o) => !lessons.has(o.lessonId))) throw badRequest([field('overrides', 'msg.validation.invalid')]);
    const now = this.clock.now();
    const planned = (o: { lessonId: number; selected: boolean }) => {
      const l = lessons.get(o.lessonId);
      return o.selected && l !== undefined && !countsInLedger(l, now);
    };
    if (body.overrides.some(planned)) {
      throw badRequest([field('overrides', 'msg.error.card.lesson.not.conducted')]);
    }
    const rows: CardRow[] = [];
    for (const o of body.overrides) {
      const l = lessons.get(o.lessonId);
      if (!o.selected || !l) continue;
      let date = l.lessonDate;
      let start = l.startTime;
      let end = l.endTime;
      // The lesson's own length is that of its instants (a lesson across a clock change is as long as it lasted).
      let minutes = Math.round((l.endsAt.getTime() - l.startsAt.getTime()) / 60_000);
      if (o.override) {
        const d = o.overridedLessonDate ?? date;
        const s = o.overridedStartTime ?? start;
        const e = o.overridedEndTime ?? end;
        // Overridden values are used when they make a lesson; otherwise the lesson as it was.
        if (s < e) {
          [date, start, end] = [d, s, e];
          const [from, to] = [warsawInstant(d, s), warsawInstant(d, e)];
          minutes = from && to ? Math.round((to.getTime() - from.getTime()) / 60_000) : lessonMinutes(s, e);
        }
      }
      const lessonType = l.lessonType as LessonType;
      const instructorName = l.instructor ? `${l.instructor.firstName} ${l.instructor.lastName}` : '';
      rows.push({ lessonType, lessonDate: date, startTime: start, endTime: end, minutes, hours: trainingHoursOf(minutes, lessonType), instructorName });
    }
    rows.sort((a, b) => (a.lessonDate + a.startTime).localeCompare(b.lessonDate + b.startTime));
    // The same count as the PKK pre-flight: practical hours of 60 minutes, theory hours of 45.
    const totals = trainingTotals(rows);
    const pdf = await renderProgressCard({
      schoolName: await this.repo.schoolName(caller.schoolId),
      studentName: `${student.firstName} ${student.lastName}`,
      pesel,
      birthDate: body.birthDate ?? null,
      category: body.category,
      instructorName: `${instructor.firstName} ${instructor.lastName}`,
      instructorRegistrationNumber: instructor.registrationNumber,
      rows,
      totals,
      generatedAt: warsawDisplayDateTime(now),
    });
    return { fileName: `karta_zajec_${body.studentId}.pdf`, pdf };
  }
}

import type { z } from 'zod';
import { and, asc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { COPY_MAX_LESSONS, isRealDate, translateMessage, type FieldError, type Language, type LessonCopyPlan, type LessonCopyRequest, type LessonRequest, type LessonType, type PlannedLesson } from '@osk/contract';
import type { Db } from '../../db/client.js';
import { cars, instructors, lessonGroups, lessons, students } from '../../db/schema/index.js';
import { addDays } from '../../lib/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../access/caller.js';
import type { SchedulerCaller } from './lessons.repository.js';
import { isoWeekday } from './lessons.rules.js';

type LessonInput = z.output<typeof LessonRequest>;
type CopyInput = z.output<typeof LessonCopyRequest>;
type Staff = Exclude<SchedulerCaller, { kind: 'student' }>;

/** What copying needs of the lessons service (LessonsService.copying): nothing of the lesson rules is repeated here. */
export interface LessonCopyPort {
  staff(auth: AuthContext): Staff;
  now(): Date;
  /** Work in one transaction holding the school's booking lock. */
  transaction<T>(schoolId: number, work: (tx: Db) => Promise<T>): Promise<T>;
  /** A new lesson checked as `POST lessons/lesson` checks it; inserted when it has no problems. */
  createChecked(tx: Db, auth: AuthContext, body: LessonInput, tell: boolean): Promise<{ problems: FieldError[]; id: number | null }>;
}

/** A lesson to copy, with the names the plan shows. */
interface Source {
  id: number;
  schoolId: number;
  lessonType: LessonType;
  lessonDate: string;
  startTime: string;
  endTime: string;
  outcome: string | null;
  instructorId: number | null;
  studentId: number | null;
  groupId: number | null;
  carId: number | null;
  remarks: string | null;
  meetingPlace: string | null;
  instructor: { firstName: string; lastName: string } | null;
  student: { firstName: string; lastName: string } | null;
  group: { name: string } | null;
  car: { registrationNumber: string } | null;
}

/** The dry run's way out of its transaction: everything it inserted is rolled back. */
class DryRun extends Error {
  constructor(readonly plan: LessonCopyPlan) {
    super('dry run');
  }
}

const wallMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const wallText = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const field = (name: string, key: string): FieldError => ({ field: name, message: key, key });

async function sourcesWhere(tx: Db, where: SQL | undefined): Promise<Source[]> {
  const rows = await tx
    .select({
      id: lessons.id,
      lessonType: lessons.lessonType,
      lessonDate: lessons.lessonDate,
      startTime: lessons.startTime,
      endTime: lessons.endTime,
      outcome: lessons.outcome,
      schoolId: lessons.schoolId,
      instructorId: lessons.instructorId,
      studentId: lessons.studentId,
      groupId: lessons.groupId,
      carId: lessons.carId,
      remarks: lessons.remarks,
      meetingPlace: lessons.meetingPlace,
      iFirst: instructors.firstName,
      iLast: instructors.lastName,
      sFirst: students.firstName,
      sLast: students.lastName,
      gName: lessonGroups.name,
      cReg: cars.registrationNumber,
    })
    .from(lessons)
    .leftJoin(instructors, eq(instructors.id, lessons.instructorId))
    .leftJoin(students, eq(students.id, lessons.studentId))
    .leftJoin(lessonGroups, eq(lessonGroups.id, lessons.groupId))
    .leftJoin(cars, eq(cars.id, lessons.carId))
    .where(where)
    .orderBy(asc(lessons.lessonDate), asc(lessons.startTime), asc(lessons.id))
    .limit(COPY_MAX_LESSONS * 2 + 1);
  return rows.map((r) => ({
    id: r.id,
    lessonType: r.lessonType as LessonType,
    lessonDate: r.lessonDate,
    startTime: r.startTime,
    endTime: r.endTime,
    outcome: r.outcome,
    instructorId: r.instructorId,
    studentId: r.studentId,
    groupId: r.groupId,
    carId: r.carId,
    remarks: r.remarks,
    meetingPlace: r.meetingPlace,
    instructor: r.iFirst !== null && r.iLast !== null ? { firstName: r.iFirst, lastName: r.iLast } : null,
    student: r.sFirst !== null && r.sLast !== null ? { firstName: r.sFirst, lastName: r.sLast } : null,
    group: r.gName !== null ? { name: r.gName } : null,
    car: r.cReg !== null ? { registrationNumber: r.cReg } : null,
    schoolId: r.schoolId,
  }));
}

/** A planned copy: the source moved to a date and start time, its length and people kept. */
interface Target {
  source: Source;
  lessonDate: string;
  startTime: string;
  endTime: string;
}

/**
 * Copies and series of lessons (issue 22): one lesson to another date and time, a week or a day of it
 * to another week, one lesson repeated weekly. Each copy goes through the service's create check in
 * one transaction: the dry run (`check`) answers the plan and rolls back, `save` keeps all or none.
 */
export class LessonCopier {
  constructor(private readonly port: LessonCopyPort) {}

  /** `POST lessons/copy/check`: the planned lessons with their problems; nothing is saved. */
  check(auth: AuthContext, body: CopyInput, language: Language): Promise<LessonCopyPlan> {
    return this.run(auth, body, language, false);
  }

  /** `POST lessons/copy`: every planned lesson saved, or none (409 with each one's problems). */
  save(auth: AuthContext, body: CopyInput, language: Language): Promise<LessonCopyPlan> {
    return this.run(auth, body, language, true);
  }

  private async run(auth: AuthContext, body: CopyInput, language: Language, save: boolean): Promise<LessonCopyPlan> {
    const caller = this.port.staff(auth);
    try {
      return await this.port.transaction(caller.schoolId, async (tx) => {
        const { targets, skippedCancelled } = await this.targets(tx, caller, body);
        if (targets.length > COPY_MAX_LESSONS) throw badRequest([], 'msg.error.lesson.copy.too.many');
        if (save && targets.length === 0) throw badRequest([], 'msg.error.lesson.copy.empty');
        const planned: PlannedLesson[] = [];
        // In date order; each one checked against the lessons before it (the earlier copies included).
        for (const t of targets) {
          const s = t.source;
          const request: LessonInput = {
            lessonType: s.lessonType,
            lessonStatus: 'PLANNED',
            lessonDate: t.lessonDate,
            startTime: t.startTime,
            endTime: t.endTime,
            instructorId: s.instructorId,
            studentId: s.studentId,
            groupId: s.groupId,
            carId: s.carId,
            remarks: s.remarks ?? undefined,
            meetingPlace: s.meetingPlace ?? undefined,
          };
          const { problems, id } = await this.port.createChecked(tx, auth, request, save);
          planned.push({
            sourceId: s.id,
            id: save ? id : null,
            lessonType: s.lessonType,
            lessonDate: t.lessonDate,
            startTime: t.startTime,
            endTime: t.endTime,
            instructor: s.instructor,
            student: s.student,
            group: s.group,
            car: s.car,
            problems: problems.map((p) => ({ field: p.field, key: p.key ?? p.message, message: translateMessage(p.key ?? p.message, language) })),
          });
        }
        const plan = { lessons: planned, skippedCancelled };
        if (!save) throw new DryRun(plan);
        const refused = planned.flatMap((p, i) => p.problems.map((f) => field(`lessons.${i}.${f.field}`, f.key ?? f.message)));
        if (refused.length) throw new AppError(409, 'msg.error.lesson.copy.refused', refused);
        return plan;
      });
    } catch (e) {
      if (e instanceof DryRun) return e.plan;
      throw e;
    }
  }

  /** The lessons a request copies and where to: 404 unknown source, 403 another school's or instructor's, 400 bad input. */
  private async targets(tx: Db, caller: Staff, body: CopyInput): Promise<{ targets: Target[]; skippedCancelled: number }> {
    if (body.kind === 'week') return this.weekTargets(tx, caller, body);
    const [source] = await sourcesWhere(tx, eq(lessons.id, body.lessonId));
    if (!source) throw notFound();
    if (source.schoolId !== caller.schoolId) throw forbidden();
    if (caller.kind === 'instructor' && source.instructorId !== caller.instructorId) throw forbidden();
    if (source.outcome === 'CANCELLED') throw badRequest([field('lessonId', 'msg.error.lesson.copy.cancelled')], 'msg.error.lesson.copy.cancelled');
    if (body.kind === 'series') {
      const targets = Array.from({ length: body.occurrences - 1 }, (_, k) => ({ source, lessonDate: addDays(source.lessonDate, 7 * (k + 1)), startTime: source.startTime, endTime: source.endTime }));
      return { targets, skippedCancelled: 0 };
    }
    const end = wallMinutes(body.startTime) + wallMinutes(source.endTime) - wallMinutes(source.startTime);
    if (end >= 24 * 60) throw badRequest([field('startTime', 'msg.error.lesson.time.order')]);
    return { targets: [{ source, lessonDate: body.lessonDate, startTime: body.startTime, endTime: wallText(end) }], skippedCancelled: 0 };
  }

  private async weekTargets(tx: Db, caller: Staff, body: Extract<CopyInput, { kind: 'week' }>): Promise<{ targets: Target[]; skippedCancelled: number }> {
    const errors: FieldError[] = [];
    if (!isRealDate(body.from) || isoWeekday(body.from) !== 1) errors.push(field('from', 'msg.error.lesson.copy.week'));
    if (!isRealDate(body.to) || isoWeekday(body.to) !== 1 || body.to === body.from) errors.push(field('to', 'msg.error.lesson.copy.week'));
    if (errors.length) throw badRequest(errors);
    let instructorId = body.instructorId ?? null;
    if (caller.kind === 'instructor') {
      // An instructor copies its own lessons only.
      if (instructorId !== null && instructorId !== caller.instructorId) throw forbidden();
      instructorId = caller.instructorId;
    } else if (instructorId !== null) {
      const [row] = await tx.select({ schoolId: instructors.schoolId }).from(instructors).where(eq(instructors.id, instructorId)).limit(1);
      if (!row || row.schoolId !== caller.schoolId) throw badRequest([field('instructorId', 'msg.validation.invalid')]);
    }
    const first = body.weekday ? addDays(body.from, body.weekday - 1) : body.from;
    const last = body.weekday ? first : addDays(body.from, 6);
    const all = await sourcesWhere(
      tx,
      and(eq(lessons.schoolId, caller.schoolId), gte(lessons.lessonDate, first), lte(lessons.lessonDate, last), instructorId !== null ? eq(lessons.instructorId, instructorId) : undefined),
    );
    const kept = all.filter((l) => l.outcome !== 'CANCELLED');
    const days = Math.round((Date.parse(`${body.to}T12:00:00Z`) - Date.parse(`${body.from}T12:00:00Z`)) / 86_400_000);
    return {
      targets: kept.map((source) => ({ source, lessonDate: addDays(source.lessonDate, days), startTime: source.startTime, endTime: source.endTime })),
      skippedCancelled: all.length - kept.length,
    };
  }
}

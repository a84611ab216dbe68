import { warsawInstant, warsawParts } from '@osk/contract';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cars, instructors, lessonDayNotices, lessonGroups, lessonGroupStudents, lessons, schools, students, users } from '../../db/schema/index.js';
import { addDays, warsawDate } from '../../lib/clock.js';
import type { Job, JobSummary } from '../../lib/jobs/job-runner.js';
import { languageOf } from '../../lib/language.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { digestMail, reminderMail, reminderSms, type DayLesson, type LessonNotice } from './lessons.mails.js';
import { instructorUsers, studentUsers } from './lessons.repository.js';

/**
 * The day-before lesson messages (issue 22; docs/background-jobs.md): from this hour (Europe/Warsaw)
 * on, each instructor gets a digest of the next day's lessons and each learner a reminder of theirs.
 * Until midnight every run sends what has not been sent yet, so an instance that was down at 18:00
 * catches up; a lesson booked for the next day after the hour was told at once (the 48-hour rule of
 * lessons.service.ts), and a recipient who had nothing the next day until then gets the day's message
 * at the next run.
 */
export const DAY_NOTICE_HOUR = 18;
/** How often the job looks whether anything is due (a quarter of an hour after the hour at the latest). */
export const DAY_NOTICE_INTERVAL_MS = 15 * 60_000;
/** Changes of lessons that start within this many hours are told at once; later ones by the day-before messages. */
export const IMMEDIATE_NOTICE_HOURS = 48;

export type DayNoticeKind = 'DIGEST' | 'REMINDER';

/** Someone a day-before message goes to. */
interface DayRecipient {
  userId: number;
  email: string;
  phoneNumber: string | null;
  language: string;
  notificationsEnabled: boolean;
}

/** One school's lessons of one person on the date, with how to reach the person. */
interface DayMessage {
  kind: DayNoticeKind;
  schoolId: number;
  schoolName: string;
  to: DayRecipient;
  lessons: DayLesson[];
}

/** The next day's digests and reminders, each queued in the outbox once (table lesson_day_notices). */
export class LessonReminders {
  constructor(
    private readonly db: Db,
    private readonly outbox: OutboxService,
    private readonly options: { smsEnabled: boolean },
  ) {}

  /** A run of the job at `now`: from DAY_NOTICE_HOUR in Warsaw, the messages of the next day not yet sent. */
  async runDue(now: Date, signal?: AbortSignal): Promise<JobSummary> {
    if (warsawParts(now).hour < DAY_NOTICE_HOUR) return { digests: 0, reminders: 0, messages: 0 };
    return this.send(addDays(warsawDate(now), 1), now, signal);
  }

  /** Queues the digests and reminders of `lessonDate` not yet recorded as sent; answers how many. */
  async send(lessonDate: string, now: Date, signal?: AbortSignal): Promise<JobSummary> {
    const summary = { digests: 0, reminders: 0, messages: 0 };
    const due = await this.messagesOf(lessonDate);
    for (const message of due) {
      if (signal?.aborted) break;
      const queued = await this.deliverOnce(message, lessonDate, now);
      if (queued === null) continue;
      summary[message.kind === 'DIGEST' ? 'digests' : 'reminders'] += 1;
      summary.messages += queued;
    }
    return summary;
  }

  /**
   * Records the message and queues its mail (and SMS) in one transaction: the unique key of the record
   * lets one transaction win; any other (a re-run, a second instance) inserts nothing and queues
   * nothing. Answers how many messages were queued, or null when it had been sent before.
   */
  private async deliverOnce(m: DayMessage, lessonDate: string, now: Date): Promise<number | null> {
    const language = languageOf(m.to.language);
    const sms = m.kind === 'REMINDER' && this.options.smsEnabled && m.to.phoneNumber ? m.to.phoneNumber : null;
    return this.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(lessonDayNotices)
        .values({ kind: m.kind, schoolId: m.schoolId, userId: m.to.userId, lessonDate, lessons: m.lessons.length, messages: sms ? 2 : 1, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: lessonDayNotices.id });
      if (!recorded) return null;
      const mail = m.kind === 'DIGEST' ? digestMail(language, m.schoolName, lessonDate, m.lessons) : reminderMail(language, m.schoolName, lessonDate, m.lessons);
      await this.outbox.enqueueMail({ to: m.to.email, ...mail }, tx);
      if (sms) await this.outbox.enqueueSms({ to: sms, text: reminderSms(language, m.schoolName, lessonDate, m.lessons) }, tx);
      return sms ? 2 : 1;
    });
  }

  /**
   * The messages of a date not yet recorded: per school, a digest to each instructor with lessons and
   * a reminder to each learner with lessons (a drive's learner, a lecture's group members), to active
   * accounts with lesson notifications on; lessons recorded as cancelled are left out.
   */
  private async messagesOf(lessonDate: string): Promise<DayMessage[]> {
    const rows = await this.db
      .select({
        id: lessons.id,
        schoolId: lessons.schoolId,
        schoolName: schools.name,
        lessonType: lessons.lessonType,
        startTime: lessons.startTime,
        endTime: lessons.endTime,
        meetingPlace: lessons.meetingPlace,
        groupId: lessons.groupId,
        groupName: lessonGroups.name,
        iFirst: instructors.firstName,
        iLast: instructors.lastName,
        iNotify: instructors.notificationsEnabled,
        iUserId: instructorUsers.id,
        iEmail: instructorUsers.email,
        iPhone: instructorUsers.phoneNumber,
        iLanguage: instructorUsers.language,
        iStatus: instructorUsers.status,
        sFirst: students.firstName,
        sLast: students.lastName,
        sNotify: students.notificationsEnabled,
        sUserId: studentUsers.id,
        sEmail: studentUsers.email,
        sPhone: studentUsers.phoneNumber,
        sLanguage: studentUsers.language,
        sStatus: studentUsers.status,
        carMake: cars.manufacturer,
        carModel: cars.model,
        carReg: cars.registrationNumber,
      })
      .from(lessons)
      .innerJoin(schools, eq(schools.id, lessons.schoolId))
      .leftJoin(instructors, eq(instructors.id, lessons.instructorId))
      .leftJoin(instructorUsers, eq(instructorUsers.id, instructors.userId))
      .leftJoin(students, eq(students.id, lessons.studentId))
      .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
      .leftJoin(lessonGroups, eq(lessonGroups.id, lessons.groupId))
      .leftJoin(cars, eq(cars.id, lessons.carId))
      .where(and(eq(lessons.lessonDate, lessonDate), or(isNull(lessons.outcome), ne(lessons.outcome, 'CANCELLED'))))
      .orderBy(asc(lessons.schoolId), asc(lessons.startsAt), asc(lessons.id));
    if (rows.length === 0) return [];

    // A lecture's learners are its group's members.
    const lectureGroups = [...new Set(rows.filter((r) => r.lessonType === 'LECTURE' && r.groupId !== null).map((r) => r.groupId as number))];
    const members = lectureGroups.length
      ? await this.db
          .select({
            groupId: lessonGroupStudents.groupId,
            userId: users.id,
            email: users.email,
            phoneNumber: users.phoneNumber,
            language: users.language,
            notificationsEnabled: students.notificationsEnabled,
          })
          .from(lessonGroupStudents)
          .innerJoin(students, eq(students.id, lessonGroupStudents.studentId))
          .innerJoin(users, eq(users.id, students.userId))
          .where(and(inArray(lessonGroupStudents.groupId, lectureGroups), eq(users.status, 'ACTIVE')))
      : [];
    const sent = await this.db
      .select({ kind: lessonDayNotices.kind, schoolId: lessonDayNotices.schoolId, userId: lessonDayNotices.userId })
      .from(lessonDayNotices)
      .where(eq(lessonDayNotices.lessonDate, lessonDate));
    const done = new Set(sent.map((s) => `${s.kind}:${s.schoolId}:${s.userId}`));

    const out = new Map<string, DayMessage>();
    const add = (kind: DayNoticeKind, schoolId: number, schoolName: string, to: DayRecipient, lesson: DayLesson) => {
      const key = `${kind}:${schoolId}:${to.userId}`;
      if (done.has(key) || !to.notificationsEnabled) return;
      const message = out.get(key) ?? { kind, schoolId, schoolName, to, lessons: [] };
      message.lessons.push(lesson);
      out.set(key, message);
    };
    for (const r of rows) {
      const lesson: DayLesson = {
        lessonType: r.lessonType === 'LECTURE' ? 'LECTURE' : 'DRIVE',
        startTime: r.startTime,
        endTime: r.endTime,
        instructor: r.iFirst !== null ? { firstName: r.iFirst, lastName: r.iLast ?? '', phoneNumber: r.iPhone } : null,
        learner: r.sFirst !== null ? { firstName: r.sFirst, lastName: r.sLast ?? '', phoneNumber: r.sPhone } : null,
        group: r.lessonType === 'LECTURE' ? r.groupName : null,
        car: r.carMake !== null ? { manufacturer: r.carMake, model: r.carModel ?? '', registrationNumber: r.carReg ?? '' } : null,
        meetingPlace: r.meetingPlace,
      };
      if (r.iUserId !== null && r.iEmail !== null && r.iStatus === 'ACTIVE') {
        add('DIGEST', r.schoolId, r.schoolName, { userId: r.iUserId, email: r.iEmail, phoneNumber: r.iPhone, language: r.iLanguage ?? '', notificationsEnabled: r.iNotify ?? false }, lesson);
      }
      if (r.lessonType === 'LECTURE' && r.groupId !== null) {
        for (const m of members) if (m.groupId === r.groupId) add('REMINDER', r.schoolId, r.schoolName, m, lesson);
      } else if (r.sUserId !== null && r.sEmail !== null && r.sStatus === 'ACTIVE') {
        add('REMINDER', r.schoolId, r.schoolName, { userId: r.sUserId, email: r.sEmail, phoneNumber: r.sPhone, language: r.sLanguage ?? '', notificationsEnabled: r.sNotify ?? false }, lesson);
      }
    }
    return [...out.values()];
  }
}

/** The day-before digests and reminders, looked at every quarter of an hour (sent from DAY_NOTICE_HOUR). */
export function lessonDayNoticesJob(reminders: LessonReminders): Job {
  return {
    name: 'lesson-day-notices',
    intervalMs: DAY_NOTICE_INTERVAL_MS,
    // A large evening (thousands of people, one transaction each) may outlast the default lease; were a
    // run to outlive this one, a second run would still queue nothing twice (the record's unique key).
    leaseMs: 30 * 60_000,
    run: ({ now, signal }) => reminders.runDue(now, signal),
  };
}

/**
 * Whether a lesson (Warsaw wall time) starts from now to IMMEDIATE_NOTICE_HOURS ahead: only then is a
 * change told at once (a lesson already begun or further ahead is not).
 */
export function startsSoon(lesson: { lessonDate: string; startTime: string }, now: Date): boolean {
  const startsAt = warsawInstant(lesson.lessonDate, lesson.startTime);
  if (!startsAt) return false;
  const ms = startsAt.getTime() - now.getTime();
  return ms >= 0 && ms <= IMMEDIATE_NOTICE_HOURS * 3_600_000;
}

/**
 * What a change notice says beside the time (issue 22): the lesson's instructor with its phone, its
 * learner with its phone or its group, its car and meeting place; and the instructor's account, whose
 * notice names the learner instead of the instructor.
 */
export async function noticeDetails(
  db: Db,
  lesson: { lessonType: string; instructorId: number | null; studentId: number | null; groupId: number | null; carId?: number | null; meetingPlace?: string | null },
): Promise<{ instructorUserId: number | null; details: NonNullable<LessonNotice['details']> }> {
  const [instructor] =
    lesson.instructorId === null
      ? []
      : await db
          .select({ userId: users.id, firstName: instructors.firstName, lastName: instructors.lastName, phoneNumber: users.phoneNumber })
          .from(instructors)
          .innerJoin(users, eq(users.id, instructors.userId))
          .where(eq(instructors.id, lesson.instructorId));
  const [learner] =
    lesson.lessonType === 'LECTURE' || lesson.studentId === null
      ? []
      : await db
          .select({ firstName: students.firstName, lastName: students.lastName, phoneNumber: users.phoneNumber })
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .where(eq(students.id, lesson.studentId));
  const [group] =
    lesson.lessonType !== 'LECTURE' || lesson.groupId === null ? [] : await db.select({ name: lessonGroups.name }).from(lessonGroups).where(eq(lessonGroups.id, lesson.groupId));
  const [car] =
    lesson.carId === null || lesson.carId === undefined
      ? []
      : await db.select({ manufacturer: cars.manufacturer, model: cars.model, registrationNumber: cars.registrationNumber }).from(cars).where(eq(cars.id, lesson.carId));
  return {
    instructorUserId: instructor?.userId ?? null,
    details: {
      instructor: instructor ? { firstName: instructor.firstName, lastName: instructor.lastName, phoneNumber: instructor.phoneNumber } : null,
      learner: learner ?? null,
      group: group?.name ?? null,
      car: car ?? null,
      meetingPlace: lesson.meetingPlace ?? null,
    },
  };
}

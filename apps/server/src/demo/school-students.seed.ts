import type { UserSource } from '@osk/contract';
import type { Db } from '../db/client.js';
import { exams, partialRegistrations } from '../db/schema/index.js';
import { addDays } from '../lib/clock.js';
import { hashToken } from '../lib/ids.js';
import { hashPassword } from '../lib/passwords.js';
import { insertDemoLearner, type DemoBase } from './demo-base.js';
import { SCHOOL_DEMO } from './school.seed.js';

/** The demo school's managed learners: one password for all, a pending SMS link and a temporary login. */
export const SCHOOL_STUDENTS_DEMO = {
  password: 'Kursant123!',
  /** The pending SMS partial registration: /finishPartialRegistration/{token}. */
  partialToken: 'demo-szkola-sms-rejestracja-0001',
  partialPhone: '600555111',
  /** A temporary (internal) account; its password is the school's default password. */
  temporaryLogin: 'osk-zielona-fala-1@internal.example',
} as const;

interface DemoLearner {
  email: string;
  firstName: string;
  lastName: string;
  category?: string;
  status?: 'ACTIVE' | 'NEW';
  userSource?: UserSource;
  internal?: boolean;
  /** Days of learning from today (negative: ended). */
  learningDays?: number | null;
  lectures?: boolean;
  withBook?: boolean;
  internalExams?: number;
  oskRemarks?: string;
  blockChangeCategory?: boolean;
  registrationId?: string;
  accountExpireDays?: number;
  passedExam?: boolean;
  lastLoginDaysAgo?: number;
}

const LEARNERS: readonly DemoLearner[] = [
  { email: 'dlugi.z.ksiazka@example.com', firstName: 'Bartosz', lastName: 'Długi', learningDays: 120, lectures: true, withBook: true, oskRemarks: 'Pakiet LONG z książką', lastLoginDaysAgo: 1 },
  { email: 'krotki@example.com', firstName: 'Celina', lastName: 'Krótka', learningDays: 3, lastLoginDaysAgo: 0 },
  { email: 'wygasly@example.com', firstName: 'Damian', lastName: 'Wygasły', learningDays: -10, lastLoginDaysAgo: 40 },
  { email: 'nieaktywny@example.com', firstName: 'Edyta', lastName: 'Nieaktywna', status: 'NEW', learningDays: 120, registrationId: 'demo-rejestracja-edyta' },
  { email: 'partner.szkola@example.com', firstName: 'Filip', lastName: 'Partnerski', userSource: 'LIWONA', learningDays: 60 },
  { email: 'zdany@example.com', firstName: 'Grażyna', lastName: 'Zdana', learningDays: 30, passedExam: true, internalExams: 3, lastLoginDaysAgo: 2 },
  { email: 'kategoria.a@example.com', firstName: 'Henryk', lastName: 'Motocyklowy', category: 'A', learningDays: 45, blockChangeCategory: true },
  { email: 'kategoria.c@example.com', firstName: 'Irena', lastName: 'Ciężarowa', category: 'C', learningDays: 90, lectures: true },
  { email: 'egzaminy.wewn@example.com', firstName: 'Jacek', lastName: 'Wewnętrzny', learningDays: 20, internalExams: 6 },
  { email: 'bez.dostepu@example.com', firstName: 'Kamila', lastName: 'Bezdostępna', learningDays: null },
  { email: 'powiadomienia@example.com', firstName: 'Leon', lastName: 'Cichy', learningDays: 14, oskRemarks: 'Nie chce powiadomień' },
  { email: SCHOOL_STUDENTS_DEMO.temporaryLogin, firstName: '#1', lastName: '', internal: true, internalExams: 3, accountExpireDays: 30 },
];

/**
 * Demo data of the school's learners (issue 8): the demo school gets a dozen learners in different
 * states (LONG with a book, SHORT, expired, not activated, partner platform, with a passed exam,
 * category A with the category blocked, C with lectures, with internal exams, without access, a
 * temporary account) and a pending SMS partial registration. The school's stock is left as the school
 * seed set it. Runs inside the demo seed's transaction, after the school seed.
 */
export async function seedSchoolStudentsDemo(tx: Db, base: DemoBase): Promise<void> {
  const [learnerHash, temporaryHash] = await Promise.all([hashPassword(SCHOOL_STUDENTS_DEMO.password), hashPassword(SCHOOL_DEMO.defaultPassword)]);
  for (const learner of LEARNERS) {
    const learning = learner.learningDays === undefined || learner.learningDays === null ? null : addDays(base.today, learner.learningDays);
    const { studentId } = await insertDemoLearner(
      tx,
      {
        email: learner.email,
        passwordHash: learner.internal ? (temporaryHash ?? '') : (learnerHash ?? ''),
        status: learner.status ?? 'ACTIVE',
        userSource: learner.userSource ?? 'EPRAWKO',
        internal: learner.internal ?? false,
        registerDate: base.now,
        lastLoginDate: learner.lastLoginDaysAgo === undefined ? null : new Date(base.now.getTime() - learner.lastLoginDaysAgo * 86_400_000),
      },
      {
        schoolId: base.schoolId,
        firstName: learner.firstName,
        lastName: learner.lastName,
        category: learner.category ?? 'B',
        learningAvailableTill: learning,
        lecturesAvailableTill: learner.lectures ? learning : null,
        withBook: learner.withBook ?? false,
        internalExams: learner.internalExams ?? 0,
        oskRemarks: learner.oskRemarks ?? null,
        blockChangeCategory: learner.blockChangeCategory ?? false,
        notificationsEnabled: learner.oskRemarks !== 'Nie chce powiadomień',
        registrationId: learner.registrationId ?? null,
        accountExpire: learner.accountExpireDays === undefined ? null : addDays(base.today, learner.accountExpireDays),
      },
    );
    if (learner.passedExam) {
      const start = new Date(base.now.getTime() - 2 * 86_400_000);
      const end = new Date(start.getTime() + 20 * 60_000);
      await tx.insert(exams).values({
        studentId,
        schoolId: base.schoolId,
        category: learner.category ?? 'B',
        type: 'EXAM',
        language: 'PL',
        status: 'FINISHED',
        startDate: start,
        deadline: new Date(start.getTime() + 25 * 60_000),
        endDate: end,
        questionStartedAt: end,
        totalAnswers: 0,
        pointsAll: 74,
        correctAnswers: 0,
        wrongAnswers: 0,
        points: 70,
        passed: true,
      });
    }
  }
  await tx.insert(partialRegistrations).values({
    tokenHash: hashToken(SCHOOL_STUDENTS_DEMO.partialToken),
    schoolId: base.schoolId,
    phoneNumber: SCHOOL_STUDENTS_DEMO.partialPhone,
    firstName: 'Marta',
    lastName: 'Esemesowa',
    category: 'B',
    learningDays: 120,
    lecturesDays: 0,
    status: 'NEW',
    createdAt: new Date(base.now.getTime() - 86_400_000),
    expiresAt: new Date(base.now.getTime() + 29 * 86_400_000),
  });
}

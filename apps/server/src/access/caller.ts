import type { UserSource, UserStatus, UserType } from '@osk/contract';

/**
 * Who may call a route (the union is the contract's, where endpoints declare it). Every route declares
 * one (a test enumerates them):
 * - anonymous: anyone; a session is not read.
 * - optional: anyone; a valid session, when sent, is resolved.
 * - authenticated: any logged-in user.
 * - student / school / instructor: a logged-in user of that type.
 * - staff: a school or an instructor.
 * - operator: the service operator's commands; `authorization: Bearer <operator token>`, no session
 *   (no token configured: always 403).
 * Checks on the data itself (own data, own school's learner) are the services' job, with the policies
 * of access.policy.ts.
 */
export type { Access } from '@osk/contract';

/**
 * Who is calling, resolved once per request from the session together with what the ownership rules
 * need (ADR 026): the caller's learner or instructor record and school, the school's PKK permission
 * and the account's payment-block date. Cached with the session for a few seconds and forgotten when
 * the database announces a change to any of it (ADR 010).
 */
export interface AuthContext {
  userId: number;
  userType: UserType;
  userSource: UserSource;
  status: UserStatus;
  internal: boolean;
  sessionHash: string;
  /** The internal exam that locks the caller's (school) session, if any. */
  lockedByExamId: number | null;
  /** The account's payment-block date (a school's, operator-set); the block holds from this moment on (spec §4). */
  willBeBlockedAt: Date | null;
  /** A STUDENT's learner record (null for other callers). */
  studentId: number | null;
  /** An INSTRUCTOR's record, and whether it is ACTIVE (null for other callers). */
  instructor: { id: number; active: boolean } | null;
  /**
   * The caller's school: a SCHOOL's own, an INSTRUCTOR's employer, a STUDENT's school (null for a
   * learner without one).
   */
  schoolId: number | null;
  /** A SCHOOL's PKK permission and its number in the register of driving schools (null for other callers). */
  pkk: { canUse: boolean; registryNumber: string | null } | null;
}

/** Resolves a session id to its caller, or throws 403 when missing, unknown or expired. */
export interface CallerResolver {
  authenticate(sessionId: string | undefined): Promise<AuthContext>;
}

/** What the session read answers besides the user: the records the caller's type has. */
export interface CallerRecords {
  studentId: number | null;
  studentSchoolId: number | null;
  instructorId: number | null;
  instructorSchoolId: number | null;
  instructorStatus: string | null;
  ownSchoolId: number | null;
  canUsePkk: boolean | null;
  pkkRegistryNumber: string | null;
}

/** The ownership part of the caller from the records found for its account (only those of its type count). */
export function membershipOf(
  userType: UserType,
  records: CallerRecords,
): Pick<AuthContext, 'studentId' | 'instructor' | 'schoolId' | 'pkk'> {
  switch (userType) {
    case 'STUDENT':
      return { studentId: records.studentId, instructor: null, schoolId: records.studentSchoolId, pkk: null };
    case 'INSTRUCTOR':
      return {
        studentId: null,
        instructor: records.instructorId === null ? null : { id: records.instructorId, active: records.instructorStatus === 'ACTIVE' },
        schoolId: records.instructorSchoolId,
        pkk: null,
      };
    case 'SCHOOL':
      return {
        studentId: null,
        instructor: null,
        schoolId: records.ownSchoolId,
        pkk: records.ownSchoolId === null ? null : { canUse: records.canUsePkk === true, registryNumber: records.pkkRegistryNumber },
      };
  }
}

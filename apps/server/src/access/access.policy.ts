import { isPaymentBlocked } from '@osk/contract';
import { AppError, forbidden } from '../lib/errors.js';
import type { AuthContext } from './caller.js';

// The ownership rules, as pure functions of the caller resolved with the session (ADR 026). Services
// call them instead of looking the caller's school up; a rule that needs data the caller does not
// carry (a learner's school) takes that data as an argument, read through the access repository or the
// service's own repository.

/**
 * The calling school's id. Anyone but a SCHOOL, and a `schoolId` that is not the caller's own (when
 * given: the id in the path or body), answer 403.
 */
export function ownSchoolId(caller: AuthContext, schoolId?: number): number {
  if (caller.userType !== 'SCHOOL' || caller.schoolId === null) throw forbidden();
  if (schoolId !== undefined && schoolId !== caller.schoolId) throw forbidden();
  return caller.schoolId;
}

/** A school's staff member: the school itself (no instructor) or one of its ACTIVE instructors. */
export interface Staff {
  schoolId: number;
  instructorId: number | null;
}

/**
 * The school a SCHOOL or an ACTIVE instructor works for; anyone else, an instructor no longer active,
 * and a `schoolId` of another school answer 403.
 */
export function staffOf(caller: AuthContext, schoolId?: number): Staff {
  let staff: Staff | null = null;
  if (caller.userType === 'SCHOOL' && caller.schoolId !== null) staff = { schoolId: caller.schoolId, instructorId: null };
  else if (caller.userType === 'INSTRUCTOR' && caller.instructor?.active && caller.schoolId !== null) staff = { schoolId: caller.schoolId, instructorId: caller.instructor.id };
  if (!staff || (schoolId !== undefined && staff.schoolId !== schoolId)) throw forbidden();
  return staff;
}

/** The calling learner's record and school (null without one); anyone but a learner with a record answers 403. */
export function ownLearner(caller: AuthContext): { studentId: number; schoolId: number | null } {
  if (caller.userType !== 'STUDENT' || caller.studentId === null) throw forbidden();
  return { studentId: caller.studentId, schoolId: caller.schoolId };
}

/**
 * The student id a path's learner id means for this caller (ADR 028). Clients of the original service
 * put the login answer's `id` (the account's id) where a student id is expected: for a learner with a
 * record, their own account's id means their own record. Any other id, and any other caller's id, is
 * taken as a student id, as before (a learner may only ever reach their own record, so the one id
 * mapped cannot reach anyone else's).
 */
export function learnerIdFor(caller: AuthContext | null, id: number): number {
  return caller?.userType === 'STUDENT' && caller.studentId !== null && id === caller.userId ? caller.studentId : id;
}

/** Whether the caller is the school a learner (of school `learnerSchoolId`) belongs to. */
export function isLearnersSchool(caller: AuthContext, learnerSchoolId: number | null): boolean {
  return caller.userType === 'SCHOOL' && caller.schoolId !== null && learnerSchoolId === caller.schoolId;
}

/** Whether the caller is the learner itself (by the learner record's account). */
export function isSelf(caller: AuthContext, learnerUserId: number): boolean {
  return caller.userType === 'STUDENT' && caller.userId === learnerUserId;
}

/** A school that may handle PKK: its id and its number in the register of driving schools. */
export interface PkkSchool {
  id: number;
  registryNumber: string;
}

/**
 * The calling school when it may handle PKK (canUsePkk, and with `registered` also a registry number,
 * its identity at the authority); else 403 msg.error.pkk.not.allowed. Anyone but a school: 403.
 */
export function pkkSchoolOf(caller: AuthContext, registered: true): PkkSchool;
export function pkkSchoolOf(caller: AuthContext, registered: false): { id: number };
export function pkkSchoolOf(caller: AuthContext, registered: boolean): { id: number; registryNumber?: string } {
  const id = ownSchoolId(caller);
  const pkk = caller.pkk;
  if (!pkk?.canUse || (registered && !pkk.registryNumber)) throw new AppError(403, 'msg.error.pkk.not.allowed');
  return registered && pkk.registryNumber ? { id, registryNumber: pkk.registryNumber } : { id };
}

/** Whether the caller is a school under payment block at `now` (only schools are subject to it; spec §4). */
export function isPaymentBlockedCaller(caller: AuthContext | null, now: Date): boolean {
  return caller !== null && caller.userType === 'SCHOOL' && isPaymentBlocked(caller.willBeBlockedAt, now);
}

import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { isLearnersSchool, isPaymentBlockedCaller, isSelf, learnerIdFor, ownLearner, ownSchoolId, pkkSchoolOf, staffOf } from './access.policy.js';
import type { AuthContext } from './caller.js';

const base: AuthContext = {
  userId: 10,
  userType: 'STUDENT',
  userSource: 'EPRAWKO',
  status: 'ACTIVE',
  internal: false,
  sessionHash: 'h',
  lockedByExamId: null,
  willBeBlockedAt: null,
  studentId: null,
  instructor: null,
  schoolId: null,
  pkk: null,
};
const school = (over: Partial<AuthContext> = {}): AuthContext => ({ ...base, userType: 'SCHOOL', schoolId: 5, pkk: { canUse: false, registryNumber: null }, ...over });
const instructor = (active: boolean): AuthContext => ({ ...base, userType: 'INSTRUCTOR', schoolId: 5, instructor: { id: 7, active } });
const learner = (schoolId: number | null): AuthContext => ({ ...base, studentId: 3, schoolId });

/** The status and code a policy throws, or 'ok'. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return `${error.status} ${error.code}`;
    throw error;
  }
}

describe('ownership policies', () => {
  it.each([
    ['a school, no id given', school(), undefined, 'ok'],
    ['a school, its own id', school(), 5, 'ok'],
    ["a school, another school's id", school(), 6, '403 msg.error.forbidden'],
    ['a school account without a school record', school({ schoolId: null }), undefined, '403 msg.error.forbidden'],
    ['an instructor of that school', instructor(true), 5, '403 msg.error.forbidden'],
    ['a learner of that school', learner(5), 5, '403 msg.error.forbidden'],
  ] as const)('ownSchoolId: %s', (_, caller, schoolId, expected) => {
    expect(outcome(() => ownSchoolId(caller, schoolId))).toBe(expected);
  });

  it.each([
    ['a school', school(), undefined, { schoolId: 5, instructorId: null }],
    ['an active instructor', instructor(true), 5, { schoolId: 5, instructorId: 7 }],
    ['an inactive instructor', instructor(false), undefined, '403 msg.error.forbidden'],
    ["an active instructor, another school's id", instructor(true), 6, '403 msg.error.forbidden'],
    ['a learner', learner(5), undefined, '403 msg.error.forbidden'],
  ] as const)('staffOf: %s', (_, caller, schoolId, expected) => {
    if (typeof expected === 'string') expect(outcome(() => staffOf(caller, schoolId))).toBe(expected);
    else expect(staffOf(caller, schoolId)).toEqual(expected);
  });

  it("learnerIdFor: a learner's own account id means their record; any other id, and any other caller, keep the id", () => {
    // The learner: account 10, record 3.
    expect(learnerIdFor(learner(5), 10)).toBe(3);
    expect(learnerIdFor(learner(5), 3)).toBe(3);
    expect(learnerIdFor(learner(5), 11)).toBe(11);
    // A learner account without a record, a school (account 10) and no caller: the id as given.
    expect(learnerIdFor(base, 10)).toBe(10);
    expect(learnerIdFor(school(), 10)).toBe(10);
    expect(learnerIdFor(instructor(true), 10)).toBe(10);
    expect(learnerIdFor(null, 10)).toBe(10);
  });

  it('ownLearner: a learner with or without a school; anyone else and a learner account without a record: 403', () => {
    expect(ownLearner(learner(5))).toEqual({ studentId: 3, schoolId: 5 });
    expect(ownLearner(learner(null))).toEqual({ studentId: 3, schoolId: null });
    expect(outcome(() => ownLearner({ ...base, studentId: null }))).toBe('403 msg.error.forbidden');
    expect(outcome(() => ownLearner(school()))).toBe('403 msg.error.forbidden');
  });

  it("isLearnersSchool and isSelf: only the learner's own school, only the learner itself", () => {
    expect(isLearnersSchool(school(), 5)).toBe(true);
    expect(isLearnersSchool(school(), 6)).toBe(false);
    expect(isLearnersSchool(school(), null)).toBe(false);
    expect(isLearnersSchool(instructor(true), 5)).toBe(false);
    expect(isLearnersSchool(learner(5), 5)).toBe(false);
    expect(isSelf(learner(5), 10)).toBe(true);
    expect(isSelf(learner(5), 11)).toBe(false);
    expect(isSelf(school({ userId: 10 }), 10)).toBe(false);
  });

  it.each([
    ['no permission', { canUse: false, registryNumber: '123' }, true, '403 msg.error.pkk.not.allowed'],
    ['permission without a registry number, where the authority needs it', { canUse: true, registryNumber: null }, true, '403 msg.error.pkk.not.allowed'],
    ['permission without a registry number, for signing', { canUse: true, registryNumber: null }, false, 'ok'],
    ['permission and a registry number', { canUse: true, registryNumber: '123' }, true, 'ok'],
  ] as const)('pkkSchoolOf: %s', (_, pkk, registered, expected) => {
    expect(outcome(() => (registered ? pkkSchoolOf(school({ pkk }), true) : pkkSchoolOf(school({ pkk }), false)))).toBe(expected);
  });

  it('pkkSchoolOf answers the registry number with the id', () => {
    expect(pkkSchoolOf(school({ pkk: { canUse: true, registryNumber: '123' } }), true)).toEqual({ id: 5, registryNumber: '123' });
  });

  it('isPaymentBlockedCaller: a school whose date has come (the moment included); never a learner or nobody', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isPaymentBlockedCaller(school({ willBeBlockedAt: new Date('2026-11-22T10:00:00Z') }), now)).toBe(true);
    expect(isPaymentBlockedCaller(school({ willBeBlockedAt: new Date('2026-11-22T10:00:01Z') }), now)).toBe(false);
    expect(isPaymentBlockedCaller(school(), now)).toBe(false);
    expect(isPaymentBlockedCaller({ ...learner(5), willBeBlockedAt: new Date('2026-01-01T00:00:00Z') }, now)).toBe(false);
    expect(isPaymentBlockedCaller(null, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hoursText, preflightCheck, recordedUntil, type PreflightInput } from './pkk.preflight.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const active = (categories: string[]) => ({ firstName: 'Jan', lastName: 'Nowak', status: 'ACTIVE', categories });
const lesson = (lessonType: string, start: string, minutes: number, outcome: string | null = 'HELD') => ({ lessonType, startsAt: new Date(start), endsAt: new Date(new Date(start).getTime() + minutes * 60_000), outcome });

/** A B course that passes: 30 h driving, 30 h theory, an instructor and a lecturer holding B, past dates. */
function fixture(over: Partial<PreflightInput> = {}): PreflightInput {
  return {
    category: 'B',
    fields: { startDate: '2026-01-05', endDate: '2026-03-01', instructorId: 1, lecturerId: 2, practicalClassHours: 30, practicalClassMinutes: 0, theoryClassHours: 30, theoryClassMinutes: 0 },
    instructor: active(['B']),
    lecturer: { ...active(['B', 'C']), firstName: 'Ewa' },
    today: '2026-03-10',
    now: NOW,
    learner: null,
    ...over,
  };
}
const codes = (input: PreflightInput) => preflightCheck(input).findings.map((f) => f.code);

describe('PKK pre-flight rules', () => {
  it('passes a complete course with only the INFO that no learner matched, and reports the minimum', () => {
    const result = preflightCheck(fixture());
    expect(result.ok).toBe(true);
    expect(result.findings).toEqual([{ code: 'NO_RECORDED_LESSONS', severity: 'INFO', message: 'msg.pkk.preflight.no.recorded.lessons', values: {} }]);
    expect(result.minimum).toEqual({ theoryHours: 30, practicalHours: 30 });
    expect(result.learner).toBeNull();
  });

  it('refuses hours below the category minimum, with the hours as text', () => {
    const result = preflightCheck(fixture({ fields: { ...fixture().fields, practicalClassHours: 29, practicalClassMinutes: 30, theoryClassHours: 10 } }));
    expect(result.ok).toBe(false);
    expect(result.findings.slice(0, 2)).toEqual([
      { code: 'BELOW_MINIMUM_PRACTICAL', severity: 'ERROR', message: 'msg.pkk.preflight.below.minimum.practical', values: { hours: '29:30', minimum: 30, category: 'B' } },
      { code: 'BELOW_MINIMUM_THEORY', severity: 'ERROR', message: 'msg.pkk.preflight.below.minimum.theory', values: { hours: '10', minimum: 30, category: 'B' } },
    ]);
  });

  it('refuses theory or a lecturer for a category without theory, and ignores the lecturer there', () => {
    const be = fixture({ category: 'BE', fields: { ...fixture().fields, practicalClassHours: 15, theoryClassHours: 0 }, instructor: active(['BE']), lecturer: undefined });
    expect(codes(be)).toEqual(['THEORY_NOT_NEEDED', 'NO_RECORDED_LESSONS']);
    expect(codes({ ...be, fields: { ...be.fields, lecturerId: null } })).toEqual(['NO_RECORDED_LESSONS']);
  });

  it('requires an instructor and a lecturer who are active, the school\'s and hold the category', () => {
    expect(codes(fixture({ instructor: null, lecturer: null }))).toEqual(['INSTRUCTOR_REQUIRED', 'LECTURER_REQUIRED', 'NO_RECORDED_LESSONS']);
    const wrong = preflightCheck(fixture({ instructor: { ...active(['B']), status: 'INACTIVE' }, lecturer: undefined }));
    expect(wrong.findings.slice(0, 2)).toEqual([
      { code: 'INSTRUCTOR_CATEGORY', severity: 'ERROR', message: 'msg.pkk.preflight.instructor.category', values: { name: 'Jan Nowak', category: 'B' } },
      { code: 'LECTURER_CATEGORY', severity: 'ERROR', message: 'msg.pkk.preflight.lecturer.category', values: { name: '#2', category: 'B' } },
    ]);
    expect(codes(fixture({ instructor: active(['C']) }))).toEqual(['INSTRUCTOR_CATEGORY', 'NO_RECORDED_LESSONS']);
  });

  it('refuses an end before the start and dates after today (Warsaw)', () => {
    expect(codes(fixture({ fields: { ...fixture().fields, startDate: '2026-03-02', endDate: '2026-03-01' } }))).toEqual(['END_BEFORE_START', 'NO_RECORDED_LESSONS']);
    expect(codes(fixture({ fields: { ...fixture().fields, endDate: '2026-03-11' } }))).toEqual(['DATE_IN_FUTURE', 'NO_RECORDED_LESSONS']);
    expect(codes(fixture({ fields: { ...fixture().fields, startDate: '2026-03-11', endDate: null } }))).toEqual(['DATE_IN_FUTURE', 'NO_RECORDED_LESSONS']);
    expect(codes(fixture({ fields: { ...fixture().fields, endDate: '2026-03-10' } }))).toEqual(['NO_RECORDED_LESSONS']);
  });

  it('warns when more hours are declared than the matched learner has conducted lessons for (lectures of 45 minutes count as theory)', () => {
    const learner = {
      id: 7,
      firstName: 'Anna',
      lastName: 'Kowalska',
      lessons: [lesson('DRIVE', '2026-02-01T08:00:00Z', 600), lesson('LECTURE', '2026-02-02T08:00:00Z', 90), lesson('DRIVE', '2026-03-10T12:30:00Z', 120)],
    };
    const result = preflightCheck(fixture({ learner }));
    expect(result.ok).toBe(true);
    expect(result.learner).toEqual({ id: 7, name: 'Anna Kowalska', practicalMinutes: 600, theoryMinutes: 90 });
    expect(result.findings).toEqual([
      { code: 'MORE_THAN_RECORDED_PRACTICAL', severity: 'WARNING', message: 'msg.pkk.preflight.more.than.recorded.practical', values: { hours: '30', recorded: '10', learner: 'Anna Kowalska' } },
      { code: 'MORE_THAN_RECORDED_THEORY', severity: 'WARNING', message: 'msg.pkk.preflight.more.than.recorded.theory', values: { hours: '30', recorded: '1:30', learner: 'Anna Kowalska' } },
    ]);
    const enough = { ...learner, lessons: [lesson('DRIVE', '2026-02-01T08:00:00Z', 1800), lesson('LECTURE', '2026-02-02T08:00:00Z', 1800)] };
    expect(preflightCheck(fixture({ learner: enough })).findings).toEqual([]);
  });

  it('counts only lessons marked HELD: a no-show, a cancelled and an unrecorded lesson do not count (issue 22)', () => {
    const learner = {
      id: 7,
      firstName: 'Anna',
      lastName: 'Kowalska',
      lessons: [
        lesson('DRIVE', '2026-02-01T08:00:00Z', 90),
        lesson('DRIVE', '2026-02-02T08:00:00Z', 120, 'NO_SHOW'),
        lesson('DRIVE', '2026-02-03T08:00:00Z', 120, 'CANCELLED'),
        lesson('DRIVE', '2026-02-04T08:00:00Z', 120, null),
        lesson('LECTURE', '2026-02-05T08:00:00Z', 90, 'CANCELLED'),
      ],
    };
    expect(preflightCheck(fixture({ learner })).learner).toEqual({ id: 7, name: 'Anna Kowalska', practicalMinutes: 90, theoryMinutes: 0 });
  });

  it('counts lessons up to the course end when it is past, otherwise up to today', () => {
    expect(recordedUntil({ endDate: '2026-03-01' }, '2026-03-10')).toBe('2026-03-01');
    expect(recordedUntil({ endDate: '2026-03-12' }, '2026-03-10')).toBe('2026-03-10');
    expect(recordedUntil({ endDate: null }, '2026-03-10')).toBe('2026-03-10');
  });

  it('writes hours and minutes as "h" or "h:mm"', () => {
    expect([hoursText(0), hoursText(60), hoursText(61), hoursText(1770)]).toEqual(['0', '1', '1:01', '29:30']);
  });
});

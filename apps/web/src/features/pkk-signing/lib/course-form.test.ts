import { describe, expect, it } from 'vitest';
import { aCourseForm } from '../test/fake-pkk-signing-server';
import { initialCourseValues, toUpdateFields, validateCourse } from './course-form';

describe('the course form values', () => {
  it.each([
    ['B', '30', '30'],
    ['D', '20', '60'],
    ['AM', '6', '5'],
    ['CE', '0', '25'],
  ] as const)('category %s starts with theory %s h and practical %s h, and the default signer', (category, theory, practical) => {
    const values = initialCourseValues(aCourseForm(category));
    expect(values.theoryClassHours).toBe(theory);
    expect(values.practicalClassHours).toBe(practical);
    expect([values.practicalClassMinutes, values.theoryClassMinutes]).toEqual(['0', '0']);
    expect(values.signerId).toBe('4');
  });

  it('takes the dates of the last recorded course update', () => {
    const form = aCourseForm('B');
    form.pkk.oskUpdate = {
      school: { name: 'OSK', registryNumber: null },
      course: { categories: ['B'], startDate: '2026-09-01', endDate: '2026-10-15', instructorRecordNumber: null, lecturerRecordNumber: null, practicalClassHours: 0, practicalClassMinutes: 0, theoryClassHours: 0, theoryClassMinutes: 0 },
      updateDate: null,
    };
    expect(initialCourseValues(form)).toMatchObject({ startDate: '2026-09-01', endDate: '2026-10-15' });
  });

  it('requires the start date, minutes 0..59, whole hours and the theory hours when theory is needed', () => {
    const values = { ...initialCourseValues(aCourseForm('B')), startDate: '2026-10-01' };
    expect(validateCourse(values, true)).toEqual({});
    expect(validateCourse({ ...values, startDate: '' }, true)).toEqual({ startDate: 'msg.validation.required' });
    expect(validateCourse({ ...values, practicalClassMinutes: '60' }, true)).toEqual({ practicalClassMinutes: 'msg.error.pkk.minutes.range' });
    expect(validateCourse({ ...values, theoryClassMinutes: '-1' }, true)).toEqual({ theoryClassMinutes: 'msg.error.pkk.minutes.range' });
    expect(validateCourse({ ...values, practicalClassHours: '-2' }, true)).toEqual({ practicalClassHours: 'msg.validation.invalid' });
    expect(validateCourse({ ...values, practicalClassHours: '2.5' }, true)).toEqual({ practicalClassHours: 'msg.validation.invalid' });
    expect(validateCourse({ ...values, theoryClassHours: '' }, true)).toEqual({ theoryClassHours: 'msg.validation.required' });
    // No theory needed: its fields are not checked.
    expect(validateCourse({ ...values, theoryClassHours: '', theoryClassMinutes: '99' }, false)).toEqual({});
    expect(validateCourse({ ...values, signerId: null }, true)).toEqual({ signerId: 'msg.validation.required' });
  });

  it('sends no theory and no lecturer for a category that needs none', () => {
    const values = { ...initialCourseValues(aCourseForm('CE')), startDate: '2026-10-01', lecturerId: '21', theoryClassHours: '5', instructorId: '11' };
    expect(toUpdateFields(41, values, false)).toEqual({
      pkkId: 41,
      startDate: '2026-10-01',
      endDate: null,
      instructorId: 11,
      lecturerId: null,
      practicalClassHours: 25,
      practicalClassMinutes: 0,
      theoryClassHours: 0,
      theoryClassMinutes: 0,
      signerId: 4,
    });
  });
});

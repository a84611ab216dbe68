import { describe, expect, it } from 'vitest';
import { aSchool } from '../test/fake-school-server';
import { toPropertiesRequest, toPropertiesValues, validateProperties } from './properties-form';

describe('validateProperties', () => {
  const valid = toPropertiesValues(aSchool());

  it('accepts the school as it is', () => {
    expect(validateProperties(valid)).toEqual({});
  });

  it.each([9, 51, '', 10.5])('refuses a books alert level of %s', (level) => {
    expect(validateProperties({ ...valid, booksAlertLevel: level })).toEqual({ booksAlertLevel: 'msg.validation.books.alert.level' });
  });

  it.each([10, 50])('accepts a books alert level of %s', (level) => {
    expect(validateProperties({ ...valid, booksAlertLevel: level })).toEqual({});
  });

  it('refuses an empty number (not 0) and a number out of its range, and a day ending before it starts', () => {
    expect(validateProperties({ ...valid, settings: { ...valid.settings, passingPercent: '' } })).toEqual({ 'settings.passingPercent': 'school.props.range' });
    expect(validateProperties({ ...valid, settings: { ...valid.settings, minutesForLesson: 10 } })).toEqual({ 'settings.minutesForLesson': 'school.props.range' });
    expect(validateProperties({ ...valid, settings: { ...valid.settings, startHour: 18, endHour: 18 } })).toEqual({ 'settings.endHour': 'school.props.hours' });
  });

  it('sends the working days as sorted ISO weekdays', () => {
    const request = toPropertiesRequest({ ...valid, settings: { ...valid.settings, daysOfWork: ['7', '1', '3'] } });
    expect(request.settings.daysOfWork).toEqual([1, 3, 7]);
  });
});

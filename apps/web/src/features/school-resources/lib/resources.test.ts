import { InstructorCategory } from '@osk/contract';
import { pageWindow } from '../../../components/page-links';
import { describe, expect, it } from 'vitest';
import { carDateAlert, categoryLabel, listQuery, optional, toggleSort } from './resources';

describe('school resources helpers', () => {
  it('labels the 17 instructor categories as on licences', () => {
    expect(InstructorCategory.options.map(categoryLabel)).toEqual(['A', 'A1', 'A2', 'B', 'B1', 'C', 'C1', 'D', 'D1', 'B+E', 'C+E', 'C1+E', 'D+E', 'D1+E', 'T', 'AM', 'PT']);
  });

  it('builds list queries without empty filters', () => {
    expect(listQuery(0, { registrationNumber: ' ', status: '' }, { sortBy: 'registrationNumber', direction: 'ASC' })).toBe('pageNumber=0&sortBy=registrationNumber&direction=ASC');
    expect(listQuery(3, { firstName: ' Ewa ', lastName: null, status: 'ACTIVE' }, { sortBy: 'lastName', direction: 'DESC' })).toBe('pageNumber=3&firstName=Ewa&status=ACTIVE&sortBy=lastName&direction=DESC');
  });

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(toggleSort({ sortBy: 'name', direction: 'ASC' }, 'name')).toEqual({ sortBy: 'name', direction: 'DESC' });
    expect(toggleSort({ sortBy: 'name', direction: 'DESC' }, 'name')).toEqual({ sortBy: 'name', direction: 'ASC' });
    expect(toggleSort({ sortBy: 'createDate', direction: 'DESC' }, 'name')).toEqual({ sortBy: 'name', direction: 'ASC' });
  });

  it('shows at most 10 page links around the current page', () => {
    expect(pageWindow(0, 0)).toEqual([]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(29, 30)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('alerts car dates that are past or within 30 days', () => {
    const today = '2026-11-23';
    expect(carDateAlert(null, today)).toBeNull();
    expect(carDateAlert('2026-11-22', today)).toBe('expired');
    expect(carDateAlert('2026-11-23', today)).toBe('near');
    expect(carDateAlert('2026-12-23', today)).toBe('near');
    expect(carDateAlert('2026-12-24', today)).toBeNull();
  });

  it('sends empty optional text as null', () => {
    expect(optional('  ')).toBeNull();
    expect(optional(' x ')).toBe('x');
  });
});

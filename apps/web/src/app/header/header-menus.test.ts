// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { headerTypeFor, isActiveItem, menuFor } from './header-menus';

const student = { userType: 'STUDENT' as const, userSource: 'EPRAWKO' as const, internal: false };

function keys(items: readonly { key: string }[]) {
  return items.map((item) => item.key);
}

describe('header menus', () => {
  it('picks the header type from the user and the page', () => {
    expect(headerTypeFor(null, '/')).toBe('home');
    expect(headerTypeFor(null, '/kontakt')).toBe('static');
    expect(headerTypeFor(student, '/')).toBe('student');
    expect(headerTypeFor({ ...student, userType: 'SCHOOL' }, '/school')).toBe('school');
    expect(headerTypeFor({ ...student, userType: 'INSTRUCTOR' }, '/')).toBe('instructor');
  });

  it('gives the home header the home menu', () => {
    expect(keys(menuFor('home', null))).toEqual(['home', 'offer', 'pricing', 'privacy', 'about', 'blog', 'contact']);
  });

  it('gives a student the full learner menu with its paths', () => {
    expect(menuFor('student', student).map((item) => [item.key, item.to])).toEqual([
      ['profile', '/profile'],
      ['nauka', '/nauka'],
      ['learn', '/learn/choose'],
      ['exam', '/exam/choose'],
      ['stats', '/stats'],
      ['subscription', '/subscription'],
    ]);
  });

  it('shows internal exam accounts only the exam', () => {
    expect(keys(menuFor('student', { ...student, internal: true }))).toEqual(['exam']);
  });

  it('hides the learning hub and the subscription from partner-platform users', () => {
    for (const userSource of ['LIWONA', 'LIWONA_DB', 'LIWONA_LOK'] as const) {
      expect(keys(menuFor('student', { ...student, userSource }))).toEqual(['profile', 'learn', 'exam', 'stats']);
    }
    expect(keys(menuFor('student', { ...student, userSource: 'SMARTTESTY' }))).toContain('nauka');
  });

  it('gives schools and instructors their menus', () => {
    expect(menuFor('school', null).map((item) => item.to)).toEqual(['/school', '/exam/internal', '/school/students/create', '/subscription', '/order/orders', '/scheduler']);
    expect(menuFor('instructor', null).map((item) => item.to)).toEqual(['/instructor', '/scheduler']);
  });

  it('marks anchors active only on their section', () => {
    const pricing = { key: 'pricing' as const, to: '/#cennik' };
    const home = { key: 'home' as const, to: '/' };
    expect(isActiveItem(pricing, '/', '#cennik')).toBe(true);
    expect(isActiveItem(home, '/', '#cennik')).toBe(false);
    expect(isActiveItem(home, '/', '')).toBe(true);
  });
});

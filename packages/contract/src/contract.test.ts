import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  MESSAGES,
  displayCategory,
  isPaymentBlocked,
  isPolishPhone,
  landingPath,
  normalizePolishPhone,
  translateMessage,
  isAccessActive,
  LoginForm,
} from './index.js';

describe('landingPath', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  it.each([
    [{ startPage: '/exam/choose', userType: 'STUDENT', willBeBlockedAt: null }, '/exam/choose'],
    [{ startPage: 'stats', userType: 'SCHOOL', willBeBlockedAt: null }, '/stats'],
    [{ startPage: null, userType: 'STUDENT', willBeBlockedAt: null }, '/profile'],
    [{ startPage: null, userType: 'STUDENT', willBeBlockedAt: null, internal: true }, '/exam/choose'],
    [{ startPage: null, userType: 'INSTRUCTOR', willBeBlockedAt: null }, '/instructor'],
    [{ startPage: null, userType: 'SCHOOL', willBeBlockedAt: null }, '/school'],
    [{ startPage: null, userType: 'SCHOOL', willBeBlockedAt: '2026-12-01T00:00:00Z' }, '/school'],
    [{ startPage: null, userType: 'SCHOOL', willBeBlockedAt: '2026-11-22T10:00:00Z' }, '/school/blocked'],
  ] as const)('sends %o to %s', (user, path) => {
    expect(landingPath(user, now)).toBe(path);
  });

  it('treats the payment block as starting at willBeBlockedAt', () => {
    expect(isPaymentBlocked(null, now)).toBe(false);
    expect(isPaymentBlocked('2026-11-22T09:59:59Z', now)).toBe(true);
    expect(isPaymentBlocked('2026-11-22T10:00:01Z', now)).toBe(false);
  });
});

describe('Polish phone numbers', () => {
  it.each(['600100200', '+48600100200', '+48 600100200', '0048600100200', '0048 600-100-200', '600-100-200', '48 600100200'])('accepts %s', (phone) => {
    expect(isPolishPhone(phone)).toBe(true);
    expect(normalizePolishPhone(phone)).toBe('600100200');
  });
  it.each(['60010020', '6001002001', '600 100 200x', '+49 600100200', '600--100-200', 'abc', ''])('refuses %s', (phone) => {
    expect(isPolishPhone(phone)).toBe(false);
    expect(normalizePolishPhone(phone)).toBeNull();
  });
});

describe('message catalogue', () => {
  it('has a non-empty text in all five languages for every key', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const language of LANGUAGES) expect(texts[language], `${key} ${language}`).toMatch(/\S/);
    }
  });
  it('carries the spec texts in Polish', () => {
    expect(translateMessage('msg.error.invalid.form', 'pl')).toBe('Popraw błędne pola!');
    expect(translateMessage('msg.error.session.expired.title', 'pl')).toBe('Sesja wygasła');
    expect(translateMessage('msg.error.session.expired', 'pl')).toBe('Nastąpiło wylogowanie z serwisu.');
    expect(translateMessage('msg.validation.login.required', 'pl')).toBe('Login jest wymagany');
    expect(translateMessage('msg.validation.password.required', 'pl')).toBe('Hasło jest wymagane');
    expect(translateMessage('msg.error.edit.failed', 'pl')).toBe('Błąd podczas edycji');
  });
  it('answers the key itself for an unknown key', () => {
    expect(translateMessage('no.such.key', 'en')).toBe('no.such.key');
  });
});

describe('small rules', () => {
  it('shows M as AM and Y/Z as C/D', () => {
    expect(displayCategory('M')).toBe('AM');
    expect(displayCategory('Y')).toBe('C');
    expect(displayCategory('Z')).toBe('D');
    expect(displayCategory('B')).toBe('B');
  });
  it('keeps an access window open through its till date', () => {
    expect(isAccessActive('2026-11-22', '2026-11-22')).toBe(true);
    expect(isAccessActive('2026-11-21', '2026-11-22')).toBe(false);
    expect(isAccessActive(null, '2026-11-22')).toBe(false);
  });
  it('gives the login form messages as keys', () => {
    const result = LoginForm.safeParse({ userName: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual(['msg.validation.login.required', 'msg.validation.password.required']);
  });
});

// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, i18n, initI18n } from './i18n';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage } from './languages';

beforeAll(async () => {
  await initI18n('pl');
});

describe('i18n', () => {
  it('starts in Polish and sets <html lang>', () => {
    expect(currentLanguage()).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
    expect(i18n.t('header.login')).toBe('Zaloguj się');
  });

  it('has the contract messages under their msg.* keys', () => {
    expect(i18n.t('msg.validation.login.required')).toBe('Login jest wymagany');
    expect(i18n.t('msg.error.user.blocked.payments')).toContain('brak płatności');
  });

  it('uses all four Polish plural forms', () => {
    expect(i18n.t('profile.daysLeft', { count: 1 })).toBe('Pozostał 1 dzień');
    expect(i18n.t('profile.daysLeft', { count: 3 })).toBe('Pozostały 3 dni');
    expect(i18n.t('profile.daysLeft', { count: 5 })).toBe('Pozostało 5 dni');
    expect(i18n.t('profile.daysLeft', { count: 22 })).toBe('Pozostały 22 dni');
  });

  it('switches language, loading it on demand, and remembers the choice', async () => {
    await changeLanguage('en');
    expect(i18n.t('header.login')).toBe('Log in');
    expect(i18n.t('msg.validation.password.required')).toBe('Password is required');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(readStoredLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('uses Ukrainian plural rules for ua and marks the page as uk', async () => {
    await changeLanguage('ua');
    expect(document.documentElement.lang).toBe('uk');
    expect(i18n.t('session.warningText', { count: 1 })).toContain('1 секунду');
    expect(i18n.t('session.warningText', { count: 3 })).toContain('3 секунди');
    expect(i18n.t('session.warningText', { count: 15 })).toContain('15 секунд.');
  });

  it('falls back to Polish for a key missing in another language', async () => {
    await changeLanguage('de');
    i18n.addResource('pl', 'translation', 'test.onlyPolish', 'tylko po polsku');
    expect(i18n.t('test.onlyPolish' as 'header.login')).toBe('tylko po polsku');
    await changeLanguage('pl');
  });
});

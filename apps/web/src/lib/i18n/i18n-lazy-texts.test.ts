// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, withTexts } from './i18n';

// A file of its own: the module's i18next instance starts uninitialised here.
describe('Polish texts beyond the landing page', () => {
  it('draws the landing page with the core texts only and loads the rest with the first lazy page', async () => {
    await initI18n('pl', { awaitMessages: false, awaitTexts: false });
    expect(i18n.t('header.login')).toBe('Zaloguj się');
    expect(i18n.t('home.tryDemo')).toBe('Wypróbuj egzamin demo');
    expect(i18n.exists('profile.pageTitle')).toBe(false);

    const page = await withTexts(async () => 'page module')();

    expect(page).toBe('page module');
    expect(i18n.t('profile.pageTitle')).toBe('Mój profil');
    expect(i18n.t('header.login')).toBe('Zaloguj się');
  });
});

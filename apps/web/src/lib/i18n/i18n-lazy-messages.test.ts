// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n, withTexts } from './i18n';

// A file of its own: the module's i18next instance starts uninitialised here.
describe('the message catalogue beyond the landing page', () => {
  it('is not fetched for the landing page, but with the first lazy page, and follows language changes', async () => {
    await initI18n('pl', { awaitMessages: false, awaitTexts: false });
    // Time enough for a background fetch of the catalogue, which the landing page must not start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(i18n.exists('msg.error.internal')).toBe(false);

    // A language chosen on the landing page brings its texts, not the catalogue.
    await changeLanguage('en');
    expect(i18n.t('header.login')).toBe('Log in');
    expect(i18n.exists('msg.error.internal')).toBe(false);

    await withTexts(async () => 'page module')();
    expect(i18n.exists('msg.error.internal', { lng: 'pl' })).toBe(true);
    expect(i18n.exists('msg.error.internal', { lng: 'en' })).toBe(true);

    // A language chosen later gets its messages at once.
    await changeLanguage('de');
    expect(i18n.exists('msg.error.internal', { lng: 'de' })).toBe(true);
    expect(i18n.t('msg.error.internal')).not.toBe(i18n.t('msg.error.internal', { lng: 'pl' }));
  });
});

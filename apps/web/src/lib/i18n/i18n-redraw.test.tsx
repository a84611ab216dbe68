// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { addTexts, i18n, initI18n, polishTextsReady } from './i18n';

// A file of its own: the module's i18next instance starts uninitialised here.

let headerRenders = 0;
let profileRenders = 0;

/** Shows a text of the landing page's core (always there). */
function Header() {
  const { t } = useTranslation();
  headerRenders += 1;
  return <p data-testid="header">{t('header.login')}</p>;
}

/** Shows a text that comes with the rest of Polish. */
function ProfileTitle() {
  const { t } = useTranslation();
  profileRenders += 1;
  return <p data-testid="profile">{t('profile.pageTitle')}</p>;
}

describe('texts that arrive after the first frame (issue 19)', () => {
  it('redraw nothing when no screen missed a text', async () => {
    await initI18n('pl', { awaitMessages: false, awaitTexts: false });

    render(
      <I18nextProvider i18n={i18n}>
        <Header />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('header').textContent).toBe('Zaloguj się');
    const before = headerRenders;

    // The rest of Polish arrives while only texts of the core are on screen: no redraw.
    await act(async () => {
      await polishTextsReady();
    });
    expect(headerRenders).toBe(before);
    expect(i18n.t('profile.pageTitle')).toBe('Mój profil');
  });

  it('shows the text in place of the key once it arrives', async () => {
    // Texts of a section not loaded yet: a key is shown and noted as missing.
    i18n.removeResourceBundle('pl', 'translation');
    i18n.addResourceBundle('pl', 'translation', { header: { login: 'Zaloguj się' } });
    render(
      <I18nextProvider i18n={i18n}>
        <ProfileTitle />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('profile').textContent).toBe('profile.pageTitle');
    const before = profileRenders;

    act(() => addTexts('pl', { profile: { pageTitle: 'Mój profil' } }, { deep: false, overwrite: true }));

    expect(await screen.findByText('Mój profil')).toBeTruthy();
    expect(profileRenders).toBeGreaterThan(before);
  });
});

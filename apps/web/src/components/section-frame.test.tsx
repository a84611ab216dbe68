// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../test/app-test-utils';
import { sectionFrame } from './section-frame';

beforeAll(async () => {
  await setUpI18n();
});

const fixed = sectionFrame('sec', { maxWidth: 960, back: (t) => ({ to: '/school', label: t('orders.back') }), loadErrorTitle: (t) => t('orders.loadError') });
const perPage = sectionFrame('own', { maxWidth: 1100, back: undefined, loadErrorTitle: () => 'Nie wczytano' });

describe('sectionFrame', () => {
  it("draws the section's back link, the heading as the page title and the content", () => {
    renderWithProviders(
      <fixed.Frame title="Zamówienia" testId="page">
        <p>treść</p>
      </fixed.Frame>,
    );
    const back = screen.getByTestId('sec-back');
    expect(back.getAttribute('href')).toBe('/school');
    expect(back.textContent).toBe('← Profil szkoły');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Zamówienia');
    expect(screen.getByTestId('page').textContent).toContain('treść');
  });

  it("takes a page's own back link where the section has none", () => {
    renderWithProviders(
      <perPage.Frame title="Kursanci" testId="page" back={{ to: '/school/students', label: 'Wróć' }}>
        x
      </perPage.Frame>,
    );
    expect(screen.getByTestId('own-back').getAttribute('href')).toBe('/school/students');
  });

  it('shows the loader and the failed read with its title and a retry under the section test ids', () => {
    const retry = vi.fn();
    renderWithProviders(
      <>
        <fixed.Loading />
        <fixed.LoadError error={new Error('x')} retry={retry} />
        <perPage.LoadError error={new Error('x')} retry={retry} title="Inny tytuł" testId="custom" />
      </>,
    );
    expect(screen.getByTestId('sec-loading')).toBeTruthy();
    expect(screen.getByTestId('sec-error').textContent).toContain('Nie udało się wczytać');
    expect(screen.getByTestId('custom').textContent).toContain('Inny tytuł');
    fireEvent.click(screen.getAllByRole('button', { name: 'Spróbuj ponownie' })[0]!);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

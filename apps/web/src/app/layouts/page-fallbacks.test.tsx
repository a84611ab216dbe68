// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../test/app-test-utils';
import { PageError } from './page-fallbacks';

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PageError', () => {
  it('says the page failed to load while the browser is online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<PageError />);
    expect(screen.getByTestId('page-error').textContent).toContain('Nie udało się wczytać tej strony.');
  });

  it('says the connection is missing while the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<PageError />);
    expect(screen.getByTestId('page-error').textContent).toContain('Brak połączenia z serwerem.');
  });
});

// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../test/app-test-utils';
import { AppFooter } from './app-footer';

beforeAll(async () => {
  await setUpI18n();
});

describe('AppFooter', () => {
  it('links the informational pages by name, in order', () => {
    renderWithProviders(<AppFooter />);
    const nav = screen.getByRole('navigation');
    const links = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/o-firmie', '/kontakt', '/regulamin', '/polityka-prywatnosci', '/instalacja']);
    for (const a of nav.querySelectorAll('a')) expect(a.textContent?.trim().length).toBeGreaterThan(0);
  });
});

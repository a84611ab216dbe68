// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../test/app-test-utils';
import { AppPagination } from './app-pagination';

beforeAll(async () => {
  await setUpI18n();
});

describe('AppPagination', () => {
  it('names its arrow controls and its pages, so no button is announced without a name', async () => {
    renderWithProviders(<AppPagination total={3} value={2} onChange={() => undefined} withEdges />);
    expect(await screen.findByRole('button', { name: 'Poprzednia strona' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Następna strona' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pierwsza strona' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ostatnia strona' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Strona 2' }).getAttribute('aria-current')).toBe('page');
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-label')).toBeTruthy();
  });
});

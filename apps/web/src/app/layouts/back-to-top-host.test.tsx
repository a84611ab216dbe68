// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../test/app-test-utils';
import { BackToTopHost } from './back-to-top-host';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('BackToTopHost', () => {
  it('shows no button on an unscrolled page', async () => {
    renderWithProviders(<BackToTopHost />);
    // Give a lazily loaded button the time it would need to appear.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('back-to-top')).toBeNull();
  });

  it('loads and shows the button once the page is scrolled past 300 px', async () => {
    renderWithProviders(<BackToTopHost />);
    scrollWindowTo(200);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('back-to-top')).toBeNull();

    scrollWindowTo(400);
    expect(await screen.findByTestId('back-to-top')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSettledMarker, resetPageSettledForTests, usePageSettled } from './page-settled';

function Probe() {
  return <p data-testid="settled">{String(usePageSettled())}</p>;
}

beforeEach(() => {
  resetPageSettledForTests();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('usePageSettled', () => {
  it('stays false while the page has not been drawn, then gives up waiting after 5 s', () => {
    render(<Probe />);
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByTestId('settled').textContent).toBe('false');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('settled').textContent).toBe('true');
  });

  it('turns true at the first idle moment after the page is drawn, and stays true', () => {
    const { rerender } = render(<Probe />);
    expect(screen.getByTestId('settled').textContent).toBe('false');
    rerender(
      <>
        <Probe />
        <PageSettledMarker />
      </>,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('settled').textContent).toBe('true');
    rerender(<Probe />);
    expect(screen.getByTestId('settled').textContent).toBe('true');
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { IdleSessionGuard } from './idle-session-guard';

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('idle session guard', () => {
  it('warns, then at zero logs out and leads to the session-end page at once, with no dialog over the old page', () => {
    const onLogout = vi.fn();
    const onSessionEnded = vi.fn();
    renderWithProviders(<IdleSessionGuard active onLogout={onLogout} onSessionEnded={onSessionEnded} secondMs={1000} />);

    advance(544_000);
    expect(screen.queryByTestId('idle-stay')).toBeNull();
    advance(1_000);
    expect(screen.getByText('Z powodu braku aktywności wylogowanie nastąpi za 15 sekund.')).toBeTruthy();
    advance(13_000);
    expect(screen.getByText('Z powodu braku aktywności wylogowanie nastąpi za 2 sekundy.')).toBeTruthy();
    expect(onSessionEnded).not.toHaveBeenCalled();
    advance(2_000);

    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('idle-stay')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a playing lecture or narration as presence (media events do not bubble)', () => {
    const onLogout = vi.fn();
    renderWithProviders(
      <>
        <IdleSessionGuard active onLogout={onLogout} onSessionEnded={() => undefined} secondMs={1000} />
        <video data-testid="lecture" />
      </>,
    );
    const video = screen.getByTestId('lecture');
    for (let minute = 0; minute < 30; minute += 1) {
      advance(60_000);
      act(() => {
        video.dispatchEvent(new Event('timeupdate', { bubbles: false }));
      });
    }
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByTestId('idle-stay')).toBeNull();
    // Once it stops playing, the idle time counts again.
    advance(561_000);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('keeps the user logged in when they choose to stay', () => {
    const onLogout = vi.fn();
    renderWithProviders(<IdleSessionGuard active onLogout={onLogout} onSessionEnded={() => undefined} secondMs={1000} />);
    advance(550_000);
    fireEvent.click(screen.getByTestId('idle-stay'));
    expect(screen.queryByTestId('idle-stay')).toBeNull();
    advance(544_000);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('treats keyboard and mouse activity as presence', () => {
    const onLogout = vi.fn();
    renderWithProviders(<IdleSessionGuard active onLogout={onLogout} onSessionEnded={() => undefined} secondMs={1000} />);
    advance(500_000);
    fireEvent.keyDown(window, { key: 'a' });
    advance(500_000);
    fireEvent.mouseMove(window);
    advance(500_000);
    expect(onLogout).not.toHaveBeenCalled();
    expect(screen.queryByTestId('idle-stay')).toBeNull();
  });

  it('does not run while nobody is logged in', () => {
    const onLogout = vi.fn();
    renderWithProviders(<IdleSessionGuard active={false} onLogout={onLogout} onSessionEnded={() => undefined} />);
    advance(2_000_000);
    expect(onLogout).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { BlockCountdown } from './block-countdown';

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.useRealTimers();
});

const PREFIX = 'Ze względu na brak płatności Twoje konto zostanie zablokowane za: ';

describe('BlockCountdown', () => {
  it('counts down every second and then says the account is blocked', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    renderWithProviders(<BlockCountdown willBeBlockedAt="2026-11-22T10:00:03Z" />);
    expect(screen.getByTestId('school-block-countdown').textContent).toBe(`${PREFIX}00:00:03`);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('school-block-countdown').textContent).toBe(`${PREFIX}00:00:02`);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('school-block-countdown').textContent).toBe(`${PREFIX}00:00:01`);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('school-block-countdown')).toBeNull();
    expect(screen.getByTestId('school-blocked').textContent).toBe('Twoje konto zostało zablokowane ze względu na brak płatności!');
  });

  it('shows days, hours, minutes and seconds for a block further away', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    renderWithProviders(<BlockCountdown willBeBlockedAt="2026-11-25T12:34:56Z" />);
    expect(screen.getByTestId('school-block-countdown').textContent).toBe(`${PREFIX}3 d 02:34:56`);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('school-block-countdown').textContent).toBe(`${PREFIX}3 d 02:34:55`);
  });

  it('goes to /school/blocked when the time runs out, not before', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    renderWithProviders(
      <Routes>
        <Route path="/school" element={<BlockCountdown willBeBlockedAt="2026-11-22T10:00:02Z" />} />
        <Route path="/school/blocked" element={<div data-testid="blocked-route" />} />
      </Routes>,
      { route: '/school' },
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('blocked-route')).toBeNull();
    expect(screen.getByTestId('school-block-countdown')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('blocked-route')).toBeTruthy();
  });
});

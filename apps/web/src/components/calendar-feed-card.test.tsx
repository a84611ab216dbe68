// @vitest-environment jsdom
import type { LoginUser } from '@osk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSessionUser, setSessionUser } from '../lib/session/session.store';
import { loginUserFixture, renderWithProviders, setUpI18n } from '../test/app-test-utils';
import { fakeApi } from '../test/fake-api';
import { CalendarFeedCard } from './calendar-feed-card';

/** The server's feed calls: the address only in the POST that makes it; GET says whether one is active. */
function serveFeed(active: boolean) {
  let state = { url: null as string | null, active };
  let n = 0;
  const api = fakeApi()
    .get('calendarFeed', () => state)
    .post('calendarFeed', () => {
      state = { url: null, active: true };
      n += 1;
      return { url: `/api/lessons/calendar/token-${n}.ics`, active: true };
    })
    .delete('calendarFeed', () => {
      state = { url: null, active: false };
      return state;
    });
  return { calls: () => api.calls().map((call) => `${call.method} ${call.url}`) };
}

beforeAll(async () => {
  await setUpI18n('pl');
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionUser();
});

describe('CalendarFeedCard', { timeout: 15_000 }, () => {
  it('lets a learner switch the phone calendar on, see its address once, and switch it off', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    const { calls } = serveFeed(false);
    renderWithProviders(<CalendarFeedCard />);
    fireEvent.click(await screen.findByTestId('feed-create'));
    const url = (await screen.findByTestId('feed-url')) as HTMLInputElement;
    expect(url.value).toMatch(/^http.*\/api\/lessons\/calendar\/token-1\.ics$/);
    fireEvent.click(screen.getByTestId('feed-revoke'));
    await screen.findByTestId('feed-create');
    expect(calls()).toEqual(['GET /api/lessons/calendar-feed', 'POST /api/lessons/calendar-feed', 'DELETE /api/lessons/calendar-feed']);
  });

  it('an active feed offers a new address or switching it off', async () => {
    setSessionUser(loginUserFixture() as LoginUser);
    serveFeed(true);
    renderWithProviders(<CalendarFeedCard />);
    expect(await screen.findByTestId('feed-active')).toBeTruthy();
    fireEvent.click(screen.getByTestId('feed-rotate'));
    await waitFor(() => expect((screen.getByTestId('feed-url') as HTMLInputElement).value).toContain('token-1.ics'));
  });
});

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setUpI18n } from '../../../test/app-test-utils';
import { consentExpiry, hasCookieConsent } from '../lib/consent-cookie';
import { CookieBanner } from './cookie-banner';

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeAll(async () => {
  await setUpI18n('pl');
});

beforeEach(() => {
  clearCookies();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('cookie banner', () => {
  it('shows for 30 seconds and then hides by itself', () => {
    renderWithProviders(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(screen.getByTestId('cookie-banner')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(hasCookieConsent()).toBe(false);
  });

  it('stores the agreeCookies cookie when accepted and hides', () => {
    renderWithProviders(<CookieBanner />);
    fireEvent.click(screen.getByTestId('cookie-accept'));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    expect(document.cookie).toContain('agreeCookies=true');
    expect(hasCookieConsent()).toBe(true);
  });

  it('is not shown when the consent cookie exists', () => {
    document.cookie = 'agreeCookies=true; path=/';
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('sets the consent for three months', () => {
    expect(consentExpiry(new Date('2025-01-15T10:00:00Z')).toISOString()).toBe('2025-04-15T10:00:00.000Z');
  });
});

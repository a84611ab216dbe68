import { describe, expect, it } from 'vitest';
import { todayIso } from '../../../lib/dates';
import { applyNoticeCookies, decideNotice, noticeCookieName, readNoticesSeen } from './subscription-notices';

/** A document.cookie stand-in that behaves like the browser's: writes set or expire one cookie. */
function fakeCookieJar() {
  const jar = new Map<string, string>();
  return {
    jar,
    get cookie() {
      return [...jar.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(value: string) {
      const [pair, ...attributes] = value.split(';').map((part) => part.trim());
      const [name = '', cookieValue = ''] = (pair ?? '').split('=');
      const expires = attributes.find((a) => a.toLowerCase().startsWith('expires='));
      if (expires && new Date(expires.slice(8)).getTime() < Date.now()) jar.delete(name);
      else jar.set(name, cookieValue);
    },
  };
}

const NOW = new Date('2026-11-22T10:00:00Z');
const TODAY = todayIso(NOW);
const none = { oneDay: false, fiveDays: false };

describe('subscription notices', () => {
  it('shows the never-had dialog to a student who never subscribed, on every load', () => {
    expect(decideNotice(null, TODAY, none)).toEqual({ notice: 'never', remember: null, forgetAll: false });
    expect(decideNotice(null, TODAY, { oneDay: true, fiveDays: true }).notice).toBe('never');
  });

  it('shows the expired dialog once the end date has passed', () => {
    expect(decideNotice('2026-11-21', TODAY, none).notice).toBe('expired');
    expect(decideNotice('2025-01-01', TODAY, { oneDay: true, fiveDays: true }).notice).toBe('expired');
  });

  it('shows the 1-day popup on the last day and the day before, once', () => {
    expect(decideNotice('2026-11-22', TODAY, none)).toEqual({ notice: 'oneDay', remember: 'oneDay', forgetAll: false });
    expect(decideNotice('2026-11-23', TODAY, none).notice).toBe('oneDay');
    expect(decideNotice('2026-11-23', TODAY, { oneDay: true, fiveDays: false }).notice).toBeNull();
  });

  it('shows the 5-day popup with more than 1 and up to 5 days left, once', () => {
    expect(decideNotice('2026-11-24', TODAY, none)).toEqual({ notice: 'fiveDays', remember: 'fiveDays', forgetAll: false });
    expect(decideNotice('2026-11-27', TODAY, none).notice).toBe('fiveDays');
    expect(decideNotice('2026-11-25', TODAY, { oneDay: false, fiveDays: true }).notice).toBeNull();
  });

  it('still shows the 1-day popup to a student who has seen the 5-day one', () => {
    expect(decideNotice('2026-11-23', TODAY, { oneDay: false, fiveDays: true }).notice).toBe('oneDay');
  });

  it('clears both memories when more than 5 days are left', () => {
    expect(decideNotice('2026-11-28', TODAY, { oneDay: true, fiveDays: true })).toEqual({ notice: null, remember: null, forgetAll: true });
  });

  it('remembers a popup per student in a cookie and forgets it after a renewal', () => {
    const doc = fakeCookieJar();
    const first = decideNotice('2026-11-25', TODAY, readNoticesSeen(3, doc));
    applyNoticeCookies(first, 3, NOW, doc);
    expect(doc.jar.has(noticeCookieName('fiveDays', 3))).toBe(true);
    // The next load: seen, so nothing; another student sharing the browser still gets it.
    expect(decideNotice('2026-11-25', TODAY, readNoticesSeen(3, doc)).notice).toBeNull();
    expect(decideNotice('2026-11-25', TODAY, readNoticesSeen(4, doc)).notice).toBe('fiveDays');
    // Renewed: more than 5 days left clears the cookie, so the end of the new window warns again.
    applyNoticeCookies(decideNotice('2027-01-31', TODAY, readNoticesSeen(3, doc)), 3, NOW, doc);
    expect(readNoticesSeen(3, doc)).toEqual({ oneDay: false, fiveDays: false });
  });
});

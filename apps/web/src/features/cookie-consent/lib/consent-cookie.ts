import { COOKIE_CONSENT_MONTHS, COOKIE_CONSENT_NAME } from '@osk/contract';

/** Whether the visitor has already accepted cookies (the agreeCookies cookie exists). */
export function hasCookieConsent(doc: Pick<Document, 'cookie'> = document): boolean {
  return doc.cookie.split(';').some((entry) => entry.trim().startsWith(`${COOKIE_CONSENT_NAME}=`));
}

/** When a consent given at `now` expires (spec §1: 3 months). */
export function consentExpiry(now: Date): Date {
  const expiry = new Date(now.getTime());
  expiry.setMonth(expiry.getMonth() + COOKIE_CONSENT_MONTHS);
  return expiry;
}

/** Remembers the consent in the agreeCookies cookie for 3 months. */
export function setCookieConsent(now: Date = new Date(), doc: Pick<Document, 'cookie'> = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${COOKIE_CONSENT_NAME}=true; expires=${consentExpiry(now).toUTCString()}; path=/; SameSite=Lax${secure}`;
}

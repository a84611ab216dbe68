import { daysBetween } from '../../../lib/dates';

/** The subscription notice dialogs of spec §2 and §4. */
export type NoticeKind = 'never' | 'expired' | 'oneDay' | 'fiveDays';

/** Which of the once-only popups this browser has already shown to a student. */
export interface NoticesSeen {
  oneDay: boolean;
  fiveDays: boolean;
}

/** What to do on this page load. */
export interface NoticeDecision {
  /** The dialog to show, or none. */
  notice: NoticeKind | null;
  /** Remember that this once-only popup has been shown. */
  remember: 'oneDay' | 'fiveDays' | null;
  /** More than 5 days left: forget both popups, so that the next renewal's end warns again. */
  forgetAll: boolean;
}

/** Spec §9: notices at 1 and 5 days left. */
export const NOTICE_DAYS = { oneDay: 1, fiveDays: 5 } as const;

/**
 * Spec §4: never subscribed gives the never-had dialog and an expired access the expired dialog
 * (every page load); one day or less left gives a popup once, more than 1 and up to 5 days gives
 * the 5-day popup once; more than 5 days clears both memories. `today` and `till` are yyyy-MM-dd.
 */
export function decideNotice(till: string | null, today: string, seen: NoticesSeen): NoticeDecision {
  if (till === null) return { notice: 'never', remember: null, forgetAll: false };
  const daysLeft = daysBetween(today, till);
  if (daysLeft < 0) return { notice: 'expired', remember: null, forgetAll: false };
  if (daysLeft <= NOTICE_DAYS.oneDay) {
    return seen.oneDay ? { notice: null, remember: null, forgetAll: false } : { notice: 'oneDay', remember: 'oneDay', forgetAll: false };
  }
  if (daysLeft <= NOTICE_DAYS.fiveDays) {
    return seen.fiveDays ? { notice: null, remember: null, forgetAll: false } : { notice: 'fiveDays', remember: 'fiveDays', forgetAll: false };
  }
  return { notice: null, remember: null, forgetAll: true };
}

/** Cookie names per student: "once per student" holds for each learner sharing a browser. */
export function noticeCookieName(kind: 'oneDay' | 'fiveDays', studentId: number): string {
  return kind === 'oneDay' ? `subNotice1Day_${studentId}` : `subNotice5Days_${studentId}`;
}

/** A remembered popup is kept longer than the 5-day window it belongs to. */
const NOTICE_COOKIE_DAYS = 30;

function hasCookie(doc: Pick<Document, 'cookie'>, name: string): boolean {
  return doc.cookie.split(';').some((entry) => entry.trim().startsWith(`${name}=`));
}

/** Reads which popups a student has already seen in this browser. */
export function readNoticesSeen(studentId: number, doc: Pick<Document, 'cookie'> = document): NoticesSeen {
  return { oneDay: hasCookie(doc, noticeCookieName('oneDay', studentId)), fiveDays: hasCookie(doc, noticeCookieName('fiveDays', studentId)) };
}

/** Applies a decision's cookie changes. */
export function applyNoticeCookies(decision: NoticeDecision, studentId: number, now: Date = new Date(), doc: Pick<Document, 'cookie'> = document): void {
  if (decision.remember) {
    const expires = new Date(now.getTime() + NOTICE_COOKIE_DAYS * 86_400_000).toUTCString();
    doc.cookie = `${noticeCookieName(decision.remember, studentId)}=1; expires=${expires}; path=/; SameSite=Lax`;
  }
  if (decision.forgetAll) {
    for (const kind of ['oneDay', 'fiveDays'] as const) {
      if (hasCookie(doc, noticeCookieName(kind, studentId))) doc.cookie = `${noticeCookieName(kind, studentId)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
    }
  }
}

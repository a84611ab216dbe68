import { PARTNER_SOURCES } from '@osk/contract';
import { Button, Dialog, Group, Text } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { daysBetween, formatDate, todayIso } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { PAYMENTS_PATH } from '../lib/payment-paths';
import { applyNoticeCookies, decideNotice, readNoticesSeen, type NoticeKind } from '../lib/subscription-notices';

/** Students already checked in this page load: the notices come at most once per load. */
const checkedThisLoad = new Set<number>();

/** Forgets the per-load memory (tests render several "page loads" in one module instance). */
export function resetNoticesForTests(): void {
  checkedThisLoad.clear();
}

/**
 * The never-had and expired dialogs have no cookie in the spec; to keep them from coming back on
 * every reload they are shown once per browser tab session (sessionStorage), per student.
 */
function sessionKey(studentId: number): string {
  return `osk.subscriptionNotice.${studentId}`;
}

function shownThisSession(studentId: number): boolean {
  try {
    return window.sessionStorage.getItem(sessionKey(studentId)) !== null;
  } catch {
    return false;
  }
}

function rememberThisSession(studentId: number): void {
  try {
    window.sessionStorage.setItem(sessionKey(studentId), '1');
  } catch {
    // Storage blocked: the dialog may then come again on the next load.
  }
}

/**
 * Pages where a notice would be in the way: buying itself, the history, a running exam, and the
 * action pages that are about to redirect.
 */
function isQuietPath(pathname: string): boolean {
  return pathname.startsWith(ROUTES.subscription) || pathname.startsWith(PAYMENTS_PATH) || pathname.startsWith(`${ROUTES.examRun}/`) || pathname.startsWith('/action/');
}

interface ShownNotice {
  kind: NoticeKind;
  till: string | null;
  daysLeft: number;
}

/**
 * The subscription notice dialogs (spec §4): for a logged-in learner who is neither a partner-platform
 * user nor an internal exam account, once the student is known, one of never-had, expired, 1-day or
 * 5-day, each with "Przedłuż dostęp" to /subscription. The once-only popups are remembered in cookies.
 */
export function SubscriptionNotices() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useSessionUser();
  const eligibleUser = user !== null && user.userType === 'STUDENT' && !user.internal && !PARTNER_SOURCES.includes(user.userSource);
  const quiet = isQuietPath(pathname);
  // No read at all on the quiet pages: a running exam or an action page must not be disturbed.
  const student = useCurrentLearner(eligibleUser && !quiet);
  const [shown, setShown] = useState<ShownNotice | null>(null);
  const data = student.data;

  useEffect(() => {
    if (!eligibleUser || quiet || !data || checkedThisLoad.has(data.id)) return;
    checkedThisLoad.add(data.id);
    if (data.internalExamAccount || PARTNER_SOURCES.includes(data.userSource)) return;
    const now = new Date();
    const today = todayIso(now);
    const till = data.learningAvailableTill;
    const decision = decideNotice(till, today, readNoticesSeen(data.id));
    applyNoticeCookies(decision, data.id, now);
    const everyLoadKind = decision.notice === 'never' || decision.notice === 'expired';
    if (everyLoadKind && shownThisSession(data.id)) return;
    if (everyLoadKind) rememberThisSession(data.id);
    if (decision.notice) setShown({ kind: decision.notice, till, daysLeft: till ? daysBetween(today, till) : 0 });
  }, [eligibleUser, quiet, data]);

  if (!shown) return null;
  const close = () => setShown(null);
  const date = shown.till ? formatDate(shown.till) : '';
  return (
    <NoticeDialog
      kind={shown.kind}
      text={t(`payments.notices.${shown.kind}.text`, { date, count: shown.daysLeft })}
      onClose={close}
      onExtend={() => {
        close();
        void navigate(ROUTES.subscription);
      }}
    />
  );
}

interface NoticeDialogProps {
  kind: NoticeKind;
  text: string;
  onClose: () => void;
  onExtend: () => void;
}

/**
 * A popup in the corner rather than a modal: it must not block the page the learner came to use
 * (a running lesson, a form), only offer the renewal.
 */
function NoticeDialog({ kind, text, onClose, onExtend }: NoticeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      opened
      withCloseButton
      onClose={onClose}
      size="lg"
      radius="md"
      shadow="lg"
      withBorder
      position={{ bottom: 16, right: 16 }}
      // A labelled region, not role="dialog": it is non-modal and must not pass for the page's modal.
      role="region"
      aria-live="polite"
      aria-labelledby={titleId}
      data-testid="subscription-notice"
      data-notice={kind}
      style={{ maxWidth: 'calc(100vw - 32px)' }}
    >
      <Text fw={700} mb="xs" pr="lg" id={titleId}>
        {t(`payments.notices.${kind}.title`)}
      </Text>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" size="xs" onClick={onClose}>
          {t('payments.notices.later')}
        </Button>
        <Button size="xs" onClick={onExtend} data-testid="subscription-notice-extend">
          {t('payments.notices.extend')}
        </Button>
      </Group>
    </Dialog>
  );
}

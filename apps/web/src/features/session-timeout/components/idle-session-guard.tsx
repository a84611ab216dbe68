import { IDLE_LOGOUT_AFTER_WARNING_SECONDS, IDLE_WARNING_SECONDS } from '@osk/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idleSecondMs } from '../lib/idle-scale';
import { createIdleTimer, type IdleState, type IdleTimer } from '../lib/idle-timer';

/**
 * What counts as the user being there: input, and media playing (a lecture or a narrated slide that
 * plays by itself is watched, not abandoned). Media events do not bubble; a capturing listener on the
 * window still sees them. `timeupdate` fires a few times a second while a video or audio plays.
 */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll', 'play', 'timeupdate'] as const;

export interface IdleSessionGuardProps {
  /** Whether a user is logged in; the timer runs only then. */
  active: boolean;
  /** Ends the session when the countdown reaches 0. */
  onLogout: () => void | Promise<void>;
  /** Called when the session has ended (the app goes to /action/SESSION_EXPIRED). */
  onSessionEnded: () => void;
  warningAfterSeconds?: number;
  logoutAfterSeconds?: number;
  /** Length of a second in ms; defaults to 1000 scaled by window.__OSK_IDLE_SCALE__. */
  secondMs?: number;
}

/**
 * Logs an idle user out (spec §4): a warning after 545 s without activity, counting down 15 s, with a
 * "stay logged in" button; then logout and /action/SESSION_EXPIRED, whose page is the session-end
 * notice (session expired, logged out, a login button): one end state, not a dialog over another page.
 */
export function IdleSessionGuard({
  active,
  onLogout,
  onSessionEnded,
  warningAfterSeconds = IDLE_WARNING_SECONDS,
  logoutAfterSeconds = IDLE_LOGOUT_AFTER_WARNING_SECONDS,
  secondMs,
}: IdleSessionGuardProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<IdleState>({ phase: 'stopped', secondsLeft: 0 });
  const timerRef = useRef<IdleTimer | null>(null);
  // An effect event: the timer calls the latest onLogout without restarting on every parent render.
  const handleTimeout = useEffectEvent(() => {
    void onLogout();
    onSessionEnded();
  });

  useEffect(() => {
    if (!active) return undefined;
    const timer = createIdleTimer({
      warningAfterSeconds,
      logoutAfterSeconds,
      secondMs: secondMs ?? idleSecondMs(),
      onChange: setState,
      onTimeout: () => handleTimeout(),
    });
    timerRef.current = timer;
    const onActivity = () => timer.activity();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true, capture: true });
    timer.start();
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
      timer.stop();
      timerRef.current = null;
    };
  }, [active, warningAfterSeconds, logoutAfterSeconds, secondMs]);

  const stay = () => timerRef.current?.activity();

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={state.phase === 'warning'}
      onClose={stay}
      title={t('session.warningTitle')}
      centered
      data-testid="idle-warning"
    >
      <Text mb="md" aria-live="polite">
        {t('session.warningText', { count: state.secondsLeft })}
      </Text>
      <Group justify="flex-end">
        <Button onClick={stay} data-testid="idle-stay">
          {t('session.stay')}
        </Button>
      </Group>
    </Modal>
  );
}

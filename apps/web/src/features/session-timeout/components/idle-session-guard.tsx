import { DIALOG_WIDTH, IDLE_LOGOUT_AFTER_WARNING_SECONDS, IDLE_WARNING_SECONDS } from '@osk/contract';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { idleSecondMs } from '../lib/idle-scale';
import { createIdleTimer, type IdleState, type IdleTimer } from '../lib/idle-timer';

/** What counts as the user being there. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface IdleSessionGuardProps {
  /** Whether a user is logged in; the timer runs only then. */
  active: boolean;
  /** Ends the session when the countdown reaches 0. */
  onLogout: () => void | Promise<void>;
  /** Called by the session-end dialog's button (the app goes to /action/SESSION_EXPIRED). */
  onSessionEnded: () => void;
  warningAfterSeconds?: number;
  logoutAfterSeconds?: number;
  /** Length of a second in ms; defaults to 1000 scaled by window.__OSK_IDLE_SCALE__. */
  secondMs?: number;
}

/**
 * Logs an idle user out (spec §4): a warning after 545 s without activity, counting down 15 s, with a
 * "stay logged in" button; then logout and the session-end dialog (width 300).
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
  const [ended, setEnded] = useState(false);
  const timerRef = useRef<IdleTimer | null>(null);
  // An effect event: the timer calls the latest onLogout without restarting on every parent render.
  const handleTimeout = useEffectEvent(() => {
    setEnded(true);
    void onLogout();
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
  const finish = () => {
    setEnded(false);
    onSessionEnded();
  };

  return (
    <>
      <Modal
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
      <Modal
        opened={ended}
        onClose={finish}
        title={t('session.endedTitle')}
        size={DIALOG_WIDTH.sessionEnd}
        centered
        data-testid="session-ended"
      >
        <Text mb="md">{t('session.endedText')}</Text>
        <Group justify="flex-end">
          <Button onClick={finish} data-testid="session-ended-ok">
            {t('session.endedButton')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

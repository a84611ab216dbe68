import { SCHOOL_BLOCKED_PATH } from '@osk/contract';
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { timeLeft } from '../lib/school-status';

/** Refresh of the block clock (school document §9: 1 s). */
export const BLOCK_CLOCK_REFRESH_MS = 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The payment-block countdown of school document §4: the time left until the account is blocked,
 * refreshed every second; once it has run out, the message that the account is blocked, and the
 * school is taken to /school/blocked.
 */
export function BlockCountdown({ willBeBlockedAt }: { willBeBlockedAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const until = new Date(willBeBlockedAt);
  const left = Number.isNaN(until.getTime()) ? null : timeLeft(until, now);

  const running = left !== null;
  const invalid = Number.isNaN(until.getTime());
  const navigate = useNavigate();

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(new Date()), BLOCK_CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    // At zero the block starts: the notice page replaces the start page.
    if (!running && !invalid) void navigate(SCHOOL_BLOCKED_PATH, { replace: true });
  }, [running, invalid, navigate]);

  if (left === null) {
    return (
      <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="school-blocked">
        {t('school.block.blocked')}
      </Alert>
    );
  }
  const hms = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  const time = left.days > 0 ? t('school.block.time', { days: left.days, hms }) : hms;
  return (
    <Alert color="red" variant="filled" icon={<AlertIcon />} role="timer" data-testid="school-block-countdown">
      {t('school.block.countdown', { time })}
    </Alert>
  );
}

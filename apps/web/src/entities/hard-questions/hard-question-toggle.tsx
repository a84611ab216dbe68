import { Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { apiErrorDetail } from '../../lib/api/api-error-message';
import { StarIcon } from '../../components/icons';
import classes from './hard-question-toggle.module.css';
import { useHardQuestionIds, useToggleHardQuestion } from './hard-questions';

export interface HardQuestionToggleProps {
  studentId: number;
  /** The question's official number (what the hard list holds). */
  externalId: number;
  /** A labelled button (learn screen) or a bare star (compact places). */
  variant?: 'button' | 'icon';
}

/**
 * The star that marks a question as hard or takes the mark off (spec §6; students only, the caller
 * decides). Its state comes from the learner's hard list, so it agrees with every other screen.
 */
export function HardQuestionToggle({ studentId, externalId, variant = 'button' }: HardQuestionToggleProps) {
  const { t } = useTranslation();
  const ids = useHardQuestionIds(studentId);
  const toggle = useToggleHardQuestion(studentId);
  const hard = ids.data?.includes(externalId) ?? false;
  const label = hard ? t('learn.hard.unmark') : t('learn.hard.mark');
  const onClick = () => {
    toggle.mutate(
      { externalId, hard: !hard },
      {
        onError: (error) => {
          const message = (apiErrorDetail(t, error) ?? t('msg.error.internal'));
          notifications.show({ color: 'red', title: t('learn.hard.failed'), message });
        },
      },
    );
  };
  const common = {
    onClick,
    disabled: ids.isPending,
    'aria-pressed': hard,
    'data-testid': 'hard-toggle',
    'data-hard': hard,
  };
  if (variant === 'icon') {
    return (
      <Tooltip label={label}>
        {/* A plain button, not Mantine's ActionIcon: hard-question-toggle.module.css (issue 19). */}
        <button type="button" className={classes.star} aria-label={label} {...common}>
          <StarIcon filled={hard} />
        </button>
      </Tooltip>
    );
  }
  return (
    <Button variant={hard ? 'light' : 'default'} color={hard ? 'yellow' : undefined} leftSection={<StarIcon filled={hard} size={18} />} {...common}>
      {hard ? t('learn.hard.marked') : t('learn.hard.mark')}
    </Button>
  );
}

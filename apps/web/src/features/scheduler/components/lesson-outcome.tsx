import { LessonCanceller, type Lesson, type LessonOutcome } from '@osk/contract';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { setLessonOutcome } from '../api/scheduler.api';
import { outcomeColor, outcomeLabelKey } from '../lib/scheduler';

/**
 * What happened at a lesson (issue 22): its outcome, and for the school or the lesson's instructor once
 * it has started (`canSetOutcome`) three buttons, held, no-show and cancelled, each one tap; cancelled
 * asks who cancelled. The answer replaces the lesson shown.
 */
export function LessonOutcomePanel({ lesson, onChanged }: { lesson: Lesson; onChanged: (lesson: Lesson) => void }) {
  const { t } = useTranslation();
  const [askWho, setAskWho] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const record = async (outcome: LessonOutcome | null, cancelledBy: LessonCanceller | null = null) => {
    setBusy(true);
    setFailure(null);
    const answer = await setLessonOutcome(lesson.id, { outcome, cancelledBy });
    setBusy(false);
    if (!answer.ok) {
      setFailure(apiErrorMessage(t, answer.error));
      return;
    }
    setAskWho(false);
    onChanged(answer.data);
  };

  const current = lesson.outcome;
  return (
    <Paper withBorder p="sm" data-testid="lesson-outcome">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {t('scheduler.outcome.title')}
          </Text>
          <Badge color={outcomeColor(current)} variant={current ? 'filled' : 'outline'} size="lg" tt="none" style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }} data-testid="lesson-outcome-value" data-outcome={current ?? 'NONE'}>
            {t(outcomeLabelKey(lesson))}
          </Badge>
        </Group>
        {failure && (
          <Alert color="red" role="alert" data-testid="lesson-outcome-failure">
            {failure}
          </Alert>
        )}
        {lesson.canSetOutcome &&
          (askWho ? (
            <Stack gap={6} data-testid="lesson-outcome-who">
              <Text size="sm">{t('scheduler.outcome.whoCancelled')}</Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                {LessonCanceller.options.map((who) => (
                  <Button key={who} color="orange" variant="light" loading={busy} onClick={() => void record('CANCELLED', who)} data-testid={`lesson-outcome-by-${who}`} styles={{ label: { whiteSpace: 'normal' } }} h="auto" mih={44}>
                    {t(`scheduler.outcome.who.${who}`)}
                  </Button>
                ))}
              </SimpleGrid>
              <Button variant="subtle" onClick={() => setAskWho(false)} data-testid="lesson-outcome-back">
                {t('scheduler.outcome.back')}
              </Button>
            </Stack>
          ) : (
            <Stack gap={6}>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
                <Button color="green" variant={current === 'HELD' ? 'filled' : 'light'} loading={busy} onClick={() => void record('HELD')} data-testid="lesson-outcome-HELD" aria-pressed={current === 'HELD'} styles={{ label: { whiteSpace: 'normal' } }} h="auto" mih={44}>
                  {t('scheduler.outcome.HELD')}
                </Button>
                <Button color="red" variant={current === 'NO_SHOW' ? 'filled' : 'light'} loading={busy} onClick={() => void record('NO_SHOW')} data-testid="lesson-outcome-NO_SHOW" aria-pressed={current === 'NO_SHOW'} styles={{ label: { whiteSpace: 'normal' } }} h="auto" mih={44}>
                  {t('scheduler.outcome.NO_SHOW')}
                </Button>
                <Button color="orange" variant={current === 'CANCELLED' ? 'filled' : 'light'} loading={busy} onClick={() => setAskWho(true)} data-testid="lesson-outcome-CANCELLED" aria-pressed={current === 'CANCELLED'} styles={{ label: { whiteSpace: 'normal' } }} h="auto" mih={44}>
                  {t('scheduler.outcome.CANCELLED')}
                </Button>
              </SimpleGrid>
              {current !== null && (
                <Button variant="subtle" color="gray" size="xs" loading={busy} onClick={() => void record(null)} data-testid="lesson-outcome-clear">
                  {t('scheduler.outcome.clear')}
                </Button>
              )}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}

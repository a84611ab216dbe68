import type { Payment } from '@osk/contract';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';

/**
 * "Dokończ płatność" (issue 24): a payment left STARTED goes back to the provider's page while the
 * provider still accepts it. The server offers the page only then (continueUrl); the time limit is
 * checked here too, so a screen left open past it no longer offers a page the provider refuses.
 */
export function ContinuePayment({ payment, now = Date.now() }: { payment: Payment; now?: number }) {
  const { t } = useTranslation();
  const { continueUrl, continueUntil } = payment;
  if (payment.status !== 'STARTED' || !continueUrl || !continueUntil || Date.parse(continueUntil) <= now) return null;
  return (
    <Stack gap={4} data-testid="payment-continue">
      {/* A plain link: the provider's page replaces ours, as at checkout. */}
      <Button component="a" href={continueUrl} size="md" style={{ alignSelf: 'flex-start' }} data-testid="payment-continue-action">
        {t('payments.continue.action')}
      </Button>
      <Text size="sm" c="dimmed" data-testid="payment-continue-hint">
        {t('payments.continue.hint', { until: formatDateTime(continueUntil) })}
      </Text>
    </Stack>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoadError, PageLoading } from '../../../components/page-frame';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePayments } from '../api/payments.api';
import { PaymentHistory } from '../components/payment-history';

/** /payments (spec §2): the learner's payment history with the detail panel. */
export function PaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.history.pageTitle'));
  const payments = usePayments();

  let body;
  if (payments.isPending) {
    body = <PageLoading />;
  } else if (payments.isError) {
    body = <PageLoadError title={t('payments.history.loadError')} error={payments.error} retry={() => void payments.refetch()} />;
  } else if (payments.data.length === 0) {
    body = (
      <Paper withBorder radius="md" p="xl" data-testid="payments-empty">
        <Stack align="center" gap="md" ta="center">
          <Text size="lg">{t('payments.history.empty')}</Text>
          <Button component={Link} to={ROUTES.subscription}>
            {t('payments.history.goBuy')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = <PaymentHistory payments={payments.data} />;
  }

  return (
    <Stack gap="lg">
      <Title order={1} data-testid="payments-heading">
        {t('payments.history.heading')}
      </Title>
      {body}
    </Stack>
  );
}

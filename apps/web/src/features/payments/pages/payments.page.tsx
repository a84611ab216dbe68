import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
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
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (payments.isError) {
    body = (
      <Alert color="red" icon={<AlertIcon />} title={t('payments.history.loadError')} role="alert">
        <Stack gap="sm" align="flex-start">
          {payments.error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, payments.error.error)}</Text>}
          <Button variant="light" color="red" onClick={() => void payments.refetch()}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Alert>
    );
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

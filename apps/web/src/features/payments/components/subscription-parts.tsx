import { Anchor, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENTS_PATH } from '../lib/payment-paths';

// The parts the learner's and the school's /subscription have in common.

/** The page heading and its intro. */
export function SubscriptionHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <Title order={1} data-testid="subscription-heading">
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {intro}
      </Text>
    </div>
  );
}

/** The link to the payment history, under what the account has. */
export function PaymentHistoryLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={PAYMENTS_PATH} size="sm" mt="sm" display="inline-block" data-testid="subscription-payments-link">
      {t('payments.history.link')}
    </Anchor>
  );
}

/** The card of the code forms (prepaid, and for a learner promotional). */
export function CodesCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="subscription-codes">
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

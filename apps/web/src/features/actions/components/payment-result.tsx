import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCurrentLearner, useRefreshCurrentLearner } from '../../../entities/learner/current-learner';
import { formatDate } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { ActionPanel, HomeButton } from './action-panel';
import { ActionView } from './action-view';

/** The payment history route (owned by the payments feature; features link by path only). */
const PAYMENTS_PATH = '/payments';

/**
 * Paynow's status on the return URL (`paymentStatus`). Only a refusal or an error is a failure; a
 * missing status or one still pending is treated as success, because crediting happens on the
 * signed notification, not on this redirect.
 */
export function isFailedPaymentStatus(status: string | null): boolean {
  return status !== null && ['REJECTED', 'ERROR', 'EXPIRED', 'ABANDONED'].includes(status.toUpperCase());
}

/**
 * PAYMENT_ERROR (spec §8): a logged-in user gets "Wystąpił błąd w trakcie realizacji płatności" and
 * goes to /exam/choose; a visitor sees the error page.
 */
export function PaymentErrorAction() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const shown = useRef(false);
  useEffect(() => {
    if (!user || shown.current) return;
    // Once, even when React runs the effect twice in development.
    shown.current = true;
    notifications.show({ color: 'red', message: t('payments.result.error'), autoClose: 8000 });
  }, [user, t]);
  if (user) return <Navigate to={ROUTES.exam} replace />;
  return <ActionView type="PAYMENT_ERROR" />;
}

/**
 * PAYMENT_STUDENT_SUCCESS: the learner is back from Paynow. A refused payment is handled as
 * PAYMENT_ERROR; otherwise thanks, the refreshed access end dates and the ways on.
 */
export function PaymentSuccessAction() {
  const [params] = useSearchParams();
  if (isFailedPaymentStatus(params.get('paymentStatus'))) return <PaymentErrorAction />;
  return <PaymentSuccess />;
}

function PaymentSuccess() {
  const { t } = useTranslation();
  usePageTitle(t('payments.result.successTitle'));
  const user = useSessionUser();
  const refreshLearner = useRefreshCurrentLearner();
  const isStudent = user?.userType === 'STUDENT';

  useEffect(() => {
    // The access dates changed with the payment: every page showing them must read them again.
    void refreshLearner();
  }, [refreshLearner]);

  const student = useCurrentLearner(isStudent);
  const data = student.data;

  return (
    <ActionPanel action="PAYMENT_STUDENT_SUCCESS" tone="success" title={t('payments.result.successTitle')} message={t('payments.result.successText')}>
      {data?.learningAvailableTill && (
        <Text fw={600} data-testid="payment-learning-till">
          {t('payments.result.learningTill', { date: formatDate(data.learningAvailableTill) })}
        </Text>
      )}
      {data?.lecturesAvailableTill && (
        <Text fw={600} data-testid="payment-lectures-till">
          {t('payments.result.lecturesTill', { date: formatDate(data.lecturesAvailableTill) })}
        </Text>
      )}
      <Group justify="center" mt="sm">
        {isStudent ? (
          <>
            <Button component={Link} to={ROUTES.profile} data-testid="payment-to-profile">
              {t('payments.result.toProfile')}
            </Button>
            <Button component={Link} to={PAYMENTS_PATH} variant="light" data-testid="payment-to-payments">
              {t('payments.result.toPayments')}
            </Button>
            <Button component={Link} to={ROUTES.subscription} variant="light">
              {t('payments.result.toSubscription')}
            </Button>
          </>
        ) : (
          <HomeButton />
        )}
      </Group>
    </ActionPanel>
  );
}

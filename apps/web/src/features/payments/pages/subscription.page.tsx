import { landingPath, PARTNER_SOURCES, type Student, type Subscription } from '@osk/contract';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { PageLoadError, PageLoading } from '../../../components/page-frame';
import { formatDate, todayIso } from '../../../lib/dates';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { useSubscriptions } from '../api/payments.api';
import { CodeRedeemForm } from '../components/code-redeem-form';
import { PurchaseDialog } from '../components/purchase-dialog';
import { SchoolOffer } from '../components/school-offer';
import { SubscriptionCatalogue } from '../components/subscription-catalogue';
import { CodesCard, PaymentHistoryLink, SubscriptionHeading } from '../components/subscription-parts';

/** Visitors are told that buying needs an account (spec §6), with the way to log in or register. */
function VisitorPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" data-testid="subscription-visitor">
      <Stack align="center" ta="center" gap="md">
        <Title order={1} size="h2">
          {t('payments.visitor.title')}
        </Title>
        <Text size="lg">{t('msg.warn.registration.required.to.buy.exams')}</Text>
        <Group justify="center">
          <Button onClick={() => openLoginModal('login')} data-testid="subscription-login">
            {t('payments.visitor.login')}
          </Button>
          <Button variant="light" component={Link} to={ROUTES.register}>
            {t('payments.visitor.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Partner-platform users and internal exam accounts cannot buy (spec §1, §6): say why instead. */
function NotAvailablePanel({ reason }: { reason: 'partner' | 'internal' }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" icon={<InfoIcon />} title={t('payments.notAvailable.title')} maw={640} mx="auto" data-testid="subscription-not-available" data-reason={reason}>
      {t(`payments.notAvailable.${reason}`)}
    </Alert>
  );
}

function AccessLine({ label, till, today, testId }: { label: string; till: string | null; today: string; testId: string }) {
  const { t } = useTranslation();
  let text: string;
  if (till === null) text = t('payments.access.none');
  else if (till < today) text = t('payments.access.expired', { date: formatDate(till) });
  else text = t('payments.access.till', { date: formatDate(till) });
  return (
    <Group justify="space-between" gap="xs" data-testid={testId} data-till={till ?? ''}>
      <Text fw={600}>{label}</Text>
      <Text c={till !== null && till >= today ? undefined : 'dimmed'}>{text}</Text>
    </Group>
  );
}

function StudentSubscription({ student, userId }: { student: Student; userId: number }) {
  const { t } = useTranslation();
  const catalogue = useSubscriptions(student.id);
  const [buying, setBuying] = useState<Subscription | null>(null);
  const today = todayIso();

  return (
    <Stack gap="xl">
      <SubscriptionHeading title={t('payments.heading')} intro={t('payments.intro')} />
      <Paper withBorder radius="md" p="lg" data-testid="subscription-access">
        <Title order={2} size="h4" mb="sm">
          {t('payments.access.title')}
        </Title>
        <Stack gap="xs">
          <AccessLine label={t('payments.access.learning')} till={student.learningAvailableTill} today={today} testId="subscription-access-learning" />
          <AccessLine label={t('payments.access.lectures')} till={student.lecturesAvailableTill} today={today} testId="subscription-access-lectures" />
        </Stack>
        <PaymentHistoryLink />
      </Paper>
      {catalogue.isPending && (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {catalogue.isError && <PageLoadError title={t('payments.loadError')} error={catalogue.error} retry={() => void catalogue.refetch()} />}
      {catalogue.isSuccess && <SubscriptionCatalogue subscriptions={catalogue.data} onBuy={setBuying} />}
      <CodesCard title={t('payments.codes.title')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CodeRedeemForm kind="prepaid" userId={userId} />
          <CodeRedeemForm kind="promo" userId={userId} />
        </SimpleGrid>
      </CodesCard>
      {buying && <PurchaseDialog subscription={buying} student={student} userId={userId} onClose={() => setBuying(null)} />}
    </Stack>
  );
}

/** /subscription (spec §2; a school gets its offer): access end dates, the packages and their purchase, prepaid and promotional codes. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.pageTitle'));
  const user = useSessionUser();
  const student = useCurrentLearner();

  if (!user) return <VisitorPanel />;
  // A school buys access for its learners (school document §6 "buy", §7).
  if (user.userType === 'SCHOOL') return <SchoolOffer userId={user.id} />;
  if (user.userType !== 'STUDENT') return <Navigate to={landingPath(user, new Date())} replace />;
  if (PARTNER_SOURCES.includes(user.userSource)) return <NotAvailablePanel reason="partner" />;
  if (user.internal) return <NotAvailablePanel reason="internal" />;
  if (student.isPending) return <PageLoading testId="subscription-loading" />;
  if (student.isError) {
    return (
      <Alert color="red" icon={<AlertIcon />} title={t('payments.loadError')} role="alert">
        <Button variant="light" color="red" onClick={() => void student.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (PARTNER_SOURCES.includes(student.data.userSource)) return <NotAvailablePanel reason="partner" />;
  if (student.data.internalExamAccount) return <NotAvailablePanel reason="internal" />;
  return <StudentSubscription student={student.data} userId={user.id} />;
}

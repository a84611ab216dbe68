import type { School } from '@osk/contract';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '../../../components/icons';
import { DetailRow } from '../../../components/detail-row';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGuardian } from '../api/school.api';
import { BlockCountdown } from '../components/block-countdown';
import { SchoolLoader } from '../components/school-loader';
import { SchoolLogo } from '../components/school-logo';
import { expiryStateOf, isLowStock } from '../lib/school-status';
import { SCHOOL_PATHS } from '../lib/school-paths';

const LINKS = [
  { key: 'students', to: SCHOOL_PATHS.students },
  { key: 'exams', to: SCHOOL_PATHS.exams },
  { key: 'internalAccounts', to: SCHOOL_PATHS.internalAccounts },
  { key: 'orders', to: ROUTES.orders },
  { key: 'buy', to: ROUTES.subscription },
  { key: 'payments', to: ROUTES.payments },
  { key: 'scheduler', to: ROUTES.scheduler },
  { key: 'cars', to: ROUTES.cars },
  { key: 'instructors', to: ROUTES.instructors },
  { key: 'groups', to: ROUTES.groups },
  { key: 'progressCard', to: ROUTES.progressCard },
  { key: 'pkk', to: '/pkk' },
  { key: 'edit', to: SCHOOL_PATHS.edit },
  { key: 'pin', to: SCHOOL_PATHS.changePin },
  { key: 'defaultPassword', to: SCHOOL_PATHS.changeDefaultPassword },
  { key: 'phone', to: SCHOOL_PATHS.changePhoneNumber },
  { key: 'properties', to: SCHOOL_PATHS.changeProperties },
  { key: 'readiness', to: SCHOOL_PATHS.changeReadinessThreshold },
  { key: 'password', to: ROUTES.changePassword },
] as const;

/** /school: the school's start page (school document §2.2 "School home"). */
export function SchoolHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('school.title'));
  return <SchoolLoader>{(school) => <SchoolHome school={school} />}</SchoolLoader>;
}

function SchoolHome({ school }: { school: School }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const now = new Date();
  const expiry = expiryStateOf(school.activeTill, now);
  const blockAt = school.willBeBlockedAt ?? user?.willBeBlockedAt ?? null;
  const tillText = school.activeTill ? formatDate(school.activeTill) : t('school.home.none');

  return (
    <Stack gap="lg" data-testid="school-home">
      <Title order={1} data-testid="school-heading">
        {school.name}
      </Title>
      {blockAt && <BlockCountdown willBeBlockedAt={blockAt} />}
      {expiry.kind === 'expired' && (
        <Notice color="red" testId="school-expired">
          {t('school.home.expired', { date: tillText })}
        </Notice>
      )}
      {expiry.kind === 'soon' && (
        <Notice color="yellow" testId="school-expiry-soon">
          {t('school.home.expirySoon', { date: tillText, days: expiry.days })}
        </Notice>
      )}
      {isLowStock(school) && (
        <Notice color="yellow" testId="school-low-stock">
          {t('school.home.lowStock', { count: school.numberOfBooks, level: school.booksAlertLevel })}
        </Notice>
      )}
      {!school.pinSet && (
        <Notice color="orange" testId="school-no-pin" link={{ to: SCHOOL_PATHS.changePin, label: t('school.home.setPin') }}>
          {t('school.home.noPin')}
        </Notice>
      )}
      {!school.defaultPasswordSet && (
        <Notice
          color="orange"
          testId="school-no-default-password"
          link={{ to: SCHOOL_PATHS.changeDefaultPassword, label: t('school.home.setDefaultPassword') }}
        >
          {t('school.home.noDefaultPassword')}
        </Notice>
      )}
      {school.contentPreviewApproved === false && (
        <Notice color="blue" testId="school-content-pending">
          {t('school.home.contentPending')}
        </Notice>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={t('school.home.details')}>
          <Stack gap="xs">
            <Detail label={t('school.home.login')} value={school.email ?? user?.userName ?? ''} testId="school-login" />
            <Detail label={t('school.home.days')} value={String(school.numberOfDaysOfLearn)} testId="school-days" />
            <Detail label={t('school.home.books')} value={String(school.numberOfBooks)} testId="school-books" />
            <Detail label={t('school.home.activeTill')} value={tillText} testId="school-active-till" />
            <Detail label={t('school.home.phone')} value={school.phoneNumber ?? t('school.home.none')} testId="school-phone" />
          </Stack>
        </SectionCard>
        <Stack gap="lg">
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h3">
                {t('school.logo.title')}
              </Title>
              <Anchor component={Link} to={SCHOOL_PATHS.edit} size="sm">
                {school.logoFilename ? t('school.logo.change') : t('school.logo.upload')}
              </Anchor>
            </Group>
            <SchoolLogo schoolId={school.id} logoFilename={school.logoFilename} />
          </Paper>
          <GuardianCard guardianId={school.guardianId} />
        </Stack>
      </SimpleGrid>
      <SectionCard title={t('school.home.settings')} testId="school-settings">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {LINKS.map((link) => (
            <Button key={link.key} component={Link} to={link.to} variant="light" fullWidth data-testid={`school-link-${link.key}`}>
              {t(`school.links.${link.key}`)}
            </Button>
          ))}
        </SimpleGrid>
      </SectionCard>
    </Stack>
  );
}

function GuardianCard({ guardianId }: { guardianId: number | null }) {
  const { t } = useTranslation();
  const guardian = useGuardian(guardianId);
  let body: ReactNode;
  if (guardianId === null) body = <Text c="dimmed">{t('school.home.noGuardian')}</Text>;
  else if (guardian.isPending) body = <Skeleton h={60} />;
  else if (guardian.isError) body = <Text c="red">{t('school.home.guardianError')}</Text>;
  else
    body = (
      <Stack gap="xs">
        <Detail label={t('school.home.guardianName')} value={guardian.data.name} testId="school-guardian-name" />
        <Detail label={t('school.home.phone')} value={guardian.data.phoneNumber ?? t('school.home.none')} testId="school-guardian-phone" />
        <Detail label={t('school.home.email')} value={guardian.data.email ?? t('school.home.none')} testId="school-guardian-email" />
      </Stack>
    );
  return (
    <SectionCard title={t('school.home.guardian')} testId="school-guardian">
      {body}
    </SectionCard>
  );
}

function Notice({ color, testId, link, children }: { color: string; testId: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Alert color={color} icon={color === 'red' ? <AlertIcon /> : <InfoIcon />} role="status" data-testid={testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{children}</Text>
        {link && (
          <Anchor component={Link} to={link.to} size="sm" fw={600} data-testid={`${testId}-link`}>
            {link.label}
          </Anchor>
        )}
      </Group>
    </Alert>
  );
}

/** The label column of the school's cards. */
const LABEL_WIDTH = { base: 120, sm: 170 };

function Detail(props: { label: string; value: string; testId?: string }) {
  return <DetailRow {...props} labelWidth={LABEL_WIDTH} />;
}

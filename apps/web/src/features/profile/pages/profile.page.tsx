import { displayCategory, type Student } from '@osk/contract';
import { Anchor, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarFeedCard } from '../../../components/calendar-feed-card';
import { DetailRow } from '../../../components/detail-row';
import { SectionCard } from '../../../components/section-card';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccessList } from '../components/access-list';
import { AccountSettingsLinks } from '../components/account-settings-links';
import { DataRightsCard } from '../components/data-rights-card';
import { LearnerHome } from '../components/learner-home';
import { StudentLoader } from '../components/student-loader';

/**
 * The student start page (/profile): the learner's home (issue 23: continue, readiness, today's work,
 * last exam, access, next lesson), then the account settings (who I am, my school, my access windows)
 * and the learner's data (export, consents, deletion).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.pageTitle'));
  return <StudentLoader>{(data) => <ProfileView data={data} />}</StudentLoader>;
}

function ProfileView({ data }: { data: Student }) {
  const { t } = useTranslation();
  const name = `${data.firstName} ${data.lastName}`.trim();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} data-testid="profile-heading">
          {t('profile.greeting', { name })}
        </Title>
        <Anchor href="#ustawienia-konta" size="sm" data-testid="home-settings-link">
          {t('profile.settings')}
        </Anchor>
      </Group>
      <LearnerHome student={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title={t('profile.details')}>
          <Stack gap="xs">
            <Detail label={t('profile.email')} value={data.email} />
            <Detail label={t('profile.phone')} value={data.phoneNumber ?? t('profile.noPhone')} />
            <Detail label={t('profile.category')} value={displayCategory(data.category)} testId="profile-category" />
            <Detail label={t('profile.school')} value={data.schoolName ?? t('profile.noSchool')} testId="profile-school" />
          </Stack>
        </SectionCard>
        <AccessList student={data} />
      </SimpleGrid>
      {/* A school's learner has lessons in its scheduler: they can follow them in a phone calendar. */}
      {data.schoolName && <CalendarFeedCard />}
      {/* The settings links, which the home's "Ustawienia konta" link at the top leads to. */}
      <div id="ustawienia-konta" data-testid="profile-settings-heading" style={{ scrollMarginTop: 80 }}>
        <AccountSettingsLinks />
      </div>
      {/* The learner's data rights (issue 24): the export, the consents, the deletion of the account. */}
      <DataRightsCard />
    </Stack>
  );
}

/** The label column of the details card. */
const LABEL_WIDTH = { base: 110, sm: 160 };

function Detail(props: { label: string; value: string; testId?: string }) {
  return <DetailRow {...props} labelWidth={LABEL_WIDTH} />;
}

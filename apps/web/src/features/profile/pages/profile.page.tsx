import { displayCategory, type Student } from '@osk/contract';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CalendarFeedCard } from '../../../components/calendar-feed-card';
import { DetailRow } from '../../../components/detail-row';
import { SectionCard } from '../../../components/section-card';
import { usePageTitle } from '../../../lib/use-page-title';
import { AccessList } from '../components/access-list';
import { AccountSettingsLinks } from '../components/account-settings-links';
import { StudentLoader } from '../components/student-loader';

/** The student start page (/profile): who I am, my school, my access windows. */
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
      <Title order={1} data-testid="profile-heading">
        {t('profile.greeting', { name })}
      </Title>
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
      <AccountSettingsLinks />
    </Stack>
  );
}

/** The label column of the details card. */
const LABEL_WIDTH = { base: 110, sm: 160 };

function Detail(props: { label: string; value: string; testId?: string }) {
  return <DetailRow {...props} labelWidth={LABEL_WIDTH} />;
}

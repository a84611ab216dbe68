import { Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

const PLATFORMS = ['android', 'ios', 'desktop'] as const;
const STEPS = [1, 2, 3] as const;

/** /instalacja: how to install the web app on each platform. */
export function InstallPage() {
  const { t } = useTranslation();
  usePageTitle(t('install.pageTitle'));
  return (
    <Stack component="article" gap="md">
      <Title order={1}>{t('install.pageTitle')}</Title>
      <Text size="lg" maw={820}>
        {t('install.lead')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLATFORMS.map((platform) => (
          <Card key={platform} withBorder radius="md" padding="lg" component="section">
            <Title order={2} size="h4" mb="sm">
              {t(`install.${platform}Title`)}
            </Title>
            <List type="ordered" spacing="xs">
              {STEPS.map((step) => (
                <List.Item key={step}>{t(`install.${platform}${step}`)}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h3" mt="sm">
        {t('install.offlineTitle')}
      </Title>
      <Text maw={820}>{t('install.offlineText')}</Text>
    </Stack>
  );
}

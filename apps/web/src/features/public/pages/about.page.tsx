import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

/** /o-firmie: who we are. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.pageTitle'));
  return (
    <Stack component="article" gap="md" maw={820}>
      <Title order={1}>{t('about.pageTitle')}</Title>
      <Text size="lg" fw={500}>
        {t('about.lead')}
      </Text>
      <Text>{t('about.p1')}</Text>
      <Text>{t('about.p2')}</Text>
      <Text>{t('about.p3')}</Text>
      <Title order={2} size="h3" mt="sm">
        {t('about.valuesTitle')}
      </Title>
      <List spacing="xs">
        <List.Item>{t('about.value1')}</List.Item>
        <List.Item>{t('about.value2')}</List.Item>
        <List.Item>{t('about.value3')}</List.Item>
      </List>
    </Stack>
  );
}

import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactFormView } from '../components/contact-form';

/** /kontakt */
export function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('contact.pageTitle'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('contact.pageTitle')}</Title>
      <Text>{t('contact.lead')}</Text>
      <Paper withBorder radius="md" p="lg">
        <ContactFormView />
      </Paper>
    </Stack>
  );
}

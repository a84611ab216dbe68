import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A numbered legal document (privacy policy, terms) from its locale section. */
export function LegalPage({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const title = t(`${document}.pageTitle`);
  usePageTitle(title);
  return (
    <Stack component="article" gap="md" maw={820}>
      <Title order={1}>{title}</Title>
      <Text size="lg" c="dimmed">
        {t(`${document}.lead`)}
      </Text>
      {SECTIONS.map((n) => (
        <Stack key={n} component="section" gap={4}>
          <Title order={2} size="h4">
            {n}. {t(`${document}.s${n}Title`)}
          </Title>
          <Text>{t(`${document}.s${n}Text`)}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

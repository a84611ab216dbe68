import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';

const OFFER_ITEMS = ['questions', 'exam', 'elearning', 'schools'] as const;

/** The offer section of the home page (anchor #oferta). */
export function OfferSection() {
  const { t } = useTranslation();
  return (
    <Stack component="section" id="oferta" gap="md" aria-labelledby="offer-title" style={{ scrollMarginTop: 80 }}>
      <Title order={2} id="offer-title">
        {t('offer.title')}
      </Title>
      <Text c="dimmed">{t('offer.lead')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {OFFER_ITEMS.map((item) => (
          <Card key={item} withBorder radius="md" padding="lg">
            <ThemeIcon variant="light" size="lg" radius="md" mb="sm">
              <CheckIcon />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {t(`offer.${item}.title`)}
            </Title>
            <Text size="sm">{t(`offer.${item}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

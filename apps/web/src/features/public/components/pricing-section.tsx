import { LEARNER_PRICES, PROMO_CODE_DAYS, SCHOOL_PRICES } from '@osk/contract';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/i18n/use-format-price';
import classes from './pricing-table.module.css';

/**
 * The pricing section of the home page (anchor #cennik). Prices are the contract's grosz amounts
 * shown divided by 100 in PLN; the server stays authoritative when buying.
 */
export function PricingSection() {
  const { t } = useTranslation();
  const price = useFormatPrice();
  const withLectures = SCHOOL_PRICES.longAccess + SCHOOL_PRICES.lecturesAddOn;
  const withBookAndLectures = SCHOOL_PRICES.longAccessWithBook + SCHOOL_PRICES.lecturesAddOn;

  return (
    <Stack component="section" id="cennik" gap="md" aria-labelledby="pricing-title" style={{ scrollMarginTop: 80 }}>
      <Title order={2} id="pricing-title">
        {t('pricing.title')}
      </Title>

      <Title order={3} size="h3">
        {t('pricing.learnerTitle')}
      </Title>
      <Text c="dimmed">{t('pricing.learnerLead')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" data-testid="learner-prices">
        {LEARNER_PRICES.map((entry) => (
          <Card key={entry.days} withBorder radius="md" padding="lg">
            <Title order={4} mb="sm">
              {t('pricing.days', { count: entry.days })}
            </Title>
            <Stack gap="xs">
              <PriceLine label={t('pricing.polishOnly')} value={price(entry.polishOnly)} />
              <PriceLine label={t('pricing.allLanguages')} value={price(entry.allLanguages)} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm">{t('pricing.promo', { count: PROMO_CODE_DAYS })}</Text>

      <Title order={3} size="h3" mt="md">
        {t('pricing.schoolTitle')}
      </Title>
      <Text c="dimmed">{t('pricing.schoolLead', { count: SCHOOL_PRICES.longAccessDays })}</Text>
      <Card withBorder radius="md" padding="lg" data-testid="school-prices">
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('pricing.column')}</th>
              <th className={classes.price}>{t('pricing.columnPrice')}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{t('pricing.schoolAccess')}</td>
              <td className={classes.price}>{price(SCHOOL_PRICES.longAccess)}</td>
            </tr>
            <tr>
              <td>{t('pricing.schoolAccessWithBook')}</td>
              <td className={classes.price}>{price(SCHOOL_PRICES.longAccessWithBook)}</td>
            </tr>
            <tr>
              <td>{t('pricing.lecturesAddOn')}</td>
              <td className={classes.price}>+{price(SCHOOL_PRICES.lecturesAddOn)}</td>
            </tr>
          </tbody>
        </table>
        <Text size="sm" mt="sm">
          {t('pricing.totalWithLectures', { withoutBook: price(withLectures), withBook: price(withBookAndLectures) })}
        </Text>
      </Card>
      <Text size="sm" c="dimmed">
        {t('pricing.buyInfo')}
      </Text>
    </Stack>
  );
}

function PriceLine({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="baseline">
      <Text size="sm">{label}</Text>
      <Text fw={700} size="xl" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

import type { Subscription } from '@osk/contract';
import { Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/i18n/use-format-price';

/** Learning packages first by days and price, then the lectures packages; code-only types are not for sale. */
export function splitCatalogue(subscriptions: readonly Subscription[]): { learning: Subscription[]; lectures: Subscription[] } {
  const forSale = subscriptions.filter((s) => s.type === 'ONLINE');
  const order = (a: Subscription, b: Subscription) => a.numberOfDays - b.numberOfDays || a.priceGrosz - b.priceGrosz;
  return {
    learning: forSale.filter((s) => s.subscriptionType === 'TIMEBASED').sort(order),
    lectures: forSale.filter((s) => s.subscriptionType === 'LECTURES').sort(order),
  };
}

function SubscriptionCard({ subscription, onBuy }: { subscription: Subscription; onBuy: (s: Subscription) => void }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const lectures = subscription.subscriptionType === 'LECTURES';
  return (
    <Paper withBorder radius="md" p="lg" data-testid={`subscription-card-${subscription.id}`}>
      <Stack gap="xs" h="100%">
        <Title order={3} size="h3">
          {t('payments.catalogue.days', { days: subscription.numberOfDays })}
        </Title>
        <Text size="sm">{lectures ? t('payments.catalogue.lectures') : t('payments.catalogue.learning')}</Text>
        {!lectures && (
          <Badge variant="light" color={subscription.multiLanguage ? 'grape' : 'gray'} style={{ alignSelf: 'flex-start' }} data-testid="subscription-languages">
            {subscription.multiLanguage ? 'PL · EN · DE · UA' : 'PL'}
          </Badge>
        )}
        {!lectures && (
          <Text size="xs" c="dimmed">
            {subscription.multiLanguage ? t('payments.catalogue.allLanguages') : t('payments.catalogue.polishOnly')}
          </Text>
        )}
        <Text fz={28} fw={800} mt="auto" data-testid="subscription-price">
          {formatPrice(subscription.priceGrosz)}
        </Text>
        <Button onClick={() => onBuy(subscription)} data-testid={`subscription-buy-${subscription.id}`}>
          {t('payments.catalogue.buy')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A kind's packages under its heading; nothing when none is for sale. */
function CatalogueSection({ title, subscriptions, onBuy }: { title: string; subscriptions: Subscription[]; onBuy: (s: Subscription) => void }) {
  if (subscriptions.length === 0) return null;
  return (
    <section>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {subscriptions.map((s) => (
          <SubscriptionCard key={s.id} subscription={s} onBuy={onBuy} />
        ))}
      </SimpleGrid>
    </section>
  );
}

export interface SubscriptionCatalogueProps {
  subscriptions: readonly Subscription[];
  onBuy: (subscription: Subscription) => void;
}

/** The packages for sale as cards: learning (days, languages, price) and, separately, e-lectures. */
export function SubscriptionCatalogue({ subscriptions, onBuy }: SubscriptionCatalogueProps) {
  const { t } = useTranslation();
  const { learning, lectures } = splitCatalogue(subscriptions);
  if (learning.length === 0 && lectures.length === 0) {
    return <Text c="dimmed">{t('payments.catalogue.empty')}</Text>;
  }
  return (
    <Stack gap="lg" data-testid="subscription-catalogue">
      <CatalogueSection title={t('payments.catalogue.title')} subscriptions={learning} onBuy={onBuy} />
      <CatalogueSection title={t('payments.catalogue.lecturesTitle')} subscriptions={lectures} onBuy={onBuy} />
    </Stack>
  );
}

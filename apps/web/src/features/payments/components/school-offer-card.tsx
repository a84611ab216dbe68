import type { SchoolSubscription } from '@osk/contract';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../lib/i18n/use-format-price';
import { parseQuantity } from '../lib/school-purchase';

/** "Dostęp długi – 120 dni" / "Dostęp krótki – 30 dni". */
export function offerName(t: TFunction, offer: SchoolSubscription): string {
  return offer.accessType === 'LONG' ? t('payments.school.long', { days: offer.numberOfDays }) : t('payments.school.short', { days: offer.numberOfDays });
}

export interface SchoolOfferCardProps {
  offer: SchoolSubscription;
  onBuy: (offer: SchoolSubscription, quantity: number) => void;
}

/**
 * One offer of the school (school document §7, §9): access type and days, with or without a book
 * and e-lectures, the price per learner, how many (whole, 1..500) and the total.
 */
export function SchoolOfferCard({ offer, onBuy }: SchoolOfferCardProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [text, setText] = useState('1');
  const quantity = parseQuantity(text);

  return (
    <Card withBorder radius="md" padding="lg" data-testid={`school-offer-${offer.id}`} data-access={offer.accessType}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4" data-testid="school-offer-name">
          {offerName(t, offer)}
        </Title>
        <Group gap="xs">
          <Badge variant="light" tt="none" color={offer.withBook ? 'teal' : 'gray'} data-testid="school-offer-book">
            {offer.withBook ? t('payments.school.withBook') : t('payments.school.withoutBook')}
          </Badge>
          <Badge variant="light" tt="none" color={offer.withLectures ? 'grape' : 'gray'} data-testid="school-offer-lectures">
            {offer.withLectures ? t('payments.school.withLectures') : t('payments.school.withoutLectures')}
          </Badge>
        </Group>
        <Group justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            {t('payments.school.pricePer')}
          </Text>
          <Text fw={700} size="xl" data-testid="school-offer-price">
            {formatPrice(offer.priceGrosz)}
          </Text>
        </Group>
        <TextInput
          label={t('payments.school.quantity')}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={quantity === null ? t('msg.payments.quantity.invalid') : undefined}
          data-testid="school-offer-quantity"
          style={{ marginTop: 'auto' }}
        />
        <Group justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            {t('payments.school.total')}
          </Text>
          <Text fw={700} size="lg" data-testid="school-offer-total">
            {quantity === null ? '–' : formatPrice(offer.priceGrosz * quantity)}
          </Text>
        </Group>
        <Button disabled={quantity === null} onClick={() => quantity !== null && onBuy(offer, quantity)} data-testid="school-offer-buy">
          {t('payments.school.buy')}
        </Button>
      </Stack>
    </Card>
  );
}

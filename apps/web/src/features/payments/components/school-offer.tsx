import type { SchoolSubscription } from '@osk/contract';
import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoadError } from '../../../components/page-frame';
import { useCurrentSchool } from '../../../entities/school/current-school';
import { useSchoolOffer } from '../api/payments.api';
import { CodeRedeemForm } from './code-redeem-form';
import { SchoolOfferCard } from './school-offer-card';
import { SchoolPurchaseDialog } from './school-purchase-dialog';
import { CodesCard, PaymentHistoryLink, SubscriptionHeading } from './subscription-parts';

/** Offers ordered LONG before SHORT, then the cheaper first. */
function sortOffers(offers: readonly SchoolSubscription[]): SchoolSubscription[] {
  return [...offers].sort((a, b) => (a.accessType === b.accessType ? a.priceGrosz - b.priceGrosz : a.accessType === 'LONG' ? -1 : 1));
}

/**
 * /subscription for a school (school document §6 "buy", §7): the stock of days and books, the
 * offer with quantities and totals, the purchase dialog, and prepaid codes that add days to the stock.
 */
export function SchoolOffer({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const school = useCurrentSchool();
  const offer = useSchoolOffer();
  const [buying, setBuying] = useState<{ offer: SchoolSubscription; quantity: number } | null>(null);

  const failed = offer.isError ? offer : school.isError ? school : null;
  return (
    <Stack gap="xl" data-testid="school-offer-page">
      <SubscriptionHeading title={t('payments.school.heading')} intro={t('payments.school.intro')} />
      {school.isSuccess && (
        <Paper withBorder radius="md" p="lg" data-testid="school-offer-stock">
          <Text>{t('payments.school.stock', { days: school.data.numberOfDaysOfLearn, books: school.data.numberOfBooks })}</Text>
          <PaymentHistoryLink />
        </Paper>
      )}
      {(offer.isPending || school.isPending) && !failed && (
        <Center py="lg">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
      {failed && <PageLoadError title={t('payments.loadError')} error={failed.error} retry={() => void failed.refetch()} />}
      {offer.isSuccess && school.isSuccess && (
        <section data-testid="school-offer-list">
          <Title order={2} size="h3" mb="md">
            {t('payments.school.offerTitle')}
          </Title>
          {offer.data.length === 0 ? (
            <Text c="dimmed">{t('payments.school.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {sortOffers(offer.data).map((item) => (
                <SchoolOfferCard key={item.id} offer={item} onBuy={(chosen, quantity) => setBuying({ offer: chosen, quantity })} />
              ))}
            </SimpleGrid>
          )}
        </section>
      )}
      <CodesCard title={t('payments.school.codesTitle')}>
        <CodeRedeemForm kind="prepaid" userId={userId} audience="school" />
      </CodesCard>
      {buying && school.isSuccess && (
        <SchoolPurchaseDialog offer={buying.offer} quantity={buying.quantity} school={school.data} userId={userId} onClose={() => setBuying(null)} />
      )}
    </Stack>
  );
}

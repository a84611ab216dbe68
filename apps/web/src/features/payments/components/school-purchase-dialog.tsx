import type { ApiError, PaymentRequest, School, SchoolSubscription } from '@osk/contract';
import { Alert, Anchor, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { AlertIcon } from '../../../components/icons';
import { useFormatPrice } from '../../../lib/i18n/use-format-price';
import type { PurchaseValues } from '../lib/purchase-form';
import { schoolPurchaseValues, validateSchoolPurchase } from '../lib/school-purchase';
import { offerName } from './school-offer-card';
import { ConfirmationFields } from './confirmation-fields';
import { goTo, invoiceRequest, PurchaseFooter, usePayment, usePurchaseErrorText } from './purchase-parts';

export interface SchoolPurchaseDialogProps {
  offer: SchoolSubscription;
  quantity: number;
  school: School;
  /** The school's user id (the payment request carries the user). */
  userId: number;
  onClose: () => void;
  /** Sends the browser to the payment provider; a prop so tests can watch it. */
  redirect?: (url: string) => void;
}

/** The school's profile edit page, where a missing NIP is filled in. */
const SCHOOL_EDIT_PATH = '/school/edit';

/**
 * The school's purchase dialog (school document §7): receipt or invoice (payment disabled until one
 * is chosen; an invoice needs NIP, name and address, prefilled from the school), the e-mail, then
 * POST paynow/create with the quantity and the redirect to the provider. The payer names are the
 * school name and its NIP; the server recomputes the amount.
 */
export function SchoolPurchaseDialog({ offer, quantity, school, userId, onClose, redirect = goTo }: SchoolPurchaseDialogProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const form = useForm<PurchaseValues>({ mode: 'controlled', initialValues: schoolPurchaseValues(school), validate: validateSchoolPurchase });
  const errorText = usePurchaseErrorText(form);
  const { submitting, pay } = usePayment(form, redirect, setFailure);
  const totalGrosz = offer.priceGrosz * quantity;
  const nipMissing = !school.nip;

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const request: PaymentRequest = {
      subscriptionId: offer.id,
      amount: totalGrosz,
      // The description goes to the provider and the history in Polish; the server may replace it.
      description: t('payments.school.description', { days: offer.numberOfDays, quantity, lng: 'pl' }),
      status: 'NEW',
      userId,
      ...invoiceRequest(values),
      firstName: school.name,
      lastName: school.nip ?? '',
      quantity,
    };
    await pay(request);
  });

  const confirmation = form.getValues().confirmationType;

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={onClose} title={t('payments.school.dialogTitle')} size="lg" data-testid="school-purchase-dialog">
      <form onSubmit={submit} noValidate data-testid="school-purchase-form">
        <Stack gap="md">
          <FailureAlert failure={failure} testId="school-purchase-error" />
          {nipMissing && (
            <Alert color="orange" icon={<AlertIcon />} data-testid="school-purchase-nip-missing">
              <Stack gap={4}>
                <Text size="sm">{t('msg.payments.school.nip.missing')}</Text>
                <Anchor component={Link} to={SCHOOL_EDIT_PATH} size="sm">
                  {t('payments.school.editSchool')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <Group justify="space-between" wrap="nowrap">
            <Text c="dimmed">{t('payments.school.summary', { offer: offerName(t, offer), quantity })}</Text>
            <Text fw={700} size="lg" data-testid="school-purchase-total">
              {formatPrice(totalGrosz)}
            </Text>
          </Group>
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('payments.school.payer')}
            </Text>
            <Text fw={500} data-testid="school-purchase-payer">
              {school.name}
            </Text>
            {school.nip && (
              <Text size="sm" data-testid="school-purchase-payer-nip">
                {t('payments.school.payerNip', { nip: school.nip })}
              </Text>
            )}
          </Stack>
          <ConfirmationFields form={form} errorText={errorText} testId="school-purchase" />
          <TextInput label={t('payments.purchase.email')} withAsterisk type="email" autoComplete="email" data-testid="school-purchase-email" {...form.getInputProps('email')} error={errorText('email')} />
          <PurchaseFooter onClose={onClose} submitting={submitting} price={formatPrice(totalGrosz)} disabled={confirmation === 'EMPTY' || nipMissing} testId="school-purchase-submit" />
        </Stack>
      </form>
    </Modal>
  );
}

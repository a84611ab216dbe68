import type { PaymentRequest, Student, Subscription } from '@osk/contract';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { useFormatPrice } from '../../../lib/i18n/use-format-price';
import { checkDiscount } from '../api/payments.api';
import { validatePurchase, type PurchaseValues } from '../lib/purchase-form';
import { goTo, invoiceRequest, PurchaseFooter, usePayment, usePurchaseErrorText } from './purchase-parts';
import { ConfirmationFields } from './confirmation-fields';

export interface PurchaseDialogProps {
  subscription: Subscription;
  student: Student;
  /** The logged-in user's id (the payment request carries the user, not the student). */
  userId: number;
  onClose: () => void;
  /** Sends the browser to the payment provider; a prop so tests can watch it. */
  redirect?: (url: string) => void;
}

/** A discount code that the server accepted, with the price it gives. */
interface AcceptedDiscount {
  code: string;
  priceGrosz: number;
}

/**
 * The purchase dialog of /subscription (spec §3 Payment request, §5): an optional discount code
 * checked against the price, receipt or invoice (required; an invoice needs NIP, name and address),
 * the buyer's names and e-mail, then the redirect to Paynow. The server recomputes the amount.
 */
export function PurchaseDialog({ subscription, student, userId, onClose, redirect = goTo }: PurchaseDialogProps) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const [discount, setDiscount] = useState<AcceptedDiscount | null>(null);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useForm<PurchaseValues>({
    mode: 'controlled',
    initialValues: {
      discountCode: '',
      confirmationType: 'EMPTY',
      nip: '',
      invoiceName: '',
      invoiceAddress: '',
      firstName: student.firstName,
      lastName: student.lastName,
      email: student.email,
    },
    validate: validatePurchase,
  });
  const errorText = usePurchaseErrorText(form);
  const { submitting, pay } = usePayment(form, redirect, () => setFailed(true));

  /** Checks the typed code; answers the accepted discount or null (and marks the field). */
  const verifyCode = async (): Promise<AcceptedDiscount | null> => {
    const code = form.getValues().discountCode.trim();
    if (code === '') return null;
    if (discount?.code === code) return discount;
    setChecking(true);
    const price = await checkDiscount(code, subscription.priceGrosz);
    setChecking(false);
    if (price === null) {
      setDiscount(null);
      form.setFieldError('discountCode', 'payments.errors.discountInvalid');
      return null;
    }
    const accepted = { code, priceGrosz: price };
    setDiscount(accepted);
    return accepted;
  };

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    const code = values.discountCode.trim();
    let accepted: AcceptedDiscount | null = null;
    if (code !== '') {
      accepted = await verifyCode();
      // An invalid code stops the purchase: the payer meant to pay less.
      if (!accepted) return;
    }
    const amount = accepted ? accepted.priceGrosz : subscription.priceGrosz;
    const request: PaymentRequest = {
      subscriptionId: subscription.id,
      amount,
      ...(accepted ? { discountedPrice: accepted.priceGrosz / 100, discountCoupon: accepted.code } : {}),
      // The description goes to the provider and the history in Polish; the server may replace it.
      description: t('payments.purchase.title', { days: subscription.numberOfDays, lng: 'pl' }),
      status: 'NEW',
      userId,
      ...invoiceRequest(values),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    };
    await pay(request);
  });

  const finalPrice = discount ? discount.priceGrosz : subscription.priceGrosz;

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened onClose={onClose} title={t('payments.purchase.title', { days: subscription.numberOfDays })} size="lg" data-testid="purchase-dialog">
      <form onSubmit={submit} noValidate data-testid="purchase-form">
        <Stack gap="md">
          {failed && (
            <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="purchase-error">
              {t('msg.warn.registration.required.to.buy.exams')}
            </Alert>
          )}
          <Group justify="space-between">
            <Text c="dimmed">{t('payments.purchase.price')}</Text>
            <Text fw={700} size="lg" data-testid="purchase-price" td={discount ? 'line-through' : undefined}>
              {formatPrice(subscription.priceGrosz)}
            </Text>
          </Group>
          {discount && (
            <Group justify="space-between">
              <Text c="dimmed">{t('payments.purchase.newPrice')}</Text>
              <Text fw={700} size="lg" c="green" data-testid="purchase-new-price">
                {formatPrice(discount.priceGrosz)}
              </Text>
            </Group>
          )}
          {subscription.discountAvailable && (
            <Group align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('payments.purchase.discountCode')}
                data-testid="purchase-discount-code"
                {...form.getInputProps('discountCode')}
                onChange={(event) => {
                  form.setFieldValue('discountCode', event.currentTarget.value);
                  setDiscount(null);
                }}
                error={errorText('discountCode')}
              />
              <Button variant="light" mt={25} loading={checking} onClick={() => void verifyCode()} data-testid="purchase-check-code">
                {t('payments.purchase.checkCode')}
              </Button>
            </Group>
          )}
          {discount && (
            <Text size="sm" c="green" data-testid="purchase-code-accepted">
              {t('payments.purchase.codeAccepted', { price: formatPrice(discount.priceGrosz) })}
            </Text>
          )}
          <ConfirmationFields form={form} errorText={errorText} testId="purchase" />
          <Group grow align="flex-start">
            <TextInput label={t('payments.purchase.firstName')} withAsterisk autoComplete="given-name" data-testid="purchase-first-name" {...form.getInputProps('firstName')} error={errorText('firstName')} />
            <TextInput label={t('payments.purchase.lastName')} withAsterisk autoComplete="family-name" data-testid="purchase-last-name" {...form.getInputProps('lastName')} error={errorText('lastName')} />
          </Group>
          <TextInput label={t('payments.purchase.email')} withAsterisk type="email" autoComplete="email" data-testid="purchase-email" {...form.getInputProps('email')} error={errorText('email')} />
          <PurchaseFooter onClose={onClose} submitting={submitting} price={formatPrice(finalPrice)} testId="purchase-submit" />
        </Stack>
      </form>
    </Modal>
  );
}

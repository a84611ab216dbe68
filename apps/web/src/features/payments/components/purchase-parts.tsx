import type { ApiError, PaymentRequest } from '@osk/contract';
import { Button, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/forms';
import { createPayment } from '../api/payments.api';
import type { PurchaseValues } from '../lib/purchase-form';

/** Sends the browser to the payment provider (the dialogs take it as a prop so tests can watch it). */
export function goTo(url: string): void {
  window.location.assign(url);
}

/** A purchase form's field message: its locale key translated. */
export function usePurchaseErrorText(form: UseFormReturnType<PurchaseValues>) {
  const { t } = useTranslation();
  return (field: keyof PurchaseValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key as 'payments.errors.codeRequired') : undefined;
  };
}

/** The invoice part of a payment request: the NIP, name and address only when an invoice is wanted. */
export function invoiceRequest(values: PurchaseValues): Pick<PaymentRequest, 'createInvoice' | 'nip' | 'invoiceName' | 'invoiceAddress' | 'confirmationType' | 'email'> {
  const invoice = values.confirmationType === 'INVOICE';
  return {
    email: values.email.trim(),
    createInvoice: invoice,
    nip: invoice ? values.nip.replace(/[\s-]/g, '') : null,
    invoiceName: invoice ? values.invoiceName.trim() : null,
    invoiceAddress: invoice ? values.invoiceAddress.trim() : null,
    confirmationType: values.confirmationType,
  };
}

/**
 * The payment call of a purchase dialog: busy while it runs and while the browser leaves for the
 * provider; a refusal is handed to `onFailure` and its field errors go on the form.
 */
export function usePayment(form: UseFormReturnType<PurchaseValues>, redirect: (url: string) => void, onFailure: (error: ApiError) => void) {
  const [submitting, setSubmitting] = useState(false);
  const pay = async (request: PaymentRequest) => {
    setSubmitting(true);
    const result = await createPayment(request);
    if (result.ok) {
      // Loading stays on while the browser leaves for the provider.
      redirect(result.data.redirectUrl);
      return;
    }
    setSubmitting(false);
    onFailure(result.error);
    form.setErrors(serverFieldErrors(result.error.fields));
  };
  return { submitting, pay };
}

/** The foot of a purchase dialog: where the payer goes next, cancel, and pay with the price. */
export function PurchaseFooter({ onClose, submitting, price, disabled, testId }: { onClose: () => void; submitting: boolean; price: string; disabled?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('payments.purchase.redirectInfo')}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={submitting}>
          {t('payments.purchase.cancel')}
        </Button>
        <Button type="submit" loading={submitting} disabled={disabled} data-testid={testId}>
          {t('payments.purchase.pay', { price })}
        </Button>
      </Group>
    </>
  );
}

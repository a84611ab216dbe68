import { Group, Radio, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PurchaseValues } from '../lib/purchase-form';

/**
 * Receipt or invoice, and the invoice's NIP, name and address when an invoice is chosen: the same
 * fields in the learner's and the school's purchase dialogs (`testId` prefixes their test ids).
 */
export function ConfirmationFields({ form, errorText, testId }: { form: UseFormReturnType<PurchaseValues>; errorText: (field: keyof PurchaseValues) => string | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Radio.Group label={t('payments.purchase.confirmation')} withAsterisk data-testid={`${testId}-confirmation`} {...form.getInputProps('confirmationType')} error={errorText('confirmationType')}>
        <Group mt="xs">
          <Radio value="RECEIPT" label={t('payments.purchase.receipt')} data-testid={`${testId}-receipt`} />
          <Radio value="INVOICE" label={t('payments.purchase.invoice')} data-testid={`${testId}-invoice`} />
        </Group>
      </Radio.Group>
      {form.getValues().confirmationType === 'INVOICE' && (
        <Stack gap="sm" data-testid={`${testId}-invoice-fields`}>
          <TextInput label={t('payments.purchase.nip')} withAsterisk inputMode="numeric" data-testid={`${testId}-nip`} {...form.getInputProps('nip')} error={errorText('nip')} />
          <TextInput label={t('payments.purchase.invoiceName')} withAsterisk data-testid={`${testId}-invoice-name`} {...form.getInputProps('invoiceName')} error={errorText('invoiceName')} />
          <TextInput label={t('payments.purchase.invoiceAddress')} withAsterisk data-testid={`${testId}-invoice-address`} {...form.getInputProps('invoiceAddress')} error={errorText('invoiceAddress')} />
        </Stack>
      )}
    </>
  );
}

import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms';

/** An address as a form edits it (empty strings rather than nulls). */
export interface AddressValues {
  street: string;
  city: string;
  postCode: string;
}

/** An address of the API (nullable parts) as form values. */
export function toAddressValues(address: { street?: string | null; city?: string | null; postCode?: string | null } | null | undefined): AddressValues {
  return { street: address?.street ?? '', city: address?.city ?? '', postCode: address?.postCode ?? '' };
}

/** What the fields need of a Mantine form holding an address under `path` (any of the school forms). */
export interface AddressForm {
  getInputProps(path: string): GetInputPropsReturnType;
  errors: Record<string, ReactNode>;
}

export interface AddressFieldsProps {
  form: AddressForm;
  path: 'address' | 'billingAddress';
  legend: string;
  testId: string;
  /** One column (the login modal). */
  compact?: boolean;
}

/** Street, city and postcode (NN-NNN) of an address (school document §3, §5). */
export function AddressFields({ form, path, legend, testId, compact = false }: AddressFieldsProps) {
  const { t } = useTranslation();
  const error = (field: string) => fieldErrorText(t, form.errors[`${path}.${field}`]);
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text fw={600} size="sm">
        {legend}
      </Text>
      <TextInput label={t('school.address.street')} autoComplete="off" data-testid={`${testId}-street`} {...form.getInputProps(`${path}.street`)} error={error('street')} />
      <SimpleGrid cols={compact ? { base: 1, xs: 2 } : { base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('school.address.postCode')}
          placeholder="00-000"
          maxLength={6}
          inputMode="numeric"
          data-testid={`${testId}-post-code`}
          {...form.getInputProps(`${path}.postCode`)}
          error={error('postCode')}
        />
        <TextInput label={t('school.address.city')} data-testid={`${testId}-city`} {...form.getInputProps(`${path}.city`)} error={error('city')} />
      </SimpleGrid>
    </Stack>
  );
}

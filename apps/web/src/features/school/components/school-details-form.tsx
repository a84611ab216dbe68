import { SchoolUpdateRequest, type School } from '@osk/contract';
import { Button, Checkbox, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, type GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/forms';
import { updateSchool } from '../api/school.api';
import { useSettingsForm } from '../hooks/use-settings-form';
import { AddressFields, toAddressValues, type AddressValues } from './address-fields';
import { FormNotices } from './form-notices';

const resolveUpdate = schemaResolver(SchoolUpdateRequest, { sync: true });

interface DetailsValues {
  name: string;
  nip: string;
  address: AddressValues;
  billingAddress: AddressValues;
  sendInvoicesToMainEmail: boolean;
  billingEmail: string;
  sendInvoices: boolean;
  publicContact: { email: string; phoneNumber: string; website: string };
}

export interface SchoolDetailsFormProps {
  school: School;
  onSaved: () => void;
  onCancel: () => void;
}

/** /school/edit: name, NIP (with checksum), address, billing address and billing data (school document §2.2). */
export function SchoolDetailsForm({ school, onSaved, onCancel }: SchoolDetailsFormProps) {
  const { t } = useTranslation();
  const { form, save, formRef, submit } = useSettingsForm<DetailsValues>({
    initialValues: {
      name: school.name,
      nip: school.nip ?? '',
      address: toAddressValues(school.address),
      billingAddress: toAddressValues(school.billingAddress),
      sendInvoicesToMainEmail: school.sendInvoicesToMainEmail,
      billingEmail: school.billingEmail ?? '',
      sendInvoices: school.sendInvoices,
      publicContact: {
        email: school.publicContact.email ?? '',
        phoneNumber: school.publicContact.phoneNumber ?? '',
        website: school.publicContact.website ?? '',
      },
    },
    validate: resolveUpdate,
    send: updateSchool,
    onSaved,
  });
  const error = (path: string) => fieldErrorText(t, form.errors[path]);

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="school-edit-form">
      <Stack gap="md">
        <FormNotices state={save} />
        <TextInput label={t('school.edit.email')} value={school.email ?? ''} readOnly variant="filled" data-testid="school-edit-email" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('school.edit.name')} required data-testid="school-edit-name" {...form.getInputProps('name')} error={error('name')} />
          <TextInput
            label={t('school.edit.nip')}
            required
            inputMode="numeric"
            maxLength={13}
            data-testid="school-edit-nip"
            {...form.getInputProps('nip')}
            error={error('nip')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <AddressFields form={form} path="address" legend={t('school.address.address')} testId="school-edit-address" />
          <AddressFields form={form} path="billingAddress" legend={t('school.address.billing')} testId="school-edit-billing" />
        </SimpleGrid>
        <Divider label={t('school.contactCard.title')} labelPosition="left" />
        <Text size="sm" c="dimmed">
          {t('school.contactCard.hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('school.contactCard.email')}
            type="email"
            autoComplete="email"
            data-testid="school-edit-contact-email"
            {...form.getInputProps('publicContact.email')}
            error={error('publicContact.email')}
          />
          <TextInput
            label={t('school.contactCard.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            data-testid="school-edit-contact-phone"
            {...form.getInputProps('publicContact.phoneNumber')}
            error={error('publicContact.phoneNumber')}
          />
          <TextInput
            label={t('school.contactCard.website')}
            inputMode="url"
            autoComplete="url"
            placeholder="www.szkola.pl"
            data-testid="school-edit-contact-website"
            {...form.getInputProps('publicContact.website')}
            error={error('publicContact.website')}
          />
        </SimpleGrid>
        <Divider label={t('school.invoices.title')} labelPosition="left" />
        <InvoiceFields form={form} error={error} />
        <Group gap="sm">
          <Button type="submit" loading={save.submitting} data-testid="school-edit-submit">
            {t('school.save')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('school.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What the invoice fields need of a form holding sendInvoices, sendInvoicesToMainEmail and billingEmail. */
export interface InvoiceForm {
  getInputProps(path: string, options?: { type: 'checkbox' }): GetInputPropsReturnType;
  getValues(): { sendInvoicesToMainEmail: boolean };
}

/** The invoice switches and the billing e-mail (used when invoices do not go to the main address). */
export function InvoiceFields({ form, error }: { form: InvoiceForm; error: (path: string) => ReturnType<typeof fieldErrorText> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Checkbox label={t('school.invoices.send')} data-testid="school-send-invoices" {...form.getInputProps('sendInvoices', { type: 'checkbox' })} />
      <Checkbox
        label={t('school.invoices.toMainEmail')}
        data-testid="school-invoices-main-email"
        {...form.getInputProps('sendInvoicesToMainEmail', { type: 'checkbox' })}
      />
      <TextInput
        label={t('school.invoices.billingEmail')}
        type="email"
        autoComplete="email"
        disabled={form.getValues().sendInvoicesToMainEmail}
        data-testid="school-billing-email"
        {...form.getInputProps('billingEmail')}
        error={error('billingEmail')}
      />
    </Stack>
  );
}

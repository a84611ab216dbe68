import { ContactForm } from '@osk/contract';
import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { CheckIcon } from '../../../components/icons';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { sendContactMessage } from '../api/contact.api';

const resolveContactForm = schemaResolver(ContactForm, { sync: true });

/** The contact form: validated with the contract schema, sent to the server, result shown in place. */
export function ContactFormView() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactForm>({
    mode: 'controlled',
    initialValues: { name: '', email: '', message: '' },
    validate: resolveContactForm,
    onValuesChange: () => setSent(false),
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, sendContactMessage, {
    onSuccess: () => {
      form.reset();
      setSent(true);
      notifications.show({ color: 'green', message: t('msg.info.contact.sent') });
    },
  });

  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Stack gap="sm">
        {sent && (
          <Alert color="green" icon={<CheckIcon />} data-testid="contact-success" role="status">
            {t('msg.info.contact.sent')}
          </Alert>
        )}
        <FailureAlert failure={failure} testId="contact-error" />
        <TextInput
          label={t('contact.name')}
          autoComplete="name"
          required
          {...field('name', 'contact-name')}
        />
        <TextInput
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email', 'contact-email')}
        />
        <Textarea
          label={t('contact.message')}
          required
          autosize
          minRows={5}
          maxRows={14}
          {...field('message', 'contact-message')}
        />
        <Button type="submit" loading={submitting} data-testid="contact-submit" style={{ alignSelf: 'flex-start' }}>
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}

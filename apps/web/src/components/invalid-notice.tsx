import { Alert } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import { revealFormErrors } from '../lib/reveal-form-errors';

/**
 * The "Popraw błędne pola!" notice of a registration form: shown after an invalid submit, with the
 * alert brought into view and the first invalid field focused; gone with the next change or a valid
 * submit. `formRef` goes on the form.
 */
export function useInvalidNotice() {
  const [invalid, setInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  return {
    invalid,
    formRef,
    show: () => {
      setInvalid(true);
      revealFormErrors(formRef.current);
    },
    hide: () => setInvalid(false),
  };
}

/** The notice itself, above the fields. */
export function InvalidFormAlert({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} role="alert" data-testid={testId}>
      {t('msg.error.invalid.form')}
    </Alert>
  );
}

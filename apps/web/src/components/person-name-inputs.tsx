import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface PersonNameInputsProps {
  /** The props of the first-name and last-name fields (a form's `field(…)`). */
  firstName: TextInputProps;
  lastName: TextInputProps;
  /** Labels other than "Imię" / "Nazwisko" of the registration. */
  labels?: { firstName: string; lastName: string };
}

/** A learner's first and last name, both required, with the browser's autofill of a person's names. */
export function PersonNameInputs({ firstName, lastName, labels }: PersonNameInputsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput label={labels?.firstName ?? t('register.fields.firstName')} autoComplete="given-name" required {...firstName} />
      <TextInput label={labels?.lastName ?? t('register.fields.lastName')} autoComplete="family-name" required {...lastName} />
    </>
  );
}

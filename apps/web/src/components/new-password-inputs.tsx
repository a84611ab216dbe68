import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface NewPasswordInputsProps {
  /** The props of the password field and of its repetition (a form's `field(…)`). */
  password: PasswordInputProps;
  repeat: PasswordInputProps;
  /** Labels other than "Hasło" / "Powtórz hasło" (e.g. "Nowe hasło"). */
  labels?: { password: string; repeat: string };
  /** The rule the password must meet, under its field. */
  description?: string;
  /** Focus the password when the form opens. */
  autoFocus?: boolean;
}

/**
 * A new password and its repetition, both required and marked `new-password` so that the browser
 * offers to generate and save one. Two inputs side by side in the caller's grid or stack.
 */
export function NewPasswordInputs({ password, repeat, labels, description, autoFocus }: NewPasswordInputsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={labels?.password ?? t('register.fields.password')}
        description={description}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...password}
      />
      <PasswordInput label={labels?.repeat ?? t('register.fields.repeatPassword')} autoComplete="new-password" required {...repeat} />
    </>
  );
}

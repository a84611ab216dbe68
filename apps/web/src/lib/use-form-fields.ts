import type { FormErrors, GetInputProps, GetInputPropsOptions, LooseKeys } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './forms';

/**
 * The props of a field of a Mantine form, to spread on its input: the test id, the value and
 * handlers, and the field's message as text (a message key translated, see fieldErrorText). What the
 * field does differently (its own onBlur, say) goes after the spread.
 */
export function useFormFields<V>(form: { getInputProps: GetInputProps<V>; errors: FormErrors }) {
  const { t } = useTranslation();
  return <P extends LooseKeys<V>>(path: P, testId: string, options?: GetInputPropsOptions) => ({
    'data-testid': testId,
    ...form.getInputProps(path, options),
    error: fieldErrorText(t, form.errors[path]),
  });
}

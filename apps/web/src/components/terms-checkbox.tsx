import { Anchor, Checkbox, type CheckboxProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../lib/routes';

/** The registration forms' "I accept the terms" box, the terms a link opening in a new tab. */
export function TermsCheckbox(props: CheckboxProps & { 'data-testid': string }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      mt="xs"
      label={
        <>
          {t('register.fields.acceptPrefix')}{' '}
          <Anchor href={ROUTES.terms} target="_blank" rel="noopener" inherit>
            {t('register.fields.terms')}
          </Anchor>
        </>
      }
      {...props}
    />
  );
}

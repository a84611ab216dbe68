import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../../lib/login-modal.store';
import { RegisterPageFrame } from '../components/register-page-frame';
import { RegisterWizard } from '../components/register-wizard';

/** /register: the registration wizard (spec §2). */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <RegisterPageFrame title={t('register.pageTitle')} width={760}>
      <Text>{t('register.lead')}</Text>
      <RegisterWizard />
      <Text size="sm" c="dimmed" ta="center">
        {t('register.haveAccount')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => openLoginModal('login')} data-testid="register-have-account">
          {t('register.logIn')}
        </Anchor>
        {' · '}
        <Anchor component="button" type="button" size="sm" onClick={() => openLoginModal('coupon')}>
          {t('register.haveCoupon')}
        </Anchor>
      </Text>
    </RegisterPageFrame>
  );
}

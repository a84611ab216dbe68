import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../../lib/login-modal.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegisterWizard } from '../components/register-wizard';

/** /register: the registration wizard (spec §2). */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('register.pageTitle'));
  return (
    <Stack gap="md" maw={760} mx="auto" w="100%">
      <Title order={1}>{t('register.pageTitle')}</Title>
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
    </Stack>
  );
}

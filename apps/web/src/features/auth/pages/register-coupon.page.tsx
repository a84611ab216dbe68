import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../../lib/login-modal.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { CouponView } from '../components/coupon-view';

/** /register/coupon: registration with a coupon, the Kupon view of the login modal as a page. */
export function RegisterCouponPage() {
  const { t } = useTranslation();
  usePageTitle(t('register.coupon.pageTitle'));
  return (
    <Stack gap="md" maw={520} mx="auto" w="100%">
      <Title order={1}>{t('register.coupon.pageTitle')}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <CouponView onLogin={() => openLoginModal('login')} />
      </Paper>
    </Stack>
  );
}

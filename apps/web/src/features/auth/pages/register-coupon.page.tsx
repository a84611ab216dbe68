import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { openLoginModal } from '../../../lib/login-modal.store';
import { CouponView } from '../components/coupon-view';
import { RegisterPageFrame } from '../components/register-page-frame';

/** /register/coupon: registration with a coupon, the Kupon view of the login modal as a page. */
export function RegisterCouponPage() {
  const { t } = useTranslation();
  return (
    <RegisterPageFrame title={t('register.coupon.pageTitle')} width={520}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <CouponView onLogin={() => openLoginModal('login')} />
      </Paper>
    </RegisterPageFrame>
  );
}

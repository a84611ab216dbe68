import { landingPath, type LoginUser } from '@osk/contract';
import { Center, Loader, Modal, Tabs } from '@mantine/core';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { returnPathFrom } from '../../../lib/session/signed-out';
import {
  closeLoginModal,
  showLoginView,
  useLoginModal,
  type LoginView,
} from '../../../lib/login-modal.store';
import { CouponView } from './coupon-view';
import { LoginFormView } from './login-form';
import { RegisterView } from './register-view';
import { LostPasswordView } from './lost-password-view';

type TabView = Exclude<LoginView, 'lostPassword'>;
const TABS: readonly TabView[] = ['login', 'register', 'registerSchool', 'coupon'];

function isTabView(value: string | null): value is TabView {
  return value !== null && (TABS as readonly string[]).includes(value);
}

/** The school registration view (school feature), passed in by the app: features do not import each other. */
export type RegisterSchoolView = ComponentType<{ onLogin: () => void }>;

export interface LoginModalProps {
  registerSchoolView: RegisterSchoolView;
}

/**
 * The login modal (spec §2, §4): mutually exclusive views login, register, register school, coupon
 * and lost password; closing resets all (Mantine unmounts the closed modal's content, and the
 * store's close goes back to the login view).
 */
export function LoginModal({ registerSchoolView: RegisterSchool }: LoginModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { opened, view } = useLoginModal();

  const { search } = useLocation();
  // A login started from a page that needs one (/action/NOT_LOGGED_IN?next=...) returns to the page
  // asked for; that page's guard sends a user of another type to their own landing page.
  const onLoggedIn = (user: LoginUser) => {
    closeLoginModal();
    const asked = returnPathFrom(search);
    navigate(asked && !user.startPage ? asked : landingPath(user, new Date()));
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={closeLoginModal} title={t('auth.modalTitle')} size="md" centered data-testid="login-modal">
      {view === 'lostPassword' ? (
        <LostPasswordView onBack={() => showLoginView('login')} />
      ) : (
        <Tabs value={view} onChange={(value) => isTabView(value) && showLoginView(value)} keepMounted={false}>
          <Tabs.List grow aria-label={t('auth.tabsLabel')} mb="md">
            {TABS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`login-tab-${tab}`}>
                {t(`auth.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="login">
            <LoginFormView onSuccess={onLoggedIn} onForgotPassword={() => showLoginView('lostPassword')} />
          </Tabs.Panel>
          <Tabs.Panel value="register">
            <RegisterView onClose={closeLoginModal} onLogin={() => showLoginView('login')} />
          </Tabs.Panel>
          <Tabs.Panel value="registerSchool">
            <Suspense
              fallback={
                <Center py="lg">
                  <Loader size="sm" />
                </Center>
              }
            >
              <RegisterSchool onLogin={() => showLoginView('login')} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="coupon">
            <CouponView onLogin={() => showLoginView('login')} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

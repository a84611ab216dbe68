import { Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner';
import { useFullScreenMode } from '../../lib/full-screen-mode';
import { useLoginModal } from '../../lib/login-modal.store';
import { actionPath, ROUTES } from '../../lib/routes';
import { useSessionUser } from '../../lib/session/session.store';
import { SessionGuard } from '../guards/session-guard';
import { AppHeader } from '../header/app-header';
import { lazyScreen } from '../lazy-screen';
import { endSession, preloadLogout } from '../session-end';
import { AppFooter } from './app-footer';
import classes from './app-shell.module.css';
import { BackToTopHost } from './back-to-top-host';
import { PageSettledMarker, usePageSettled } from './page-settled';
import { PageError, PageLoader } from './page-fallbacks';

// The login modal (forms, tabs, validation) is fetched on first opening, not with the landing page.
const LoginModal = lazyScreen(async () => (await import('../../features/auth/components/login-modal')).LoginModal);
// The school registration form of the modal's "Szkoła jazdy" tab, fetched when that tab is opened.
const SchoolRegisterView = lazyScreen(async () => (await import('../../features/school/components/school-register-view')).SchoolRegisterView);

// The burger menu's list (NavLink with its collapse machinery) is fetched when the burger is first
// opened; the navbar opens on that same click and the list appears as soon as it has arrived.
const MobileMenu = lazy(() => import('../header/mobile-menu').then((m) => ({ default: m.MobileMenu })));

// The idle timer and its dialogs matter only once someone has logged in.
const IdleSessionGuard = lazyScreen(async () => (await import('../../features/session-timeout/components/idle-session-guard')).IdleSessionGuard);

/**
 * Mounts the idle guard at the first login and keeps it mounted after logout (a later login reuses
 * it). At the idle logout the session ends as "expired" and the app goes to /action/SESSION_EXPIRED.
 */
function IdleSessionHost() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const [needed, setNeeded] = useState(user !== null);
  if (user !== null && !needed) setNeeded(true);
  // At a logged-in page load, after the page itself (a timer started a moment later changes nothing).
  const settled = usePageSettled();
  if (!needed || !settled) return null;
  return (
    <Suspense fallback={null}>
      <IdleSessionGuard
        active={user !== null}
        onLogout={() => endSession('expired')}
        onSessionEnded={() => void navigate(actionPath('SESSION_EXPIRED'))}
      />
    </Suspense>
  );
}

// The subscription notices (spec §4) concern logged-in learners only.
const SubscriptionNotices = lazyScreen(async () => (await import('../../features/payments/components/subscription-notices')).SubscriptionNotices);

function SubscriptionNoticeHost() {
  const user = useSessionUser();
  // After the page itself: the notices are dialogs that may come once the page is there.
  const settled = usePageSettled();
  if (user?.userType !== 'STUDENT' || !settled) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionNotices />
    </Suspense>
  );
}

function LoginModalHost() {
  const { opened } = useLoginModal();
  const [requested, setRequested] = useState(opened);
  if (opened && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal registerSchoolView={SchoolRegisterView} />
    </Suspense>
  );
}

/** The frame of every page: header, burger menu, content, footer and the app-wide widgets. */
export function RootLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  // The exam's full-screen mode shows the page alone, without the site's header, menu and footer.
  const frameless = useFullScreenMode();

  const loggedIn = useSessionUser() !== null;
  useEffect(() => {
    if (loggedIn) preloadLogout();
  }, [loggedIn]);

  // The burger's list is loaded at its first opening and then kept.
  const [menuWanted, setMenuWanted] = useState(menuOpened);
  if (menuOpened && !menuWanted) setMenuWanted(true);

  // The burger menu closes whenever the page changes. `menu` is a new object at every render (the
  // toggle changes with the state), so only the stable `close` may be a dependency: with `menu` the
  // effect ran after every toggle and closed the menu it had just opened.
  //
  // The address the menu was opened at: a navigation is a transition, so the layout sees the new
  // pathname only once the new page has arrived; a menu opened after the address changed (while that
  // page was still loading) is not closed when it arrives.
  const closeMenu = menu.close;
  const openedAt = useRef<string | null>(null);
  const toggleMenu = () => {
    if (!menuOpened) openedAt.current = window.location.pathname;
    menu.toggle();
  };
  useEffect(() => {
    if (openedAt.current !== pathname) closeMenu();
  }, [pathname, closeMenu]);

  // A new page starts at its top (Back and Forward keep the browser's own restoring). Before the new
  // page's loader paints: a page left scrolled far down would otherwise leave the short loader with
  // the footer pulled up into view, and the page arriving would push it down again (layout shift).
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && hash === '') window.scrollTo({ top: 0 });
  }, [pathname, navigationType, hash]);

  const onLogout = async () => {
    // Leave the protected page first, so its guard does not see the cleared user and redirect
    // to NOT_LOGGED_IN.
    await navigate(ROUTES.home);
    await endSession();
    notifications.show({ message: t('header.loggedOut') });
  };

  return (
    <div className={classes.shell} data-frameless={frameless || undefined} data-menu-opened={menuOpened || undefined}>
      {/* right-scroll-bar-position: while a dialog locks the page's scrolling (react-remove-scroll),
          the fixed header keeps its place instead of shifting by the scrollbar's width. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader menuOpened={menuOpened} onToggleMenu={toggleMenu} onLogout={() => void onLogout()} />
      </header>
      <nav className={classes.navbar}>
        {menuWanted && (
          <ErrorBoundary fallback={<PageError />} resetKey={menuOpened}>
            <Suspense fallback={null}>
              <MobileMenu onNavigate={menu.close} />
            </Suspense>
          </ErrorBoundary>
        )}
      </nav>
      <main className={classes.main}>
        <Container size="lg" py="xl" id="content" className={classes.content}>
          <ErrorBoundary fallback={<PageError />} resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <SessionGuard>
                <Outlet />
              </SessionGuard>
              <PageSettledMarker />
            </Suspense>
          </ErrorBoundary>
        </Container>
        {!frameless && <AppFooter />}
      </main>
      <CookieBanner />
      <BackToTopHost />
      <IdleSessionHost />
      <SubscriptionNoticeHost />
      <LoginModalHost />
    </div>
  );
}

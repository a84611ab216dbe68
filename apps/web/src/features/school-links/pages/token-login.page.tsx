import { CODE_ACTION_NOTIFICATION_MS, landingPath, logout, type ActionType, type LoginUser } from '@osk/contract';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiCall } from '../../../lib/api/endpoint-client';
import { actionPath, ROUTES } from '../../../lib/routes';
import { getSessionUser, setSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { loginWithToken } from '../api/school-links.api';

// A one-time token works once; React's development double effects (and a re-render) must not spend it
// twice, so each token is exchanged by a single shared request.
const exchanges = new Map<string, Promise<ApiResult<LoginUser>>>();

function exchangeOnce(token: string): Promise<ApiResult<LoginUser>> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = loginWithToken(token);
    exchanges.set(token, pending);
  }
  return pending;
}

interface TokenLoginProps {
  failureType: ActionType;
  successMessage: 'schoolLinks.social.loggedIn' | 'schoolLinks.social.partnerLoggedIn';
}

/**
 * Logs the browser in with the one-time token in the URL (exchanged at loginUUID/), shows the
 * action's notification and goes to the user's landing page; a spent or unknown token goes to the
 * failure action page.
 */
function TokenLogin({ failureType, successMessage }: TokenLoginProps) {
  const { t } = useTranslation();
  usePageTitle(t('schoolLinks.social.signingIn'));
  const token = useParams().uuid ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    void exchangeOnce(token).then((result) => {
      if (!active) return;
      if (!result.ok) {
        void navigate(actionPath(failureType), { replace: true });
        return;
      }
      // Whoever was logged in before is logged out, and their cached data must not show to this user.
      const previous = getSessionUser();
      if (previous && previous.uuid !== result.data.uuid) void apiCall(logout, {}, { sessionId: previous.uuid });
      queryClient.clear();
      setSessionUser(result.data);
      notifications.show({ color: 'green', message: t(successMessage), autoClose: CODE_ACTION_NOTIFICATION_MS });
      void navigate(landingPath(result.data, new Date()), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [token, failureType, successMessage, navigate, queryClient, t]);

  if (!token) return <Navigate to={actionPath(failureType)} replace />;
  return (
    <Center py="xl" data-testid="token-login">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>{t('schoolLinks.social.signingIn')}</Text>
      </Stack>
    </Center>
  );
}

/** /action/SOCIAL_LOGIN_SUCCESS/{token}: the end of a social login. */
export function SocialLoginSuccessPage() {
  return <TokenLogin failureType="SOCIAL_LOGIN_ERROR" successMessage="schoolLinks.social.loggedIn" />;
}

/** /action/LIWONA_LOGIN/{token}: a partner-platform user arriving with a one-time login token. */
export function PartnerLoginPage() {
  return <TokenLogin failureType="LIWONA_LOGIN_ERROR" successMessage="schoolLinks.social.partnerLoggedIn" />;
}

/** /action/{ASSIGN_STUDENT|TESTS_FROM_OSK|LEARN_FROM_OSK}/{uuid}: the invitation page. */
export function AttachActionRedirectPage() {
  const uuid = useParams().uuid ?? '';
  return <Navigate to={`${ROUTES.attach}/${encodeURIComponent(uuid)}`} replace />;
}

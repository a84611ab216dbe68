import { PARTNER_LOGIN_FIELDS } from '@osk/contract';
import { Box, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { getSessionUser } from '../../../lib/session/session.store';
import { fetchPartnerPassword, fetchPartnerTarget } from '../api/school-links.api';
import { postForm } from '../lib/post-form';

function ReturnIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M14 4h6v6" />
      <path d="M20 4l-9 9" />
      <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}

/**
 * The return button of partner-platform users (spec §1): reads the partner login form address and the
 * partner password (`backToEprawko/{session id}`) and posts login and password to the partner platform.
 */
export function PartnerReturnButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const goBack = async () => {
    const user = getSessionUser();
    if (!user) return;
    setBusy(true);
    try {
      const target = await fetchPartnerTarget();
      if (!target.loginUrl) {
        notifications.show({ color: 'red', message: t('msg.error.partner.unavailable') });
        return;
      }
      const password = await fetchPartnerPassword(user.uuid);
      if (!password.ok) {
        notifications.show({ color: 'red', message: apiErrorMessage(t, password.error) });
        return;
      }
      postForm(target.loginUrl, { [PARTNER_LOGIN_FIELDS.login]: target.login, [PARTNER_LOGIN_FIELDS.password]: password.data });
    } catch {
      notifications.show({ color: 'red', message: t('msg.error.partner.unavailable') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="light"
      onClick={() => void goBack()}
      loading={busy}
      leftSection={<ReturnIcon />}
      aria-label={t('schoolLinks.partner.returnButton')}
      title={t('schoolLinks.partner.returnButton')}
      data-testid="partner-return"
    >
      {/* Icon only on phones; the aria-label names the button everywhere. */}
      <Box component="span" visibleFrom="md">
        {t('schoolLinks.partner.returnShort')}
      </Box>
    </Button>
  );
}

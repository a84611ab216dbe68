import type { Consent } from '@osk/contract';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { consentsQueryKey, fetchConsents, setMarketingConsent } from '../api/data-rights.api';

/** A consent in force is the last of its kind not withdrawn. */
function inForce(consents: readonly Consent[], kind: Consent['kind']): Consent | undefined {
  return consents.filter((c) => c.kind === kind && c.withdrawnAt === null).at(-1);
}

/**
 * The learner's consents (RODO, issue 24): each document with the version of its text and when it was
 * given (or withdrawn), and the marketing consent as a switch.
 */
export function ConsentsSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const consents = useQuery({ queryKey: consentsQueryKey, queryFn: ({ signal }) => fetchConsents(signal) });
  const marketing = useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (result) => {
      if (result.ok) queryClient.setQueryData(consentsQueryKey, result.data);
    },
  });
  if (consents.isPending) return <Text size="sm" c="dimmed">{t('common.loading')}</Text>;
  if (consents.isError) return <Alert color="red" data-testid="consents-error">{t('profile.dataRights.consentsLoadError')}</Alert>;
  const list = consents.data;
  const failure = marketing.data && !marketing.data.ok ? apiErrorMessage(t, marketing.data.error) : marketing.isError ? t('common.networkError') : null;
  return (
    <Stack gap="xs" data-testid="consents">
      <Text fw={600} size="sm">
        {t('profile.dataRights.consentsTitle')}
      </Text>
      {list.length === 0 && <Text size="sm">{t('profile.dataRights.noConsents')}</Text>}
      {list.map((consent, i) => (
        <Text key={`${consent.kind}-${consent.givenAt}-${i}`} size="sm" data-testid={`consent-${consent.kind}`}>
          <b>{t(`profile.dataRights.kinds.${consent.kind}`)}</b>
          {' — '}
          {consent.version === 'UNRECORDED' ? t('profile.dataRights.versionUnrecorded') : t('profile.dataRights.version', { version: /^\d{4}-\d{2}-\d{2}$/.test(consent.version) ? formatDate(consent.version) : consent.version })}
          {', '}
          {consent.withdrawnAt
            ? t('profile.dataRights.givenWithdrawn', { given: formatDateTime(consent.givenAt), withdrawn: formatDateTime(consent.withdrawnAt) })
            : t('profile.dataRights.given', { given: formatDateTime(consent.givenAt) })}
        </Text>
      ))}
      <Switch
        mt="xs"
        label={t('profile.dataRights.marketing')}
        checked={inForce(list, 'MARKETING') !== undefined}
        disabled={marketing.isPending}
        onChange={(event) => marketing.mutate(event.currentTarget.checked)}
        data-testid="consent-marketing-switch"
      />
      {failure && (
        <Alert color="red" role="alert" data-testid="consent-marketing-error">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

import type { ApiError, PreflightFinding, PreflightResult } from '@osk/contract';
import { Alert, Card, Checkbox, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { hasText } from '../../../lib/i18n/i18n';
import { findingsOf } from '../hooks/use-preflight';

/** A finding's text: its contract message with its values. */
export function findingText(t: TFunction, finding: PreflightFinding): string {
  if (!hasText(finding.message)) return finding.message;
  // The key comes from the server's answer, so it is not one of the typed keys known at compile time.
  const translate = t as unknown as (key: string, values: Record<string, string | number>) => string;
  return translate(finding.message, finding.values);
}

function duration(t: TFunction, minutes: number): string {
  return t('pkkSigning.preflight.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

const COLOR = { ERROR: 'red', WARNING: 'yellow', INFO: 'blue' } as const;

function Findings({ items, severity }: { items: PreflightFinding[]; severity: 'ERROR' | 'WARNING' | 'INFO' }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const label = { ERROR: t('pkkSigning.preflight.error'), WARNING: t('pkkSigning.preflight.warning'), INFO: t('pkkSigning.preflight.info') }[severity];
  return (
    <Alert color={COLOR[severity]} title={label} data-testid={`pkk-preflight-${severity.toLowerCase()}`}>
      <List size="sm" spacing={4}>
        {items.map((finding) => (
          <List.Item key={`${finding.code}-${JSON.stringify(finding.values)}`} c={severity === 'ERROR' ? 'red' : undefined} data-testid={`pkk-preflight-finding-${finding.code}`}>
            {findingText(t, finding)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The pre-flight panel: ERRORs block signing, WARNINGs need the checkbox, INFO is shown; with the
 * matched learner's recorded hours and the category's minimum.
 */
export function PreflightPanel({
  result,
  error,
  loading,
  acknowledged,
  onAcknowledge,
}: {
  result: PreflightResult | null;
  error: ApiError | null;
  loading: boolean;
  acknowledged: boolean;
  onAcknowledge: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const errors = findingsOf(result, 'ERROR');
  const warnings = findingsOf(result, 'WARNING');
  const infos = findingsOf(result, 'INFO');
  return (
    <Card withBorder data-testid="pkk-preflight">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('pkkSigning.preflight.title')}
          </Title>
          {loading && <Loader size="xs" aria-label={t('pkkSigning.preflight.checking')} data-testid="pkk-preflight-loading" />}
        </Group>
        {error && (
          <Alert color="red" data-testid="pkk-preflight-failed" title={t('pkkSigning.preflight.failed')}>
            {apiErrorMessage(t, error)}
          </Alert>
        )}
        {!result && !error && !loading && (
          <Text size="sm" c="dimmed" data-testid="pkk-preflight-waiting">
            {t('pkkSigning.preflight.waiting')}
          </Text>
        )}
        {result && (
          <>
            {result.learner ? (
              <Text size="sm" data-testid="pkk-preflight-learner">
                {t('pkkSigning.preflight.learner', {
                  name: result.learner.name,
                  practical: duration(t, result.learner.practicalMinutes),
                  theory: duration(t, result.learner.theoryMinutes),
                })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed" data-testid="pkk-preflight-no-learner">
                {t('pkkSigning.preflight.noLearner')}
              </Text>
            )}
            <Text size="sm" c="dimmed" data-testid="pkk-preflight-minimum">
              {t('pkkSigning.preflight.minimum', { theory: result.minimum.theoryHours, practical: result.minimum.practicalHours })}
            </Text>
            {result.findings.length === 0 && (
              <Text size="sm" c="green" data-testid="pkk-preflight-ok">
                {t('pkkSigning.preflight.ok')}
              </Text>
            )}
            <Findings items={errors} severity="ERROR" />
            <Findings items={warnings} severity="WARNING" />
            <Findings items={infos} severity="INFO" />
            {warnings.length > 0 && (
              <Checkbox
                label={t('pkkSigning.preflight.acknowledge')}
                checked={acknowledged}
                onChange={(e) => onAcknowledge(e.currentTarget.checked)}
                data-testid="pkk-preflight-ack"
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

import { formatPkkNumber, type ApiError, type PkkStatus } from '@osk/contract';
import { Alert, Anchor, Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { PageLinks as SharedPageLinks } from '../../../components/page-links';
import { sectionFrame } from '../../../components/section-frame';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { usePageTitle } from '../../../lib/use-page-title';

/** The PKK screens' page (the page's link back, a heading with its actions, the content), loader and failed-read alert. */
export const { Frame: PkkFrame, Loading, LoadError } = sectionFrame('pkk', { maxWidth: 1200, back: undefined, loadErrorTitle: (t) => t('msg.error.pkk.load') });

/** The server's message in a red alert (school document §8 "PKK errors"). */
export function ServerAlert({ error, testId = 'pkk-alert', onClose }: { error: ApiError | string | null; testId?: string; onClose?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color="red" icon={<AlertIcon />} role="alert" data-testid={testId} withCloseButton={onClose !== undefined} onClose={onClose}>
      {typeof error === 'string' ? error : apiErrorMessage(t, error)}
    </Alert>
  );
}

const STATUS_COLOR: Record<PkkStatus, string> = {
  IMPORTED_FROM_PORTAL: 'gray',
  IN_PROGRESS_WITH_OSK: 'blue',
  RELEASED: 'teal',
  UPDATED: 'green',
  COMPLEMENTARY_COURSE: 'orange',
};

/** The status label; COMPLEMENTARY_COURSE stands out (filled orange). `compact`: may take two lines (tables). */
export function StatusBadge({ status, compact = false }: { status: PkkStatus; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant={status === 'COMPLEMENTARY_COURSE' ? 'filled' : 'light'}
      miw={compact ? undefined : 'max-content'}
      h={compact ? 'auto' : undefined}
      py={compact ? 2 : undefined}
      styles={compact ? { root: { maxWidth: '11rem' }, label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', textAlign: 'center', lineHeight: 1.3 } } : undefined}
      data-testid="pkk-status"
      data-status={status}
    >
      {t(`pkk.status.${status}`)}
    </Badge>
  );
}

/** The PKK number in 4 groups of 5, on one line (`compact`: two groups a line, for tables). */
export function PkkNumber({ value, compact = false }: { value: string; compact?: boolean }) {
  return (
    <span style={{ whiteSpace: compact ? 'normal' : 'nowrap', display: compact ? 'inline-block' : undefined, width: compact ? '11.5ch' : undefined, fontVariantNumeric: 'tabular-nums' }} data-testid="pkk-number">
      {formatPkkNumber(value)}
    </span>
  );
}

/** The lists' page links (at most 10 numbered), with this feature's labels. */
export function PageLinks(props: { current: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return <SharedPageLinks {...props} testId="pkk-pages" labels={{ prev: t('pkk.prev'), next: t('pkk.next'), page: (page) => t('pkk.page', { page }) }} />;
}

/** "Błąd wczytywania PKK" with the server's reason and a link back to the registry (school document §8). */
export function PkkLoadFailure({ error, back }: { error: unknown; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  usePageTitle(t('msg.error.pkk.load'));
  const reason = error instanceof ApiRequestError && error.error.code !== 'msg.error.pkk.load' ? apiErrorMessage(t, error.error) : null;
  return (
    <Stack gap="md" maw={800} mx="auto" w="100%" data-testid="pkk-load-failure">
      <Alert color="red" icon={<AlertIcon />} title={t('msg.error.pkk.load')} role="alert" data-testid="pkk-error">
        <Stack gap="xs" align="flex-start">
          {reason && <Text size="sm">{reason}</Text>}
          <Anchor component={Link} to={back.to} size="sm" data-testid="pkk-back">
            ← {back.label}
          </Anchor>
        </Stack>
      </Alert>
    </Stack>
  );
}

import { Alert, Anchor, Button, Center, Group, Loader, Modal, Paper, Stack, Table, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { pageWindow, type Sort } from '../lib/resources';

/** A page of the resource screens: a link back to the school, a heading, actions and the content. */
export function ResourcesFrame({ title, testId, actions, children }: { title: string; testId: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%" data-testid={testId}>
      <Anchor component={Link} to="/school" size="sm" data-testid="resources-back">
        ← {t('schoolResources.back')}
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" data-testid="resources-loading">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A failed read with its reason and a retry. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('schoolResources.loadError')} role="alert" data-testid="resources-error">
      <Stack gap="sm" align="flex-start">
        {error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
        <Button variant="light" color="red" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The standard empty-list message with an add button. */
export function EmptyList({ testId, onAdd, addLabel }: { testId: string; onAdd: () => void; addLabel: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid={testId}>
      <Stack align="center" gap="sm">
        <Text>{t('schoolResources.empty')}</Text>
        <Button variant="light" onClick={onAdd}>
          {addLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A sortable column header: the label with the direction, a click sorts or flips. */
export function SortHeader<F extends string>({ field, label, sort, onSort }: { field: F; label: string; sort: Sort<F>; onSort: (field: F) => void }) {
  const { t } = useTranslation();
  const active = sort.sortBy === field;
  const asc = sort.direction === 'ASC';
  return (
    <Table.Th aria-sort={active ? (asc ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(field)} aria-label={t('schoolResources.sortBy', { column: label })} data-testid={`sort-${field}`} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label} {active ? (asc ? '▲' : '▼') : '↕'}
      </UnstyledButton>
    </Table.Th>
  );
}

/** Page links: previous, at most 10 numbered pages around the current one, next. */
export function PageLinks({ current, total, onPage }: { current: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  const link = (page: number, label: string, testId: string, aria: string, disabled = false) => {
    const numbered = testId.startsWith('page-') && testId !== 'page-prev' && testId !== 'page-next';
    const selected = numbered && page === current;
    return (
      <UnstyledButton
        key={testId}
        onClick={() => onPage(page)}
        disabled={disabled}
        aria-current={selected ? 'page' : undefined}
        aria-label={aria}
        data-testid={testId}
        px="xs"
        py={4}
        miw={32}
        ta="center"
        style={{ borderRadius: 6, fontWeight: selected ? 700 : 400, background: selected ? 'var(--mantine-color-blue-light)' : undefined, opacity: disabled ? 0.4 : 1 }}
      >
        {label}
      </UnstyledButton>
    );
  };
  return (
    <Group gap={4} justify="center" data-testid="resources-pages">
      {link(current - 1, '‹', 'page-prev', t('schoolResources.prev'), current === 0)}
      {pageWindow(current, total).map((page) => link(page, String(page + 1), `page-${page + 1}`, t('schoolResources.page', { page: page + 1 })))}
      {link(current + 1, '›', 'page-next', t('schoolResources.next'), current >= total - 1)}
    </Group>
  );
}

/** A yes/no confirmation of a removal. */
export function ConfirmDialog({ opened, text, busy, onConfirm, onClose }: { opened: boolean; text: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('schoolResources.confirmTitle')} centered size="sm">
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="confirm-no">
            {t('schoolResources.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy} data-testid="confirm-yes">
            {t('schoolResources.confirmRemove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Remarks with a character counter and the limit (school document §5). */
export function RemarksField({ value, onChange, max, testId, error }: { value: string; onChange: (value: string) => void; max: number; testId: string; error?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t('schoolResources.remarks')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      autosize
      minRows={2}
      maxRows={6}
      error={error}
      description={
        <span data-testid={`${testId}-counter`}>
          {value.length} / {max}
        </span>
      }
      data-testid={testId}
    />
  );
}

/** The "Popraw błędne pola!" banner shown after a try to save an invalid form, or a save failure. */
export function FormAlert({ text, testId }: { text: string | null; testId: string }) {
  if (!text) return null;
  return (
    <Alert color="red" icon={<AlertIcon />} role="alert" data-testid={testId}>
      {text}
    </Alert>
  );
}

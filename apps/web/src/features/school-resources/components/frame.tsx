import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyListPanel } from '../../../components/empty-list-panel';
import { AlertIcon } from '../../../components/icons';
import { PageLinks as SharedPageLinks } from '../../../components/page-links';
import { sectionFrame } from '../../../components/section-frame';
import { type Sort } from '../lib/resources';

/** The resource screens' page (the link back to the school, a heading, actions, the content), loader and failed-read alert. */
export const { Frame: ResourcesFrame, Loading, LoadError } = sectionFrame('resources', { maxWidth: 1100, back: (t) => ({ to: '/school', label: t('schoolResources.back') }), loadErrorTitle: (t) => t('schoolResources.loadError') });

/** The standard empty-list message with an add button. */
export function EmptyList({ testId, onAdd, addLabel }: { testId: string; onAdd: () => void; addLabel: string }) {
  const { t } = useTranslation();
  return (
    <EmptyListPanel
      testId={testId}
      message={t('schoolResources.empty')}
      action={
        <Button variant="light" onClick={onAdd}>
          {addLabel}
        </Button>
      }
    />
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


/** A yes/no confirmation of a removal. */
export function ConfirmDialog({ opened, text, busy, onConfirm, onClose }: { opened: boolean; text: string; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('schoolResources.confirmTitle')} centered size="sm">
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

/** The lists' page links (at most 10 numbered), with this feature's labels. */
export function PageLinks(props: { current: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return <SharedPageLinks {...props} testId="resources-pages" labels={{ prev: t('schoolResources.prev'), next: t('schoolResources.next'), page: (page) => t('schoolResources.page', { page }) }} />;
}

import { pkkAllows, PKK_REPORT_ONLINE_COURSE_URL, type ApiError, type PkkListItem, type School } from '@osk/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyListPanel } from '../../../components/empty-list-panel';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list';
import { ApiRequestError } from '../../../lib/api/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useCurrentSchool } from '../../../entities/school/current-school';
import { registryFilter, usePkkRegistry, usePkkSchoolInfo } from '../api/pkk.api';
import { Loading, LoadError, PageLinks, PkkFrame, PkkNumber, ServerAlert, StatusBadge } from '../components/frame';
import { PkkActions } from '../components/pkk-actions';
import { PKK_FILTER_DEBOUNCE_MS, PKK_PATHS } from '../lib/pkk';
import { StalePage } from '../../../components/stale-page';

interface Filters {
  number: string;
  pesel: string;
  firstName: string;
  lastName: string;
}
const NO_FILTERS: Filters = { number: '', pesel: '', firstName: '', lastName: '' };

/** /pkk: the school's PKK registry (school document §2.2 "PKK list"). */
export function PkkListPage() {
  const { t } = useTranslation();
  const school = useCurrentSchool();
  return (
    <PkkFrame
      title={t('pkk.list.title')}
      testId="pkk-list-page"
      back={{ to: PKK_PATHS.school, label: t('pkk.backToSchool') }}
      actions={
        <Group gap="sm">
          <Button component={Link} to={PKK_PATHS.search} data-testid="pkk-search-link">
            {t('pkk.list.search')}
          </Button>
          <Button component="a" href={PKK_REPORT_ONLINE_COURSE_URL} target="_blank" rel="noopener noreferrer" variant="light" data-testid="pkk-report-online">
            {t('pkk.list.reportOnline')}
          </Button>
        </Group>
      }
    >
      {school.isPending ? <Loading /> : school.isError ? <LoadError error={school.error} retry={() => void school.refetch()} title={t('msg.error.internal')} /> : <Registry school={school.data} />}
    </PkkFrame>
  );
}

function Registry({ school }: { school: School }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [debounced] = useDebouncedValue(filters, PKK_FILTER_DEBOUNCE_MS);
  const [lastFilter, setLastFilter] = useState(debounced);
  if (debounced !== lastFilter) {
    // New filters start from the first page (derived state set during render).
    setLastFilter(debounced);
    if (page !== 0) setPage(0);
  }
  const filter = registryFilter(debounced);
  const registry = usePkkRegistry(school.id, page, filter);
  const filtered = Object.keys(filter).length > 0;
  const columns = useRegistryColumns();
  const setField = (key: keyof Filters) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setFilters((f) => ({ ...f, [key]: value }));
  };

  let list;
  if (registry.isPending) list = <Loading />;
  else if (registry.isError) {
    list =
      registry.error instanceof ApiRequestError && registry.error.status < 500 && registry.error.error.code.startsWith('msg.') ? (
        <ServerAlert error={registry.error.error} testId="pkk-list-error" />
      ) : (
        <LoadError error={registry.error} retry={() => void registry.refetch()} title={t('msg.error.internal')} />
      );
  } else if (registry.data.content.length === 0)
    list = <EmptyListPanel testId="pkk-empty" message={filtered ? t('pkk.list.emptyFiltered') : t('pkk.list.empty')} />;
  else
    list = (
      <StalePage stale={registry.isPlaceholderData}>
        <ResponsiveList
          rows={registry.data.content}
          rowKey={(item) => item.id}
          framed
          minWidth={900}
          testIds={{ table: 'pkk-table', cards: 'pkk-cards', row: 'pkk-row' }}
          rowProps={(item) => ({ 'data-status': item.status, style: item.status === 'COMPLEMENTARY_COURSE' ? { background: 'var(--mantine-color-orange-light)' } : undefined })}
          columns={columns}
          actions={{
            label: t('pkk.list.col.actions'),
            td: { miw: 170 },
            cell: (item) => <PkkActions target={{ id: item.id, number: item.number, pesel: item.pesel, birthDate: null, status: item.status, name: nameOf(item) }} onError={setFailure} />,
          }}
        />
        <PageLinks current={registry.data.number} total={registry.data.totalPages} onPage={setPage} />
      </StalePage>
    );

  return (
    <Stack gap="md">
      <RegistryHeader school={school} />
      <ServerAlert error={failure} onClose={() => setFailure(null)} />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextInput label={t('pkk.list.filterNumber')} value={filters.number} onChange={setField('number')} data-testid="filter-number" />
          <TextInput label={t('pkk.list.filterPesel')} value={filters.pesel} onChange={setField('pesel')} maxLength={11} inputMode="numeric" data-testid="filter-pesel" />
          <TextInput label={t('pkk.list.filterFirstName')} value={filters.firstName} onChange={setField('firstName')} data-testid="filter-firstName" />
          <TextInput label={t('pkk.list.filterLastName')} value={filters.lastName} onChange={setField('lastName')} data-testid="filter-lastName" />
        </SimpleGrid>
      </Paper>
      {list}
    </Stack>
  );
}

/** The school's registry number and the button for the persons authorised to edit PKK (disabled without canUsePkk). */
function RegistryHeader({ school }: { school: School }) {
  const { t } = useTranslation();
  const info = usePkkSchoolInfo(school.id);
  const canUse = info.data ? info.data.canUsePkk : school.canUsePkk;
  const button = canUse ? (
    <Button variant="light" component={Link} to={PKK_PATHS.signers} data-testid="pkk-signers-link">
      {t('pkk.list.signers')}
    </Button>
  ) : (
    <Button variant="light" disabled data-testid="pkk-signers-link">
      {t('pkk.list.signers')}
    </Button>
  );
  return (
    <Paper withBorder radius="md" p="md" data-testid="pkk-registry-header">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text size="sm" c="dimmed">
            {t('pkk.list.registryNumber')}
          </Text>
          <Text fw={700} data-testid="pkk-registry-number">
            {info.data ? (info.data.registryNumber ?? t('pkk.list.registryNumberMissing')) : info.isError ? '—' : '…'}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          {canUse ? (
            button
          ) : (
            <Tooltip label={t('pkk.list.signersHint')} multiline w={260}>
              <span>{button}</span>
            </Tooltip>
          )}
          {!canUse && (
            <Text size="xs" c="dimmed" data-testid="pkk-signers-hint" maw={320} ta="right">
              {t('pkk.list.signersHint')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The registry's columns; on a phone's card the number is the title, the name under it and the status beside it. */
function useRegistryColumns(): ReadonlyArray<ListColumn<PkkListItem>> {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatDateTime(value) : t('pkk.none'));
  return [
    {
      key: 'number',
      label: t('pkk.list.col.number'),
      card: 'title',
      td: { fw: 600 },
      cell: (item) =>
        pkkAllows(item.status, 'VIEW') ? (
          <Anchor component={Link} to={PKK_PATHS.show(item.id)} inherit>
            <PkkNumber value={item.number} compact />
          </Anchor>
        ) : (
          <PkkNumber value={item.number} compact />
        ),
    },
    { key: 'pesel', label: t('pkk.list.col.pesel'), testId: 'pkk-row-pesel', cell: (item) => item.pesel ?? t('pkk.none') },
    { key: 'name', label: t('pkk.list.col.name'), testId: 'pkk-row-name', card: 'sub', cell: nameOf },
    { key: 'category', label: t('pkk.list.col.category'), testId: 'pkk-row-category', cell: (item) => item.categoryName },
    { key: 'status', label: t('pkk.list.col.status'), card: 'aside', cell: (item) => <StatusBadge status={item.status} compact /> },
    { key: 'downloadDate', label: t('pkk.list.col.downloadDate'), testId: 'pkk-row-download', td: { w: 96 }, cell: (item) => date(item.downloadDate) },
    { key: 'updateDate', label: t('pkk.list.col.updateDate'), testId: 'pkk-row-update', td: { w: 96 }, cell: (item) => date(item.updateDate) },
  ];
}

function nameOf(item: PkkListItem): string {
  return `${item.firstName} ${item.lastName}`;
}

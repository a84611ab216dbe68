import { Button, Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list';
import { toggleSort, type Sort } from '../lib/resources';
import { EmptyList, LoadError, Loading, PageLinks, SortHeader } from './frame';
import { StalePage } from '../../../components/stale-page';

/** What every resource list keeps: the status filter, the sort and the page. */
export interface ResourceListState<F extends string> {
  status: string;
  sort: Sort<F>;
  page: number;
}

/** The names a list's texts and test ids are built from: `cars` and `car`, and so on. */
export interface ResourceNames {
  list: 'cars' | 'instructors' | 'groups';
  row: 'car' | 'instructor' | 'group';
}

/** A sortable header of a list: the column's label with the direction; a click sorts from the first page. */
export function useSortHeader<F extends string, L extends ResourceListState<F>>(state: L, onState: Dispatch<SetStateAction<L>>) {
  const onSort = (field: F) => onState((s) => ({ ...s, sort: toggleSort(s.sort, field), page: 0 }));
  return (field: F, label: string) => <SortHeader field={field} label={label} sort={state.sort} onSort={onSort} />;
}

/** A typed filter (debounced, `key` its current value) starts again from the first page when it changes. */
export function useFirstPageOnChange<L extends { page: number }>(key: string, page: number, onState: Dispatch<SetStateAction<L>>) {
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    // Derived state set during render.
    setLastKey(key);
    if (page !== 0) onState((s) => ({ ...s, page: 0 }));
  }
}

/**
 * The LIST stage of a resource screen (school document §4): the filters with the status select last,
 * then the loading state, the failure with a retry, the empty message with an add button, or the
 * rows with an edit button each and the page links.
 */
export function ResourceList<T extends { id: number }, F extends string, L extends ResourceListState<F>>({
  names,
  state,
  onState,
  query,
  columns,
  minWidth,
  onEdit,
  onAdd,
  statuses,
  filters,
  filterCols = 2,
}: {
  names: ResourceNames;
  state: L;
  onState: Dispatch<SetStateAction<L>>;
  query: UseQueryResult<{ content: readonly T[]; number: number; totalPages: number }>;
  columns: ReadonlyArray<ListColumn<T>>;
  minWidth: number;
  onEdit: (item: T) => void;
  onAdd: () => void;
  /** The statuses of the filter, with their names (the form's status select offers the same). */
  statuses: ReadonlyArray<{ value: string; label: string }>;
  /** The filters before the status select. */
  filters?: ReactNode;
  filterCols?: 2 | 3;
}) {
  const { t } = useTranslation();
  let list;
  if (query.isPending) list = <Loading />;
  else if (query.isError) list = <LoadError error={query.error} retry={() => void query.refetch()} />;
  else if (query.data.content.length === 0) list = <EmptyList testId={`${names.list}-empty`} onAdd={onAdd} addLabel={t(`schoolResources.${names.list}.add`)} />;
  else
    list = (
      <StalePage stale={query.isPlaceholderData}>
        <ResponsiveList
          rows={query.data.content}
          rowKey={(item) => item.id}
          columns={columns}
          minWidth={minWidth}
          testIds={{ table: `${names.list}-table`, cards: `${names.list}-cards`, row: `${names.row}-row` }}
          actions={{
            label: t('schoolResources.actions'),
            cell: (item) => (
              <Button size="compact-sm" variant="light" onClick={() => onEdit(item)} data-testid={`${names.row}-edit`}>
                {t('schoolResources.edit')}
              </Button>
            ),
          }}
        />
        <PageLinks current={query.data.number} total={query.data.totalPages} onPage={(next) => onState((s) => ({ ...s, page: next }))} />
      </StalePage>
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: filterCols }} spacing="sm">
          {filters}
          <Select
            label={t('schoolResources.status')}
            data={[{ value: '', label: t('schoolResources.all') }, ...statuses]}
            value={state.status}
            onChange={(value) => onState((s) => ({ ...s, status: value ?? '', page: 0 }))}
            allowDeselect={false}
            data-testid="filter-status"
          />
        </SimpleGrid>
      </Paper>
      {list}
    </Stack>
  );
}

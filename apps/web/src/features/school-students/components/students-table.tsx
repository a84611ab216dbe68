import type { SchoolStudentListRow, StudentSearchCriteria } from '@osk/contract';
import { Anchor, Badge, Button, Checkbox, Group, NativeSelect, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveList, type CardPlace, type ListColumn } from '../../../components/responsive-list';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { STUDENT_PATHS } from '../lib/paths';

type SortColumn = NonNullable<StudentSearchCriteria['order']>;
type ColumnKey = 'name' | 'contact' | 'category' | 'readiness' | 'till' | 'activity' | 'hours' | 'pkk' | 'exams' | 'status';

const COLUMNS: ReadonlyArray<{ key: ColumnKey; sort: SortColumn | null; card: CardPlace }> = [
  { key: 'name', sort: 'lastName', card: 'title' },
  { key: 'contact', sort: 'email', card: 'sub' },
  { key: 'category', sort: 'category', card: 'field' },
  { key: 'readiness', sort: 'readiness', card: 'field' },
  { key: 'activity', sort: 'lastActivity', card: 'field' },
  { key: 'till', sort: 'learningAvailableTill', card: 'field' },
  { key: 'hours', sort: null, card: 'field' },
  { key: 'pkk', sort: null, card: 'field' },
  { key: 'exams', sort: 'internalExams', card: 'field' },
  { key: 'status', sort: null, card: 'aside' },
];

export interface StudentsTableProps {
  students: readonly SchoolStudentListRow[];
  order: SortColumn;
  orderAsc: boolean;
  onSort: (column: SortColumn) => void;
  /** Ticking learners for the bulk actions (issue 22): a checkbox first in each row and card. */
  selection?: { ids: ReadonlySet<number>; toggle: (id: number, on: boolean) => void };
}

const STATUS_COLOR: Record<string, string> = { ACTIVE: 'green', VERIFIED: 'green', NEW: 'blue', SUSPENDED: 'orange', REMOVED: 'gray' };

/** The learners of one page: a sortable table on wide screens, cards on phones. */
export function StudentsTable({ students, order, orderAsc, onSort, selection }: StudentsTableProps) {
  const { t, i18n } = useTranslation();
  const hours = new Intl.NumberFormat(i18n.language === 'ua' ? 'uk' : i18n.language, { maximumFractionDigits: 2 });
  const cells: Record<ColumnKey, (s: SchoolStudentListRow) => ReactNode> = {
    name: (s) => (
      <Anchor component={Link} to={STUDENT_PATHS.edit(s.id)} fw={600} inherit>
        {s.lastName} {s.firstName}
      </Anchor>
    ),
    contact: (s) => [s.email, s.phoneNumber].filter(Boolean).join(' · ') || t('schoolStudents.none'),
    category: (s) => s.category,
    // Readiness ("Szansa zdania", ADR 031) and the school's "gotowy do egzaminu" mark (issue 23).
    readiness: (s) => (
      <Stack gap={2} align="flex-start" data-testid="student-readiness" data-score={s.readiness}>
        <Text size="sm" fw={600}>
          {s.readiness}
        </Text>
        {s.readyForExam && (
          <Badge
            color="teal"
            variant="light"
            size="sm"
            radius="sm"
            tt="none"
            data-testid="student-ready"
            styles={{ root: { maxWidth: 'none', minWidth: 96, overflow: 'visible', height: 'auto', paddingBlock: 2 }, label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.3 } }}
          >
            {t('schoolStudents.ready')}
          </Badge>
        )}
      </Stack>
    ),
    till: (s) => (s.learningAvailableTill ? formatDate(s.learningAvailableTill) : t('schoolStudents.none')),
    activity: (s) => (s.lastActivity ? formatDateTime(s.lastActivity) : t('schoolStudents.none')),
    hours: (s) => (
      <Stack gap={0} data-testid="student-hours">
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('schoolStudents.hours.practical', { held: hours.format(s.training.practicalHours), minimum: hours.format(s.training.minimumPracticalHours) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {t('schoolStudents.hours.theory', { held: hours.format(s.training.theoryHours), minimum: hours.format(s.training.minimumTheoryHours) })}
        </Text>
      </Stack>
    ),
    pkk: (s) =>
      s.pkk ? (
        <Anchor component={Link} to={`/pkk/${s.pkk.id}`} size="sm" data-testid="student-pkk">
          {t(`schoolStudents.pkkStatus.${s.pkk.status}`)}
        </Anchor>
      ) : (
        t('schoolStudents.none')
      ),
    exams: (s) => s.internalExams,
    status: (s) => (
      <Badge variant="light" color={STATUS_COLOR[s.status] ?? 'red'} data-testid="student-status" styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}>
        {t(`schoolStudents.status.${s.status}`)}
      </Badge>
    ),
  };
  const columns: ReadonlyArray<ListColumn<SchoolStudentListRow>> = COLUMNS.map((column) => {
    const label = t(`schoolStudents.col.${column.key}`);
    const sort = column.sort;
    const active = order === sort;
    return {
      key: column.key,
      label,
      cell: cells[column.key],
      card: column.card,
      td: column.key === 'contact' ? { style: { overflowWrap: 'anywhere' } } : undefined,
      header: sort ? (
        <Table.Th aria-sort={active ? (orderAsc ? 'ascending' : 'descending') : 'none'}>
          <UnstyledButton onClick={() => onSort(sort)} aria-label={t('schoolStudents.sortBy', { column: label })} data-testid={`sort-${sort}`} fw={700} fz="sm">
            {label} {active ? (orderAsc ? '▲' : '▼') : '↕'}
          </UnstyledButton>
        </Table.Th>
      ) : undefined,
    };
  });

  const selectColumn: ReadonlyArray<ListColumn<SchoolStudentListRow>> = selection
    ? [
        {
          key: 'select',
          label: t('schoolStudents.bulk.selectPage'),
          header: (
            <Table.Th w={44}>
              <VisuallyHidden>{t('schoolStudents.bulk.selectPage')}</VisuallyHidden>
            </Table.Th>
          ),
          card: 'title',
          td: { w: 44 },
          cell: (s) => (
            <Checkbox
              size="md"
              checked={selection.ids.has(s.id)}
              onChange={(e) => selection.toggle(s.id, e.currentTarget.checked)}
              aria-label={t('schoolStudents.bulk.selectRow', { name: `${s.lastName} ${s.firstName}` })}
              data-testid="student-select"
              styles={{ input: { cursor: 'pointer' } }}
            />
          ),
        },
      ]
    : [];

  const sortable = COLUMNS.flatMap((column) => (column.sort ? [{ value: column.sort, label: t(`schoolStudents.col.${column.key}`) }] : []));

  return (
    <Stack gap="sm">
      {/* Cards have no column headers: on a phone the order is chosen here (the same server-side sort). */}
      <Group gap="xs" align="flex-end" wrap="nowrap" hiddenFrom="sm" data-testid="students-sort-cards">
        <NativeSelect
          label={t('schoolStudents.sortLabel')}
          data={sortable}
          value={order}
          onChange={(e) => onSort(e.currentTarget.value as SortColumn)}
          style={{ flex: 1 }}
          data-testid="students-sort-select"
        />
        <Button variant="default" onClick={() => onSort(order)} aria-label={t(orderAsc ? 'schoolStudents.sortAscending' : 'schoolStudents.sortDescending')} data-testid="students-sort-direction">
          {orderAsc ? '▲' : '▼'}
        </Button>
      </Group>
      <ResponsiveList
        rows={students}
        rowKey={(s) => s.id}
        columns={[...selectColumn, ...columns]}
        minWidth={980}
        testIds={{ table: 'students-table', cards: 'students-cards', row: 'student-row' }}
        actions={{
          label: t('schoolStudents.col.actions'),
          cell: (s) => (
            <Group gap="xs">
              <Button size="compact-sm" variant="light" component={Link} to={STUDENT_PATHS.edit(s.id)} data-testid="student-edit">
                {t('schoolStudents.edit')}
              </Button>
              <Button size="compact-sm" variant="subtle" component={Link} to={STUDENT_PATHS.stats(s.id)} data-testid="student-stats">
                {t('schoolStudents.stats')}
              </Button>
            </Group>
          ),
        }}
      />
    </Stack>
  );
}

import type { SchoolStudent, StudentSearchCriteria } from '@osk/contract';
import { Anchor, Badge, Button, Group, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveList, type CardPlace, type ListColumn } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/dates';
import { STUDENT_PATHS } from '../lib/paths';

type SortColumn = NonNullable<StudentSearchCriteria['order']>;
type ColumnKey = 'name' | 'contact' | 'category' | 'till' | 'exams' | 'status';

const COLUMNS: ReadonlyArray<{ key: ColumnKey; sort: SortColumn | null; card: CardPlace }> = [
  { key: 'name', sort: 'lastName', card: 'title' },
  { key: 'contact', sort: 'email', card: 'sub' },
  { key: 'category', sort: 'category', card: 'field' },
  { key: 'till', sort: 'learningAvailableTill', card: 'field' },
  { key: 'exams', sort: 'internalExams', card: 'field' },
  { key: 'status', sort: null, card: 'aside' },
];

export interface StudentsTableProps {
  students: readonly SchoolStudent[];
  order: SortColumn;
  orderAsc: boolean;
  onSort: (column: SortColumn) => void;
}

const STATUS_COLOR: Record<string, string> = { ACTIVE: 'green', VERIFIED: 'green', NEW: 'blue', SUSPENDED: 'orange', REMOVED: 'gray' };

/** The learners of one page: a sortable table on wide screens, cards on phones. */
export function StudentsTable({ students, order, orderAsc, onSort }: StudentsTableProps) {
  const { t } = useTranslation();
  const cells: Record<ColumnKey, (s: SchoolStudent) => ReactNode> = {
    name: (s) => (
      <Anchor component={Link} to={STUDENT_PATHS.edit(s.id)} fw={600} inherit>
        {s.lastName} {s.firstName}
      </Anchor>
    ),
    contact: (s) => [s.email, s.phoneNumber].filter(Boolean).join(' · ') || t('schoolStudents.none'),
    category: (s) => s.category,
    till: (s) => (s.learningAvailableTill ? formatDate(s.learningAvailableTill) : t('schoolStudents.none')),
    exams: (s) => s.internalExams,
    status: (s) => (
      <Badge variant="light" color={STATUS_COLOR[s.status] ?? 'red'} data-testid="student-status">
        {t(`schoolStudents.status.${s.status}`)}
      </Badge>
    ),
  };
  const columns: ReadonlyArray<ListColumn<SchoolStudent>> = COLUMNS.map((column) => {
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

  return (
    <ResponsiveList
      rows={students}
      rowKey={(s) => s.id}
      columns={columns}
      minWidth={760}
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
  );
}

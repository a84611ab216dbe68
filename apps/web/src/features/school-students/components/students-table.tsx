import type { SchoolStudent, StudentSearchCriteria } from '@osk/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { STUDENT_PATHS } from '../lib/paths';

type SortColumn = NonNullable<StudentSearchCriteria['order']>;

const COLUMNS: ReadonlyArray<{ key: 'name' | 'contact' | 'category' | 'till' | 'exams' | 'status'; sort: SortColumn | null }> = [
  { key: 'name', sort: 'lastName' },
  { key: 'contact', sort: 'email' },
  { key: 'category', sort: 'category' },
  { key: 'till', sort: 'learningAvailableTill' },
  { key: 'exams', sort: 'internalExams' },
  { key: 'status', sort: null },
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
  const narrow = useMediaQuery('(max-width: 48em)');
  const contact = (s: SchoolStudent) => [s.email, s.phoneNumber].filter(Boolean).join(' · ') || t('schoolStudents.none');
  const till = (s: SchoolStudent) => (s.learningAvailableTill ? formatDate(s.learningAvailableTill) : t('schoolStudents.none'));
  const status = (s: SchoolStudent) => (
    <Badge variant="light" color={STATUS_COLOR[s.status] ?? 'red'} data-testid="student-status">
      {t(`schoolStudents.status.${s.status}`)}
    </Badge>
  );
  const actions = (s: SchoolStudent) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="compact-sm" variant="light" component={Link} to={STUDENT_PATHS.edit(s.id)} data-testid="student-edit">
        {t('schoolStudents.edit')}
      </Button>
      <Button size="compact-sm" variant="subtle" component={Link} to={STUDENT_PATHS.stats(s.id)} data-testid="student-stats">
        {t('schoolStudents.stats')}
      </Button>
    </Group>
  );

  if (narrow) {
    return (
      <Stack gap="sm" data-testid="students-cards">
        {students.map((s) => (
          <Paper key={s.id} withBorder radius="md" p="sm" data-testid="student-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} miw={0} style={{ flex: 1 }}>
                <Anchor component={Link} to={STUDENT_PATHS.edit(s.id)} fw={600}>
                  {s.lastName} {s.firstName}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {contact(s)}
                </Text>
                <Text size="sm">
                  {t('schoolStudents.col.category')} {s.category} · {t('schoolStudents.col.till')} {till(s)} · {t('schoolStudents.col.exams')} {s.internalExams}
                </Text>
              </Stack>
              <div style={{ flexShrink: 0 }}>{status(s)}</div>
            </Group>
            <Group mt="xs">{actions(s)}</Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="students-table">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => {
              const label = t(`schoolStudents.col.${column.key}`);
              if (!column.sort) return <Table.Th key={column.key}>{label}</Table.Th>;
              const active = order === column.sort;
              return (
                <Table.Th key={column.key} aria-sort={active ? (orderAsc ? 'ascending' : 'descending') : 'none'}>
                  <UnstyledButton
                    onClick={() => onSort(column.sort as SortColumn)}
                    aria-label={t('schoolStudents.sortBy', { column: label })}
                    data-testid={`sort-${column.sort}`}
                    fw={700}
                    fz="sm"
                  >
                    {label} {active ? (orderAsc ? '▲' : '▼') : '↕'}
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th>{t('schoolStudents.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s) => (
            <Table.Tr key={s.id} data-testid="student-row">
              <Table.Td>
                <Anchor component={Link} to={STUDENT_PATHS.edit(s.id)} fw={600}>
                  {s.lastName} {s.firstName}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{contact(s)}</Table.Td>
              <Table.Td>{s.category}</Table.Td>
              <Table.Td>{till(s)}</Table.Td>
              <Table.Td>{s.internalExams}</Table.Td>
              <Table.Td>{status(s)}</Table.Td>
              <Table.Td>{actions(s)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { displayCategory, EXAM_FILTER_DEBOUNCE_MS, type InternalExamCriteria, type InternalExamLight } from '@osk/contract';
import { Alert, Badge, Button, Container, Group, Loader, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { AppPagination } from '../../../components/app-pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { ResponsiveList } from '../../../components/responsive-list';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDateTime } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { deleteInternalExam, useInternalExamState, useInternalExams } from '../api/internal-exams.api';
import { InternalPrintDialog } from '../components/internal-print-dialog';
import { SetupWarnings } from '../components/setup-warnings';
import { appliedNameFilter } from '../lib/internal-exams.lib';

type Order = NonNullable<InternalExamCriteria['order']>;
const PAGE_SIZE = 10;

/**
 * /school/exams (school document §2.2): the school's kept internal exams, 10 a page, sorted by a
 * column; first and last name filters apply from 3 characters after 300 ms; print (the report dialog)
 * and delete (after a confirmation).
 */
export function SchoolExamsPage({ schoolId }: { schoolId?: number }) {
  const { t } = useTranslation();
  usePageTitle(t('internalExams.listTitle'));
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const state = useInternalExamState();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [debouncedFirst] = useDebouncedValue(firstName, EXAM_FILTER_DEBOUNCE_MS);
  const [debouncedLast] = useDebouncedValue(lastName, EXAM_FILTER_DEBOUNCE_MS);
  const [order, setOrder] = useState<Order>('startDate');
  const [orderAsc, setOrderAsc] = useState(false);
  const [page, setPage] = useState(0);
  const [printing, setPrinting] = useState<InternalExamLight | null>(null);
  const [deleting, setDeleting] = useState<InternalExamLight | null>(null);
  const [busy, setBusy] = useState(false);

  const school = schoolId ?? state.data?.schoolId ?? 0;
  const criteria: InternalExamCriteria = {
    schoolId: school,
    page,
    order,
    orderAsc,
    ...(appliedNameFilter(debouncedFirst) ? { firstName: appliedNameFilter(debouncedFirst) } : {}),
    ...(appliedNameFilter(debouncedLast) ? { lastName: appliedNameFilter(debouncedLast) } : {}),
  };
  const { page: list, count } = useInternalExams(criteria, school > 0);

  const sortBy = (column: Order) => {
    if (column === order) setOrderAsc(!orderAsc);
    else {
      setOrder(column);
      setOrderAsc(true);
    }
    setPage(0);
  };
  const header = (column: Order, label: string) => (
    <Table.Th>
      <UnstyledButton onClick={() => sortBy(column)} data-testid={`sort-${column}`} fw={600}>
        {label}
        {order === column ? (orderAsc ? ' ▲' : ' ▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await deleteInternalExam(deleting.id);
    setBusy(false);
    setDeleting(null);
    if (!result.ok) {
      notifications.show({ color: 'red', message: apiErrorMessage(t, result.error) });
      return;
    }
    notifications.show({ color: 'green', message: t('internalExams.deleted') });
    await queryClient.invalidateQueries({ queryKey: ['internal-exams'] });
  };

  const total = count.data ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = list.data ?? [];
  /** A name filter; a new filter starts from the first page. */
  const nameFilter = (label: string, value: string, setValue: (value: string) => void, testId: string) => (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setPage(0);
      }}
      data-testid={testId}
    />
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('internalExams.listTitle')}</Title>
          <Button component={Link} to="/exam/internal" variant="light">
            {t('internalExams.newExam')}
          </Button>
        </Group>
        {state.data && <SetupWarnings pinSet={state.data.pinSet} defaultPasswordSet={state.data.defaultPasswordSet} />}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {nameFilter(t('internalExams.filterFirstName'), firstName, setFirstName, 'filter-first-name')}
          {nameFilter(t('internalExams.filterLastName'), lastName, setLastName, 'filter-last-name')}
        </SimpleGrid>
        <Paper withBorder radius="md" p="sm">
          {list.isError ? (
            <Alert color="red" icon={<AlertIcon />}>
              {t('internalExams.loadError')}
            </Alert>
          ) : list.isPending ? (
            <Loader />
          ) : rows.length === 0 ? (
            <Text c="dimmed" data-testid="internal-exams-empty">
              {t('internalExams.empty')}
            </Text>
          ) : (
            <ResponsiveList
              rows={rows}
              rowKey={(exam) => exam.id}
              minWidth={640}
              highlightOnHover={false}
              testIds={{ table: 'internal-exams-table', cards: 'internal-exams-cards', row: 'internal-exam-row' }}
              columns={[
                { key: 'startDate', label: t('internalExams.colDate'), header: header('startDate', t('internalExams.colDate')), cell: (exam) => formatDateTime(exam.startDate) },
                { key: 'firstName', label: t('internalExams.colFirstName'), header: header('firstName', t('internalExams.colFirstName')), cell: (exam) => exam.firstName, card: 'title' },
                { key: 'lastName', label: t('internalExams.colLastName'), header: header('lastName', t('internalExams.colLastName')), cell: (exam) => exam.lastName, card: 'title' },
                { key: 'category', label: t('internalExams.colCategory'), header: header('category', t('internalExams.colCategory')), cell: (exam) => displayCategory(exam.category) },
                { key: 'points', label: t('internalExams.colPoints'), header: header('points', t('internalExams.colPoints')), cell: (exam) => `${exam.points}/${exam.pointsAll}` },
                {
                  key: 'passed',
                  label: t('internalExams.colPassed'),
                  header: header('passed', t('internalExams.colPassed')),
                  cell: (exam) => <Badge color={exam.passed ? 'green' : 'red'}>{exam.passed ? t('internalExams.passed') : t('internalExams.failed')}</Badge>,
                  card: 'aside',
                },
              ]}
              actions={{
                label: t('internalExams.colActions'),
                cell: (exam) => (
                  <Group gap="xs">
                    <Button size="compact-sm" variant="light" onClick={() => setPrinting(exam)} data-testid="internal-exam-print">
                      {t('internalExams.print')}
                    </Button>
                    <Button size="compact-sm" variant="light" color="red" onClick={() => setDeleting(exam)} data-testid="internal-exam-delete">
                      {t('internalExams.delete')}
                    </Button>
                  </Group>
                ),
              }}
            />
          )}
        </Paper>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="internal-exams-total">
            {t('internalExams.total', { count: total })}
          </Text>
          {pages > 1 && <AppPagination total={pages} value={page + 1} onChange={(next) => setPage(next - 1)} siblings={4} />}
        </Group>
      </Stack>
      <InternalPrintDialog exam={printing} userId={user?.id ?? 0} onClose={() => setPrinting(null)} />
      <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={deleting !== null} onClose={() => setDeleting(null)} title={t('internalExams.deleteTitle')} centered data-testid="internal-delete-dialog">
        {deleting && (
          <Stack>
            <Text>{t('internalExams.deleteText', { name: `${deleting.firstName ?? ''} ${deleting.lastName ?? ''}`.trim(), date: formatDateTime(deleting.startDate) })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={busy}>
                {t('internalExams.cancel')}
              </Button>
              <Button color="red" loading={busy} onClick={() => void confirmDelete()} data-testid="internal-delete-confirm">
                {t('internalExams.delete')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}

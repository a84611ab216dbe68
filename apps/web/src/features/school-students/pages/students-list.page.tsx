import type { ApiError, School, SchoolStudentCounts, StudentExportFormat, StudentSearchCriteria } from '@osk/contract';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyListPanel } from '../../../components/empty-list-panel';
import { PageLinks } from '../../../components/page-links';
import { downloadStudentsExport, useStudentCounts, useStudentPage } from '../api/school-students.api';
import { FailureAlert } from '../../../components/failure-alert';
import { saveFile } from '../../../lib/save-file';
import { LoadError, Loading, StockLine, StudentsFrame, WithSchool } from '../components/frame';
import { StudentsTable } from '../components/students-table';
import { BulkBar, SelectionToolbar, useSelection, type BulkOutcome } from '../components/bulk-actions';
import { DEFAULT_CRITERIA } from '../lib/criteria';
import { STUDENT_PATHS } from '../lib/paths';
import { StalePage } from '../../../components/stale-page';

/** Text filters wait this long after typing before the list reloads. */
export const FILTER_DEBOUNCE_MS = 400;

/** /school/students: the school's statistics and its learners (school document §2.2 "Student list"). */
export function StudentsListPage() {
  const { t } = useTranslation();
  return (
    <StudentsFrame
      title={t('schoolStudents.title')}
      back={{ to: STUDENT_PATHS.school, label: t('schoolStudents.back') }}
      testId="students-list-page"
      actions={
        <Button component={Link} to={STUDENT_PATHS.create} data-testid="students-add">
          {t('schoolStudents.add')}
        </Button>
      }
    >
      <WithSchool>{(school) => <StudentsList school={school} />}</WithSchool>
    </StudentsFrame>
  );
}

type Flags = Pick<typeof DEFAULT_CRITERIA, 'smarttesty' | 'eprawko' | 'passed' | 'internal' | 'ready'>;

function StudentsList({ school }: { school: School }) {
  const { t } = useTranslation();
  const [text, setText] = useState({ email: '', firstName: '', lastName: '', phone: '' });
  const [debounced] = useDebouncedValue(text, FILTER_DEBOUNCE_MS);
  const [flags, setFlags] = useState<Flags>({ smarttesty: true, eprawko: false, passed: false, internal: false, ready: false });
  const [sort, setSort] = useState<{ order: NonNullable<StudentSearchCriteria['order']>; orderAsc: boolean }>({ order: 'lastName', orderAsc: true });
  const [page, setPage] = useState(0);
  // The "ready for the exam" filter exists while the school has a readiness threshold (issue 23).
  const marking = school.readinessThreshold !== null && school.readinessThreshold !== undefined;
  const criteria: StudentSearchCriteria = { ...DEFAULT_CRITERIA, ...debounced, ...flags, ready: marking && flags.ready, ...sort, page };
  const students = useStudentPage(school.id, criteria);
  const counts = useStudentCounts(school.id, criteria);
  const selection = useSelection();
  const [bulkResult, setBulkResult] = useState<BulkOutcome | null>(null);
  const [selectedBefore, setSelectedBefore] = useState(0);
  // Ticking learners again puts the last result away (set during render, as for the filters below).
  if (selection.ids.size !== selectedBefore) {
    setSelectedBefore(selection.ids.size);
    if (selectedBefore === 0 && bulkResult) setBulkResult(null);
  }
  const [lastFilter, setLastFilter] = useState(JSON.stringify(debounced));
  // A new text filter starts from the first page (set during render, as React recommends for derived state).
  if (JSON.stringify(debounced) !== lastFilter) {
    setLastFilter(JSON.stringify(debounced));
    setPage(0);
  }

  const setFlag = (key: keyof Flags, value: boolean) => {
    setFlags((f) => ({ ...f, [key]: value }));
    setPage(0);
  };
  const onSort = (order: NonNullable<StudentSearchCriteria['order']>) => {
    setSort((s) => ({ order, orderAsc: s.order === order ? !s.orderAsc : true }));
    setPage(0);
  };

  // Every link is named by the page it opens: the previous and next ones too.
  const pageName = (page: number) => t('schoolStudents.page', { page });
  const pageLabels = (current: number) => ({ prev: pageName(current), next: pageName(current + 2), page: pageName });

  let list;
  if (students.isPending) list = <Loading />;
  else if (students.isError) list = <LoadError error={students.error} retry={() => void students.refetch()} />;
  else if (students.data.content.length === 0)
    list = (
      <EmptyListPanel
        testId="students-empty"
        message={t('schoolStudents.empty')}
        action={
          <Button variant="light" component={Link} to={STUDENT_PATHS.create}>
            {t('schoolStudents.add')}
          </Button>
        }
      />
    );
  else
    list = (
      <StalePage stale={students.isPlaceholderData}>
        <StudentsTable students={students.data.content} order={sort.order} orderAsc={sort.orderAsc} onSort={onSort} selection={selection} />
        <PageLinks current={students.data.number} total={students.data.totalPages} onPage={setPage} testId="students-pages" labels={pageLabels(students.data.number)} />
      </StalePage>
    );

  return (
    <Stack gap="md">
      <StockLine school={school} />
      <Counts counts={counts.data} />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {(['email', 'firstName', 'lastName', 'phone'] as const).map((key) => (
            <TextInput
              key={key}
              {...(key === 'phone' ? { type: 'tel', inputMode: 'tel' as const, autoComplete: 'off' } : {})}
              label={t(`schoolStudents.filters.${key}`)}
              value={text[key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setText((v) => ({ ...v, [key]: value }));
              }}
              data-testid={`filter-${key}`}
            />
          ))}
        </SimpleGrid>
        <Group gap="lg" mt="sm">
          {([
            ['smarttesty', 'own'],
            ['eprawko', 'partner'],
            ['passed', 'passed'],
            ['internal', 'internal'],
            ...(marking ? ([['ready', 'ready']] as const) : []),
          ] as const).map(([key, label]) => (
            <Checkbox key={key} label={t(`schoolStudents.filters.${label}`)} checked={flags[key]} onChange={(e) => setFlag(key, e.currentTarget.checked)} data-testid={`filter-${key}`} />
          ))}
        </Group>
      </Paper>
      <ExportButtons schoolId={school.id} criteria={criteria} />
      {students.data && students.data.content.length > 0 && (
        <SelectionToolbar
          schoolId={school.id}
          criteria={criteria}
          pageIds={students.data.content.map((s) => s.id)}
          total={counts.data?.count}
          selection={selection}
          onFailure={(message) => setBulkResult({ ok: false, message })}
        />
      )}
      {list}
      <BulkBar school={school} selection={selection} result={bulkResult} onResult={setBulkResult} />
    </Stack>
  );
}

/** Downloads every learner matching the list's filters (all pages) as CSV or XLSX. */
function ExportButtons({ schoolId, criteria }: { schoolId: number; criteria: StudentSearchCriteria }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<StudentExportFormat | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const run = async (format: StudentExportFormat) => {
    setBusy(format);
    setFailure(null);
    const result = await downloadStudentsExport(schoolId, format, criteria);
    setBusy(null);
    if (!result.ok) {
      setFailure(result.error);
      return;
    }
    saveFile(result.data.blob, result.data.fileName ?? `kursanci.${format}`);
  };
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('schoolStudents.export.title')}
        </Text>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button key={format} variant="light" size="sm" loading={busy === format} disabled={busy !== null} onClick={() => void run(format)} data-testid={`students-export-${format}`}>
            {t(`schoolStudents.export.${format}`)}
          </Button>
        ))}
      </Group>
      <FailureAlert failure={failure} testId="students-export-error" />
    </Stack>
  );
}

function Counts({ counts }: { counts: SchoolStudentCounts | undefined }) {
  const { t } = useTranslation();
  const items = ['all', 'active', 'passed', 'internal', 'partner', 'count'] as const;
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid="students-counts">
      {items.map((key) => (
        <Paper key={key} withBorder radius="md" p="xs" ta="center">
          <Text size="xl" fw={700} data-testid={`count-${key}`}>
            {counts ? counts[key] : '…'}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`schoolStudents.counts.${key === 'count' ? 'found' : key}`)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

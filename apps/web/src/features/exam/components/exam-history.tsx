import { PAGE_SIZE, type ExamLight } from '@osk/contract';
import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { AppPagination } from '../../../components/app-pagination';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExamCategory } from '../../../components/exam-category';
import { AlertIcon } from '../../../components/icons';
import { ResponsiveList } from '../../../components/responsive-list';
import { formatDateTime } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useExamHistory } from '../api/exam.api';
import { ExamHistoryFrame, ExamHistoryLoading } from './exam-history-frame';

function StatusBadge({ exam }: { exam: ExamLight }) {
  const { t } = useTranslation();
  if (exam.status === 'IN_PROGRESS') {
    return (
      <Badge color="blue" variant="light">
        {t('exam.choose.inProgress')}
      </Badge>
    );
  }
  return exam.passed ? (
    <Badge color="teal" data-testid="exam-history-passed">
      {t('exam.choose.passed')}
    </Badge>
  ) : (
    <Badge color="red" data-testid="exam-history-failed">
      {t('exam.choose.failed')}
    </Badge>
  );
}

/** The learner's past exams (date, category, points, passed or failed, a link to review), 10 a page. */
export function ExamHistory({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const history = useExamHistory(studentId);
  const [page, setPage] = useState(1);
  // The table is drawn in the deferred render after the answer arrives, in short slices (issue 19).
  const drawn = useDeferredValue(history.isPending);

  let content;
  if (history.isPending || drawn) {
    content = <ExamHistoryLoading />;
  } else if (history.isError) {
    content = (
      <Alert color="red" icon={<AlertIcon />} data-testid="exam-history-error">
        {t('exam.choose.historyError')}
      </Alert>
    );
  } else if (history.data.length === 0) {
    content = (
      <Text c="dimmed" data-testid="exam-history-empty">
        {t('exam.choose.historyEmpty')}
      </Text>
    );
  } else {
    const pages = Math.ceil(history.data.length / PAGE_SIZE);
    const current = Math.min(page, pages);
    const rows = history.data.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
    content = (
      <Stack gap="sm">
        {/* Cards on phones: the review and resume links stay on screen (issue 18). */}
        <ResponsiveList
          rows={rows}
          rowKey={(exam) => exam.id}
          minWidth={560}
          testIds={{ table: 'exam-history', cards: 'exam-history-cards', row: (exam) => `exam-history-row-${exam.id}` }}
          columns={[
            { key: 'date', label: t('exam.choose.colDate'), cell: (exam) => formatDateTime(exam.startDate), card: 'title' },
            {
              key: 'category',
              label: t('exam.choose.colCategory'),
              cell: (exam) => <ExamCategory exam={exam} notes={{ qualification: t('exam.choose.qualificationShort'), hard: t('exam.choose.hardShort') }} hardTestId={`exam-history-hard-${exam.id}`} />,
            },
            { key: 'result', label: t('exam.choose.colResult'), cell: (exam) => (exam.points === null ? '–' : `${exam.points}/${exam.pointsAll}`) },
            { key: 'status', label: t('exam.choose.colStatus'), cell: (exam) => <StatusBadge exam={exam} />, card: 'aside' },
          ]}
          actions={{
            label: t('exam.choose.colAction'),
            td: { ta: 'right' },
            cell: (exam) => (
              <Anchor component={Link} to={`${ROUTES.examRun}/${exam.id}`} data-testid={`exam-history-open-${exam.id}`}>
                {exam.status === 'IN_PROGRESS' ? t('exam.choose.resume') : t('exam.choose.review')}
              </Anchor>
            ),
          }}
        />
        {pages > 1 && (
          <Group justify="center">
            <AppPagination total={pages} value={current} onChange={setPage} siblings={1} />
          </Group>
        )}
      </Stack>
    );
  }

  return <ExamHistoryFrame>{content}</ExamHistoryFrame>;
}

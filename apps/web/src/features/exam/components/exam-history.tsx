import { displayCategory, PAGE_SIZE, type ExamLight } from '@osk/contract';
import { Alert, Anchor, Badge, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useExamHistory } from '../api/exam.api';

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

  let content;
  if (history.isPending) {
    content = (
      <Center py="md">
        <Loader size="sm" aria-label={t('common.loading')} />
      </Center>
    );
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
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="exam-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('exam.choose.colDate')}</Table.Th>
                <Table.Th>{t('exam.choose.colCategory')}</Table.Th>
                <Table.Th>{t('exam.choose.colResult')}</Table.Th>
                <Table.Th>{t('exam.choose.colStatus')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('exam.choose.colAction')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((exam) => (
                <Table.Tr key={exam.id} data-testid={`exam-history-row-${exam.id}`}>
                  <Table.Td>{formatDateTime(exam.startDate)}</Table.Td>
                  <Table.Td>
                    {displayCategory(exam.category)}
                    {exam.type === 'QUALIFICATION' && (
                      <Text span size="xs" c="dimmed">
                        {' '}
                        ({t('exam.choose.qualificationShort')})
                      </Text>
                    )}
                    {exam.type === 'HARD' && (
                      <Text span size="xs" c="dimmed" data-testid={`exam-history-hard-${exam.id}`}>
                        {' '}
                        ({t('exam.choose.hardShort')})
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{exam.points === null ? '–' : `${exam.points}/${exam.pointsAll}`}</Table.Td>
                  <Table.Td>
                    <StatusBadge exam={exam} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Anchor component={Link} to={`${ROUTES.examRun}/${exam.id}`} data-testid={`exam-history-open-${exam.id}`}>
                      {exam.status === 'IN_PROGRESS' ? t('exam.choose.resume') : t('exam.choose.review')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={current} onChange={setPage} siblings={1} />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={2} size="h3" mb="md">
        {t('exam.choose.history')}
      </Title>
      {content}
    </Paper>
  );
}

import { PAGE_SIZE } from '@osk/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { AppPagination } from '../../../components/app-pagination';
import { ExamCategory } from '../../../components/exam-category';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import type { FinishedExam } from '../lib/exam-stats';
import { PrinterIcon } from '../../../components/icons';

export interface StatsExamTableProps {
  /** Finished exams, newest first. */
  exams: FinishedExam[];
  /** Whether a row opens the exam in check mode (the learner's own exams). */
  canOpen: boolean;
  onPrint: (exam: FinishedExam) => void;
}

/**
 * A badge that is never cut to an ellipsis: with its default `overflow: hidden` a narrow (phone) table
 * squeezes the result column down to "NI…".
 */
const WHOLE_BADGE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** Whether a click landed on a control of its own inside the row (the print button, the link). */
function fromControl(event: MouseEvent | KeyboardEvent): boolean {
  return event.target instanceof Element && event.target.closest('a, button') !== null;
}

/**
 * The exam table of the statistics (spec §2, §9): date, category, points, passed or failed, 10 a
 * page with at most 10 page links. A row opens the exam in check mode; each row can be printed.
 */
export function StatsExamTable({ exams, canOpen, onPrint }: StatsExamTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(exams.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = exams.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const open = (id: number) => navigate(`${ROUTES.examRun}/${id}`);
  // With one category (the chart's title names it) a phone leaves the column out to fit the screen.
  const oneCategory = new Set(exams.map((e) => e.category)).size <= 1;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {t('stats.table.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="stats-table-count">
            {t('stats.table.count', { count: exams.length })}
          </Text>
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table striped highlightOnHover={canOpen} verticalSpacing="xs" horizontalSpacing={8} fz={{ base: 'xs', sm: 'sm' }} data-testid="stats-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('stats.table.date')}</Table.Th>
                <Table.Th visibleFrom={oneCategory ? 'sm' : undefined}>
                  {/* A phone gets the short header: the column itself holds one or two letters. */}
                  <Text span inherit hiddenFrom="sm" title={t('stats.table.category')}>
                    {t('stats.table.categoryShort')}
                  </Text>
                  <Text span inherit visibleFrom="sm">
                    {t('stats.table.category')}
                  </Text>
                </Table.Th>
                <Table.Th>{t('stats.table.points')}</Table.Th>
                <Table.Th>{t('stats.table.result')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('stats.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((exam) => {
                const date = formatDateTime(exam.startDate);
                return (
                  <Table.Tr
                    key={exam.id}
                    data-testid={`stats-row-${exam.id}`}
                    style={canOpen ? { cursor: 'pointer' } : undefined}
                    onClick={canOpen ? (event) => !fromControl(event) && void open(exam.id) : undefined}
                  >
                    <Table.Td>
                      {canOpen ? (
                        <Anchor component={Link} to={`${ROUTES.examRun}/${exam.id}`} aria-label={t('stats.table.openAria', { date })} data-testid={`stats-open-${exam.id}`}>
                          {date}
                        </Anchor>
                      ) : (
                        date
                      )}
                    </Table.Td>
                    <Table.Td visibleFrom={oneCategory ? 'sm' : undefined}>
                      <ExamCategory exam={exam} notes={{ qualification: t('stats.qualificationShort'), hard: t('stats.hardShort') }} hardTestId={`stats-hard-${exam.id}`} />
                    </Table.Td>
                    <Table.Td>{t('stats.table.pointsValue', { points: exam.points, max: exam.pointsAll })}</Table.Td>
                    <Table.Td>
                      {exam.passed ? (
                        <Badge color="teal" variant="light" size="sm" styles={WHOLE_BADGE} data-testid="stats-passed">
                          {t('stats.passed')}
                        </Badge>
                      ) : (
                        <Badge color="red" variant="light" size="sm" styles={WHOLE_BADGE} data-testid="stats-failed">
                          {t('stats.failed')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        px={6}
                        onClick={() => onPrint(exam)}
                        aria-label={t('stats.table.printAria', { date })}
                        data-testid={`stats-print-${exam.id}`}
                      >
                        <Group gap={6} wrap="nowrap">
                          <PrinterIcon size={18} />
                          {/* On a phone the icon alone keeps the row within the screen. */}
                          <Text span inherit visibleFrom="sm">
                            {t('stats.table.print')}
                          </Text>
                        </Group>
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center">
            {/* siblings 1 and boundaries 1 keep the links well under the spec's 10. */}
            <AppPagination
              total={pages}
              value={current}
              onChange={setPage}
              siblings={1}
              boundaries={1}
              aria-label={t('stats.table.pages')}
              getItemProps={(p) => ({ 'aria-label': t('stats.table.page', { page: p }) })}
              data-testid="stats-pagination"
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

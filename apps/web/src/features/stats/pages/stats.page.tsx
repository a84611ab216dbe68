import { displayCategory, isAccessActive, type Category } from '@osk/contract';
import { Alert, Button, Grid, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { LinkNotice } from '../../../components/link-notice';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStatsStudent, useStudentExams, type StatsStudent } from '../api/stats.api';
import { PassRateChart } from '../components/pass-rate-chart';
import { PointsChart } from '../components/points-chart';
import { PrintReportDialog } from '../components/print-report-dialog';
import { StatsExamTable } from '../components/stats-exam-table';
import { ModuleStats } from '../components/module-stats';
import { isFinished, statsByCategory, type CategoryStats, type FinishedExam } from '../lib/exam-stats';
import { PageLoading } from '../../../components/page-loading';

/** The route's optional student id: a positive whole number, else null (absent) or NaN (not an id). */
function idParam(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  return /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : Number.NaN;
}

function Loading() {
  return <PageLoading testId="stats-loading" />;
}

function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiRequestError && error.status === 403;
  return (
    <Alert color="red" icon={<AlertIcon />} title={refused ? t('stats.forbidden') : t('stats.loadError')} role="alert" data-testid={refused ? 'stats-forbidden' : 'stats-error'}>
      <Stack gap="sm" align="flex-start">
        {!refused && error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, error.error)}</Text>}
        {onRetry && !refused && (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function Forbidden({ bySchool }: { bySchool: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<AlertIcon />} title={t('stats.forbidden')} role="alert" data-testid="stats-forbidden">
      <Button component={Link} to={bySchool ? ROUTES.school : ROUTES.stats} variant="light" color="red">
        {bySchool ? t('stats.toSchool') : t('stats.ownStats')}
      </Button>
    </Alert>
  );
}

function ChooseStudent() {
  const { t } = useTranslation();
  return <LinkNotice title={t('stats.pageTitle')} text={t('stats.chooseStudent')} link={{ to: ROUTES.school, label: t('stats.toSchool') }} testId="stats-choose-student" />;
}

function EmptyState({ bySchool }: { bySchool: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="stats-empty">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('stats.empty.title')}
        </Title>
        <Text c="dimmed">{bySchool ? t('stats.empty.textSchool') : t('stats.empty.text')}</Text>
        {!bySchool && (
          <Button component={Link} to={ROUTES.exam} data-testid="stats-empty-start">
            {t('stats.empty.start')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The name of a category group: "B", or "C – kwalifikacja wstępna" for Y. */
function groupLabel(t: TFunction, group: CategoryStats): string {
  const category = displayCategory(group.category);
  return group.qualification ? t('stats.qualification', { category }) : t('stats.category', { category });
}

function Summary({ group }: { group: CategoryStats }) {
  const { t } = useTranslation();
  const best = Math.max(...group.exams.map((e) => e.points));
  const average = Math.round(group.exams.reduce((sum, e) => sum + e.points, 0) / group.total);
  return (
    <Stack gap={4} align="center">
      <Text fw={600} data-testid="stats-pass-summary">
        {t('stats.passRate.summary', { passed: group.passed, total: group.total })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('stats.summary.best', { points: best, max: group.maxPoints })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('stats.summary.average', { points: average, max: group.maxPoints })}
      </Text>
    </Stack>
  );
}

function Charts({ groups }: { groups: CategoryStats[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Category | null>(null);
  const group = groups.find((g) => g.category === chosen) ?? groups[0];
  if (!group) return null;
  return (
    <Stack gap="md">
      {groups.length > 1 && (
        <Group gap="sm">
          <Text size="sm" fw={500} id="stats-category-label">
            {t('stats.categoryPicker')}
          </Text>
          <SegmentedControl
            aria-labelledby="stats-category-label"
            value={group.category}
            onChange={(value) => setChosen(value as Category)}
            data={groups.map((g) => ({ value: g.category, label: groupLabel(t, g) }))}
            data-testid="stats-category"
          />
        </Group>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} h="100%">
            <Title order={2} size="h4" mb="xs">
              {t('stats.points.heading', { group: groupLabel(t, group) })}
            </Title>
            <PointsChart stats={group} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} h="100%">
            <Title order={2} size="h4" mb="md">
              {t('stats.passRate.title')}
            </Title>
            <Stack align="center" gap="md">
              <PassRateChart stats={group} />
              <Summary group={group} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function StudentStats({ student, bySchool }: { student: StatsStudent; bySchool: boolean }) {
  const { t } = useTranslation();
  const exams = useStudentExams(student.id);
  const [printing, setPrinting] = useState<FinishedExam | null>(null);
  const name = `${student.firstName} ${student.lastName}`.trim();

  let content;
  if (exams.isPending) content = <Loading />;
  else if (exams.isError) content = <LoadError error={exams.error} onRetry={() => void exams.refetch()} />;
  else {
    const finished = exams.data.filter(isFinished);
    content =
      finished.length === 0 ? (
        <EmptyState bySchool={bySchool} />
      ) : (
        <>
          <Charts groups={statsByCategory(finished)} />
          <StatsExamTable exams={finished} canOpen={!bySchool} onPrint={setPrinting} />
        </>
      );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} data-testid="stats-heading">
          {bySchool ? t('stats.headingOf', { name }) : t('stats.heading')}
        </Title>
        <Text c="dimmed">{t('stats.subtitle')}</Text>
      </div>
      {content}
      <ModuleStats studentId={student.id} category={student.category} bySchool={bySchool} />
      <PrintReportDialog
        exam={printing}
        userId={student.userId}
        // A school prints for its learners; a learner needs a running subscription (spec §6).
        canPrint={bySchool || isAccessActive(student.learningAvailableTill, todayIso())}
        onClose={() => setPrinting(null)}
      />
    </Stack>
  );
}

/**
 * Statistics (/stats/{id?}, spec §2): per category, the points of each exam against the pass mark and
 * the pass rate; below, the exam table with printing of the exam report. A learner sees their own; a
 * school opens one of its learners by student id.
 */
export function StatsPage() {
  const { t } = useTranslation();
  usePageTitle(t('stats.pageTitle'));
  const user = useSessionUser();
  const id = idParam(useParams().id);
  const bySchool = user?.userType === 'SCHOOL';
  const student = useStatsStudent(Number.isNaN(id) ? null : id);

  if (Number.isNaN(id)) return <Forbidden bySchool={bySchool} />;
  if (bySchool && id === null) return <ChooseStudent />;
  if (student.isPending) return <Loading />;
  if (student.isError) return <LoadError error={student.error} onRetry={() => void student.refetch()} />;
  // A learner opening another id sees the same refusal as the server would give.
  if (!bySchool && id !== null && id !== student.data.id) return <Forbidden bySchool={false} />;
  return <StudentStats student={student.data} bySchool={bySchool} />;
}

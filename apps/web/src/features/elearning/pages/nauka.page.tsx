import type { Student } from '@osk/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { HeadedPage } from '../../../components/page-heading';
import { todayIso } from '../../../lib/dates';
import { formatDate } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { useCourses, useLectureProgress, useLectures, isLecturesNoAccess } from '../api/elearning.api';
import { ListSkeleton, LoadError, NoAccess } from '../components/elearning-states';
import { PercentBar } from '../components/percent-bar';
import { accessState, courseLanguageOf, ELEARNING_PATHS, isPartnerSource } from '../lib/elearning-paths';

/**
 * A card of the hub: its title with the access end date while it can be opened, a lead, the body,
 * and the button in.
 */
function HubCard({ testId, title, lead, till, open, children }: {
  testId: string;
  title: string;
  lead: string;
  till: string | null;
  open: { to: string; label: string; testId: string } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md" h="100%" justify="space-between">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <Title order={2} size="h3">
              {title}
            </Title>
            {open && till && (
              <Badge variant="light" color="teal">
                {t('elearning.access.till', { date: formatDate(till) })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {lead}
          </Text>
          {children}
        </Stack>
        {open && (
          <Button component={Link} to={open.to} data-testid={open.testId}>
            {open.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function ElearningCard({ student }: { student: Student }) {
  const { t, i18n } = useTranslation();
  const state = accessState(student.learningAvailableTill, todayIso());
  const courses = useCourses(state === 'active' ? student.category : undefined, courseLanguageOf(i18n.language));
  let body;
  if (state !== 'active') body = <NoAccess kind="learning" till={student.learningAvailableTill} testId="nauka-elearning-no-access" />;
  else if (courses.isPending) body = <ListSkeleton rows={2} height={40} />;
  else if (courses.isError) body = <LoadError title={t('elearning.courses.loadError')} error={courses.error} onRetry={() => void courses.refetch()} />;
  else if (courses.data.length === 0) body = <Text c="dimmed">{t('elearning.courses.empty', { category: student.category })}</Text>;
  else
    body = (
      <Stack gap="xs" data-testid="nauka-courses">
        {courses.data.map((course) => (
          <Stack key={course.id} gap={2}>
            <Text size="sm" fw={500}>
              {course.name}
            </Text>
            <PercentBar value={course.percentage} label={t('elearning.courses.progressLabel')} testId={`nauka-course-${course.id}-percent`} />
          </Stack>
        ))}
      </Stack>
    );
  return (
    <HubCard
      testId="nauka-elearning"
      title={t('elearning.hub.elearningTitle')}
      lead={t('elearning.hub.elearningLead')}
      till={student.learningAvailableTill}
      open={state === 'active' ? { to: ELEARNING_PATHS.choose, label: t('elearning.hub.openCourses'), testId: 'nauka-elearning-open' } : null}
    >
      {body}
    </HubCard>
  );
}

function LecturesCard({ student, userId }: { student: Student; userId: number }) {
  const { t } = useTranslation();
  const state = accessState(student.lecturesAvailableTill, todayIso());
  const lectures = useLectures(student.id, state === 'active');
  const progress = useLectureProgress(userId, state === 'active');
  const refused = isLecturesNoAccess(lectures.error);
  let body;
  if (state !== 'active' || refused) body = <NoAccess kind="lectures" till={student.lecturesAvailableTill} testId="nauka-lectures-no-access" />;
  else if (lectures.isPending || progress.isPending) body = <ListSkeleton rows={1} height={40} />;
  else if (lectures.isError) body = <LoadError title={t('elearning.lectures.loadError')} error={lectures.error} onRetry={() => void lectures.refetch()} />;
  else {
    const total = lectures.data.length;
    const ids = new Set(lectures.data.map((lecture) => lecture.id));
    const finished = (progress.data ?? []).filter((entry) => entry.finished && ids.has(entry.lectureId)).length;
    body = (
      <Stack gap={4}>
        <Text fw={600} data-testid="nauka-lectures-count">
          {t('elearning.hub.lecturesDone', { finished, total })}
        </Text>
        <PercentBar value={total === 0 ? 0 : Math.round((finished * 100) / total)} label={t('elearning.lectures.title')} />
      </Stack>
    );
  }
  const open = state === 'active' && !refused;
  return (
    <HubCard
      testId="nauka-lectures"
      title={t('elearning.lectures.title')}
      lead={t('elearning.hub.lecturesLead')}
      till={student.lecturesAvailableTill}
      open={open ? { to: ELEARNING_PATHS.lectures, label: t('elearning.hub.openLectures'), testId: 'nauka-lectures-open' } : null}
    >
      {body}
    </HubCard>
  );
}

/**
 * /nauka (spec §2): the learning hub with the e-learning courses and the e-lectures, each with the
 * learner's progress, or the state of a missing or ended access. Partner-platform users do not see
 * it (spec §1) and go to their profile.
 */
export function NaukaPage() {
  const { t } = useTranslation();
  usePageTitle(t('elearning.hub.title'));
  const user = useSessionUser();
  const student = useCurrentLearner();
  if (user && isPartnerSource(user.userSource)) return <Navigate to={ROUTES.profile} replace />;
  let body;
  if (student.isPending) body = <ListSkeleton rows={2} height={180} />;
  else if (student.isError) body = <LoadError title={t('elearning.loadStudentError')} error={student.error} onRetry={() => void student.refetch()} />;
  else
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ElearningCard student={student.data} />
        <LecturesCard student={student.data} userId={user?.id ?? student.data.userId} />
      </SimpleGrid>
    );
  return (
    <HeadedPage title={t('elearning.hub.title')} lead={t('elearning.hub.lead')} testId="nauka-title">
      {body}
    </HeadedPage>
  );
}

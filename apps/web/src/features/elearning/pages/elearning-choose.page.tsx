import type { Course, Student } from '@osk/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { elearningKeys, fetchCourseModules, useCourseProgress, useCourses } from '../api/elearning.api';
import { ListSkeleton, LoadError } from '../components/elearning-states';
import { LearnerAccessPage } from '../components/learner-access-page';
import { PercentBar } from '../components/percent-bar';
import { courseLanguageOf, modulesPath, slidePath } from '../lib/elearning-paths';

function CourseCard({ course, userId }: { course: Course; userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const progress = useCourseProgress(userId, course.id);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);
  const resume = progress.data && progress.data.moduleId !== null && progress.data.lessonNumber !== null ? slidePath(progress.data.moduleId, progress.data.lessonNumber) : null;

  // Start: the first slide of the first module (the modules are asked for on click).
  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const modules = await queryClient.fetchQuery({ queryKey: elearningKeys.modules(course.id), queryFn: ({ signal }) => fetchCourseModules(course.id, signal) });
      const first = modules.find((module) => module.slaidsNumber > 0);
      if (first) await navigate(slidePath(first.id, 1));
      else await navigate(modulesPath(course.id));
    } catch (error) {
      setStartError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid={`course-${course.id}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap={6}>
            <Badge variant="light" color="gray">
              {t('elearning.courses.modules', { count: course.modulesNumber })}
            </Badge>
            <Badge variant="light" color="gray">
              {t('elearning.courses.slides', { count: course.slaidsNumber })}
            </Badge>
          </Group>
          <Title order={2} size="h4" lh={1.3}>
            {course.name}
          </Title>
          {course.description && (
            <Text size="sm" c="dimmed">
              {course.description}
            </Text>
          )}
          <PercentBar value={progress.data?.percentage ?? course.percentage} label={t('elearning.courses.progressLabel')} testId={`course-${course.id}-percent`} />
        </Stack>
        {startError !== null && <LoadError title={t('elearning.courses.startError')} error={startError} />}
        <Group gap="sm">
          {resume ? (
            <Button component={Link} to={resume} data-testid={`course-${course.id}-continue`}>
              {t('elearning.courses.continue')}
            </Button>
          ) : (
            <Button onClick={() => void start()} loading={starting || progress.isPending} data-testid={`course-${course.id}-start`}>
              {t('elearning.courses.start')}
            </Button>
          )}
          <Button component={Link} to={modulesPath(course.id)} variant="default" data-testid={`course-${course.id}-modules`}>
            {t('elearning.courses.modulesLink')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CourseList({ student }: { student: Student }) {
  const { t, i18n } = useTranslation();
  const courses = useCourses(student.category, courseLanguageOf(i18n.language));
  if (courses.isPending) return <ListSkeleton rows={2} height={160} />;
  if (courses.isError) return <LoadError title={t('elearning.courses.loadError')} error={courses.error} onRetry={() => void courses.refetch()} />;
  if (courses.data.length === 0)
    return (
      <Paper withBorder radius="md" p="lg" data-testid="courses-empty">
        <Text>{t('elearning.courses.empty', { category: student.category })}</Text>
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="course-list">
      {courses.data.map((course) => (
        <CourseCard key={course.id} course={course} userId={student.userId} />
      ))}
    </SimpleGrid>
  );
}

/** /elearning/choose (spec §2): the courses of the learner's category, each with its percentage and start or continue. */
export function ElearningChoosePage() {
  return <LearnerAccessPage kind="learning">{(student) => <CourseList student={student} />}</LearnerAccessPage>;
}

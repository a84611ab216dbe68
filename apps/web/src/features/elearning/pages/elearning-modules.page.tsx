import type { CourseModule, CourseSubject } from '@osk/contract';
import { Accordion, Button, Group, Paper, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { useCourseModules, useCourseProgress, useModuleSubjects, useSubjectSlides } from '../api/elearning.api';
import { ListSkeleton, LoadError } from '../components/elearning-states';
import { PercentBar } from '../components/percent-bar';
import { ELEARNING_PATHS, slidePath } from '../lib/elearning-paths';

function SlideList({ subject, courseId, moduleId }: { subject: CourseSubject; courseId: number; moduleId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slides = useSubjectSlides(subject.id, courseId, true);
  if (slides.isPending) return <ListSkeleton rows={2} height={28} />;
  if (slides.isError) return <LoadError title={t('elearning.modules.slidesError')} error={slides.error} onRetry={() => void slides.refetch()} />;
  if (slides.data.length === 0) return <Text size="sm" c="dimmed">{t('elearning.modules.noSlides')}</Text>;
  return (
    <Stack gap={2} data-testid={`subject-${subject.id}-slides`}>
      {slides.data.map((slide) => (
        <UnstyledButton
          key={slide.id}
          onClick={() => void navigate(slidePath(moduleId, slide.lessonNumber))}
          data-testid={`slide-link-${slide.id}`}
          data-viewed={slide.viewed}
          p={6}
          style={{ borderRadius: 6 }}
          className="elearning-slide-link"
        >
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size={20} radius="xl" color={slide.viewed ? 'teal' : 'gray'} variant={slide.viewed ? 'filled' : 'light'} aria-label={t(slide.viewed ? 'elearning.modules.viewed' : 'elearning.modules.notViewed')}>
              {slide.viewed ? <CheckIcon size={12} /> : <span aria-hidden style={{ fontSize: 10 }}>{slide.lessonNumber}</span>}
            </ThemeIcon>
            <Text size="sm">{t('elearning.modules.slide', { number: slide.lessonNumber, name: slide.name })}</Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function SubjectList({ module, courseId }: { module: CourseModule; courseId: number }) {
  const { t } = useTranslation();
  const subjects = useModuleSubjects(module.id, true);
  const [open, setOpen] = useState<string | null>(null);
  if (subjects.isPending) return <ListSkeleton rows={2} height={36} />;
  if (subjects.isError) return <LoadError title={t('elearning.modules.subjectsError')} error={subjects.error} onRetry={() => void subjects.refetch()} />;
  if (subjects.data.length === 0) return <Text size="sm" c="dimmed">{t('elearning.modules.noSubjects')}</Text>;
  return (
    <Accordion value={open} onChange={setOpen} variant="contained" radius="md" data-testid={`module-${module.id}-subjects`}>
      {subjects.data.map((subject) => (
        <Accordion.Item key={subject.id} value={String(subject.id)}>
          <Accordion.Control data-testid={`subject-${subject.id}`}>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {subject.name}
              </Text>
              <PercentBar value={subject.percentage} label={t('elearning.modules.progressLabel')} testId={`subject-${subject.id}-percent`} />
            </Stack>
          </Accordion.Control>
          <Accordion.Panel>{open === String(subject.id) && <SlideList subject={subject} courseId={courseId} moduleId={module.id} />}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * /elearning/modules/{courseId} (spec §2): the course's modules with percentages; a module opens to
 * its subjects, a subject to its slides (with a viewed mark); a slide opens the viewer on it.
 */
export function ElearningModulesPage() {
  const { t } = useTranslation();
  usePageTitle(t('elearning.modules.title'));
  const courseId = Number(useParams().courseId);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const student = useCurrentLearner();
  const modules = useCourseModules(valid ? courseId : undefined);
  const progress = useCourseProgress(student.data?.userId, valid ? courseId : undefined);
  const [open, setOpen] = useState<string | null>(null);

  let body;
  if (!valid) body = <LoadError title={t('msg.error.elearning.course.not.found')} backTo={ELEARNING_PATHS.choose} backLabel={t('elearning.backToCourses')} />;
  else if (modules.isPending) body = <ListSkeleton rows={4} height={64} />;
  else if (modules.isError)
    body = <LoadError title={t('elearning.modules.loadError')} error={modules.error} onRetry={() => void modules.refetch()} backTo={ELEARNING_PATHS.choose} backLabel={t('elearning.backToCourses')} />;
  else if (modules.data.length === 0) body = <Text c="dimmed">{t('elearning.modules.empty')}</Text>;
  else
    body = (
      <Accordion value={open} onChange={setOpen} variant="separated" radius="md" data-testid="module-list">
        {modules.data.map((module) => (
          <Accordion.Item key={module.id} value={String(module.id)} data-testid={`module-${module.id}`}>
            <Accordion.Control data-testid={`module-${module.id}-toggle`}>
              <Stack gap={4}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t('elearning.modules.moduleNumber', { number: module.moduleNumber })}
                </Text>
                <Text fw={600}>{module.name}</Text>
                <PercentBar value={module.percentage} label={t('elearning.modules.progressLabel')} testId={`module-${module.id}-percent`} />
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              {open === String(module.id) && (
                <Stack gap="sm">
                  <SubjectList module={module} courseId={courseId} />
                  <Button component={Link} to={slidePath(module.id, 1)} variant="light" size="sm" style={{ alignSelf: 'flex-start' }} data-testid={`module-${module.id}-start`}>
                    {t('elearning.modules.startModule')}
                  </Button>
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );

  const resume = progress.data && progress.data.moduleId !== null && progress.data.lessonNumber !== null ? slidePath(progress.data.moduleId, progress.data.lessonNumber) : null;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={1} data-testid="modules-title">
            {t('elearning.modules.title')}
          </Title>
          <Button component={Link} to={ELEARNING_PATHS.choose} variant="subtle" size="compact-sm">
            {t('elearning.backToCourses')}
          </Button>
        </Group>
        {progress.data && (
          <Paper withBorder radius="md" p="sm">
            <Stack gap={6}>
              <PercentBar value={progress.data.percentage} label={t('elearning.courses.progressLabel')} testId="modules-course-percent" />
              {resume && (
                <Button component={Link} to={resume} size="sm" style={{ alignSelf: 'flex-start' }} data-testid="modules-continue">
                  {t('elearning.courses.continue')}
                </Button>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
      {body}
    </Stack>
  );
}

import { AUTOPLAY_SILENT_SLIDE_MS, type Slide, type Student } from '@osk/contract';
import { Alert, Badge, Button, Group, Image, Paper, Progress, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { hasText } from '../../../lib/i18n/i18n';
import { useMediaUrl } from '../../../lib/session/media-url';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { elearningKeys, isSlide, storeSlideProgress, useCourseModules, useCourseProgress, useSlide } from '../api/elearning.api';
import { ListSkeleton, LoadError, NoAccess } from '../components/elearning-states';
import { useStoredFlag } from '../hooks/use-stored-flag';
import { useSwipe } from '../hooks/use-swipe';
import { accessState, ELEARNING_PATHS, modulesPath, slidePath } from '../lib/elearning-paths';
import { nextSlide, paragraphsOf, previousSlide, type SlideTarget } from '../lib/slide-navigation';

/** localStorage keys of the viewer's switches. */
export const NARRATOR_KEY = 'osk.elearning.narrator';
export const AUTOPLAY_KEY = 'osk.elearning.autoplay';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return target.type !== 'checkbox' && target.type !== 'radio';
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || target instanceof HTMLMediaElement;
}

interface SlideViewProps {
  slide: Slide;
  student: Student;
}

function SlideView({ slide, student }: SlideViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modules = useCourseModules(slide.courseId);
  const course = useCourseProgress(student.userId, slide.courseId);
  const [narrator, setNarrator] = useStoredFlag(NARRATOR_KEY);
  const [autoplay, setAutoplay] = useStoredFlag(AUTOPLAY_KEY);
  const [filmOpen, setFilmOpen] = useState(false);
  const [narrationBlocked, setNarrationBlocked] = useState(false);
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const storedFor = useRef<number | null>(null);

  const narration = slide.attachements.find((attachment) => attachment.type === 'MP3')?.file ?? null;
  const audioUrl = useMediaUrl(narration);
  const imageUrl = useMediaUrl(slide.image);
  const filmUrl = useMediaUrl(slide.video);

  const lastInModule = slide.lessonNumber >= slide.slaidsInModule;
  // On a module's last slide the next step depends on the module list; until it arrives it is unknown.
  const nextKnown = !lastInModule || modules.isSuccess || modules.isError;
  const next = nextSlide(slide, modules.data);
  const previous = previousSlide(slide, modules.data);

  const goTo = useCallback((target: SlideTarget | null) => {
    if (target) void navigate(slidePath(target.moduleId, target.lesson), { replace: true });
  }, [navigate]);
  const goNext = useCallback(() => goTo(next), [goTo, next]);
  const goPrevious = useCallback(() => goTo(previous), [goTo, previous]);

  // Every slide shown is the learner's resume point (spec §3 e-learning progress).
  useEffect(() => {
    if (storedFor.current === slide.id) return;
    storedFor.current = slide.id;
    setFilmOpen(false);
    setNarrationBlocked(false);
    void storeSlideProgress({
      studentId: student.id,
      courseId: slide.courseId,
      moduleNumber: slide.module.moduleNumber,
      subjectId: slide.subjectId,
      slaidId: slide.id,
      lessonNumber: slide.lessonNumber,
    }).then(async (result) => {
      if (result.ok) {
        setSaveFailed(null);
        // The answer is the new resume point with the course percentage; a read of it still in
        // flight from before would be older, so it is cancelled and the answer put in its place.
        const progressKey = elearningKeys.progress(student.userId, slide.courseId);
        await queryClient.cancelQueries({ queryKey: progressKey });
        queryClient.setQueryData(progressKey, result.data);
        // Percentages and viewed marks moved; the slides themselves did not.
        void queryClient.invalidateQueries({ queryKey: elearningKeys.all, predicate: (query) => query.queryKey[1] !== 'slide' && query.queryKey[1] !== 'progress' });
      } else setSaveFailed(apiErrorMessage(t, result.error));
    });
  }, [slide, student.id, student.userId, queryClient, t]);

  // The narrator reads each slide while switched on.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !audioUrl) return;
    if (!narrator || filmOpen) {
      audio.pause();
      return;
    }
    try {
      // Refused without a user gesture (autoplay policy): autoplay then falls back to the silent pause.
      audio.play().catch(() => setNarrationBlocked(true));
    } catch {
      setNarrationBlocked(true);
    }
  }, [narrator, audioUrl, filmOpen, slide.id]);

  const narrated = narrator && audioUrl !== null && !narrationBlocked;
  // Autoplay: with narration the next slide follows its end (onEnded below); without, after a pause.
  useEffect(() => {
    if (!autoplay || filmOpen || narrated || !next) return;
    const timer = window.setTimeout(goNext, AUTOPLAY_SILENT_SLIDE_MS);
    return () => window.clearTimeout(timer);
  }, [autoplay, filmOpen, narrated, next, goNext, slide.id]);

  const onNarrationEnded = () => {
    if (autoplay && !filmOpen) goNext();
  };

  // Arrow keys turn the pages (not while typing or controlling a player).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
      if (event.key === 'ArrowRight') goNext();
      else if (event.key === 'ArrowLeft') goPrevious();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [goNext, goPrevious]);

  const swipe = useSwipe(goNext, goPrevious);
  const percentInModule = Math.round((slide.lessonNumber * 100) / Math.max(1, slide.slaidsInModule));
  const finishLearning = modulesPath(slide.courseId);

  let nextButton;
  if (!lastInModule)
    nextButton = (
      <Button onClick={goNext} data-testid="slide-next">
        {t('elearning.viewer.next')}
      </Button>
    );
  else if (!nextKnown) nextButton = <Button loading data-testid="slide-next" />;
  else if (next)
    nextButton = (
      <Button onClick={goNext} data-testid="slide-next-module">
        {t('elearning.viewer.nextModule')}
      </Button>
    );
  else
    nextButton = (
      <Button component={Link} to={ELEARNING_PATHS.choose} color="teal" data-testid="slide-finish-course">
        {t('elearning.viewer.finishCourse')}
      </Button>
    );

  return (
    <Stack gap="md" data-testid="slide-viewer" data-slide-id={slide.id} data-lesson={slide.lessonNumber} data-module={slide.courseModuleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lineClamp={1}>
            {t('elearning.modules.moduleNumber', { number: slide.module.moduleNumber })}: {slide.module.name}
          </Text>
          <Badge variant="light" color={course.data && course.data.percentage >= 100 ? 'teal' : 'blue'} style={{ flexShrink: 0 }} data-testid="slide-course-percent">
            {t('elearning.viewer.course', { percent: course.data?.percentage ?? 0 })}
          </Badge>
        </Group>
        <Progress value={percentInModule} size="sm" aria-label={t('elearning.viewer.counter', { lesson: slide.lessonNumber, count: slide.slaidsInModule })} />
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="slide-counter">
            {t('elearning.viewer.counter', { lesson: slide.lessonNumber, count: slide.slaidsInModule })}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {slide.subject.name}
          </Text>
        </Group>
      </Stack>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} style={{ touchAction: 'pan-y' }} data-testid="slide-card" {...swipe}>
        <Stack gap="md">
          <Title order={1} size="h2" data-testid="slide-name">
            {slide.name}
          </Title>
          {imageUrl && <Image src={imageUrl} alt={slide.name} radius="md" mah={420} fit="contain" data-testid="slide-image" />}
          <Stack gap="sm" data-testid="slide-content">
            {paragraphsOf(slide.content).map((paragraph, i) => (
              <Text key={i} style={{ whiteSpace: 'pre-line' }}>
                {paragraph}
              </Text>
            ))}
          </Stack>
          {filmOpen && filmUrl && (
            <video src={filmUrl} controls playsInline autoPlay style={{ width: '100%', borderRadius: 8 }} data-testid="slide-film" aria-label={slide.name} />
          )}
        </Stack>
      </Paper>

      {audioUrl && <audio key={slide.id} ref={audioRef} src={audioUrl} preload="auto" onEnded={onNarrationEnded} data-testid="slide-audio" />}

      <Group justify="space-between" gap="sm">
        <Group gap="md">
          <Switch label={t('elearning.viewer.narrator')} checked={narrator} onChange={(event) => setNarrator(event.currentTarget.checked)} disabled={narration === null} data-testid="slide-narrator" />
          <Switch label={t('elearning.viewer.autoplay')} checked={autoplay} onChange={(event) => setAutoplay(event.currentTarget.checked)} data-testid="slide-autoplay" />
        </Group>
        {slide.video && (
          <Button variant={filmOpen ? 'filled' : 'light'} onClick={() => setFilmOpen((open) => !open)} aria-pressed={filmOpen} data-testid="slide-film-toggle">
            {t(filmOpen ? 'elearning.viewer.hideFilm' : 'elearning.viewer.film')}
          </Button>
        )}
      </Group>

      {saveFailed && (
        <Alert color="orange" icon={<AlertIcon />} data-testid="slide-save-error">
          {t('elearning.viewer.saveError')} {saveFailed}
        </Alert>
      )}

      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Button variant="default" onClick={goPrevious} disabled={!previous} data-testid="slide-previous">
          {t('elearning.viewer.previous')}
        </Button>
        <Button component={Link} to={finishLearning} variant="subtle" visibleFrom="sm" data-testid="slide-finish-learning">
          {t('elearning.viewer.finishLearning')}
        </Button>
        {nextButton}
      </Group>
      <Button component={Link} to={finishLearning} variant="subtle" hiddenFrom="sm" style={{ alignSelf: 'center' }} data-testid="slide-finish-learning-mobile">
        {t('elearning.viewer.finishLearning')}
      </Button>
      <Text size="xs" c="dimmed" ta="center" hiddenFrom="sm">
        {t('elearning.viewer.swipeHint')}
      </Text>
    </Stack>
  );
}

function ViewerBody({ student, moduleId, lesson }: { student: Student; moduleId: number; lesson: number }) {
  const { t } = useTranslation();
  const slide = useSlide(moduleId, lesson);
  if (slide.isPending) return <ListSkeleton rows={3} height={120} testId="slide-loading" />;
  if (slide.isError) return <LoadError title={t('elearning.viewer.loadError')} error={slide.error} onRetry={() => void slide.refetch()} backTo={ELEARNING_PATHS.choose} backLabel={t('elearning.backToCourses')} />;
  if (!isSlide(slide.data)) {
    const code = slide.data.error;
    return (
      <Alert color="orange" icon={<AlertIcon />} title={t('msg.error.elearning.slide.not.found')} data-testid="slide-not-found">
        <Stack gap="sm" align="flex-start">
          {code && !hasText(code) && <Text size="sm">{code}</Text>}
          <Button component={Link} to={ELEARNING_PATHS.choose} variant="light">
            {t('elearning.backToCourses')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <SlideView slide={slide.data} student={student} />;
}

/**
 * /elearning/slaid/{moduleId}?lesson=N (spec §2): the slide viewer with previous and next (buttons,
 * arrow keys, swipes), the narrator, autoplay, the film, the progress in the module and the course,
 * finishing the learning or the course. Each slide shown is stored as the resume point.
 */
export function SlideViewerPage() {
  const { t } = useTranslation();
  usePageTitle(t('elearning.viewer.pageTitle'));
  const moduleId = Number(useParams().moduleId);
  const [search] = useSearchParams();
  const lessonParam = Number(search.get('lesson') ?? '1');
  const lesson = Number.isInteger(lessonParam) && lessonParam > 0 ? lessonParam : 1;
  const student = useCurrentLearner();
  if (!Number.isInteger(moduleId) || moduleId <= 0)
    return <LoadError title={t('msg.error.elearning.slide.not.found')} backTo={ELEARNING_PATHS.choose} backLabel={t('elearning.backToCourses')} />;
  if (student.isPending) return <ListSkeleton rows={3} height={120} testId="slide-loading" />;
  if (student.isError) return <LoadError title={t('elearning.loadStudentError')} error={student.error} onRetry={() => void student.refetch()} />;
  if (accessState(student.data.learningAvailableTill, todayIso()) !== 'active')
    return <NoAccess kind="learning" till={student.data.learningAvailableTill} testId="elearning-no-access" />;
  return <ViewerBody student={student.data} moduleId={moduleId} lesson={lesson} />;
}

import { displayCategory, findModule, isAccessActive, LANGUAGES, PARTNER_SOURCES, warsawDateIso, warsawTimeHm, type Category, type Language, type Lesson, type Readiness, type Student } from '@osk/contract';
import { Alert, Badge, Button, Group, Paper, RingProgress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, todayIso, daysBetween } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { nextLesson, useReadiness, useUpcomingLessons } from '../api/home.api';
import { continueTarget, todaysWork } from '../lib/home-plan';

/** A module's name in the interface language, or "Moduł N". */
export function moduleLabel(t: TFunction, moduleId: number, language: string): string {
  const names = findModule(moduleId)?.names;
  const key = LANGUAGES.find((l): l is Language => l === language) ?? 'pl';
  const name = names?.[key];
  return name ? t('profile.home.moduleNamed', { number: moduleId, name }) : t('profile.home.moduleNumber', { number: moduleId });
}

function HomeCard({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function ContinueCard({ readiness, ownCategory }: { readiness: Readiness; ownCategory: Category }) {
  const { t, i18n } = useTranslation();
  const target = continueTarget(readiness, ownCategory);
  let text: string;
  let action: string;
  if (target.kind === 'exam') {
    text = t('profile.home.continue.exam');
    action = t('profile.home.continue.examAction');
  } else if (target.kind === 'learning') {
    const module = moduleLabel(t, target.moduleId, i18n.language);
    text = t('profile.home.continue.learning', { module, number: target.questionNumber, max: target.max, category: displayCategory(target.category) });
    action = t('profile.home.continue.learningAction');
  } else {
    text = t('profile.home.continue.start');
    action = t('profile.home.continue.startAction');
  }
  return (
    <HomeCard title={t('profile.home.continue.title')} testId="home-continue">
      <Text data-testid="home-continue-text">{text}</Text>
      <Button component={Link} to={target.path} size="md" fullWidth={false} data-testid="home-continue-link" data-kind={target.kind}>
        {action}
      </Button>
    </HomeCard>
  );
}

function scoreColor(score: number): string {
  if (score >= 80) return 'teal';
  if (score >= 50) return 'yellow';
  return 'red';
}

function ReadinessCard({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const counted = readiness.recentExams.length;
  return (
    <HomeCard title={t('profile.home.readiness.title')} testId="home-readiness">
      <Group gap="md" wrap="nowrap" align="center">
        <RingProgress
          size={104}
          thickness={10}
          roundCaps
          sections={[{ value: readiness.score, color: scoreColor(readiness.score) }]}
          label={
            <Text ta="center" fw={700} size="xl" data-testid="home-readiness-score">
              {readiness.score}
            </Text>
          }
          aria-label={t('profile.home.readiness.aria', { score: readiness.score })}
        />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" data-testid="home-readiness-knowledge">
            {t('profile.home.readiness.knowledge', { percent: readiness.knowledge, known: readiness.knownQuestions, total: readiness.totalQuestions })}
          </Text>
          <Text size="sm" data-testid="home-readiness-exams">
            {t('profile.home.readiness.exams', { percent: readiness.exams, count: counted })}
          </Text>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" data-testid="home-readiness-explain">
        {t('profile.home.readiness.explain')}
      </Text>
    </HomeCard>
  );
}

function TodayCard({ readiness, ownCategory }: { readiness: Readiness; ownCategory: Category }) {
  const { t, i18n } = useTranslation();
  const work = todaysWork(readiness, ownCategory);
  return (
    <HomeCard title={t('profile.home.today.title')} testId="home-today">
      {work.items.length === 0 ? (
        <Text c="dimmed" data-testid="home-today-done">
          {t('profile.home.today.done')}
        </Text>
      ) : (
        <Stack gap="sm">
          {work.items.map((item) => (
            <Stack key={item.kind} gap={4} data-testid={`home-today-${item.kind}`}>
              <Text size="sm">
                {item.kind === 'review'
                  ? t('profile.home.today.review', { count: work.due, module: moduleLabel(t, item.moduleId, i18n.language) })
                  : t('profile.home.today.new', { count: item.count, module: moduleLabel(t, item.moduleId, i18n.language) })}
              </Text>
              <Button component={Link} to={item.path} variant={item.kind === 'review' ? 'filled' : 'light'} color={item.kind === 'review' ? 'orange' : undefined} data-testid={`home-today-${item.kind}-link`}>
                {item.kind === 'review' ? t('profile.home.today.reviewAction') : t('profile.home.today.newAction')}
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
      {/* The question bank browser (issue 23): look a question up by its words. */}
      <Group mt="sm">
        <Button component={Link} to="/learn/bank" variant="subtle" size="sm" px={0} data-testid="home-open-bank">
          {t('questionBank.openBank')}
        </Button>
      </Group>
    </HomeCard>
  );
}

function LastExamCard({ readiness }: { readiness: Readiness }) {
  const { t } = useTranslation();
  const last = readiness.recentExams[0];
  return (
    <HomeCard title={t('profile.home.lastExam.title')} testId="home-last-exam">
      {last ? (
        <>
          <Group gap="sm" justify="space-between" wrap="wrap">
            <Text fw={600} data-testid="home-last-exam-points">
              {t('profile.home.lastExam.points', { points: last.points, max: last.pointsAll })}
            </Text>
            <Badge color={last.passed ? 'teal' : 'red'} variant="light" size="lg" data-testid="home-last-exam-verdict">
              {last.passed ? t('profile.home.lastExam.passed') : t('profile.home.lastExam.failed')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile.home.lastExam.date', { date: formatDate(last.endDate) })}
          </Text>
          <Group gap="sm">
            <Button component={Link} to={`${ROUTES.examRun}/${last.id}`} variant="light" data-testid="home-last-exam-review">
              {t('profile.home.lastExam.review')}
            </Button>
            <Button component={Link} to={ROUTES.exam} variant="default" data-testid="home-last-exam-new">
              {t('profile.home.lastExam.newExam')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text c="dimmed" data-testid="home-last-exam-none">
            {t('profile.home.lastExam.none')}
          </Text>
          <Button component={Link} to={ROUTES.exam} variant="light" data-testid="home-last-exam-new">
            {t('profile.home.lastExam.firstExam')}
          </Button>
        </>
      )}
    </HomeCard>
  );
}

function AccessCard({ student, now }: { student: Student; now: Date }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const today = todayIso(now);
  const till = student.learningAvailableTill;
  const active = isAccessActive(till, today);
  // Partner-platform users cannot buy (spec §6).
  const canBuy = !(user?.userSource && PARTNER_SOURCES.includes(user.userSource));
  return (
    <HomeCard title={t('profile.home.access.title')} testId="home-access">
      <Text data-testid="home-access-text" data-status={till === null ? 'none' : active ? 'active' : 'expired'}>
        {till === null
          ? t('profile.home.access.none')
          : active
            ? `${t('profile.home.access.till', { date: formatDate(till) })} · ${t('profile.daysLeft', { count: daysBetween(today, till) })}`
            : t('profile.home.access.ended', { date: formatDate(till) })}
      </Text>
      {canBuy && (
        <Button component={Link} to={ROUTES.subscription} variant={active ? 'light' : 'filled'} data-testid="home-access-renew">
          {t('profile.home.access.renew')}
        </Button>
      )}
    </HomeCard>
  );
}

function NextLessonCard({ now }: { now: Date }) {
  const { t } = useTranslation();
  const today = warsawDateIso(now);
  const lessons = useUpcomingLessons(today, true);
  let body;
  if (lessons.isPending) body = <Skeleton h={40} />;
  else if (lessons.isError) body = <Text c="dimmed">{t('profile.home.lesson.error')}</Text>;
  else {
    const next: Lesson | null = nextLesson(lessons.data.content, today, warsawTimeHm(now));
    body = next ? (
      <Stack gap={2} data-testid="home-lesson-next">
        <Text fw={600}>{t('profile.home.lesson.when', { date: formatDate(next.lessonDate), start: next.startTime.slice(0, 5), end: next.endTime.slice(0, 5) })}</Text>
        {next.instructor && <Text size="sm">{t('profile.home.lesson.instructor', { name: `${next.instructor.firstName} ${next.instructor.lastName}`.trim() })}</Text>}
        {next.meetingPlace && <Text size="sm">{t('profile.home.lesson.place', { place: next.meetingPlace })}</Text>}
      </Stack>
    ) : (
      <Text c="dimmed" data-testid="home-lesson-none">
        {t('profile.home.lesson.none')}
      </Text>
    );
  }
  return (
    <HomeCard title={t('profile.home.lesson.title')} testId="home-lesson">
      {body}
    </HomeCard>
  );
}

/**
 * The learner's home (issue 23): continue where they stopped, the readiness with its parts, today's
 * work, the last exam, the access with its renewal and, for a school's learner, the next lesson.
 */
export function LearnerHome({ student, now = new Date() }: { student: Student; now?: Date }) {
  const { t } = useTranslation();
  const readiness = useReadiness(student.id, student.category);
  return (
    <Stack gap="md" data-testid="learner-home">
      {readiness.isPending && <Skeleton h={160} radius="md" data-testid="home-loading" />}
      {readiness.isError && (
        <Alert color="red" title={t('profile.home.loadError')} data-testid="home-error">
          <Button variant="light" color="red" onClick={() => void readiness.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {readiness.isSuccess && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ContinueCard readiness={readiness.data} ownCategory={student.category} />
          <ReadinessCard readiness={readiness.data} />
          <TodayCard readiness={readiness.data} ownCategory={student.category} />
          <LastExamCard readiness={readiness.data} />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AccessCard student={student} now={now} />
        {student.schoolName && <NextLessonCard now={now} />}
      </SimpleGrid>
    </Stack>
  );
}

import { displayCategory, examLanguageFor, isAccessActive, type ExamLanguage, type Student } from '@osk/contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHardQuestionIds } from '../../../entities/hard-questions/hard-questions';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { ExamHistoryFrame, ExamHistoryLoading } from './exam-history-frame';
import { ExamLanguageSelect, languageNotAllowed } from './exam-language-select';
import { ExamLoadError, ExamLoading } from './exam-states';
import { examRouteId, examScreenPath, type NewExamRoute } from '../lib/exam-route';

// The past exams' list (table, pagination, scroll area) is its own chunk: the page's heading and exam
// cards do not wait for it on a phone; the box with its loader stands in meanwhile (issue 19).
const loadExamHistory = () => import('./exam-history');
const LazyExamHistory = lazy(async () => ({ default: (await loadExamHistory()).ExamHistory }));

function ExamHistory({ studentId }: { studentId: number }) {
  return (
    <Suspense
      fallback={
        <ExamHistoryFrame>
          <ExamHistoryLoading />
        </ExamHistoryFrame>
      }
    >
      <LazyExamHistory studentId={studentId} />
    </Suspense>
  );
}

interface ExamCardProps {
  title: string;
  text: string;
  /** The exam the card starts: a new exam of a kind, or the exam screen `id` (the internal exam). */
  route: NewExamRoute | { id: string };
  language: ExamLanguage;
  testId: string;
  badge?: string;
  disabledNote?: ReactNode;
  /** The chosen exam language is not in the learner's subscription (the warning above says so). */
  languageBlocked?: boolean;
}

function ExamCard({ title, text, route, language, testId, badge, disabledNote, languageBlocked = false }: ExamCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4">
              {title}
            </Title>
            {badge && (
              <Badge variant="light" size="lg" data-testid={`${testId}-badge`}>
                {badge}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {disabledNote}
        </Stack>
        {disabledNote ? (
          <Button disabled w="fit-content">
            {t('exam.choose.start')}
          </Button>
        ) : languageBlocked ? (
          <Button disabled w="fit-content" data-testid={`${testId}-start`}>
            {t('exam.choose.start')}
          </Button>
        ) : (
          <Button component={Link} to={examScreenPath('id' in route ? route.id : examRouteId(route), language)} w="fit-content" data-testid={`${testId}-start`}>
            {t('exam.choose.start')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Why a card cannot start, under it, with the way to change that. */
function CardNote({ text, color, link, testId }: { text: string; color: string; link: { to: string; label: string }; testId?: string }) {
  return (
    <Stack gap={4} align="flex-start" data-testid={testId}>
      <Text size="sm" c={color}>
        {text}
      </Text>
      <Button component={Link} to={link.to} variant="subtle" size="compact-sm" px={0}>
        {link.label}
      </Button>
    </Stack>
  );
}

/** The initial qualification tests (C as Y, D as Z): offered while their access lasts, and always to a learner of that qualification. */
const QUALIFICATIONS = [
  { category: 'Y', shown: 'C', till: 'qualificationCAvailableTill' },
  { category: 'Z', shown: 'D', till: 'qualificationDAvailableTill' },
] as const satisfies readonly { category: Student['category']; shown: string; till: keyof Student }[];

function useDefaultLanguage(): [ExamLanguage, (language: ExamLanguage) => void] {
  const { i18n } = useTranslation();
  return useState<ExamLanguage>(() => examLanguageFor(i18n.language));
}

function StudentChoice({ student }: { student: Student }) {
  const { t } = useTranslation();
  const [uiLanguage] = useDefaultLanguage();
  // Without a multi-language subscription the exam starts in Polish, whatever the interface language.
  const [language, setLanguage] = useState<ExamLanguage>(() => (languageNotAllowed(student, uiLanguage) ? 'PL' : uiLanguage));
  const languageBlocked = languageNotAllowed(student, language);
  const today = todayIso();
  const learning = isAccessActive(student.learningAvailableTill, today);
  const noAccess = <CardNote text={t('msg.error.exam.no.access')} color="red.7" link={{ to: ROUTES.subscription, label: t('exam.choose.buyAccess') }} />;
  const ownIsQualification = student.category === 'Y' || student.category === 'Z';
  // The hard exam is drawn from the questions the learner marked: say how many, and why not when none.
  const hard = useHardQuestionIds(student.id);
  const hardCount = hard.data?.length;
  const noHard = <CardNote text={t('learn.hard.none')} color="dimmed" link={{ to: ROUTES.learn, label: t('learn.hard.learn') }} testId="exam-choose-hard-none" />;
  // The internal exam the school grants (school document §2.2, §4): a temporary account has only this one.
  const internalLeft = student.internalExams;
  const internalCard = (student.internalExamAccount || internalLeft > 0) && (
    <ExamCard
      title={t('internalExams.learner.cardTitle', { category: displayCategory(student.category) })}
      text={`${t('internalExams.learner.cardText')} ${t('internalExams.learner.left', { count: internalLeft })}`}
      route={{ id: 'internal' }}
      language={language}
      languageBlocked={languageBlocked}
      badge={String(internalLeft)}
      testId="exam-choose-internal"
      disabledNote={
        internalLeft > 0 ? undefined : (
          <Text size="sm" c="red.7" data-testid="exam-choose-internal-none">
            {t('msg.error.internal.exam.none.left')}
          </Text>
        )
      }
    />
  );
  if (student.internalExamAccount) {
    return (
      <Stack gap="lg">
        <ExamLanguageSelect value={language} onChange={setLanguage} warn={languageNotAllowed(student, language)} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {internalCard}
        </SimpleGrid>
        <ExamHistory studentId={student.id} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <ExamLanguageSelect value={language} onChange={setLanguage} warn={languageNotAllowed(student, language)} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {internalCard}
        {!ownIsQualification && (
          <ExamCard
            title={t('exam.choose.categoryTitle', { category: displayCategory(student.category) })}
            text={t('exam.choose.categoryText')}
            route={{ kind: 'category', category: null }}
            language={language}
            languageBlocked={languageBlocked}
            badge={displayCategory(student.category)}
            testId="exam-choose-category"
            disabledNote={learning ? undefined : noAccess}
          />
        )}
        {QUALIFICATIONS.filter((q) => isAccessActive(student[q.till], today) || student.category === q.category).map((q) => (
          <ExamCard
            key={q.category}
            title={t('exam.choose.qualificationTitle', { category: q.shown })}
            text={t('exam.choose.qualificationText')}
            route={{ kind: 'qualification', category: q.category }}
            language={language}
            languageBlocked={languageBlocked}
            badge={q.shown}
            testId={`exam-choose-qualification-${q.shown.toLowerCase()}`}
          />
        ))}
        <ExamCard
          title={t('exam.choose.hardTitle')}
          text={hardCount ? `${t('exam.choose.hardText')} ${t('learn.hard.count', { count: hardCount })}` : t('exam.choose.hardText')}
          route={{ kind: 'hard' }}
          language={language}
          languageBlocked={languageBlocked}
          testId="exam-choose-hard"
          badge={hardCount ? String(hardCount) : undefined}
          disabledNote={!learning ? noAccess : hardCount === 0 ? noHard : undefined}
        />
      </SimpleGrid>
      <ExamHistory studentId={student.id} />
    </Stack>
  );
}

function VisitorChoice({ offerLogin }: { offerLogin: boolean }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useDefaultLanguage();
  return (
    <Stack gap="lg">
      <ExamLanguageSelect value={language} onChange={setLanguage} warn={false} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ExamCard
          title={t('exam.choose.demoTitle')}
          text={t('exam.choose.demoText')}
          route={{ kind: 'demo' }}
          language={language}
          badge="B"
          testId="exam-choose-demo"
        />
        {offerLogin && (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('exam.choose.loginPrompt')}</Text>
              <Button variant="light" onClick={() => openLoginModal('login')} data-testid="exam-choose-login">
                {t('exam.choose.login')}
              </Button>
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function StudentArea() {
  const { t } = useTranslation();
  const student = useCurrentLearner();
  // The history's code comes while the student is read, not after (a failed fetch shows when the
  // history renders).
  useEffect(() => {
    loadExamHistory().catch(() => undefined);
  }, []);
  // The learner arrives as a blocking update; the choice is drawn from the deferred copy, in a render
  // React splits into short slices (issue 19).
  const shown = useDeferredValue(student.data);
  if (student.isError) {
    const detail = apiErrorDetail(t, student.error);
    return <ExamLoadError detail={detail} onRetry={() => void student.refetch()} />;
  }
  if (student.isPending || shown === undefined) return <ExamLoading />;
  return <StudentChoice student={shown} />;
}

/** The page's choice: a student's exams and history, or a visitor's demo (loaded after the heading, issue 19). */
export function ExamChooseBody() {
  const user = useSessionUser();
  return user?.userType === 'STUDENT' ? <StudentArea /> : <VisitorChoice offerLogin={user === null} />;
}

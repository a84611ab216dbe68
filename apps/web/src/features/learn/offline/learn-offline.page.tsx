import { Category, type Learning } from '@osk/contract';
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InfoIcon } from '../../../components/icons';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { LearnSession } from '../components/learn-session';
import { LearnLoading } from '../components/learn-states';
import { withStoredMedia } from './offline-download';
import { offlineMedia } from './offline-media';
import { offlineStore, type OfflineModule } from './offline-store';
import { OfflineStatus } from './offline-panel';
import { offlinePracticeExam, offlineQuiz, type QuizSource } from './offline-quiz';
import { recordOfflineAnswer } from './use-offline';

type Loaded = { module: OfflineModule; learning: Learning } | 'MISSING';

/**
 * /learn/offline/{category}/{moduleId} (issue 23): a downloaded module learnt from this device, with
 * or without a network. The questions, keys, explanations and media come from the download; the
 * verdict is instant as online; each answer is kept with its time and an id and sent when there is a
 * network (exactly once: the server records an id once). No position is stored: the session starts
 * at the first question.
 */
export function LearnOfflinePage() {
  const { t } = useTranslation();
  usePageTitle(t('learn.offline.pageTitle'));
  const params = useParams();
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const parsedCategory = Category.safeParse(params.category);
  const category = parsedCategory.success ? parsedCategory.data : null;
  const moduleId = Number(params.moduleId);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (userId === null || category === null || !Number.isInteger(moduleId)) {
      setLoaded('MISSING');
      return;
    }
    let revoke = () => undefined as void;
    let cancelled = false;
    void (async () => {
      const module = await offlineStore().module(userId, category, moduleId).catch(() => null);
      if (!module) {
        if (!cancelled) setLoaded('MISSING');
        return;
      }
      const shown = await withStoredMedia(module, offlineMedia());
      if (cancelled) {
        shown.revoke();
        return;
      }
      revoke = shown.revoke;
      setLoaded({ module, learning: shown.learning });
    })();
    return () => {
      cancelled = true;
      revoke();
    };
  }, [userId, category, moduleId]);

  if (loaded === null) return <LearnLoading />;
  if (loaded === 'MISSING' || userId === null) return <Missing />;
  const { module, learning } = loaded;
  return (
    <Stack gap="sm" data-testid="learn-offline">
      <OfflineBar userId={userId} />
      <LearnSession
        studentId={module.studentId}
        learning={learning}
        startIndex={0}
        languageRefused={false}
        backTo="/learn/choose"
        offline={{
          record: (questionId, answer) =>
            recordOfflineAnswer({ userId, studentId: module.studentId, questionId, answer, category: module.category, moduleId: module.moduleId }),
        }}
      />
    </Stack>
  );
}

function Missing() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="yellow" icon={<InfoIcon />} data-testid="learn-offline-missing">
        {t('learn.offline.missing')}
      </Alert>
      <Button component={Link} to="/learn/choose" variant="default" w="fit-content">
        {t('learn.offline.backToModules')}
      </Button>
    </Stack>
  );
}

type LoadedQuiz = { learning: Learning; sources: Map<number, QuizSource>; size?: number } | 'MISSING';

/**
 * /learn/offline/quiz (issue 23): a quick quiz of ten questions drawn from the learner's downloaded
 * modules, with or without a network; recorded as practice (the answers are queued like the offline
 * module's and go to learning/answer, as the online quiz's do).
 */
export function LearnOfflineQuizPage() {
  return <OfflinePractice kind="QUIZ" />;
}

/**
 * /learn/offline/exam (issue 23): a practice exam drawn by the official split from the downloaded
 * modules (a shorter one of the same proportions when they hold fewer questions), scored in points,
 * with or without a network; recorded as practice like the quiz. The state exam stays online.
 */
export function LearnOfflineExamPage() {
  return <OfflinePractice kind="EXAM" />;
}

function OfflinePractice({ kind }: { kind: 'QUIZ' | 'EXAM' }) {
  const { t } = useTranslation();
  const title = kind === 'EXAM' ? t('learn.offline.examTitle') : t('learn.offline.quizTitle');
  usePageTitle(title);
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<LoadedQuiz | null>(null);

  useEffect(() => {
    if (userId === null) {
      setLoaded('MISSING');
      return;
    }
    const revokes: Array<() => void> = [];
    let cancelled = false;
    void (async () => {
      const modules = await offlineStore().modules(userId).catch(() => []);
      const shown = await Promise.all(
        modules.map(async (m) => {
          const withMedia = await withStoredMedia(m, offlineMedia());
          revokes.push(withMedia.revoke);
          return { ...m, learning: withMedia.learning };
        }),
      );
      if (cancelled) return;
      setLoaded((kind === 'EXAM' ? offlinePracticeExam(shown) : offlineQuiz(shown)) ?? 'MISSING');
    })();
    return () => {
      cancelled = true;
      for (const revoke of revokes) revoke();
    };
  }, [userId, kind]);

  if (loaded === null) return <LearnLoading />;
  if (loaded === 'MISSING' || userId === null) return <Missing />;
  const { learning, sources } = loaded;
  const studentId = sources.values().next().value?.studentId ?? 0;
  return (
    <Stack gap="sm" data-testid={kind === 'EXAM' ? 'learn-offline-exam' : 'learn-offline-quiz'}>
      <OfflineBar userId={userId} />
      {loaded.size !== undefined && learning.execution.length < loaded.size && (
        <Alert color="blue" icon={<InfoIcon />} data-testid="learn-offline-exam-short">
          {t('learn.offline.examShort', { n: learning.execution.length, size: loaded.size })}
        </Alert>
      )}
      <LearnSession
        studentId={studentId}
        learning={learning}
        startIndex={0}
        languageRefused={false}
        backTo="/learn/choose"
        practice={{ title, exam: kind === 'EXAM' }}
        offline={{
          record: (questionId, answer) => {
            const source = sources.get(questionId);
            if (!source) return;
            return recordOfflineAnswer({ userId, studentId: source.studentId, questionId, answer, category: source.category, moduleId: source.moduleId });
          },
        }}
      />
    </Stack>
  );
}

/** The top of an offline screen: the "offline" badge and the state of the answers waiting to be sent. */
function OfflineBar({ userId }: { userId: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between">
      <Badge variant="outline" color="grape" size="lg">
        {t('learn.offline.badge')}
      </Badge>
      <OfflineStatus userId={userId} />
    </Group>
  );
}

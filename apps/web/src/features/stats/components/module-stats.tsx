import type { Category, ModuleReadiness, Readiness } from '@osk/contract';
import { findModule, isReadyForExam, LANGUAGES, type Language } from '@osk/contract';
import { Badge, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/routes';
import { useStudentReadiness } from '../api/stats.api';

/** The learn screen of a module in the review order (weak and due questions first), as /learn/choose links it. */
export function weakPracticePath(category: Category, ownCategory: Category, moduleId: number): string {
  const id = category === 'Y' || category === 'Z' ? `qlearn${category}${moduleId}` : category === ownCategory ? `learn${moduleId}` : `categoryLearn${category}${moduleId}`;
  return `${ROUTES.examRun}/${id}?order=review`;
}

function moduleName(moduleId: number, language: string): string | null {
  const key = LANGUAGES.find((l): l is Language => l === language) ?? 'pl';
  return findModule(moduleId)?.names[key] ?? null;
}

/** Percent of a module's questions, for the bar's sections. */
const share = (n: number, total: number) => (total > 0 ? (100 * n) / total : 0);

function ModuleRow({ module, category, ownCategory, canPractise }: { module: ModuleReadiness; category: Category; ownCategory: Category; canPractise: boolean }) {
  const { t, i18n } = useTranslation();
  const name = moduleName(module.moduleId, i18n.language);
  const learning = module.seen - module.known - module.weak;
  return (
    <Stack gap={6} data-testid={`stats-module-${module.moduleId}`} data-seen={module.seen} data-known={module.known} data-weak={module.weak} data-never={module.never}>
      <Text size="sm" fw={600}>
        {name ? t('stats.modules.named', { number: module.moduleId, name }) : t('stats.modules.number', { number: module.moduleId })}
      </Text>
      <Progress.Root size="lg" aria-label={t('stats.modules.barLabel', { known: module.known, weak: module.weak, never: module.never, total: module.total })}>
        {/* Each section is a progress bar of its own for assistive technology: named by the legend. */}
        <Progress.Section value={share(module.known, module.total)} color="teal" aria-label={`${t('stats.modules.legend.known')}: ${module.known}`} />
        <Progress.Section value={share(Math.max(learning, 0), module.total)} color="yellow" aria-label={`${t('stats.modules.legend.learning')}: ${Math.max(learning, 0)}`} />
        <Progress.Section value={share(module.weak, module.total)} color="red" aria-label={`${t('stats.modules.legend.weak')}: ${module.weak}`} />
        <Progress.Section value={share(module.never, module.total)} color="gray.3" aria-label={`${t('stats.modules.legend.never')}: ${module.never}`} />
      </Progress.Root>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" data-testid={`stats-module-${module.moduleId}-counts`}>
          {t('stats.modules.counts', { seen: module.seen, known: module.known, weak: module.weak, never: module.never })}
        </Text>
        {canPractise && module.weak > 0 && (
          <Button component={Link} to={weakPracticePath(category, ownCategory, module.moduleId)} size="xs" variant="light" color="red" data-testid={`stats-module-${module.moduleId}-practice`}>
            {t('stats.modules.practiseWeak', { count: module.weak })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ModuleList({ readiness, ownCategory, canPractise }: { readiness: Readiness; ownCategory: Category; canPractise: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="md" align="baseline" wrap="wrap">
        <Text fw={700} size="xl" data-testid="stats-readiness-score">
          {t('stats.modules.readiness', { score: readiness.score })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('stats.modules.parts', { knowledge: readiness.knowledge, exams: readiness.exams })}
        </Text>
        {/* The school's mark (issue 23): the score reached the threshold the school set. */}
        {isReadyForExam(readiness.score, readiness.schoolThreshold) && (
          <Badge color="teal" size="lg" variant="light" title={t('stats.modules.readyHint', { threshold: readiness.schoolThreshold })} data-testid="stats-ready" styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}>
            {t('stats.modules.ready')}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" data-testid="stats-readiness-explain">
        {t('stats.modules.explain')}
      </Text>
      <Group gap="md" wrap="wrap" aria-hidden>
        {(['known', 'learning', 'weak', 'never'] as const).map((k) => (
          <Group key={k} gap={4}>
            <span style={{ width: 10, height: 10, borderRadius: 2, display: 'inline-block', background: `var(--mantine-color-${{ known: 'teal-6', learning: 'yellow-6', weak: 'red-6', never: 'gray-3' }[k]})` }} />
            <Text size="xs">{t(`stats.modules.legend.${k}`)}</Text>
          </Group>
        ))}
      </Group>
      {readiness.modules.length === 0 ? (
        <Text c="dimmed" data-testid="stats-modules-empty">
          {t('stats.modules.empty')}
        </Text>
      ) : (
        readiness.modules.map((m) => <ModuleRow key={m.moduleId} module={m} category={readiness.category} ownCategory={ownCategory} canPractise={canPractise} />)
      )}
    </Stack>
  );
}

/**
 * Statistics per module (issue 23): the readiness with its parts, then for each module of the
 * learner's category the questions known, being learnt, weak and never seen as one bar, with a link
 * that practises the weak ones (the learner only; a school looks).
 */
export function ModuleStats({ studentId, category, bySchool }: { studentId: number; category: Category; bySchool: boolean }) {
  const { t } = useTranslation();
  const readiness = useStudentReadiness(studentId, category);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid="stats-modules">
      <Title order={2} size="h4" mb="sm">
        {t('stats.modules.title')}
      </Title>
      {readiness.isPending && <Skeleton h={120} />}
      {readiness.isError && (
        <Text c="red" size="sm" data-testid="stats-modules-error">
          {t('stats.modules.loadError')}
        </Text>
      )}
      {readiness.isSuccess && <ModuleList readiness={readiness.data} ownCategory={category} canPractise={!bySchool} />}
    </Paper>
  );
}

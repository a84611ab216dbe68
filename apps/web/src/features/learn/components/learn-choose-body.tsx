import { displayCategory, type Category, type Student } from '@osk/contract';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { LearnAccessEnded, LearnLoadError, LearnLoading } from './learn-states';
import { ModuleList } from './module-list';
import { PracticePanel } from './practice-panel';
import { learnAccessClosed, learnCategories } from '../lib/learn-choice';

function CategoryLabel({ category }: { category: Category }) {
  const { t } = useTranslation();
  if (category === 'Y' || category === 'Z') return <>{t('learn.choose.qualification', { category: displayCategory(category) })}</>;
  return <>{displayCategory(category)}</>;
}

function LearnChoice({ student }: { student: Student }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const categories = learnCategories(student);
  const asked = search.get('category');
  // The chosen category lives in the address, so coming back from a module shows the same list.
  const category = categories.find((c) => c === asked) ?? (categories.includes(student.category) ? student.category : 'B');
  const closed = learnAccessClosed(student, category, todayIso());

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('learn.choose.categoryStep')}
          </Title>
          <Group gap="xs" role="group" aria-label={t('learn.choose.categoryStep')} data-testid="learn-categories">
            {categories.map((c) => (
              <Button
                key={c}
                size="sm"
                variant={c === category ? 'filled' : 'default'}
                aria-pressed={c === category}
                onClick={() => setSearch(c === student.category ? {} : { category: c }, { replace: true })}
                data-testid={`learn-category-${c}`}
              >
                <CategoryLabel category={c} />
              </Button>
            ))}
          </Group>
          {category === student.category && (
            <Text size="xs" c="dimmed">
              {t('learn.choose.own')}
            </Text>
          )}
          {closed === null && (
            <Group>
              {/* The question bank browser of the chosen category (issue 23). */}
              <Button component={Link} to={category === student.category ? '/learn/bank' : `/learn/bank?category=${category}`} variant="light" size="sm" data-testid="learn-open-bank">
                {t('questionBank.openBank')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {closed === null && <PracticePanel key={`practice-${category}`} studentId={student.id} category={category} />}
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('learn.choose.moduleStep')}
        </Title>
        {closed === null ? (
          <ModuleList key={category} studentId={student.id} category={category} ownCategory={student.category} />
        ) : (
          <LearnAccessEnded reason={closed} qualification={category === 'Y' || category === 'Z'} />
        )}
      </Stack>
    </Stack>
  );
}

/** The page's choice, drawn from the current learner (loaded after the page's heading, issue 19). */
export function LearnChooseBody() {
  const { t } = useTranslation();
  const student = useCurrentLearner();
  // The learner arrives as a blocking update; the choice is drawn from the deferred copy, in a render
  // React splits into short slices (issue 19).
  const shown = useDeferredValue(student.data);
  if (student.isError) {
    const detail = apiErrorDetail(t, student.error);
    return <LearnLoadError title={t('learn.choose.loadError')} detail={detail} onRetry={() => void student.refetch()} />;
  }
  if (student.isPending || shown === undefined) return <LearnLoading />;
  return <LearnChoice student={shown} />;
}

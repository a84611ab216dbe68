import {
  BANK_QUERY_MAX_LENGTH,
  BANK_QUERY_MIN_LENGTH,
  BANK_SEARCH_DEBOUNCE_MS,
  Category,
  examLanguageFor,
  isAccessActive,
  landingPath,
  QUALIFICATION_C_MODULES,
  QUALIFICATION_D_MODULES,
  QUALIFICATION_MODULES,
  ROAD_RULE_MODULES,
  type BankHit,
  type ExamLanguage,
  type ModuleNames,
  type Student,
} from '@osk/contract';
import { Alert, Badge, Button, Group, Loader, Modal, NativeSelect, Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AppPagination } from '../../../components/app-pagination';
import { EmptyListPanel } from '../../../components/empty-list-panel';
import { HeadedPage } from '../../../components/page-heading';
import { PageLoading } from '../../../components/page-loading';
import { AnswerButtons } from '../../../components/question/answer-buttons';
import { QuestionMedia } from '../../../components/question/question-media';
import { QuestionExplanation, QuestionLegalSource } from '../../../components/question/question-notes';
import { HardQuestionToggle } from '../../../entities/hard-questions/hard-question-toggle';
import { useCurrentLearner } from '../../../entities/learner/current-learner';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { todayIso } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { useSessionUser } from '../../../lib/session/session.store';
import { useSignedOutPath } from '../../../lib/session/signed-out';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBankQuestion, useBankSearch } from '../api/question-bank.api';

type NameLanguage = keyof ModuleNames;

function nameLanguage(language: string): NameLanguage {
  const short = language.slice(0, 2).toLowerCase();
  return short === 'en' || short === 'de' || short === 'ru' || short === 'ua' ? short : short === 'uk' ? 'ua' : 'pl';
}

/** The modules of a category's set with their names in the interface language. */
function modulesOf(category: Category, language: NameLanguage): { id: number; name: string }[] {
  const list = category === 'Y' ? QUALIFICATION_MODULES.filter((m) => QUALIFICATION_C_MODULES.has(m.id)) : category === 'Z' ? QUALIFICATION_MODULES.filter((m) => QUALIFICATION_D_MODULES.has(m.id)) : ROAD_RULE_MODULES;
  return list.map((m) => ({ id: m.id, name: m.names[language] }));
}

function accessTill(student: Student, category: Category): string | null {
  if (category === 'Y') return student.qualificationCAvailableTill;
  if (category === 'Z') return student.qualificationDAvailableTill;
  return student.learningAvailableTill;
}

/** A found question: its text with the matched words marked, its number, module and kind of media. */
function HitCard({ hit, onOpen }: { hit: BankHit; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={onOpen} data-testid="bank-hit" data-external-id={hit.externalId} style={{ display: 'block', width: '100%' }}>
      <Paper withBorder radius="md" p="sm">
        <Stack gap={6}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="bank-hit-text">
            {hit.textParts.map((part, i) =>
              part.match ? (
                <mark key={i} style={{ background: 'var(--mantine-color-yellow-2)', padding: 0, borderRadius: 2 }}>
                  {part.text}
                </mark>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" size="sm">
              {t('questionBank.number', { number: hit.externalId })}
            </Badge>
            <Badge variant="light" color={hit.mediaType === null ? 'gray' : 'blue'} size="sm" data-testid="bank-hit-media">
              {t(`questionBank.media.${hit.mediaType ?? 'NONE'}`)}
            </Badge>
          </Group>
          {hit.moduleName && (
            <Text size="xs" c="dimmed">
              {t('questionBank.module', { number: hit.moduleId, name: hit.moduleName })}
            </Text>
          )}
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** One question opened from the list: media, text, the correct answer marked, explanation, legal source, star. */
function QuestionDetail({ studentId, category, language, externalId }: { studentId: number; category: Category; language: ExamLanguage; externalId: number }) {
  const { t } = useTranslation();
  const question = useBankQuestion({ studentId, category, language, externalId });
  if (question.isPending) return <Loader size="sm" aria-label={t('questionBank.loading')} />;
  if (question.isError) return <Alert color="red" title={t('questionBank.questionError')}>{apiErrorDetail(t, question.error)}</Alert>;
  const q = question.data;
  const answer = q.correct === 'TAK' ? t('exam.run.yes') : q.correct === 'NIE' ? t('exam.run.no') : (q.correct ?? '');
  return (
    <Stack gap="md" data-testid="bank-question">
      <QuestionMedia key={q.id} question={q} phase={null} />
      <Text fw={500} style={{ overflowWrap: 'anywhere' }} data-testid="bank-question-text">
        {q.questionText}
      </Text>
      <AnswerButtons question={q} choice={null} disabled={false} onChoose={() => undefined} correct={q.correct} />
      <Text size="sm" fw={600} c="teal.8" data-testid="bank-question-correct">
        {t('questionBank.correct', { answer })}
      </Text>
      {q.explenation && <QuestionExplanation label={t('questionBank.explanation')} text={q.explenation} testId="bank-question-explanation" />}
      <QuestionLegalSource label={t('questionBank.legalSource')} source={q.legalSource} testId="bank-question-legal-source" />
      {q.module.name && (
        <Text size="xs" c="dimmed">
          {t('questionBank.module', { number: q.module.moduleId, name: q.module.name })}
        </Text>
      )}
      <Group>
        <HardQuestionToggle studentId={studentId} externalId={q.externalId} />
      </Group>
    </Stack>
  );
}

function NoAccess({ never }: { never: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="bank-no-access">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('questionBank.noAccessTitle')}
        </Title>
        <Text size="sm">{never ? t('questionBank.noAccessNever') : t('questionBank.noAccessEnded')}</Text>
        <Button component={Link} to={ROUTES.subscription}>
          {t('questionBank.noAccessAction')}
        </Button>
      </Stack>
    </Paper>
  );
}

function Bank({ student }: { student: Student }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const asked = Category.safeParse(params.get('category'));
  const category: Category = asked.success ? asked.data : student.category;
  const language: ExamLanguage = student.multiLanguage ? examLanguageFor(i18n.language) : 'PL';
  const [text, setText] = useState('');
  const [moduleId, setModuleId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<number | null>(null);
  const [debounced] = useDebouncedValue(text.trim(), BANK_SEARCH_DEBOUNCE_MS);
  const phone = useMediaQuery('(max-width: 36em)');
  const till = accessTill(student, category);
  const open = isAccessActive(till, todayIso());
  const tooShort = debounced.length > 0 && debounced.length < BANK_QUERY_MIN_LENGTH;
  const results = useBankSearch(open && !tooShort ? { studentId: student.id, category, language, q: debounced, moduleId, page } : null);
  const modules = modulesOf(category, nameLanguage(i18n.language));

  if (!open) return <NoAccess never={till === null} />;
  const data = results.data;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <TextInput
            type="search"
            label={t('questionBank.searchLabel')}
            placeholder={t('questionBank.searchPlaceholder')}
            value={text}
            maxLength={BANK_QUERY_MAX_LENGTH}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setPage(0);
            }}
            error={tooShort ? t('questionBank.tooShort') : undefined}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="bank-search"
          />
          <NativeSelect
            label={t('questionBank.moduleLabel')}
            value={moduleId === null ? '' : String(moduleId)}
            onChange={(e) => {
              setModuleId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value));
              setPage(0);
            }}
            data={[{ value: '', label: t('questionBank.allModules') }, ...modules.map((m) => ({ value: String(m.id), label: `${m.id}. ${m.name}` }))]}
            data-testid="bank-module"
          />
        </Stack>
      </Paper>
      {results.isError ? (
        <Alert color="red" title={t('questionBank.loadError')} data-testid="bank-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{apiErrorDetail(t, results.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void results.refetch()}>
              {t('questionBank.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : data === undefined ? (
        tooShort ? null : <PageLoading />
      ) : data.empty ? (
        <EmptyListPanel testId="bank-empty" message={t('questionBank.empty')} />
      ) : (
        <Stack gap="sm" aria-busy={results.isFetching} data-testid="bank-results" data-total={data.totalElements}>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="bank-total">
            {t('questionBank.total', { total: data.totalElements })}
          </Text>
          {data.content.map((hit) => (
            <HitCard key={hit.id} hit={hit} onOpen={() => setOpened(hit.externalId)} />
          ))}
          {data.totalPages > 1 && (
            <Group justify="center">
              <AppPagination total={data.totalPages} value={data.number + 1} onChange={(p) => setPage(p - 1)} size="sm" />
            </Group>
          )}
        </Stack>
      )}
      <Modal opened={opened !== null} onClose={() => setOpened(null)} fullScreen={phone} size="lg" title={opened === null ? '' : t('questionBank.detailTitle', { number: opened })} closeButtonProps={{ 'aria-label': t('questionBank.close') }}>
        {opened !== null && <QuestionDetail studentId={student.id} category={category} language={language} externalId={opened} />}
      </Modal>
    </Stack>
  );
}

/**
 * /learn/bank (issue 23): the question bank of the learner's category, searched by words (Polish
 * diacritics folded on the server, ADR 033) and by module; a question opens with its media, the correct
 * answer marked, the explanation, the legal source and the star. Without access: the way to renew it.
 */
export function QuestionBankPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signedOut = useSignedOutPath();
  const student = useCurrentLearner();
  usePageTitle(t('questionBank.pageTitle'));
  if (!user) return <Navigate to={signedOut} replace />;
  if (user.userType !== 'STUDENT') return <Navigate to={landingPath(user, new Date())} replace />;
  return (
    <HeadedPage title={t('questionBank.title')} lead={t('questionBank.lead')} testId="bank-title">
      {student.isError ? (
        <Alert color="red" title={t('questionBank.loadError')}>
          {apiErrorDetail(t, student.error)}
        </Alert>
      ) : student.data === undefined ? (
        <PageLoading />
      ) : (
        <Bank student={student.data} />
      )}
    </HeadedPage>
  );
}

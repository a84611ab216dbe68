import { LEARNER_CATEGORIES, displayCategory, type ApiError, type LearnerCategory, type School, type StudentCreationResult } from '@osk/contract';
import { Alert, Anchor, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { TemporaryAccountCard } from '../../../components/temporary-account-card';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { createTemporalAccount, useInternalAccounts, useRefreshStudents } from '../api/school-students.api';
import { LoadError, Loading, StudentsFrame, WithSchool } from '../components/frame';
import { useCategoryOptions } from '../components/student-fields';
import { STUDENT_PATHS } from '../lib/paths';

/** /school/internalAccounts: the school's temporary accounts and the creation of one per category. */
export function InternalAccountsPage() {
  const { t } = useTranslation();
  return (
    <StudentsFrame title={t('schoolStudents.internal.title')} back={{ to: STUDENT_PATHS.list, label: t('schoolStudents.toList') }} testId="internal-accounts-page">
      <Text c="dimmed">{t('schoolStudents.internal.intro')}</Text>
      <WithSchool>{(school) => <InternalAccounts school={school} />}</WithSchool>
    </StudentsFrame>
  );
}

function InternalAccounts({ school }: { school: School }) {
  const { t } = useTranslation();
  const accounts = useInternalAccounts(school.id);
  const refresh = useRefreshStudents();
  const [category, setCategory] = useState<LearnerCategory>('B');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<StudentCreationResult | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const categories = useCategoryOptions();

  const create = async () => {
    setCreating(true);
    setFailure(null);
    setCreated(null);
    const answer = await createTemporalAccount(category);
    setCreating(false);
    if (answer.ok) {
      setCreated(answer.data);
      void refresh();
    } else setFailure(answer.error);
  };

  let list;
  if (accounts.isPending) list = <Loading />;
  else if (accounts.isError) list = <LoadError error={accounts.error} retry={() => void accounts.refetch()} />;
  else if (accounts.data.length === 0)
    list = (
      <Text c="dimmed" ta="center" py="md" data-testid="internal-empty">
        {t('schoolStudents.internal.empty')}
      </Text>
    );
  else
    list = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped data-testid="internal-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('schoolStudents.internal.login')}</Table.Th>
              <Table.Th>{t('schoolStudents.col.category')}</Table.Th>
              <Table.Th>{t('schoolStudents.col.till')}</Table.Th>
              <Table.Th>{t('schoolStudents.col.exams')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {accounts.data.map((s) => (
              <Table.Tr key={s.id} data-testid="internal-row">
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.email ?? `${s.firstName} ${s.lastName}`}</Table.Td>
                <Table.Td>{displayCategory(s.category)}</Table.Td>
                <Table.Td>{s.accountExpire ? formatDate(s.accountExpire) : s.learningAvailableTill ? formatDate(s.learningAvailableTill) : t('schoolStudents.none')}</Table.Td>
                <Table.Td>{s.internalExams}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={STUDENT_PATHS.edit(s.id)} size="sm">
                    {t('schoolStudents.edit')}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm">
          <Select label={t('schoolStudents.form.category')} data={categories} value={category} onChange={(v) => setCategory(LEARNER_CATEGORIES.find((c) => c === v) ?? category)} allowDeselect={false} w={{ base: '100%', xs: 260 }} data-testid="internal-category" />
          <Button onClick={() => void create()} loading={creating} data-testid="internal-create">
            {t('schoolStudents.internal.create')}
          </Button>
        </Group>
        {failure && (
          <Alert mt="sm" color="red" icon={<AlertIcon />} role="alert" data-testid="internal-failure">
            {apiErrorMessage(t, failure)}
          </Alert>
        )}
        {created && (
          <Stack mt="sm" gap="sm">
            <Alert color="green" icon={<CheckIcon />} role="status" data-testid="internal-created">
              <Text size="sm">{t('internalExams.accountCreated')}</Text>
            </Alert>
            <TemporaryAccountCard
              login={created.login ?? created.student?.email ?? ''}
              password={created.password ?? ''}
              category={created.student ? displayCategory(created.student.category) : undefined}
              expires={created.student?.accountExpire}
            />
          </Stack>
        )}
      </Paper>
      {list}
    </Stack>
  );
}

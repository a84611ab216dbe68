import { CODE_ACTION_NOTIFICATION_MS, type ApiError, type AttachAction, type PublicSchool } from '@osk/contract';
import { Alert, Anchor, Button, Divider, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../components/icons';
import { PageLoading } from '../../../components/page-loading';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorDetail } from '../../../lib/api/api-error-message';
import { formatDate } from '../../../lib/dates';
import { actionPath, ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmAttachAction, rejectAttachAction, useAttachAction, usePublicSchool } from '../api/school-links.api';

/**
 * /attach/{uuid}: the logged-in learner confirms or rejects an invitation to a school (ASSIGN_STUDENT,
 * TESTS_FROM_OSK, LEARN_FROM_OSK). An invitation of someone else goes to /not-found with
 * msg.error.user.not.found (spec §8).
 */
export function AttachPage() {
  const { t } = useTranslation();
  usePageTitle(t('schoolLinks.attach.pageTitle'));
  const uuid = useParams().uuid ?? '';
  const action = useAttachAction(uuid);
  const notOwn = action.isError && action.error instanceof ApiRequestError && action.error.status === 404;

  useEffect(() => {
    if (notOwn) notifications.show({ color: 'red', message: t('msg.error.user.not.found'), autoClose: CODE_ACTION_NOTIFICATION_MS });
  }, [notOwn, t]);

  if (notOwn) return <Navigate to={ROUTES.notFound} replace />;
  if (action.isPending) return <PageLoading label={t('schoolLinks.loading')} />;
  if (action.isError) {
    return (
      <Alert color="red" icon={<AlertIcon />} role="alert" maw={640} mx="auto">
        {(apiErrorDetail(t, action.error) ?? t('msg.error.internal'))}
      </Alert>
    );
  }
  return <Invitation action={action.data} />;
}

function Invitation({ action }: { action: AttachAction }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const school = usePublicSchool(action.schoolId);
  const [busy, setBusy] = useState<'confirm' | 'reject' | null>(null);
  const [failure, setFailure] = useState<ApiError | null>(null);

  const answer = async (choice: 'confirm' | 'reject') => {
    setBusy(choice);
    setFailure(null);
    const result = choice === 'confirm' ? await confirmAttachAction(action.uuid) : await rejectAttachAction(action.uuid);
    setBusy(null);
    if (!result.ok) {
      setFailure(result.error);
      // The status may have changed elsewhere (answered in another tab, expired): show it.
      void queryClient.invalidateQueries({ queryKey: ['school-links', 'action'] });
      return;
    }
    // The learner's school and access changed: every cached read of them is stale.
    await queryClient.invalidateQueries();
    if (choice === 'confirm') {
      notifications.show({ color: 'green', message: t('schoolLinks.attach.confirmed', { school: action.schoolName }), autoClose: CODE_ACTION_NOTIFICATION_MS });
      void navigate(actionPath(action.type), { replace: true });
    } else {
      notifications.show({ message: t('schoolLinks.attach.rejected'), autoClose: CODE_ACTION_NOTIFICATION_MS });
      void navigate(ROUTES.profile, { replace: true });
    }
  };

  const closed = action.status === 'NEW' ? null : action.status;
  const open = closed === null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" data-testid="attach-page" data-status={action.status}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={44} radius="xl" variant="light" color={open ? 'blue' : action.status === 'CONFIRMED' ? 'green' : 'gray'}>
            {action.status === 'CONFIRMED' ? <CheckIcon size={26} /> : <InfoIcon size={26} />}
          </ThemeIcon>
          <div>
            <Title order={1} size="h2">
              {t('schoolLinks.attach.title')}
            </Title>
            <Text fw={700} size="lg" data-testid="attach-school">
              {action.schoolName}
            </Text>
          </div>
        </Group>
        <Text>{t(`schoolLinks.attach.types.${action.type}`)}</Text>

        {open && (
          <div>
            <Text fw={600} mb={4}>
              {t('schoolLinks.attach.grantTitle')}
            </Text>
            {action.learningDays > 0 || action.lecturesDays > 0 ? (
              <List spacing={2} data-testid="attach-grant">
                {action.learningDays > 0 && <List.Item>{t('schoolLinks.attach.learningDays', { count: action.learningDays })}</List.Item>}
                {action.lecturesDays > 0 && <List.Item>{t('schoolLinks.attach.lecturesDays', { count: action.lecturesDays })}</List.Item>}
              </List>
            ) : (
              <Text size="sm">{t('schoolLinks.attach.noGrant')}</Text>
            )}
            <Text size="sm" c="dimmed" mt="xs">
              {t('schoolLinks.attach.validTill', { date: formatDate(action.expiresAt) })}
            </Text>
          </div>
        )}

        {school.data && <SchoolContact school={school.data} />}

        {closed && (
          <Alert color={closed === 'CONFIRMED' ? 'green' : 'gray'} data-testid="attach-status">
            {t(`schoolLinks.attach.status.${closed}`)}
          </Alert>
        )}
        <FailureAlert failure={failure} testId="attach-error" />

        {open ? (
          <Group gap="sm" wrap="wrap">
            <Button onClick={() => void answer('confirm')} loading={busy === 'confirm'} disabled={busy !== null} data-testid="attach-confirm">
              {t('schoolLinks.attach.confirm')}
            </Button>
            <Button variant="default" onClick={() => void answer('reject')} loading={busy === 'reject'} disabled={busy !== null} data-testid="attach-reject">
              {t('schoolLinks.attach.reject')}
            </Button>
          </Group>
        ) : (
          <Group>
            <Button component={Link} to={ROUTES.profile} variant="light">
              {t('schoolLinks.toProfile')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function SchoolContact({ school }: { school: PublicSchool }) {
  const { t } = useTranslation();
  const address = [school.address, [school.postalCode, school.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: { label: string; value: ReactNode }[] = [];
  if (address) rows.push({ label: t('schoolLinks.attach.address'), value: address });
  if (school.phoneNumber) rows.push({ label: t('schoolLinks.attach.phone'), value: <Anchor href={`tel:${school.phoneNumber}`}>{school.phoneNumber}</Anchor> });
  if (school.email) rows.push({ label: t('schoolLinks.attach.email'), value: <Anchor href={`mailto:${school.email}`}>{school.email}</Anchor> });
  if (school.website && /^https?:\/\//.test(school.website)) {
    rows.push({ label: t('schoolLinks.attach.website'), value: <Anchor href={school.website} target="_blank" rel="noopener noreferrer">{school.website.replace(/^https?:\/\//, '')}</Anchor> });
  }
  if (rows.length === 0) return null;
  return (
    <div data-testid="attach-school-contact">
      <Divider mb="sm" />
      <Text fw={600} mb={4}>
        {t('schoolLinks.attach.schoolContact')}
      </Text>
      <Stack gap={4}>
        {rows.map((row) => (
          <Group key={row.label} gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed" miw={110}>
              {row.label}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </div>
  );
}

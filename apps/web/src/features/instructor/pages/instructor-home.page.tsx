import type { Lesson } from '@osk/contract';
import { Alert, Button, Card, CopyButton, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { formatDate, todayIso } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCalendarFeed, useFeedChange, useOwnInstructor, useUpcomingLessons } from '../api/instructor.api';

/** Days of upcoming lessons on the start page. */
export const UPCOMING_DAYS = 14;

function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** /instructor: the instructor's start page — upcoming lessons, links and the phone calendar feed. */
export function InstructorHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('instructor.title'));
  const me = useOwnInstructor();
  const today = todayIso();
  return (
    <Stack gap="md" maw={1000} mx="auto" w="100%" data-testid="instructor-home">
      <Title order={1} size="h2">
        {me.data ? t('instructor.hello', { name: me.data.firstName }) : t('instructor.title')}
      </Title>
      <Group>
        <Button component={Link} to={ROUTES.scheduler} data-testid="instructor-to-scheduler">
          {t('instructor.toScheduler')}
        </Button>
        <Button component={Link} to={`${ROUTES.instructor}/profile`} variant="default" data-testid="instructor-to-profile">
          {t('instructor.toProfile')}
        </Button>
      </Group>
      <Upcoming after={today} before={plusDays(today, UPCOMING_DAYS - 1)} />
      <FeedCard />
    </Stack>
  );
}

function who(lesson: Lesson): string {
  if (lesson.lessonType === 'LECTURE') return lesson.group?.name ?? '—';
  return lesson.student ? `${lesson.student.firstName} ${lesson.student.lastName}` : '—';
}

function Upcoming({ after, before }: { after: string; before: string }) {
  const { t } = useTranslation();
  const lessons = useUpcomingLessons(after, before);
  return (
    <Card withBorder data-testid="instructor-upcoming">
      <Title order={2} size="h4" mb="sm">
        {t('instructor.upcoming', { days: UPCOMING_DAYS })}
      </Title>
      {lessons.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
      {lessons.isError && (
        <Alert color="red" data-testid="instructor-upcoming-error">
          {t('instructor.loadError')}
        </Alert>
      )}
      {lessons.data && lessons.data.content.length === 0 && <Text data-testid="instructor-upcoming-empty">{t('instructor.noLessons')}</Text>}
      {lessons.data && lessons.data.content.length > 0 && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('instructor.date')}</Table.Th>
              <Table.Th>{t('instructor.time')}</Table.Th>
              <Table.Th>{t('instructor.type')}</Table.Th>
              <Table.Th>{t('instructor.who')}</Table.Th>
              <Table.Th>{t('instructor.car')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lessons.data.content.map((lesson) => (
              <Table.Tr key={lesson.id} data-testid={`upcoming-${lesson.id}`}>
                <Table.Td>{formatDate(lesson.lessonDate)}</Table.Td>
                <Table.Td>
                  {lesson.startTime.slice(0, 5)}–{lesson.endTime.slice(0, 5)}
                </Table.Td>
                <Table.Td>{t(`instructor.lessonType.${lesson.lessonType}`)}</Table.Td>
                <Table.Td>{who(lesson)}</Table.Td>
                <Table.Td>{lesson.car ? `${lesson.car.registrationNumber} (${lesson.car.manufacturer} ${lesson.car.model})` : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The absolute address of a feed (the server may answer a path). */
function absolute(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}

function FeedCard() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const change = useFeedChange();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    setFailure(null);
    const answer = await change(method);
    setBusy(false);
    if (!answer.ok) setFailure(apiErrorMessage(t, answer.error));
  };
  const url = feed.data?.url ?? null;
  return (
    <Card withBorder data-testid="calendar-feed">
      <Title order={2} size="h4" mb="xs">
        {t('instructor.feed.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('instructor.feed.intro')}
      </Text>
      {failure && (
        <Alert color="red" mb="sm" data-testid="feed-failure">
          {failure}
        </Alert>
      )}
      {feed.isError && (
        <Alert color="red" mb="sm">
          {t('instructor.loadError')}
        </Alert>
      )}
      {url ? (
        <Stack gap="xs">
          <Group gap="xs" align="flex-end">
            <TextInput readOnly label={t('instructor.feed.url')} value={absolute(url)} style={{ flex: 1 }} data-testid="feed-url" />
            <CopyButton value={absolute(url)}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} data-testid="feed-copy">
                  {copied ? t('instructor.feed.copied') : t('instructor.feed.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group>
            <Button variant="default" loading={busy} onClick={() => void run('POST')} data-testid="feed-rotate">
              {t('instructor.feed.rotate')}
            </Button>
            <Button color="red" variant="light" loading={busy} onClick={() => void run('DELETE')} data-testid="feed-revoke">
              {t('instructor.feed.revoke')}
            </Button>
          </Group>
        </Stack>
      ) : feed.data?.active ? (
        // Only the token's hash is kept: the address is shown once, when it is made.
        <Stack gap="xs" data-testid="feed-active">
          <Text size="sm">{t('instructor.feed.activeNoUrl')}</Text>
          <Group>
            <Button variant="default" loading={busy} onClick={() => void run('POST')} data-testid="feed-rotate">
              {t('instructor.feed.rotate')}
            </Button>
            <Button color="red" variant="light" loading={busy} onClick={() => void run('DELETE')} data-testid="feed-revoke">
              {t('instructor.feed.revoke')}
            </Button>
          </Group>
        </Stack>
      ) : (
        feed.data && (
          <Button loading={busy} onClick={() => void run('POST')} data-testid="feed-create">
            {t('instructor.feed.create')}
          </Button>
        )
      )}
    </Card>
  );
}

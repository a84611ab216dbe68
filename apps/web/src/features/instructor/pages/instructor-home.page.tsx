import type { Lesson } from '@osk/contract';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, todayIso } from '../../../lib/dates';
import { ROUTES } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { CalendarFeedCard } from '../../../components/calendar-feed-card';
import { useOwnInstructor, useRefreshUpcomingLessons, useUpcomingLessons } from '../api/instructor.api';
import { InstructorDay } from '../components/instructor-day';

/** Days of upcoming lessons on the start page. */
export const UPCOMING_DAYS = 14;

function plusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * /instructor: the instructor's start page — today's and tomorrow's lessons (the day on a phone, issue
 * 22), the later lessons of the next 14 days, links and the phone calendar feed.
 */
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
      <CalendarFeedCard />
    </Stack>
  );
}

function who(lesson: Lesson): string {
  if (lesson.lessonType === 'LECTURE') return lesson.group?.name ?? '—';
  return lesson.student ? `${lesson.student.firstName} ${lesson.student.lastName}` : '—';
}

function Upcoming({ after, before }: { after: string; before: string }) {
  const { t } = useTranslation();
  const query = useUpcomingLessons(after, before);
  const refresh = useRefreshUpcomingLessons();
  const tomorrow = plusDays(after, 1);
  // Today's and tomorrow's lessons are the day list's; the table lists the later ones.
  const lessons = query.data ? { ...query.data, content: query.data.content.filter((l) => l.lessonDate > tomorrow) } : undefined;
  return (
    <>
      {query.data && <InstructorDay lessons={query.data.content} today={after} tomorrow={tomorrow} now={new Date()} onChanged={() => void refresh()} />}
      <Card withBorder data-testid="instructor-upcoming">
        <Title order={2} size="h4" mb="sm">
          {t('instructor.later', { date: formatDate(before) })}
        </Title>
        {query.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {query.isError && (
          <Alert color="red" data-testid="instructor-upcoming-error">
            {t('instructor.loadError')}
          </Alert>
        )}
        {lessons && lessons.content.length === 0 && <Text data-testid="instructor-upcoming-empty">{t('instructor.noLessons')}</Text>}
        {lessons && lessons.content.length > 0 && (
          <>
            {/* On a phone a list of lines (five columns would not fit); the table from a tablet on. */}
            <Stack gap={0} hiddenFrom="sm" data-testid="instructor-later-list">
              {lessons.content.map((lesson) => (
                <Text key={lesson.id} size="sm" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', overflowWrap: 'anywhere' }} data-testid={`upcoming-line-${lesson.id}`}>
                  <b>
                    {formatDate(lesson.lessonDate)} {lesson.startTime.slice(0, 5)}–{lesson.endTime.slice(0, 5)}
                  </b>{' '}
                  · {t(`instructor.lessonType.${lesson.lessonType}`)} · {who(lesson)}
                  {lesson.car ? ` · ${lesson.car.registrationNumber}` : ''}
                </Text>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={600} type="native" visibleFrom="sm">
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
                  {lessons.content.map((lesson) => (
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
            </Table.ScrollContainer>
          </>
        )}
      </Card>
    </>
  );
}


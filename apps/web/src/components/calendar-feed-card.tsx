import { CalendarFeed, calendarFeedCreate, calendarFeedRead, calendarFeedRevoke } from '@osk/contract';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../lib/api/api-client';
import { apiCall } from '../lib/api/endpoint-client';
import { apiErrorMessage } from '../lib/api/api-error-message';

// The secret iCalendar address of the caller's lessons (issue 10), for instructors (/instructor) and
// learners of a school (/profile): GET says whether one is active, POST makes or replaces it (its
// address is shown then, only the token's hash is kept), DELETE switches it off.

const FEED_KEY = ['instructor', 'calendar-feed'] as const;

/** GET lessons/calendar-feed: the caller's secret calendar address (null when none). */
function useCalendarFeed() {
  return useQuery({ queryKey: FEED_KEY, queryFn: ({ signal }) => apiCall(calendarFeedRead, {}, { signal }) });
}

/** POST (create or rotate) or DELETE (revoke) lessons/calendar-feed; the answer replaces the cached one. */
function useFeedChange() {
  const queryClient = useQueryClient();
  return async (method: 'POST' | 'DELETE'): Promise<ApiResult<CalendarFeed>> => {
    const answer = await apiCall(method === 'POST' ? calendarFeedCreate : calendarFeedRevoke, {}, { parser: { parse: (input: unknown) => (input === undefined ? { url: null } : CalendarFeed.parse(input)) } });
    if (answer.ok) queryClient.setQueryData(FEED_KEY, answer.data);
    return answer;
  };
}

/** The absolute address of a feed (the server may answer a path). */
function absolute(url: string): string {
  return url.startsWith('/') ? `${window.location.origin}${url}` : url;
}

/** The phone-calendar card. */
export function CalendarFeedCard() {
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
  // An active feed can be given a new address or switched off, whether or not its address is shown.
  const replaceOrRevoke = (
    <Group>
      <Button variant="default" loading={busy} onClick={() => void run('POST')} data-testid="feed-rotate">
        {t('instructor.feed.rotate')}
      </Button>
      <Button color="red" variant="light" loading={busy} onClick={() => void run('DELETE')} data-testid="feed-revoke">
        {t('instructor.feed.revoke')}
      </Button>
    </Group>
  );
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
          {replaceOrRevoke}
        </Stack>
      ) : feed.data?.active ? (
        // Only the token's hash is kept: the address is shown once, when it is made.
        <Stack gap="xs" data-testid="feed-active">
          <Text size="sm">{t('instructor.feed.activeNoUrl')}</Text>
          {replaceOrRevoke}
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

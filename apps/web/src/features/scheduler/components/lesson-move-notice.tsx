import { Button, Group, Loader, Notification, Portal, Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { hasText } from '../../../lib/i18n/i18n';
import type { LessonMover } from '../lib/lesson-move';
import { LessonConflictHelp } from './lesson-conflict';

/** Fixed at the bottom, centred, the width of a phone at most (above the Mantine modals' z-index). */
const BOTTOM: CSSProperties = { position: 'fixed', bottom: 16, left: '50%', transform: 'translateX(-50%)', width: 'min(480px, calc(100vw - 16px))', zIndex: 400 };

const when = (lesson: { lessonDate: string; startTime: string; endTime: string }) => ({ date: formatDate(lesson.lessonDate), start: lesson.startTime.slice(0, 5), end: lesson.endTime.slice(0, 5) });

/**
 * What a move on the calendar answered (see lib/lesson-move.ts), at the bottom of the screen above
 * the calendar: saving, "moved" with Cofnij, "the previous time is back", or the refusal with the
 * server's messages, the lesson it overlaps with and its free slots (a tap moves the lesson there).
 */
export function LessonMoveNotice({ mover }: { mover: LessonMover }) {
  const { t } = useTranslation();
  const { notice } = mover;
  if (!notice) return null;
  const text = (message: string) => (hasText(message) ? t(message as 'msg.error.internal') : message);
  let body;
  if (notice.kind === 'saving') {
    body = (
      <Notification withCloseButton={false} icon={<Loader size="xs" />} data-testid="lesson-move-saving">
        {t('scheduler.move.saving')}
      </Notification>
    );
  } else if (notice.kind === 'refused') {
    body = (
      <Notification color="red" title={t(notice.undo ? 'scheduler.move.undoRefused' : 'scheduler.move.refused')} onClose={mover.dismiss} closeButtonProps={{ 'aria-label': t('common.close') }} role="alert" data-testid="lesson-move-refused">
        <Stack gap="xs">
          {notice.messages.map((m) => (
            <Text key={m} size="sm">
              {text(m)}
            </Text>
          ))}
          {notice.conflicts && <LessonConflictHelp conflicts={notice.conflicts} onPick={(slot) => void mover.pick(slot)} />}
        </Stack>
      </Notification>
    );
  } else {
    body = (
      <Notification color="green" onClose={mover.dismiss} closeButtonProps={{ 'aria-label': t('common.close') }} role="status" data-testid="lesson-move-notice">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{notice.kind === 'moved' ? t('scheduler.move.moved', when(notice.lesson)) : t('scheduler.move.undone', when(notice.lesson))}</Text>
          {notice.kind === 'moved' && (
            <Button size="sm" variant="light" flex="none" onClick={() => void mover.undo()} data-testid="lesson-move-undo">
              {t('scheduler.move.undo')}
            </Button>
          )}
        </Group>
      </Notification>
    );
  }
  return (
    <Portal>
      <div style={BOTTOM}>{body}</div>
    </Portal>
  );
}

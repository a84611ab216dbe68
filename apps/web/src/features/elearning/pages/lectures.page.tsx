import type { Lecture, LectureProgress, Student } from '@osk/contract';
import { Accordion, Alert, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { isLecturesNoAccess, storeLectureProgress, useLectureProgress, useLectures } from '../api/elearning.api';
import { ListSkeleton, LoadError, NoAccess } from '../components/elearning-states';
import { LearnerAccessPage } from '../components/learner-access-page';
import { LecturePlayer } from '../components/lecture-player';
import { LectureStatusIcon, type LectureStatus } from '../components/lecture-icons';

/** A lecture's status from its progress. */
export function lectureStatus(progress: LectureProgress | undefined): LectureStatus {
  if (progress?.finished) return 'finished';
  if (progress?.started) return 'started';
  return 'notStarted';
}

function formatLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function LectureList({ student, lectures, stored }: { student: Student; lectures: Lecture[]; stored: LectureProgress[] }) {
  const { t } = useTranslation();
  // The page keeps the progress it stores, so the marks change at once (the server has the same).
  const [progress, setProgress] = useState<Map<number, LectureProgress>>(() => new Map(stored.map((entry) => [entry.lectureId, entry])));
  const [open, setOpen] = useState<string | null>(null);
  const [autoStart, setAutoStart] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const pending = useRef(Promise.resolve());

  useEffect(() => {
    setProgress((current) => {
      const merged = new Map(current);
      for (const entry of stored) {
        const mine = merged.get(entry.lectureId);
        if (!mine || (entry.finished && !mine.finished)) merged.set(entry.lectureId, entry);
      }
      return merged;
    });
  }, [stored]);

  const save = useCallback(
    (lectureId: number, change: { started: boolean; finished: boolean; endTime: number }) => {
      const entry: LectureProgress = { studentId: student.id, lectureId, ...change };
      setProgress((current) => {
        const next = new Map(current);
        const before = current.get(lectureId);
        next.set(lectureId, { ...entry, finished: entry.finished || before?.finished === true });
        return next;
      });
      // One save at a time, in order: a later position must not be overtaken by an earlier one.
      pending.current = pending.current.then(async () => {
        const result = await storeLectureProgress({ studentId: student.id, lectureId, started: change.started, finished: change.finished, endTime: change.endTime });
        setSaveError(result.ok ? null : apiErrorMessage(t, result.error));
      });
    },
    [student.id, t],
  );

  const finish = useCallback(
    (lecture: Lecture, endTime: number) => {
      save(lecture.id, { started: true, finished: true, endTime });
      const index = lectures.findIndex((candidate) => candidate.id === lecture.id);
      const following = lectures[index + 1];
      if (following) {
        setAutoStart(true);
        setOpen(String(following.id));
      }
    },
    [lectures, save],
  );

  if (lectures.length === 0)
    return (
      <Text c="dimmed" data-testid="lectures-empty">
        {t('elearning.lectures.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {saveError && (
        <Alert color="orange" icon={<AlertIcon />} data-testid="lecture-save-error">
          {t('elearning.lectures.saveError')} {saveError}
        </Alert>
      )}
      <Accordion
        value={open}
        onChange={(value) => {
          setAutoStart(false);
          setOpen(value);
        }}
        variant="separated"
        radius="md"
        data-testid="lecture-list"
      >
        {lectures.map((lecture) => {
          const entry = progress.get(lecture.id);
          const status = lectureStatus(entry);
          return (
            <Accordion.Item key={lecture.id} value={String(lecture.id)} data-testid={`lecture-${lecture.id}`} data-status={status}>
              <Accordion.Control icon={<LectureStatusIcon status={status} />} data-testid={`lecture-${lecture.id}-toggle`} aria-label={`${lecture.title} – ${t(`elearning.lectures.status.${status}`)}`}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={500}>{lecture.title}</Text>
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {formatLength(lecture.time)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                {open === String(lecture.id) && (
                  <Stack gap="sm">
                    <LecturePlayer
                      lecture={lecture}
                      progress={entry}
                      autoStart={autoStart}
                      onSave={(change) => save(lecture.id, change)}
                      onFinish={(endTime) => finish(lecture, endTime)}
                    />
                    {lecture.description && <Text size="sm">{lecture.description}</Text>}
                    <Text size="xs" c="dimmed" data-testid={`lecture-${lecture.id}-status`}>
                      {t(`elearning.lectures.status.${status}`)}
                    </Text>
                  </Stack>
                )}
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}

function LecturesBody({ student }: { student: Student }) {
  const { t } = useTranslation();
  const lectures = useLectures(student.id, true);
  const progress = useLectureProgress(student.userId, true);
  if (isLecturesNoAccess(lectures.error) || isLecturesNoAccess(progress.error))
    return <NoAccess kind="lectures" till={student.lecturesAvailableTill} testId="lectures-no-access" />;
  if (lectures.isPending || progress.isPending) return <ListSkeleton rows={4} height={56} />;
  if (lectures.isError) return <LoadError title={t('elearning.lectures.loadError')} error={lectures.error} onRetry={() => void lectures.refetch()} />;
  if (progress.isError) return <LoadError title={t('elearning.lectures.loadError')} error={progress.error} onRetry={() => void progress.refetch()} />;
  return <LectureList student={student} lectures={lectures.data} stored={progress.data} />;
}

/**
 * /lecture (spec §2): the lectures with their marks (not started, started, finished); one open at a
 * time with its film; when a film ends the lecture is finished and the next one opens and plays.
 * Progress is stored only while lectures are available (spec §5): without access the page says so.
 */
export function LecturesPage() {
  return <LearnerAccessPage kind="lectures">{(student) => <LecturesBody student={student} />}</LearnerAccessPage>;
}

import type { Lesson } from '@osk/contract';
import { Badge, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeColor, outcomeLabelKey } from '../../lib/scheduler';
import { byTime, dayHeading, personName, timeRange, whoOf } from './view-labels';
import './views.css';

export interface AgendaListProps {
  lessons: readonly Lesson[];
  /** One day (the phone's day list) or a week. */
  span: 'day' | 'week';
  language: string;
  onLessonClick: (lesson: Lesson) => void;
}

/**
 * The agenda (issue 22): the lessons grouped by day, each with its time, learner (or group), type,
 * instructor, car, meeting place and outcome; a whole row opens the lesson dialog. On a phone it is
 * the default view for one day.
 */
export function AgendaList({ lessons, span, language, onLessonClick }: AgendaListProps) {
  const { t } = useTranslation();
  const days = new Map<string, Lesson[]>();
  for (const lesson of byTime(lessons)) days.set(lesson.lessonDate, [...(days.get(lesson.lessonDate) ?? []), lesson]);
  return (
    <Stack gap="md" data-testid="agenda">
      {days.size === 0 && (
        <Text c="dimmed" data-testid="agenda-empty">
          {t(span === 'day' ? 'scheduler.views.emptyDay' : 'scheduler.views.emptyWeek')}
        </Text>
      )}
      {[...days].map(([date, own]) => (
        <Stack key={date} gap={6} component="section" data-testid={`agenda-day-${date}`}>
          <Title order={2} size="h4" tt="capitalize">
            {dayHeading(date, language, 'long')}
          </Title>
          {own.map((lesson) => {
            const details = [personName(lesson.instructor), lesson.car ? `${lesson.car.registrationNumber} (${lesson.car.manufacturer} ${lesson.car.model})` : null].filter(Boolean).join(' · ');
            return (
              <UnstyledButton
                key={lesson.id}
                className="agenda-lesson"
                style={{ '--lesson-color': lesson.instructor?.color ?? '#868e96' } as CSSProperties}
                onClick={() => onLessonClick(lesson)}
                data-testid={`view-lesson-${lesson.id}`}
              >
                <span className="agenda-lesson-time">{timeRange(lesson)}</span>
                <Badge className="agenda-lesson-outcome" color={outcomeColor(lesson.outcome)} variant={lesson.outcome ? 'filled' : 'outline'} tt="none" style={{ maxWidth: '100%', height: 'auto', whiteSpace: 'normal' }}>
                  {t(outcomeLabelKey(lesson))}
                </Badge>
                <span className="agenda-lesson-body">
                  <Text fw={600} size="sm" component="span" display="block">
                    {whoOf(lesson)} · {t(`scheduler.type.${lesson.lessonType}`)}
                  </Text>
                  <Text size="sm" component="span" display="block">
                    {details}
                  </Text>
                  {lesson.meetingPlace && (
                    <Text size="sm" c="dimmed" component="span" display="block">
                      {t('scheduler.dialog.meetingPlace')}: {lesson.meetingPlace}
                    </Text>
                  )}
                </span>
              </UnstyledButton>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}

import { type Lesson, type LessonType, type Language, CALENDAR_STEP_OPTIONS } from '@osk/contract';
import { Alert, Button, Group, Loader, MultiSelect, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatDate, todayIso } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useActiveInstructors, useAvailableCars, useLessons, useRefreshLessons, useSchedulerFeatures, useSchedulerSettings } from '../api/scheduler.api';
import { personOptions } from '../components/id-select';
import { LessonDialog, type DialogTarget } from '../components/lesson-dialog';
import { SchedulerCalendar, type CalendarView } from '../components/scheduler-calendar';
import { addDays, defaultView, emptyForm, newLessonSlot, NO_FILTERS, shouldOpenDayView, slotFrom, SPEC_DAY, visibleHours, visibleRange, type LessonFilters } from '../lib/scheduler';
import { PageLoading } from '../../../components/page-loading';

/** The progress card generator (school; behind the cards flag). */
const PROGRESS_CARD_PATH = '/progress-card';

/**
 * /scheduler (school and instructor): the lessons of the visible day or week on FullCalendar, a date
 * picker, prev/next/today, the school's filters (instructors, car, lesson type) and the lesson dialog.
 * The school sees every lesson of its instructors; an instructor only its own (the server decides).
 * The school's settings shape it (issue 18): the grid spans its working hours, a new lesson lasts its
 * minutesForLesson, and on a phone it opens in the day view.
 */
export function SchedulerPage() {
  const { t } = useTranslation();
  usePageTitle(t('scheduler.title'));
  const user = useSessionUser();
  const isSchool = user?.userType === 'SCHOOL';
  const [view, setView] = useState<CalendarView>(() => defaultView(window.innerWidth));
  const [date, setDate] = useState(() => todayIso());
  const [step, setStep] = useState<number>(30);
  const [filters, setFilters] = useState<LessonFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const range = visibleRange(view, date);
  const lessons = useLessons(range, isSchool, filters);
  const refresh = useRefreshLessons();
  const features = useSchedulerFeatures();
  const settings = useSchedulerSettings();
  // Until the settings answer (or if they cannot), the spec's 5:00–23:00 and one-hour lessons.
  const day = settings.data ?? SPEC_DAY;
  const instructors = useActiveInstructors(isSchool);
  const cars = useAvailableCars(isSchool);
  const list = lessons.data?.content ?? [];
  const hours = visibleHours(day, list);

  const titleOf = useCallback(
    (lesson: Lesson) => {
      const who = lesson.lessonType === 'DRIVE' ? (lesson.student ? `${lesson.student.lastName} ${lesson.student.firstName}` : '') : (lesson.group?.name ?? '');
      const car = lesson.car ? ` · ${lesson.car.registrationNumber}` : '';
      const instructor = isSchool && lesson.instructor ? `${lesson.instructor.lastName}: ` : '';
      return `${instructor}${t(`scheduler.typeShort.${lesson.lessonType}`)} ${who}${car}`;
    },
    [isSchool, t],
  );
  const crowdTitle = useCallback((count: number) => t('scheduler.crowded', { count }), [t]);

  if (features.data && !features.data.scheduler) {
    return (
      <Alert color="gray" data-testid="scheduler-disabled">
        {t('scheduler.disabled')}
      </Alert>
    );
  }

  const move = (direction: -1 | 1) => setDate((current) => addDays(current, direction * (view === 'week' ? 7 : 1)));
  const openDay = (day: string) => {
    setDate(day);
    setView('day');
  };
  const rangeTitle = view === 'week' ? `${formatDate(range.after)} – ${formatDate(range.before)}` : formatDate(date);

  return (
    <Stack gap="md" w="100%" data-testid="scheduler-page">
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('scheduler.title')}
        </Title>
        <Group gap="sm">
          {isSchool && features.data?.cards && (
            <Button component={Link} to={PROGRESS_CARD_PATH} variant="default" data-testid="scheduler-cards">
              {t('scheduler.cards')}
            </Button>
          )}
          <Button onClick={() => setDialog({ kind: 'new', form: emptyForm(newLessonSlot(new Date(), day)) })} data-testid="scheduler-add">
            {t('scheduler.add')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Button.Group>
          <Button variant="default" onClick={() => move(-1)} aria-label={t('scheduler.prev')} data-testid="scheduler-prev">
            ‹
          </Button>
          <Button variant="default" onClick={() => setDate(todayIso())} data-testid="scheduler-today">
            {t('scheduler.today')}
          </Button>
          <Button variant="default" onClick={() => move(1)} aria-label={t('scheduler.next')} data-testid="scheduler-next">
            ›
          </Button>
        </Button.Group>
        <TextInput type="date" aria-label={t('scheduler.jumpTo')} value={date} onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)} data-testid="scheduler-date" />
        <Button.Group>
          <Button variant={view === 'day' ? 'filled' : 'default'} onClick={() => setView('day')} data-testid="scheduler-view-day">
            {t('scheduler.day')}
          </Button>
          <Button variant={view === 'week' ? 'filled' : 'default'} onClick={() => setView('week')} data-testid="scheduler-view-week">
            {t('scheduler.week')}
          </Button>
        </Button.Group>
        <SegmentedControl
          aria-label={t('scheduler.step')}
          value={String(step)}
          onChange={(value) => setStep(Number(value))}
          data={CALENDAR_STEP_OPTIONS.map((m) => ({ value: String(m), label: t('scheduler.minutes', { value: m }) }))}
          data-testid="scheduler-step"
        />
        <Text fw={600} data-testid="scheduler-range">
          {rangeTitle}
        </Text>
        {lessons.isFetching && <Loader size="sm" aria-label={t('common.loading')} data-testid="scheduler-loading" />}
      </Group>
      {isSchool && (
        <Group gap="sm" align="flex-end" wrap="wrap" data-testid="scheduler-filters">
          <MultiSelect
            label={t('scheduler.filter.instructors')}
            placeholder={t('scheduler.filter.all')}
            data={personOptions(instructors.data?.content)}
            value={filters.instructorIds.map(String)}
            onChange={(values) => setFilters((f) => ({ ...f, instructorIds: values.map(Number) }))}
            clearable
            miw={220}
            data-testid="scheduler-filter-instructors"
          />
          <NativeSelect
            label={t('scheduler.filter.car')}
            value={filters.carId === null ? '' : String(filters.carId)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setFilters((f) => ({ ...f, carId: value === '' ? null : Number(value) }));
            }}
            data={[{ value: '', label: t('scheduler.filter.all') }, ...(cars.data?.content ?? []).map((c) => ({ value: String(c.id), label: `${c.registrationNumber} – ${c.manufacturer} ${c.model}` }))]}
            data-testid="scheduler-filter-car"
          />
          <NativeSelect
            label={t('scheduler.filter.type')}
            value={filters.lessonType ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setFilters((f) => ({ ...f, lessonType: value === '' ? null : (value as LessonType) }));
            }}
            data={[
              { value: '', label: t('scheduler.filter.all') },
              { value: 'DRIVE', label: t('scheduler.type.DRIVE') },
              { value: 'LECTURE', label: t('scheduler.type.LECTURE') },
            ]}
            data-testid="scheduler-filter-type"
          />
        </Group>
      )}
      {lessons.isError && (
        <Alert color="red" role="alert" data-testid="scheduler-error" title={t('scheduler.loadError')}>
          <Stack gap="xs" align="flex-start">
            {lessons.error instanceof ApiRequestError && <Text size="sm">{apiErrorMessage(t, lessons.error.error)}</Text>}
            <Button variant="light" color="red" onClick={() => void lessons.refetch()}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {(lessons.isPending && !lessons.isError) || settings.isPending ? (
        <PageLoading />
      ) : (
        <SchedulerCalendar
          lessons={list}
          view={view}
          date={date}
          stepMinutes={step}
          startHour={hours.startHour}
          endHour={hours.endHour}
          language={currentLanguage() as Language}
          titleOf={titleOf}
          crowdTitle={crowdTitle}
          onLessonClick={(lesson) => setDialog({ kind: 'lesson', lesson })}
          onSlotClick={(slot) => {
            if (shouldOpenDayView(view, list, slot.date, slot.time)) openDay(slot.date);
            else setDialog({ kind: 'new', form: emptyForm(slotFrom(slot.date, slot.time, day)) });
          }}
          onCrowded={openDay}
        />
      )}
      {dialog && (
        <LessonDialog
          target={dialog}
          isSchool={isSchool}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

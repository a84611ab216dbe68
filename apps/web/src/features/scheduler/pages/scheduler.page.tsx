import { type Lesson, type LessonType, type Language, CALENDAR_STEP_OPTIONS, SCHEDULER_PHONE_MAX_WIDTH } from '@osk/contract';
import { Alert, Button, Group, Loader, MultiSelect, NativeSelect, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { formatDate, todayIso } from '../../../lib/dates';
import { useSessionUser } from '../../../lib/session/session.store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useActiveInstructors, useAvailableCars, useLessons, useRefreshLessons, useSchedulerFeatures, useSchedulerSettings } from '../api/scheduler.api';
import { personOptions } from '../components/id-select';
import { LessonDialog, type DialogTarget } from '../components/lesson-dialog';
import { CopyDialog, type CopySource } from '../components/copy-dialog';
import { SchedulerCalendar } from '../components/scheduler-calendar';
import { LessonMoveNotice } from '../components/lesson-move-notice';
import { useLessonMove } from '../lib/lesson-move';
import { AgendaList } from '../components/views/agenda-list';
import { ResourceDay, type DayResource } from '../components/views/resource-day';
import { personName } from '../components/views/view-labels';
import { WeekRows } from '../components/views/week-rows';
import { addDays, emptyForm, newLessonSlot, outcomeMark, shouldOpenDayView, slotFrom, SPEC_DAY, visibleHours, type LessonFilters } from '../lib/scheduler';
import { isDayView, matchesFilters, parseViewState, rangeOf, viewSearch, VIEWS_FOR, type SchedulerView, type ViewState } from '../lib/view-state';
import { PageLoading } from '../../../components/page-loading';

/** The view buttons' test ids (the time grid's keep the ids they had before the views of issue 22). */
const VIEW_TEST_ID: Record<SchedulerView, string> = {
  'day-instructors': 'scheduler-view-day-instructors',
  'day-cars': 'scheduler-view-day-cars',
  week: 'scheduler-view-compact-week',
  'agenda-day': 'scheduler-view-agenda-day',
  agenda: 'scheduler-view-agenda',
  'grid-day': 'scheduler-view-day',
  'grid-week': 'scheduler-view-week',
};

/** The progress card generator (school; behind the cards flag). */
const PROGRESS_CARD_PATH = '/progress-card';

/**
 * /scheduler (school and instructor): the lessons of the visible day or week on FullCalendar, a date
 * picker, prev/next/today, the school's filters (instructors, car, lesson type) and the lesson dialog.
 * The school sees every lesson of its instructors; an instructor only its own (the server decides).
 * The school's settings shape it (issue 18): the grid spans its working hours, a new lesson lasts its
 * minutesForLesson. Views (issue 22, lib/view-state.ts; the view, date and filters are the URL's query):
 * the day by instructor or by car (ADR 030), the compact week, the agenda of a day (a phone's default)
 * or a week, and FullCalendar's time grid of a day or a week.
 */
export function SchedulerPage() {
  const { t } = useTranslation();
  usePageTitle(t('scheduler.title'));
  const user = useSessionUser();
  const isSchool = user?.userType === 'SCHOOL';
  // The view, date and filters are the URL's query (issue 22): a reload keeps them, Back returns.
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseViewState(params, { width: window.innerWidth, isSchool, today: todayIso() }), [params, isSchool]);
  const { view, date, filters } = state;
  const go = (next: Partial<ViewState>) => setParams(viewSearch({ ...state, ...next }));
  const setDate = (next: string) => go({ date: next });
  const setView = (next: SchedulerView) => go({ view: next });
  const setFilters = (change: (current: LessonFilters) => LessonFilters) => go({ filters: change(filters) });
  const grid = view === 'grid-week' ? 'week' : view === 'grid-day' ? 'day' : null;
  const [step, setStep] = useState<number>(30);
  // On a phone the school's filters wait behind one button (the lessons come first on a small screen).
  const [filtersOpen, setFiltersOpen] = useState(() => window.innerWidth > SCHEDULER_PHONE_MAX_WIDTH);
  const filterCount = filters.instructorIds.length + (filters.carId === null ? 0 : 1) + (filters.lessonType === null ? 0 : 1);
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  // Copies and series (issue 22): a lesson, or the shown week (or a day of it).
  const [copy, setCopy] = useState<CopySource | null>(null);
  const range = rangeOf(view, date);
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
  // Drag and drop in our own views (the time grid has its own mover): the same PUT, undo and notice.
  const mover = useLessonMove();

  const titleOf = useCallback(
    (lesson: Lesson) => {
      const who = lesson.lessonType === 'DRIVE' ? (lesson.student ? `${lesson.student.lastName} ${lesson.student.firstName}` : '') : (lesson.group?.name ?? '');
      const car = lesson.car ? ` · ${lesson.car.registrationNumber}` : '';
      const instructor = isSchool && lesson.instructor ? `${lesson.instructor.lastName}: ` : '';
      return `${outcomeMark(lesson.outcome)}${instructor}${t(`scheduler.typeShort.${lesson.lessonType}`)} ${who}${car}`;
    },
    [isSchool, t],
  );
  const crowdTitle = useCallback((count: number) => t('scheduler.crowded', { count }), [t]);
  // The same array while the lessons and filters stay (the views memoise on it: a notice does not redraw them).
  const shown = useMemo(() => (isSchool ? list.filter((l) => matchesFilters(l, filters)) : list), [isSchool, list, filters]);

  if (features.data && !features.data.scheduler) {
    return (
      <Alert color="gray" data-testid="scheduler-disabled">
        {t('scheduler.disabled')}
      </Alert>
    );
  }

  const move = (direction: -1 | 1) => setDate(addDays(date, direction * (isDayView(view) ? 1 : 7)));
  // A crowded week slot opens that day: by instructor for the school, the day grid for an instructor.
  const openDay = (day: string) => go({ date: day, view: isSchool ? 'day-instructors' : 'grid-day' });
  const rangeTitle = isDayView(view) ? formatDate(date) : `${formatDate(range.after)} – ${formatDate(range.before)}`;
  const language = currentLanguage() as Language;
  const openLesson = (lesson: Lesson) => setDialog({ kind: 'lesson', lesson });
  // An instructor's name in the week or the day by instructor: that instructor's week.
  const instructorWeek = (id: number) => go({ view: 'week', filters: { ...filters, instructorIds: [id] } });
  const shownInstructors = (instructors.data?.content ?? []).filter((i) => filters.instructorIds.length === 0 || filters.instructorIds.includes(i.id));
  const columns: DayResource[] =
    view === 'day-cars'
      ? (cars.data?.content ?? []).filter((c) => filters.carId === null || c.id === filters.carId).map((c) => ({ id: c.id, label: c.registrationNumber, detail: `${c.manufacturer} ${c.model}` }))
      : shownInstructors.map((i) => ({ id: i.id, label: personName(i), color: i.color }));

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
          <Button variant="default" onClick={() => setCopy({ kind: 'week', date })} data-testid="scheduler-copy">
            {t('scheduler.copy.weekAction')}
          </Button>
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
        {grid && (
          <SegmentedControl
            aria-label={t('scheduler.step')}
            value={String(step)}
            onChange={(value) => setStep(Number(value))}
            data={CALENDAR_STEP_OPTIONS.map((m) => ({ value: String(m), label: t('scheduler.minutes', { value: m }) }))}
            data-testid="scheduler-step"
          />
        )}
        <Text fw={600} data-testid="scheduler-range">
          {rangeTitle}
        </Text>
        {lessons.isFetching && <Loader size="sm" aria-label={t('common.loading')} data-testid="scheduler-loading" />}
      </Group>
      <Group gap={6} wrap="wrap" role="group" aria-label={t('scheduler.views.label')} data-testid="scheduler-views">
        {VIEWS_FOR[isSchool ? 'school' : 'instructor'].map((v) => (
          <Button key={v} size="sm" px="sm" variant={view === v ? 'filled' : 'default'} aria-pressed={view === v} onClick={() => setView(v)} data-testid={VIEW_TEST_ID[v]}>
            {t(`scheduler.views.${v}`)}
          </Button>
        ))}
      </Group>
      {isSchool && window.innerWidth <= SCHEDULER_PHONE_MAX_WIDTH && (
        <Button variant="default" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} data-testid="scheduler-filters-toggle" style={{ alignSelf: 'flex-start' }}>
          {t('scheduler.views.filters', { count: filterCount })}
        </Button>
      )}
      {isSchool && filtersOpen && (
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
          {filters.instructorIds.length > 0 && (
            <Button variant="subtle" onClick={() => setFilters((f) => ({ ...f, instructorIds: [] }))} data-testid="scheduler-filter-all-instructors">
              {t('scheduler.views.showAll')}
            </Button>
          )}
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
      ) : view === 'day-instructors' || view === 'day-cars' ? (
        <ResourceDay
          kind={view === 'day-cars' ? 'car' : 'instructor'}
          resources={columns}
          lessons={shown}
          startHour={hours.startHour}
          endHour={hours.endHour}
          slotMinutes={30}
          onLessonClick={openLesson}
          onSlotClick={(id, time) => {
            const form = emptyForm(slotFrom(date, time, day));
            setDialog({ kind: 'new', form: view === 'day-cars' ? { ...form, carId: id === 0 ? null : id } : { ...form, instructorId: id } });
          }}
          {...(view === 'day-instructors' ? { onResourceClick: instructorWeek } : {})}
          onLessonMove={(lesson, change) => {
            const target = view === 'day-cars' ? { carId: change.resourceId } : isSchool ? { instructorId: change.resourceId } : {};
            void mover.move(lesson, `${lesson.lessonDate}T${change.startTime}`, `${lesson.lessonDate}T${change.endTime}`, target);
          }}
          acrossColumns={isSchool}
        />
      ) : view === 'week' ? (
        <WeekRows
          monday={range.after}
          daysOfWork={settings.data?.daysOfWork ?? [1, 2, 3, 4, 5, 6]}
          instructors={shownInstructors}
          lessons={shown}
          language={language}
          onLessonClick={openLesson}
          onInstructorClick={instructorWeek}
          onLessonMove={(lesson, change) =>
            void mover.move(lesson, `${change.date}T${lesson.startTime.slice(0, 5)}`, `${change.date}T${lesson.endTime.slice(0, 5)}`, isSchool ? { instructorId: change.instructorId } : {})
          }
          acrossRows={isSchool}
        />
      ) : view === 'agenda' || view === 'agenda-day' ? (
        <AgendaList lessons={shown} span={view === 'agenda-day' ? 'day' : 'week'} language={language} onLessonClick={openLesson} />
      ) : (
        <SchedulerCalendar
          lessons={list}
          view={grid ?? 'week'}
          date={date}
          stepMinutes={step}
          startHour={hours.startHour}
          endHour={hours.endHour}
          language={language}
          titleOf={titleOf}
          crowdTitle={crowdTitle}
          onLessonClick={openLesson}
          onSlotClick={(slot) => {
            if (shouldOpenDayView(grid ?? 'week', list, slot.date, slot.time)) openDay(slot.date);
            else setDialog({ kind: 'new', form: emptyForm(slotFrom(slot.date, slot.time, day)) });
          }}
          onCrowded={openDay}
        />
      )}
      {!grid && <LessonMoveNotice mover={mover} />}
      {dialog && (
        <LessonDialog
          target={dialog}
          isSchool={isSchool}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refresh();
          }}
          onOutcome={() => void refresh()}
          onCopy={(lesson) => {
            setDialog(null);
            setCopy({ kind: 'lesson', lesson });
          }}
        />
      )}
      {copy && (
        <CopyDialog
          source={copy}
          isSchool={isSchool}
          onClose={() => setCopy(null)}
          onSaved={(count) => {
            setCopy(null);
            notifications.show({ color: 'green', message: t('scheduler.copy.saved', { count }) });
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}

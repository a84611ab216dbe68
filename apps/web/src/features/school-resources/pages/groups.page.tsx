import { CAR_FILTER_DEBOUNCE_MS, type GROUP_SORT_FIELDS, GroupStatus, type Group as SchoolGroup, type GroupStudent } from '@osk/contract';
import { Badge, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { type ListColumn } from '../../../components/responsive-list';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { createGroup, deleteGroup, isGroupNameUsed, updateGroup, useGroupLessons, useGroupPage, useRefreshList, useStudentSearch } from '../api/resources.api';
import { ResourceForm } from '../components/resource-form';
import { ResourceList, useSortHeader, type ResourceListState } from '../components/resource-list';
import { listQuery } from '../lib/resources';
import { useSaveRemove } from '../../../components/use-save-remove';
import { fieldErrorText } from '../../../lib/forms';
import { StagedResourcePage, type StagedListProps } from '../components/staged-page';

type GroupSortField = (typeof GROUP_SORT_FIELDS)[number];

/** The learner search waits this long after typing. */
export const STUDENT_SEARCH_DEBOUNCE_MS = CAR_FILTER_DEBOUNCE_MS;
/** The group name code of a taken name (school document §5 "Groups"). */
const NAME_USED = 'msg.error.group.name.already.used';

type ListState = ResourceListState<GroupSortField>;
/** The list's defaults (school document §9): ACTIVE groups, newest first. */
const DEFAULT_LIST: ListState = { status: 'ACTIVE', sort: { sortBy: 'createDate', direction: 'DESC' }, page: 0 };

/** /groups: the school's lesson groups, stages LIST, EDIT and CREATE (school document §2.2 "Groups"). */
export function GroupsPage() {
  return (
    <StagedResourcePage<SchoolGroup, ListState>
      kind="groups"
      defaultList={DEFAULT_LIST}
      list={(props) => <GroupsList {...props} />}
      form={(item, onDone) => <GroupForm group={item} onDone={onDone} />}
    />
  );
}

function GroupsList({ state, onState, onEdit, onAdd }: StagedListProps<SchoolGroup, ListState>) {
  const { t } = useTranslation();
  const { status, sort, page } = state;
  const groups = useGroupPage(listQuery(page, { status }, sort));
  const sortHeader = useSortHeader(state, onState);
  const sorted = (field: GroupSortField) => sortHeader(field, t(`schoolResources.groups.col.${field}`));
  const columns: ReadonlyArray<ListColumn<SchoolGroup>> = [
    { key: 'name', label: t('schoolResources.groups.col.name'), header: sorted('name'), cell: (group) => group.name, card: 'title', td: { fw: 600 } },
    { key: 'createDate', label: t('schoolResources.groups.col.createDate'), header: sorted('createDate'), cell: (group) => formatDate(group.createDate) },
    {
      key: 'status',
      label: t('schoolResources.groups.col.status'),
      header: sorted('status'),
      cell: (group) => (
        <Badge miw="max-content" variant="light" color={group.status === 'ACTIVE' ? 'green' : 'gray'}>
          {t(`schoolResources.groupStatus.${group.status}`)}
        </Badge>
      ),
      card: 'aside',
    },
    { key: 'students', label: t('schoolResources.groups.col.students'), cell: (group) => group.students.length },
  ];

  return <ResourceList names={{ list: 'groups', row: 'group' }} state={state} onState={onState} query={groups} columns={columns} minWidth={640} onEdit={onEdit} onAdd={onAdd} statuses={groupStatuses(t)} />;
}

/** The group statuses with their names: the list's filter and the form's select. */
const groupStatuses = (t: TFunction) => GroupStatus.options.map((s) => ({ value: s, label: t(`schoolResources.groupStatus.${s}`) }));

function GroupForm({ group, onDone }: { group: SchoolGroup | null; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshList('groups');
  const [name, setName] = useState(group?.name ?? '');
  const [status, setStatus] = useState<GroupStatus>(group?.status ?? 'ACTIVE');
  const [students, setStudents] = useState<GroupStudent[]>(group?.students ?? []);
  const [touched, setTouched] = useState(false);
  const [tried, setTried] = useState(false);
  // The name found taken (on blur or by a 409 from save); the error shows while the field still holds it.
  const [takenName, setTakenName] = useState<string | null>(null);
  const calls = useSaveRemove<string>({ refresh, onDone, savedMessage: t('schoolResources.saved'), removedMessage: t('schoolResources.removed') });
  const trimmed = name.trim();
  const nameError = !trimmed ? t('schoolResources.validation.required') : trimmed.length > 100 ? t('schoolResources.validation.tooLong') : takenName === trimmed ? t(NAME_USED) : null;
  // The server's answer to the last save, on its field (the name's is kept by takenName above).
  const serverError = (field: string) => {
    const server = calls.fieldErrors[field];
    return server ? fieldErrorText(t, server) : undefined;
  };
  const invalid = nameError !== null;
  const showBanner = invalid && (tried || touched);

  const checkName = async () => {
    setTouched(true);
    if (!trimmed || trimmed.length > 100) return;
    const taken = await isGroupNameUsed(group?.id ?? null, trimmed);
    setTakenName(taken ? trimmed : null);
  };

  const save = async () => {
    setTried(true);
    if (invalid) return;
    const request = { name: trimmed, status, students: students.map((s) => ({ id: s.id })) };
    await calls.save(
      () => (group ? updateGroup(group.id, request) : createGroup(request)),
      (error, status, onFields) => {
        if (status === 409 || error.code === NAME_USED) {
          setTakenName(trimmed);
          return null;
        }
        return t(onFields ? 'msg.error.invalid.form' : 'msg.error.group.failed');
      },
    );
  };
  const remove = async () => {
    if (group) await calls.remove(() => deleteGroup(group.id), () => t('msg.error.group.remove.failed'));
  };

  return (
    <Stack gap="md">
      <ResourceForm
        row="group"
        calls={calls}
        onSave={() => void save()}
        showBanner={showBanner}
        saveDisabled={invalid}
        onCancel={onDone}
        removal={{ shown: group !== null, confirmText: t('schoolResources.groups.confirmRemove', { name: group?.name ?? '' }), onConfirm: () => void remove() }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('schoolResources.groups.name')}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onBlur={() => void checkName()}
            error={(tried || touched || takenName === trimmed) && nameError ? nameError : serverError('name')}
            data-testid="group-name"
          />
          <Select
            label={t('schoolResources.status')}
            required
            data={groupStatuses(t)}
            value={status}
            onChange={(value) => value && setStatus(value as GroupStatus)}
            allowDeselect={false}
            data-testid="group-status"
          />
        </SimpleGrid>
        <GroupStudents students={students} onChange={setStudents} />
      </ResourceForm>
      <GroupLessons groupId={group?.id ?? null} />
    </Stack>
  );
}

/** The learner search (ACTIVE learners, debounced) with add buttons, and the group's learners with remove buttons. */
function GroupStudents({ students, onChange }: { students: GroupStudent[]; onChange: (students: GroupStudent[]) => void }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, STUDENT_SEARCH_DEBOUNCE_MS);
  const found = useStudentSearch(debounced);
  const inGroup = new Set(students.map((s) => s.id));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs">
        <TextInput label={t('schoolResources.groups.search')} description={t('schoolResources.groups.searchHint')} value={term} onChange={(e) => setTerm(e.currentTarget.value)} rightSection={found.isFetching ? <Loader size="xs" /> : null} data-testid="group-student-search" />
        {debounced.trim() && found.data && (
          <Stack gap={4} data-testid="group-search-results">
            {found.data.content.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('schoolResources.groups.searchEmpty')}
              </Text>
            )}
            {found.data.content.map((s) => (
              <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="group-search-result">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {s.lastName} {s.firstName}
                  {s.email ? ` · ${s.email}` : ''}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={inGroup.has(s.id)}
                  onClick={() => onChange([...students, { id: s.id, firstName: s.firstName, lastName: s.lastName, email: s.email }])}
                  data-testid={`group-student-add-${s.id}`}
                >
                  {inGroup.has(s.id) ? t('schoolResources.groups.inGroup') : t('schoolResources.groups.addStudent')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap="xs" data-testid="group-students">
        <Text fw={600} size="sm">
          {t('schoolResources.groups.students', { count: students.length })}
        </Text>
        {students.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('schoolResources.groups.noStudents')}
          </Text>
        )}
        {students.map((s) => (
          <Group key={s.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="group-student">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {s.lastName} {s.firstName}
            </Text>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => onChange(students.filter((x) => x.id !== s.id))} aria-label={`${t('schoolResources.groups.removeStudent')}: ${s.firstName} ${s.lastName}`} data-testid={`group-student-remove-${s.id}`}>
              {t('schoolResources.groups.removeStudent')}
            </Button>
          </Group>
        ))}
      </Stack>
    </SimpleGrid>
  );
}

/** The group's upcoming lessons; a failed read (the lessons server may be missing) shows a quiet note. */
function GroupLessons({ groupId }: { groupId: number | null }) {
  const { t } = useTranslation();
  const lessons = useGroupLessons(groupId);
  let body;
  if (groupId === null) body = <Text size="sm" c="dimmed">{t('schoolResources.groups.lessonsNew')}</Text>;
  else if (lessons.isPending) body = <Loader size="sm" />;
  else if (lessons.isError) body = <Text size="sm" c="dimmed" data-testid="group-lessons-unavailable">{t('schoolResources.groups.lessonsUnavailable')}</Text>;
  else if (lessons.data.content.length === 0) body = <Text size="sm" c="dimmed">{t('schoolResources.groups.noLessons')}</Text>;
  else
    body = (
      <Stack gap={4}>
        {lessons.data.content.map((lesson) => (
          <Text key={lesson.id} size="sm" data-testid="group-lesson">
            {formatDate(lesson.lessonDate)} {lesson.startTime}–{lesson.endTime}
            {lesson.instructor ? ` · ${lesson.instructor.firstName} ${lesson.instructor.lastName}` : ''}
          </Text>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-lessons">
      <Title order={2} size="h4" mb="xs">
        {t('schoolResources.groups.lessons')}
      </Title>
      {body}
    </Paper>
  );
}

import {
  CAR_FILTER_DEBOUNCE_MS,
  classifyPhone,
  DEFAULT_INSTRUCTOR_COLOR,
  INSTRUCTOR_REMARKS_MAX,
  type INSTRUCTOR_SORT_FIELDS,
  InstructorCategory,
  InstructorStatus,
  type Instructor,
  type InstructorRequest,
} from '@osk/contract';
import { Alert, Badge, Button, ColorInput, ColorSwatch, Group, MultiSelect, Paper, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons';
import { ResponsiveList, type ListColumn } from '../../../components/responsive-list';
import { createInstructor, deleteInstructor, isEmailUsed, isPhoneUsed, updateInstructor, useInstructorPage, useRefreshList } from '../api/resources.api';
import { ConfirmDialog, EmptyList, FormAlert, LoadError, Loading, PageLinks, RemarksField, SortHeader } from '../components/frame';
import { categoryLabel, listQuery, optional, toggleSort, type ErrorKey, type Sort } from '../lib/resources';
import { useSaveRemove } from '../../../components/use-save-remove';
import { fieldErrorText } from '../../../lib/forms';
import { StagedResourcePage, type StagedListProps } from '../components/staged-page';

type InstructorSortField = (typeof INSTRUCTOR_SORT_FIELDS)[number];

/** Name filters wait this long after typing (the cars' debounce, school document §9). */
export const NAME_FILTER_DEBOUNCE_MS = CAR_FILTER_DEBOUNCE_MS;

interface ListState {
  firstName: string;
  lastName: string;
  status: string;
  sort: Sort<InstructorSortField>;
  page: number;
}
/** The list's defaults (school document §9): ACTIVE instructors by last name ascending. */
const DEFAULT_LIST: ListState = { firstName: '', lastName: '', status: 'ACTIVE', sort: { sortBy: 'lastName', direction: 'ASC' }, page: 0 };

/** /instructors: the school's instructors, stages LIST, EDIT and CREATE (school document §2.2 "Instructors"). */
export function InstructorsPage() {
  return (
    <StagedResourcePage<Instructor, ListState>
      kind="instructors"
      defaultList={DEFAULT_LIST}
      list={(props) => <InstructorsList {...props} />}
      form={(item, onDone) => <InstructorForm instructor={item} onDone={onDone} />}
    />
  );
}

function InstructorsList({ state, onState, onEdit, onAdd }: StagedListProps<Instructor, ListState>) {
  const { t } = useTranslation();
  const { status, sort, page } = state;
  const names = { firstName: state.firstName, lastName: state.lastName };
  const [debounced] = useDebouncedValue(names, NAME_FILTER_DEBOUNCE_MS);
  const key = `${debounced.firstName}\u0000${debounced.lastName}`;
  const [lastFilter, setLastFilter] = useState(key);
  if (key !== lastFilter) {
    setLastFilter(key);
    if (page !== 0) onState((s) => ({ ...s, page: 0 }));
  }
  const instructors = useInstructorPage(listQuery(page, { firstName: debounced.firstName, lastName: debounced.lastName, status }, sort));
  const onSort = (field: InstructorSortField) => onState((s) => ({ ...s, sort: toggleSort(s.sort, field), page: 0 }));
  const setPage = (next: number) => onState((s) => ({ ...s, page: next }));
  const sorted = (field: InstructorSortField) => <SortHeader field={field} label={t(`schoolResources.instructors.col.${field}`)} sort={sort} onSort={onSort} />;
  const columns: ReadonlyArray<ListColumn<Instructor>> = [
    {
      key: 'color',
      label: t('schoolResources.instructors.col.color'),
      cell: (instructor) => <ColorSwatch color={instructor.color} size={20} aria-label={instructor.color} data-testid="instructor-color" />,
      card: 'title',
    },
    { key: 'lastName', label: t('schoolResources.instructors.col.lastName'), header: sorted('lastName'), cell: (instructor) => instructor.lastName, card: 'title', td: { fw: 600 } },
    { key: 'firstName', label: t('schoolResources.instructors.col.firstName'), header: sorted('firstName'), cell: (instructor) => instructor.firstName, card: 'title' },
    { key: 'email', label: t('schoolResources.instructors.col.email'), header: sorted('email'), cell: (instructor) => instructor.email, card: 'sub', td: { style: { overflowWrap: 'anywhere' } } },
    { key: 'phoneNumber', label: t('schoolResources.instructors.col.phoneNumber'), cell: (instructor) => instructor.phoneNumber ?? t('schoolResources.none') },
    { key: 'categories', label: t('schoolResources.instructors.col.categories'), cell: (instructor) => instructor.categories.map(categoryLabel).join(', ') || t('schoolResources.none') },
    {
      key: 'status',
      label: t('schoolResources.instructors.col.status'),
      header: sorted('status'),
      cell: (instructor) => (
        <Badge miw="max-content" variant="light" color={instructor.status === 'ACTIVE' ? 'green' : 'gray'}>
          {t(`schoolResources.instructorStatus.${instructor.status}`)}
        </Badge>
      ),
      card: 'aside',
    },
  ];

  let list;
  if (instructors.isPending) list = <Loading />;
  else if (instructors.isError) list = <LoadError error={instructors.error} retry={() => void instructors.refetch()} />;
  else if (instructors.data.content.length === 0) list = <EmptyList testId="instructors-empty" onAdd={onAdd} addLabel={t('schoolResources.instructors.add')} />;
  else
    list = (
      <Stack gap="sm" style={{ opacity: instructors.isPlaceholderData ? 0.6 : 1 }}>
        <ResponsiveList
          rows={instructors.data.content}
          rowKey={(instructor) => instructor.id}
          columns={columns}
          minWidth={860}
          testIds={{ table: 'instructors-table', cards: 'instructors-cards', row: 'instructor-row' }}
          actions={{
            label: t('schoolResources.actions'),
            cell: (instructor) => (
              <Button size="compact-sm" variant="light" onClick={() => onEdit(instructor)} data-testid="instructor-edit">
                {t('schoolResources.edit')}
              </Button>
            ),
          }}
        />
        <PageLinks current={instructors.data.number} total={instructors.data.totalPages} onPage={setPage} />
      </Stack>
    );

  const setName = (field: 'firstName' | 'lastName') => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    onState((s) => ({ ...s, [field]: value }));
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label={t('schoolResources.instructors.col.firstName')} value={state.firstName} onChange={setName('firstName')} data-testid="filter-firstName" />
          <TextInput label={t('schoolResources.instructors.col.lastName')} value={state.lastName} onChange={setName('lastName')} data-testid="filter-lastName" />
          <Select
            label={t('schoolResources.status')}
            data={[{ value: '', label: t('schoolResources.all') }, ...InstructorStatus.options.map((s) => ({ value: s, label: t(`schoolResources.instructorStatus.${s}`) }))]}
            value={status}
            onChange={(value) => onState((s) => ({ ...s, status: value ?? '', page: 0 }))}
            allowDeselect={false}
            data-testid="filter-status"
          />
        </SimpleGrid>
      </Paper>
      {list}
    </Stack>
  );
}

interface InstructorValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  color: string;
  categories: InstructorCategory[];
  notificationsEnabled: boolean;
  registrationNumber: string;
  additionalInfo1: string;
  additionalInfo2: string;
  remarks: string;
  status: InstructorStatus;
}

function instructorValues(i: Instructor | null): InstructorValues {
  return {
    firstName: i?.firstName ?? '',
    lastName: i?.lastName ?? '',
    email: i?.email ?? '',
    phoneNumber: i?.phoneNumber ?? '',
    color: i?.color ?? DEFAULT_INSTRUCTOR_COLOR,
    categories: i?.categories ?? [],
    notificationsEnabled: i?.notificationsEnabled ?? true,
    registrationNumber: i?.registrationNumber ?? '',
    additionalInfo1: i?.additionalInfo1 ?? '',
    additionalInfo2: i?.additionalInfo2 ?? '',
    remarks: i?.remarks ?? '',
    status: i?.status ?? 'ACTIVE',
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** A phone the server stores (the contract's one reading): Polish "601 222 333" and the like, or a foreign number. */
const isPhone = (value: string) => classifyPhone(value) !== 'INVALID';
const HEX = /^#[0-9A-Fa-f]{6}$/;

/** The instructor form's errors (school document §5 "Instructors"); e-mail and phone only when creating. */
export function validateInstructor(v: InstructorValues, creating: boolean): Partial<Record<keyof InstructorValues, ErrorKey>> {
  const errors: Partial<Record<keyof InstructorValues, ErrorKey>> = {};
  if (!v.firstName.trim()) errors.firstName = 'required';
  else if (v.firstName.trim().length > 100) errors.firstName = 'tooLong';
  if (!v.lastName.trim()) errors.lastName = 'required';
  else if (v.lastName.trim().length > 100) errors.lastName = 'tooLong';
  if (creating) {
    if (!v.email.trim()) errors.email = 'required';
    else if (!EMAIL.test(v.email.trim()) || v.email.trim().length > 254) errors.email = 'email';
    if (!v.phoneNumber.trim()) errors.phoneNumber = 'required';
    else if (!isPhone(v.phoneNumber)) errors.phoneNumber = 'phone';
  }
  if (!HEX.test(v.color)) errors.color = 'color';
  if (v.registrationNumber.trim().length > 30) errors.registrationNumber = 'tooLong';
  if (v.additionalInfo1.trim().length > 200) errors.additionalInfo1 = 'tooLong';
  if (v.additionalInfo2.trim().length > 200) errors.additionalInfo2 = 'tooLong';
  if (v.remarks.length > INSTRUCTOR_REMARKS_MAX) errors.remarks = 'tooLong';
  return errors;
}

function InstructorForm({ instructor, onDone }: { instructor: Instructor | null; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshList('instructors');
  const creating = instructor === null;
  const [values, setValues] = useState(() => instructorValues(instructor));
  const [touched, setTouched] = useState<Partial<Record<keyof InstructorValues, boolean>>>({});
  const [tried, setTried] = useState(false);
  // Prior use of the e-mail and phone, by the value checked on blur.
  const [used, setUsed] = useState<{ email: string | null; phoneNumber: string | null }>({ email: null, phoneNumber: null });
  const { saving, removing, confirm, setConfirm, failure, fieldErrors, clearFieldError, ...calls } = useSaveRemove<string>({ refresh, onDone, savedMessage: t('schoolResources.saved'), removedMessage: t('schoolResources.instructors.removed') });
  const errors = validateInstructor(values, creating);
  const emailUsed = creating && used.email !== null && used.email === values.email.trim();
  const phoneUsed = creating && used.phoneNumber !== null && used.phoneNumber === values.phoneNumber.trim();
  const invalid = Object.keys(errors).length > 0 || emailUsed || phoneUsed;
  const shown = (key: keyof InstructorValues) => {
    if ((tried || touched[key]) && errors[key]) return t(`schoolResources.validation.${errors[key]}`);
    // The server's answer to the last save, on the field it is about.
    const server = fieldErrors[key];
    return server ? fieldErrorText(t, server) : undefined;
  };
  const set = <K extends keyof InstructorValues>(key: K, value: InstructorValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    clearFieldError(key);
  };
  const blur = (key: keyof InstructorValues) => () => setTouched((s) => ({ ...s, [key]: true }));
  const showBanner = (Object.keys(errors).length > 0 && (tried || Object.keys(touched).some((k) => errors[k as keyof InstructorValues]))) || emailUsed || phoneUsed;

  /** On blur: a well-formed e-mail or phone is checked for prior use (school document §5). */
  const checkEmail = async () => {
    setTouched((s) => ({ ...s, email: true }));
    const email = values.email.trim();
    if (!creating || !EMAIL.test(email)) return;
    const taken = await isEmailUsed(email);
    setUsed((u) => ({ ...u, email: taken ? email : null }));
  };
  const checkPhone = async () => {
    setTouched((s) => ({ ...s, phoneNumber: true }));
    const phone = values.phoneNumber.trim();
    if (!creating || !isPhone(phone)) return;
    const taken = await isPhoneUsed(phone);
    setUsed((u) => ({ ...u, phoneNumber: taken ? phone : null }));
  };

  const save = async () => {
    setTried(true);
    if (invalid) return;
    const request: InstructorRequest = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phoneNumber: values.phoneNumber.trim(),
      color: values.color.toUpperCase(),
      notificationsEnabled: values.notificationsEnabled,
      categories: values.categories,
      registrationNumber: optional(values.registrationNumber),
      additionalInfo1: optional(values.additionalInfo1),
      additionalInfo2: optional(values.additionalInfo2),
      remarks: optional(values.remarks),
      status: values.status,
    };
    await calls.save(
      () => (instructor ? updateInstructor(instructor.id, request) : createInstructor(request)),
      ({ code }, _status, onFields) => {
        if (onFields) return t('msg.error.invalid.form');
        return code === 'msg.error.instructor.email.used' || code === 'msg.error.instructor.phone.used' ? t(code) : t('msg.error.instructor.failed');
      },
    );
  };
  const remove = async () => {
    if (instructor) await calls.remove(() => deleteInstructor(instructor.id), () => t('msg.error.instructor.remove.failed'));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      data-testid="instructor-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        {creating ? (
          <Alert color="blue" icon={<InfoIcon />} data-testid="instructor-invitation">
            {t('schoolResources.instructors.invitation')}
          </Alert>
        ) : (
          <Alert color="gray" icon={<InfoIcon />} data-testid="instructor-locked">
            {t('schoolResources.instructors.locked')}
          </Alert>
        )}
        <FormAlert text={showBanner ? t('msg.error.invalid.form') : null} testId="instructor-invalid" />
        <FormAlert text={failure} testId="instructor-failure" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('schoolResources.instructors.col.firstName')} required value={values.firstName} onChange={(e) => set('firstName', e.currentTarget.value)} onBlur={blur('firstName')} error={shown('firstName')} data-testid="instructor-first-name" />
          <TextInput label={t('schoolResources.instructors.col.lastName')} required value={values.lastName} onChange={(e) => set('lastName', e.currentTarget.value)} onBlur={blur('lastName')} error={shown('lastName')} data-testid="instructor-last-name" />
          <TextInput
            label={t('schoolResources.instructors.col.email')}
            type="email"
            required
            disabled={!creating}
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            onBlur={() => void checkEmail()}
            error={emailUsed ? t('msg.error.instructor.email.used') : shown('email')}
            data-testid="instructor-email"
          />
          <TextInput
            label={t('schoolResources.instructors.col.phoneNumber')}
            type="tel"
            required
            disabled={!creating}
            value={values.phoneNumber}
            onChange={(e) => set('phoneNumber', e.currentTarget.value)}
            onBlur={() => void checkPhone()}
            error={phoneUsed ? t('msg.error.instructor.phone.used') : shown('phoneNumber')}
            data-testid="instructor-phone"
          />
          <ColorInput label={t('schoolResources.instructors.color')} format="hex" value={values.color} onChange={(value) => set('color', value)} onBlur={blur('color')} error={shown('color')} data-testid="instructor-color-input" />
          <MultiSelect
            label={t('schoolResources.instructors.categories')}
            data={InstructorCategory.options.map((c) => ({ value: c, label: categoryLabel(c) }))}
            value={values.categories}
            onChange={(value) => set('categories', value as InstructorCategory[])}
            searchable
            clearable
            data-testid="instructor-categories"
          />
          <TextInput label={t('schoolResources.instructors.registrationNumber')} value={values.registrationNumber} onChange={(e) => set('registrationNumber', e.currentTarget.value)} onBlur={blur('registrationNumber')} error={shown('registrationNumber')} data-testid="instructor-registration" />
          <Select
            label={t('schoolResources.status')}
            data={InstructorStatus.options.map((s) => ({ value: s, label: t(`schoolResources.instructorStatus.${s}`) }))}
            value={values.status}
            onChange={(value) => value && set('status', value as InstructorStatus)}
            allowDeselect={false}
            data-testid="instructor-status"
          />
          <TextInput label={t('schoolResources.instructors.additionalInfo1')} value={values.additionalInfo1} onChange={(e) => set('additionalInfo1', e.currentTarget.value)} onBlur={blur('additionalInfo1')} error={shown('additionalInfo1')} data-testid="instructor-info1" />
          <TextInput label={t('schoolResources.instructors.additionalInfo2')} value={values.additionalInfo2} onChange={(e) => set('additionalInfo2', e.currentTarget.value)} onBlur={blur('additionalInfo2')} error={shown('additionalInfo2')} data-testid="instructor-info2" />
        </SimpleGrid>
        <Switch label={t('schoolResources.instructors.notifications')} checked={values.notificationsEnabled} onChange={(e) => set('notificationsEnabled', e.currentTarget.checked)} data-testid="instructor-notifications" />
        <RemarksField value={values.remarks} onChange={(v) => set('remarks', v)} max={INSTRUCTOR_REMARKS_MAX} testId="instructor-remarks" error={shown('remarks')} />
        <Group justify="space-between">
          <Group gap="sm">
            <Button type="submit" loading={saving} disabled={invalid} data-testid="instructor-save">
              {t('schoolResources.save')}
            </Button>
            <Button variant="default" onClick={onDone} data-testid="instructor-cancel">
              {t('schoolResources.cancel')}
            </Button>
          </Group>
          {instructor && instructor.status === 'ACTIVE' && (
            <Button color="red" variant="light" onClick={() => setConfirm(true)} data-testid="instructor-remove">
              {t('schoolResources.instructors.remove')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirm}
        busy={removing}
        text={t('schoolResources.instructors.confirmRemove', { name: instructor ? `${instructor.firstName} ${instructor.lastName}` : '' })}
        onConfirm={() => void remove()}
        onClose={() => setConfirm(false)}
      />
    </Paper>
  );
}

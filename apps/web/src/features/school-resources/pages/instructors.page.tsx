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
import { Alert, Badge, ColorInput, ColorSwatch, MultiSelect, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/icons';
import { type ListColumn } from '../../../components/responsive-list';
import { createInstructor, deleteInstructor, isEmailUsed, isPhoneUsed, updateInstructor, useInstructorPage, useRefreshList } from '../api/resources.api';
import { RemarksField } from '../components/frame';
import { ResourceForm, useResourceValues } from '../components/resource-form';
import { ResourceList, useFirstPageOnChange, useSortHeader, type ResourceListState } from '../components/resource-list';
import { categoryLabel, listQuery, optional, type ErrorKey } from '../lib/resources';
import { useSaveRemove } from '../../../components/use-save-remove';
import { StagedResourcePage, type StagedListProps } from '../components/staged-page';

type InstructorSortField = (typeof INSTRUCTOR_SORT_FIELDS)[number];

/** Name filters wait this long after typing (the cars' debounce, school document §9). */
export const NAME_FILTER_DEBOUNCE_MS = CAR_FILTER_DEBOUNCE_MS;

interface ListState extends ResourceListState<InstructorSortField> {
  firstName: string;
  lastName: string;
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
  useFirstPageOnChange(`${debounced.firstName}\u0000${debounced.lastName}`, page, onState);
  const instructors = useInstructorPage(listQuery(page, { firstName: debounced.firstName, lastName: debounced.lastName, status }, sort));
  const sortHeader = useSortHeader(state, onState);
  const sorted = (field: InstructorSortField) => sortHeader(field, t(`schoolResources.instructors.col.${field}`));
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

  const setName = (field: 'firstName' | 'lastName') => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    onState((s) => ({ ...s, [field]: value }));
  };
  return (
    <ResourceList
      names={{ list: 'instructors', row: 'instructor' }}
      state={state}
      onState={onState}
      query={instructors}
      columns={columns}
      minWidth={860}
      onEdit={onEdit}
      onAdd={onAdd}
      statuses={instructorStatuses(t)}
      filterCols={3}
      filters={
        <>
          <TextInput label={t('schoolResources.instructors.col.firstName')} value={state.firstName} onChange={setName('firstName')} data-testid="filter-firstName" />
          <TextInput label={t('schoolResources.instructors.col.lastName')} value={state.lastName} onChange={setName('lastName')} data-testid="filter-lastName" />
        </>
      }
    />
  );
}

/** The instructor statuses with their names: the list's filter and the form's select. */
const instructorStatuses = (t: TFunction) => InstructorStatus.options.map((s) => ({ value: s, label: t(`schoolResources.instructorStatus.${s}`) }));

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
  // Prior use of the e-mail and phone, by the value checked on blur.
  const [used, setUsed] = useState<{ email: string | null; phoneNumber: string | null }>({ email: null, phoneNumber: null });
  const calls = useSaveRemove<string>({ refresh, onDone, savedMessage: t('schoolResources.saved'), removedMessage: t('schoolResources.instructors.removed') });
  const form = useResourceValues(() => instructorValues(instructor), (v) => validateInstructor(v, creating), calls);
  const { values, shown, set, blur } = form;
  const emailUsed = creating && used.email !== null && used.email === values.email.trim();
  const phoneUsed = creating && used.phoneNumber !== null && used.phoneNumber === values.phoneNumber.trim();
  const invalid = form.hasErrors || emailUsed || phoneUsed;

  /** On blur: a well-formed e-mail or phone is checked for prior use (school document §5). */
  const checkEmail = async () => {
    form.touch('email');
    const email = values.email.trim();
    if (!creating || !EMAIL.test(email)) return;
    const taken = await isEmailUsed(email);
    setUsed((u) => ({ ...u, email: taken ? email : null }));
  };
  const checkPhone = async () => {
    form.touch('phoneNumber');
    const phone = values.phoneNumber.trim();
    if (!creating || !isPhone(phone)) return;
    const taken = await isPhoneUsed(phone);
    setUsed((u) => ({ ...u, phoneNumber: taken ? phone : null }));
  };

  const save = async () => {
    form.setTried(true);
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
    <ResourceForm
      row="instructor"
      calls={calls}
      onSave={() => void save()}
      showBanner={form.showBanner || emailUsed || phoneUsed}
      saveDisabled={invalid}
      onCancel={onDone}
      removal={{
        shown: instructor !== null && instructor.status === 'ACTIVE',
        label: t('schoolResources.instructors.remove'),
        confirmText: t('schoolResources.instructors.confirmRemove', { name: instructor ? `${instructor.firstName} ${instructor.lastName}` : '' }),
        onConfirm: () => void remove(),
      }}
      intro={
        creating ? (
          <Alert color="blue" icon={<InfoIcon />} data-testid="instructor-invitation">
            {t('schoolResources.instructors.invitation')}
          </Alert>
        ) : (
          <Alert color="gray" icon={<InfoIcon />} data-testid="instructor-locked">
            {t('schoolResources.instructors.locked')}
          </Alert>
        )
      }
    >
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
          data={instructorStatuses(t)}
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
    </ResourceForm>
  );
}

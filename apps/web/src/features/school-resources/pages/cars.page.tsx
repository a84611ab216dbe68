import { CAR_FILTER_DEBOUNCE_MS, CAR_REMARKS_MAX, CAR_SORT_FIELDS, CarStatus, DEFAULT_CAR_YEAR, type Car, type CarRequest } from '@osk/contract';
import { Badge, Group, Select, SimpleGrid, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { type ListColumn } from '../../../components/responsive-list';
import { formatDate } from '../../../lib/dates';
import { deleteCar, saveCar, useCarPage, useRefreshList } from '../api/resources.api';
import { RemarksField } from '../components/frame';
import { ResourceForm, useResourceValues } from '../components/resource-form';
import { ResourceList, useFirstPageOnChange, useSortHeader, type ResourceListState } from '../components/resource-list';
import { carDateAlert, listQuery, optional, type ErrorKey } from '../lib/resources';
import { useSaveRemove } from '../../../components/use-save-remove';
import { StagedResourcePage, type StagedListProps } from '../components/staged-page';

type CarSortField = (typeof CAR_SORT_FIELDS)[number];

/** /cars: the school's cars, stages LIST, EDIT and CREATE (school document §2.2 "Cars", §4). */
export function CarsPage() {
  return (
    <StagedResourcePage<Car, ListState>
      kind="cars"
      defaultList={DEFAULT_LIST}
      list={(props) => <CarsList {...props} />}
      form={(item, onDone) => <CarForm car={item} onDone={onDone} />}
    />
  );
}

interface ListState extends ResourceListState<CarSortField> {
  registrationNumber: string;
}
/** The list's defaults (school document §9): AVAILABLE cars by registration number. */
const DEFAULT_LIST: ListState = { registrationNumber: '', status: 'AVAILABLE', sort: { sortBy: 'registrationNumber', direction: 'ASC' }, page: 0 };

function CarsList({ state, onState, onEdit, onAdd }: StagedListProps<Car, ListState>) {
  const { t } = useTranslation();
  const { registrationNumber, status, sort, page } = state;
  const [debounced] = useDebouncedValue(registrationNumber, CAR_FILTER_DEBOUNCE_MS);
  useFirstPageOnChange(debounced, page, onState);
  const cars = useCarPage(listQuery(page, { registrationNumber: debounced, status }, sort));
  const sorted = useSortHeader(state, onState);
  const cells: Record<CarSortField, (car: Car) => ReactNode> = {
    registrationNumber: (car) => car.registrationNumber,
    manufacturer: (car) => car.manufacturer,
    model: (car) => car.model,
    yearOfProduction: (car) => car.yearOfProduction,
    nextCheckup: (car) => <DateWithAlert date={car.nextCheckup} kind="checkup" />,
    insuranceExpires: (car) => <DateWithAlert date={car.insuranceExpires} kind="insurance" />,
    status: (car) => (
      <Badge miw="max-content" variant="light" color={car.status === 'AVAILABLE' ? 'green' : 'gray'} data-testid="car-status">
        {t(`schoolResources.carStatus.${car.status}`)}
      </Badge>
    ),
  };
  const columns: ReadonlyArray<ListColumn<Car>> = CAR_SORT_FIELDS.map((field) => {
    const label = t(`schoolResources.cars.col.${field}`);
    return {
      key: field,
      label,
      header: sorted(field, label),
      cell: cells[field],
      card: field === 'registrationNumber' ? 'title' : field === 'status' ? 'aside' : 'field',
      td: field === 'registrationNumber' ? { fw: 600 } : undefined,
    };
  });

  return (
    <ResourceList
      names={{ list: 'cars', row: 'car' }}
      state={state}
      onState={onState}
      query={cars}
      columns={columns}
      minWidth={860}
      onEdit={onEdit}
      onAdd={onAdd}
      statuses={carStatuses(t)}
      filters={
        <TextInput label={t('schoolResources.cars.filterRegistration')} value={registrationNumber} onChange={(e) => {
            const value = e.currentTarget.value;
            onState((s) => ({ ...s, registrationNumber: value }));
          }} data-testid="filter-registrationNumber" />
      }
    />
  );
}

/** The car statuses with their names: the list's filter and the form's select. */
const carStatuses = (t: TFunction) => CarStatus.options.map((s) => ({ value: s, label: t(`schoolResources.carStatus.${s}`) }));

/** A car date with an alert when it is past or within CAR_DATE_ALERT_DAYS. */
function DateWithAlert({ date, kind }: { date: string | null; kind: 'checkup' | 'insurance' }) {
  const { t } = useTranslation();
  if (!date) return <>{t('schoolResources.none')}</>;
  const alert = carDateAlert(date);
  if (!alert) return <>{formatDate(date)}</>;
  const label = t(`schoolResources.cars.alert.${kind}.${alert}`);
  return (
    <Tooltip label={label}>
      <Group gap={4} wrap="nowrap" data-testid={`car-alert-${kind}`} aria-label={label}>
        <Text size="sm" c={alert === 'expired' ? 'red' : 'orange'} fw={600}>
          {formatDate(date)}
        </Text>
        <AlertIcon color={alert === 'expired' ? 'var(--mantine-color-red-6)' : 'var(--mantine-color-orange-6)'} width={16} height={16} />
      </Group>
    </Tooltip>
  );
}

interface CarValues {
  registrationNumber: string;
  manufacturer: string;
  model: string;
  yearOfProduction: string;
  nextCheckup: string;
  insuranceExpires: string;
  status: CarStatus;
  vin: string;
  remarks: string;
}

function carValues(car: Car | null): CarValues {
  return {
    registrationNumber: car?.registrationNumber ?? '',
    manufacturer: car?.manufacturer ?? '',
    model: car?.model ?? '',
    yearOfProduction: String(car?.yearOfProduction ?? DEFAULT_CAR_YEAR),
    nextCheckup: car?.nextCheckup ?? '',
    insuranceExpires: car?.insuranceExpires ?? '',
    status: car?.status ?? 'AVAILABLE',
    vin: car?.vin ?? '',
    remarks: car?.remarks ?? '',
  };
}

/** The car form's errors (school document §5 "Cars"): text keys under schoolResources.validation. */
export function validateCar(v: CarValues): Partial<Record<keyof CarValues, ErrorKey>> {
  const errors: Partial<Record<keyof CarValues, ErrorKey>> = {};
  if (!v.registrationNumber.trim()) errors.registrationNumber = 'required';
  else if (v.registrationNumber.trim().length > 20) errors.registrationNumber = 'tooLong';
  if (!v.manufacturer.trim()) errors.manufacturer = 'required';
  if (!v.model.trim()) errors.model = 'required';
  const year = Number(v.yearOfProduction);
  if (!/^\d{4}$/.test(v.yearOfProduction.trim()) || year < 1950 || year > 2100) errors.yearOfProduction = 'year';
  if (v.vin.trim().length > 17) errors.vin = 'tooLong';
  if (v.remarks.length > CAR_REMARKS_MAX) errors.remarks = 'tooLong';
  return errors;
}

function CarForm({ car, onDone }: { car: Car | null; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshList('cars');
  const calls = useSaveRemove<string>({ refresh, onDone, savedMessage: t('schoolResources.saved'), removedMessage: t('schoolResources.removed') });
  const { values, hasErrors, setTried, showBanner, shown, set, blur } = useResourceValues(() => carValues(car), validateCar, calls);

  const save = async () => {
    setTried(true);
    if (hasErrors) return;
    const request: CarRequest = {
      id: car?.id ?? null,
      registrationNumber: values.registrationNumber.trim(),
      manufacturer: values.manufacturer.trim(),
      model: values.model.trim(),
      yearOfProduction: Number(values.yearOfProduction),
      nextCheckup: optional(values.nextCheckup),
      insuranceExpires: optional(values.insuranceExpires),
      status: values.status,
      vin: optional(values.vin),
      remarks: optional(values.remarks),
    };
    await calls.save(() => saveCar(request), (_error, _status, onFields) => t(onFields ? 'msg.error.invalid.form' : 'msg.error.car.failed'));
  };
  const remove = async () => {
    if (car) await calls.remove(() => deleteCar(car.id), () => t('msg.error.car.remove.failed'));
  };

  return (
    // noValidate, and save always offered: pressed with a wrong field, it shows the banner and each field's message.
    <ResourceForm
      row="car"
      calls={calls}
      onSave={() => void save()}
      noValidate
      showBanner={showBanner}
      onCancel={onDone}
      removal={{ shown: car !== null, confirmText: t('schoolResources.cars.confirmRemove', { name: car?.registrationNumber ?? '' }), onConfirm: () => void remove() }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label={t('schoolResources.cars.col.registrationNumber')} required value={values.registrationNumber} onChange={(e) => set('registrationNumber', e.currentTarget.value.toUpperCase())} onBlur={blur('registrationNumber')} error={shown('registrationNumber')} data-testid="car-registration" />
        <TextInput label={t('schoolResources.cars.col.manufacturer')} required value={values.manufacturer} onChange={(e) => set('manufacturer', e.currentTarget.value)} onBlur={blur('manufacturer')} error={shown('manufacturer')} data-testid="car-manufacturer" />
        <TextInput label={t('schoolResources.cars.col.model')} required value={values.model} onChange={(e) => set('model', e.currentTarget.value)} onBlur={blur('model')} error={shown('model')} data-testid="car-model" />
        <TextInput label={t('schoolResources.cars.col.yearOfProduction')} type="number" inputMode="numeric" value={values.yearOfProduction} onChange={(e) => set('yearOfProduction', e.currentTarget.value)} onBlur={blur('yearOfProduction')} error={shown('yearOfProduction')} data-testid="car-year" />
        <TextInput label={t('schoolResources.cars.col.nextCheckup')} type="date" value={values.nextCheckup} onChange={(e) => set('nextCheckup', e.currentTarget.value)} data-testid="car-checkup" />
        <TextInput label={t('schoolResources.cars.col.insuranceExpires')} type="date" value={values.insuranceExpires} onChange={(e) => set('insuranceExpires', e.currentTarget.value)} data-testid="car-insurance" />
        <Select
          label={t('schoolResources.status')}
          data={carStatuses(t)}
          value={values.status}
          onChange={(value) => value && set('status', value as CarStatus)}
          allowDeselect={false}
          data-testid="car-status-select"
        />
        <TextInput label={t('schoolResources.cars.vin')} value={values.vin} onChange={(e) => set('vin', e.currentTarget.value.toUpperCase())} onBlur={blur('vin')} error={shown('vin')} maxLength={17} data-testid="car-vin" />
      </SimpleGrid>
      <RemarksField value={values.remarks} onChange={(v) => set('remarks', v)} max={CAR_REMARKS_MAX} testId="car-remarks" error={shown('remarks')} />
    </ResourceForm>
  );
}

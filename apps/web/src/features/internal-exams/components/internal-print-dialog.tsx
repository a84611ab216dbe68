import { DIALOG_WIDTH, type ApiError, type InternalExamLight } from '@osk/contract';
import { Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { FailureAlert } from '../../../components/failure-alert';
import { PeselInput } from '../../../components/pesel-input';
import { todayIso } from '../../../lib/dates';
import { fieldErrorText, serverFieldErrors } from '../../../lib/forms';
import { saveFile } from '../../../lib/save-file';
import { downloadInternalReport } from '../api/internal-exams.api';
import { printErrors, printParams, printTimeOptions, type PrintValues } from '../lib/internal-exams.lib';

export interface InternalPrintDialogProps {
  /** The exam to print; null closes the dialog. */
  exam: InternalExamLight | null;
  /** The school's account (the report call names it). */
  userId: number;
  onClose: () => void;
}

/**
 * The internal exam print dialog (school document §5, §9: width 400): first name, last name, PESEL
 * and print date required, print time optional in 10-minute steps; downloads the report PDF.
 */
export function InternalPrintDialog({ exam, userId, onClose }: InternalPrintDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={exam !== null} onClose={onClose} size={DIALOG_WIDTH.print} title={t('internalExams.printTitle')} centered data-testid="internal-print-dialog">
      {exam && <PrintForm key={exam.id} exam={exam} userId={userId} onDone={onClose} />}
    </Modal>
  );
}

function PrintForm({ exam, userId, onDone }: { exam: InternalExamLight; userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [downloading, setDownloading] = useState(false);
  const form = useForm<PrintValues>({
    mode: 'controlled',
    initialValues: { firstName: exam.firstName ?? '', lastName: exam.lastName ?? '', pesel: '', date: todayIso(), time: '' },
    validate: (values) => printErrors(values),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setDownloading(true);
    const pesel = values.pesel.trim();
    const result = await downloadInternalReport({ pesel, firstName: values.firstName.trim(), lastName: values.lastName.trim(), userId, examId: exam.id, ...printParams(values) });
    setDownloading(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result.error.fields);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setFailure(result.error);
      return;
    }
    saveFile(result.data.blob, result.data.fileName ?? `raport_egzaminu_${pesel}.pdf`);
    notifications.show({ color: 'green', message: t('internalExams.printDone') });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="internal-print-form">
      <Stack gap="sm">
        <FailureAlert failure={failure} testId="internal-print-error" />
        <TextInput label={t('internalExams.firstName')} required maxLength={100} data-testid="print-first-name" {...form.getInputProps('firstName')} error={fieldErrorText(t, form.errors.firstName)} />
        <TextInput label={t('internalExams.lastName')} required maxLength={100} data-testid="print-last-name" {...form.getInputProps('lastName')} error={fieldErrorText(t, form.errors.lastName)} />
        <PeselInput label={t('internalExams.pesel')} data-testid="print-pesel" {...form.getInputProps('pesel')} error={fieldErrorText(t, form.errors.pesel)} />
        <TextInput type="date" label={t('internalExams.printDate')} required data-testid="print-date" {...form.getInputProps('date')} error={fieldErrorText(t, form.errors.date)} />
        <NativeSelect
          label={t('internalExams.printTime')}
          data-testid="print-time"
          data={[{ value: '', label: t('internalExams.noTime') }, ...printTimeOptions().map((v) => ({ value: v, label: v }))]}
          {...form.getInputProps('time')}
          error={fieldErrorText(t, form.errors.time)}
        />
        <DialogFormActions cancelLabel={t('internalExams.cancel')} onCancel={onDone} submitLabel={t('internalExams.printSubmit')} submitTestId="print-submit" busy={downloading} />
      </Stack>
    </form>
  );
}

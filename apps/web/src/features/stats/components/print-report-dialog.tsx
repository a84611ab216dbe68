import { DIALOG_WIDTH, displayCategory, isValidPesel, type ApiError } from '@osk/contract';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { FailureAlert } from '../../../components/failure-alert';
import { PeselInput } from '../../../components/pesel-input';
import { InfoIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/dates';
import { fieldErrorText, serverFieldErrors } from '../../../lib/forms';
import { ROUTES } from '../../../lib/routes';
import { saveFile } from '../../../lib/save-file';
import { defaultReportFileName, downloadExamReport } from '../api/stats.api';
import type { FinishedExam } from '../lib/exam-stats';

/** The PESEL field's rule: required, then 11 digits with the checksum and a real birth date. */
export function peselError(value: string): string | null {
  const pesel = value.trim();
  if (pesel === '') return 'msg.validation.required';
  return isValidPesel(pesel) ? null : 'msg.validation.pesel';
}

export interface PrintReportDialogProps {
  /** The exam to print; null closes the dialog. */
  exam: FinishedExam | null;
  /** The learner's user id (the report call names the user, not the student). */
  userId: number;
  /** False for a learner without a subscription (spec §6: printing needs one). */
  canPrint: boolean;
  onClose: () => void;
}

/**
 * The exam report print dialog (spec §5, §9: width 400): asks for the PESEL, checks it on blur and on
 * submit, then downloads the PDF. Without a subscription it says that printing is not available.
 */
export function PrintReportDialog({ exam, userId, canPrint, onClose }: PrintReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={exam !== null} onClose={onClose} size={DIALOG_WIDTH.print} title={t('stats.print.title')} centered data-testid="stats-print-dialog">
      {exam && (
        <Stack gap="md">
          <Text size="sm" data-testid="stats-print-exam">
            {t('stats.print.exam', { date: formatDateTime(exam.startDate), category: displayCategory(exam.category), points: exam.points, max: exam.pointsAll })}
          </Text>
          {canPrint ? (
            <PrintForm exam={exam} userId={userId} onDone={onClose} />
          ) : (
            <Alert color="orange" icon={<InfoIcon />} data-testid="stats-print-unavailable">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('msg.error.print.not.available')}</Text>
                <Button component={Link} to={ROUTES.subscription} size="compact-sm" variant="light" color="orange">
                  {t('stats.print.buy')}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
    </Modal>
  );
}

function PrintForm({ exam, userId, onDone }: { exam: FinishedExam; userId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [downloading, setDownloading] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { pesel: '' },
    validate: { pesel: peselError },
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ pesel }) => {
    const value = pesel.trim();
    setFailure(null);
    setDownloading(true);
    const result = await downloadExamReport({ pesel: value, userId, examId: exam.id });
    setDownloading(false);
    if (!result.ok) {
      const fields = serverFieldErrors(result.error.fields);
      if (fields.pesel) form.setErrors(fields);
      else setFailure(result.error);
      return;
    }
    saveFile(result.data.blob, result.data.fileName ?? defaultReportFileName(value));
    notifications.show({ color: 'green', message: t('stats.print.done') });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="stats-print-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('stats.print.intro')}
        </Text>
        <FailureAlert failure={failure} testId="stats-print-error" />
        <PeselInput label={t('stats.print.pesel')} description={t('stats.print.peselHint')} data-testid="stats-print-pesel" {...form.getInputProps('pesel')} error={fieldErrorText(t, form.errors.pesel)} />
        <DialogFormActions cancelLabel={t('stats.print.cancel')} onCancel={onDone} submitLabel={t('stats.print.submit')} submitTestId="stats-print-submit" busy={downloading} />
      </Stack>
    </form>
  );
}

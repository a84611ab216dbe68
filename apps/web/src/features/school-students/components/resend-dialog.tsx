import type { SchoolStudent } from '@osk/contract';
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { resendRegistration } from '../api/school-students.api';
import { resendError } from '../lib/student-form';

/**
 * The resend dialog (school document §5): a valid e-mail, and when the learner already has an e-mail
 * at least one of "update the address" and "send the message" ticked. A failure is msg.error.resend.failed.
 */
export function ResendDialog({ student, opened, onClose, onDone }: { student: SchoolStudent; opened: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const hasEmail = Boolean(student.email);
  const [email, setEmail] = useState(student.email ?? '');
  const [updateEmail, setUpdateEmail] = useState(!hasEmail);
  const [resendEmail, setResendEmail] = useState(true);
  const [touched, setTouched] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = resendError(email, hasEmail, updateEmail, resendEmail);

  const send = async () => {
    setTouched(true);
    if (problem || !student.registrationId) return;
    setSending(true);
    setFailed(false);
    const answer = await resendRegistration({ email: email.trim(), registrationId: student.registrationId, resendEmail, updateEmail: hasEmail ? updateEmail : true });
    setSending(false);
    if (!answer.ok) {
      setFailed(true);
      return;
    }
    notifications.show({ color: 'green', message: t('schoolStudents.editPage.resent') });
    onDone();
  };

  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }} opened={opened} onClose={onClose} title={t('schoolStudents.editPage.resendTitle')} size="md">
      <Stack gap="sm" data-testid="resend-dialog">
        {failed && (
          <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="resend-failed">
            {t('msg.error.resend.failed')}
          </Alert>
        )}
        <TextInput
          label={t('schoolStudents.form.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={touched && problem === 'email' ? t('schoolStudents.validation.email') : undefined}
          data-testid="resend-email"
        />
        {hasEmail && (
          <>
            <Checkbox label={t('schoolStudents.editPage.updateEmail')} checked={updateEmail} onChange={(e) => setUpdateEmail(e.currentTarget.checked)} data-testid="resend-update" />
            <Checkbox
              label={t('schoolStudents.editPage.sendMessage')}
              checked={resendEmail}
              onChange={(e) => setResendEmail(e.currentTarget.checked)}
              error={touched && problem === 'choice' ? t('schoolStudents.validation.choice') : undefined}
              data-testid="resend-send"
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('schoolStudents.cancel')}
          </Button>
          <Button onClick={() => void send()} loading={sending} data-testid="resend-submit">
            {t('schoolStudents.editPage.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

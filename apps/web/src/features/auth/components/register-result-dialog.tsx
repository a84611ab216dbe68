import { DIALOG_WIDTH, type ApiError } from '@osk/contract';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '../../../components/icons';
import { apiErrorMessage } from '../../../lib/api/api-error-message';

/** What the register dialog reports. */
export type RegisterOutcome =
  | { kind: 'success'; messageKey: 'msg.info.student.created' | 'msg.info.student.created.coupon'; email: string }
  | { kind: 'failure'; error: ApiError };

export interface RegisterResultDialogProps {
  outcome: RegisterOutcome | null;
  onClose: () => void;
}

/**
 * The register success and failure dialogs (spec §2, §8; width 550 per §9): msg.info.student.created
 * (or its coupon variant), or msg.error.registered.failed with the server's reason.
 */
export function RegisterResultDialog({ outcome, onClose }: RegisterResultDialogProps) {
  const { t } = useTranslation();
  const success = outcome?.kind === 'success';
  return (
    <Modal closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={outcome !== null}
      onClose={onClose}
      size={DIALOG_WIDTH.register}
      centered
      title={success ? t('register.dialog.successTitle') : t('register.dialog.failureTitle')}
      data-testid={success ? 'register-success-dialog' : 'register-failure-dialog'}
    >
      {outcome && (
        <Stack gap="md">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" variant="light" color={success ? 'green' : 'red'} style={{ flexShrink: 0 }}>
              {success ? <CheckIcon size={26} /> : <AlertIcon size={26} />}
            </ThemeIcon>
            <Stack gap={6}>
              <Text fw={600} data-testid="register-dialog-message">
                {success ? t(outcome.messageKey) : t('msg.error.registered.failed')}
              </Text>
              {outcome.kind === 'success' ? (
                <Text size="sm" c="dimmed">
                  {t('register.dialog.sentTo', { email: outcome.email })}
                </Text>
              ) : (
                <Text size="sm" c="red.8" data-testid="register-dialog-reason">
                  {apiErrorMessage(t, outcome.error)}
                </Text>
              )}
            </Stack>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="register-dialog-close">
              {t('register.dialog.ok')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

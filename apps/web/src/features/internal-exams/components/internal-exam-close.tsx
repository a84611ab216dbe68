import { PIN_LOCKED_OUT_CODE, PIN_MAX_FAILURES, type Exam } from '@osk/contract';
import { Alert, Button, Center, Group, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { useRefreshCurrentLearner } from '../../../entities/learner/current-learner';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { fieldErrorText } from '../../../lib/forms';
import { ROUTES } from '../../../lib/routes';
import { openLoginModal } from '../../../lib/login-modal.store';
import { clearSessionUser, setSessionLocked, useSessionUser } from '../../../lib/session/session.store';
import { closeInternalExam, useInternalExamState } from '../api/internal-exams.api';

/** Stages after the result of an internal exam (spec: PIN, then the names, then SUCCESS_INTERNAL). */
export type CloseStage = 'PIN' | 'NAMES' | 'SUCCESS_INTERNAL' | 'CLOSED' | 'LOCKED_OUT';

/** Seconds the lockout message stays before the app goes to the login. */
const LOCKED_OUT_REDIRECT_SECONDS = 8;

export interface InternalExamCloseProps {
  exam: Pick<Exam, 'id' | 'passed'>;
  /** Shows the result again (the session stays locked until the PIN). */
  onBack: () => void;
}

/**
 * The PIN stage of the school's internal exam: the school PIN closes the exam and unlocks the
 * service (a wrong PIN shows msg.error.pin.failed and clears the field); a passed exam then needs the
 * examinee's first and last name and ends on SUCCESS_INTERNAL; a failed one is not saved.
 *
 * Wrong PINs are counted per school (issue 20): the stage shows the tries left, and the fifth wrong
 * one ends the session on the server (403 msg.error.pin.locked.out); the stage then says so and goes
 * to the login, where the school logs in again with its password.
 */
export function InternalExamClose({ exam, onBack }: InternalExamCloseProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refreshLearner = useRefreshCurrentLearner();
  // A learner's own internal exam (a temporary account) is closed in the learner's session.
  const learner = useSessionUser()?.userType === 'STUDENT';
  const [stage, setStage] = useState<CloseStage>('PIN');
  const [pin, setPin] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const state = useInternalExamState();
  const triesLeft = state.data?.pinTriesLeft;
  const navigate = useNavigate();

  const toLogin = () => {
    clearSessionUser('expired');
    void navigate('/', { replace: true });
    openLoginModal();
  };

  useEffect(() => {
    if (stage !== 'LOCKED_OUT') return;
    const timer = window.setTimeout(toLogin, LOCKED_OUT_REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
    // toLogin only reads stable functions.
  }, [stage]);

  const finished = async (saved: boolean) => {
    // The PIN closed the exam and unlocked the service.
    setSessionLocked(false);
    await queryClient.invalidateQueries({ queryKey: ['internal-exams'] });
    // The learner's internal exams left and history changed.
    if (learner) await refreshLearner();
    setStage(saved ? 'SUCCESS_INTERNAL' : 'CLOSED');
  };

  const submitPin = async () => {
    setError(null);
    setSending(true);
    const result = await closeInternalExam({ examId: exam.id, pin });
    setSending(false);
    if (result.ok) return finished(result.data.saved);
    const fields = result.error.fields ?? [];
    if (result.error.code === PIN_LOCKED_OUT_CODE) {
      setPin('');
      setStage('LOCKED_OUT');
      return;
    }
    if (result.error.code === 'msg.error.pin.failed' || fields.some((f) => f.field === 'pin')) {
      setPin('');
      setError(t('msg.error.pin.failed'));
      // The school's count of wrong PINs changed: show the tries left.
      if (result.status === 409) void state.refetch();
      return;
    }
    // The PIN was right and the exam passed: the names come next (the session stays locked until then).
    if (result.status === 400 && fields.some((f) => f.field === 'firstName' || f.field === 'lastName')) {
      setStage('NAMES');
      return;
    }
    setError(apiErrorMessage(t, result.error));
  };

  const submitNames = async () => {
    const errors: Record<string, string> = {};
    if (firstName.trim() === '') errors.firstName = 'msg.validation.firstName.required';
    if (lastName.trim() === '') errors.lastName = 'msg.validation.lastName.required';
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setError(null);
    setSending(true);
    const result = await closeInternalExam({ examId: exam.id, pin, firstName: firstName.trim(), lastName: lastName.trim() });
    setSending(false);
    if (result.ok) return finished(result.data.saved);
    if (result.error.code === 'msg.error.pin.failed') {
      setPin('');
      setStage('PIN');
    }
    setError(apiErrorMessage(t, result.error));
  };

  if (stage === 'LOCKED_OUT') {
    return (
      <Center>
        <Paper withBorder p="xl" radius="md" w="100%" maw={420} data-testid="internal-pin-locked-out">
          <Stack gap="md">
            <Title order={2}>{t('internalExams.pinLockedOutTitle')}</Title>
            <Alert color="red" icon={<AlertIcon />} role="alert">
              {t(PIN_LOCKED_OUT_CODE)}
            </Alert>
            <Button onClick={toLogin} data-testid="internal-login-again">
              {t('internalExams.pinLoginAgain')}
            </Button>
          </Stack>
        </Paper>
      </Center>
    );
  }

  if (stage === 'SUCCESS_INTERNAL' || stage === 'CLOSED') {
    const success = stage === 'SUCCESS_INTERNAL';
    return (
      <Paper withBorder p="xl" radius="md" maw={560} mx="auto" data-testid={success ? 'exam-success-internal' : 'internal-exam-closed'}>
        <Stack align="center" gap="md">
          <ThemeIcon size={56} radius="xl" color={success ? 'green' : 'gray'}>
            <Text fw={700}>{success ? '✓' : '–'}</Text>
          </ThemeIcon>
          {success && <Title order={2}>{t('internalExams.successTitle')}</Title>}
          <Text ta="center">{success ? (learner ? t('internalExams.successInternalAccount') : t('internalExams.successText')) : t('internalExams.failedClosed')}</Text>
          {learner ? (
            <Button component={Link} to={ROUTES.exam} data-testid="internal-back-to-exams">
              {t('internalExams.learner.back')}
            </Button>
          ) : (
            <Group>
              <Button component={Link} to="/exam/internal" data-testid="internal-new-exam">
                {t('internalExams.newExam')}
              </Button>
              <Button component={Link} to="/school/exams" variant="light" data-testid="internal-to-exams">
                {t('internalExams.toExams')}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    );
  }

  return (
    <Center>
      <Paper withBorder p="xl" radius="md" w="100%" maw={420} data-testid={stage === 'PIN' ? 'internal-pin-stage' : 'internal-names-stage'}>
        {stage === 'PIN' ? (
          <StageForm
            title={t('internalExams.pinTitle')}
            text={t('internalExams.pinText')}
            error={error}
            onSubmit={() => {
              if (!sending) void submitPin();
            }}
          >
            {triesLeft !== undefined && triesLeft < PIN_MAX_FAILURES && (
              <Text size="sm" c="orange.8" fw={600} data-testid="internal-pin-tries-left">
                {t('internalExams.pinTriesLeft', { count: triesLeft })}
              </Text>
            )}
            <PasswordInput
              label={t('internalExams.pin')}
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              required
              data-autofocus
              data-testid="internal-pin"
            />
            <Group justify="space-between">
              <Button variant="default" onClick={onBack} disabled={sending} data-testid="internal-show-result">
                {t('internalExams.showResult')}
              </Button>
              <Button type="submit" loading={sending} data-testid="internal-pin-submit">
                {t('internalExams.confirm')}
              </Button>
            </Group>
          </StageForm>
        ) : (
          <StageForm
            title={t('internalExams.namesTitle')}
            text={t('internalExams.namesText')}
            error={error}
            onSubmit={() => {
              if (!sending) void submitNames();
            }}
          >
            <TextInput
              label={t('internalExams.firstName')}
              value={firstName}
              onChange={(event) => setFirstName(event.currentTarget.value)}
              maxLength={100}
              required
              error={fieldErrorText(t, fieldErrors.firstName)}
              data-testid="internal-first-name"
            />
            <TextInput
              label={t('internalExams.lastName')}
              value={lastName}
              onChange={(event) => setLastName(event.currentTarget.value)}
              maxLength={100}
              required
              error={fieldErrorText(t, fieldErrors.lastName)}
              data-testid="internal-last-name"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={sending} data-testid="internal-names-submit">
                {t('internalExams.save')}
              </Button>
            </Group>
          </StageForm>
        )}
      </Paper>
    </Center>
  );
}

/** A stage of the closing: its title and text, the refusal if any, then its fields. */
function StageForm({ title, text, error, onSubmit, children }: { title: string; text: string; error: string | null; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        <Title order={2}>{title}</Title>
        <Text size="sm">{text}</Text>
        {error && (
          <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="internal-close-error">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}

import type { ExamLanguage } from '@osk/contract';
import { Alert, Button, Container, Group, Loader } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import type { ApiResult } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { setSessionLocked } from '../../../lib/session/session.store';
import { InternalLanguageSelect } from './internal-language-select';

/** A loader while the internal exam state loads. */
export function StateLoading() {
  return (
    <Container py="xl">
      <Loader />
    </Container>
  );
}

/**
 * Starting an internal exam: a refusal shows as `failure` (then `failed` runs); on success the server
 * has locked the session, so leaving the exam page now logs out until the PIN closes it, and after
 * `started` the exam's screen opens.
 */
export function useExamStart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async (send: () => Promise<ApiResult<{ id: number }>>, after: { failed?: () => void; started?: () => Promise<unknown> } = {}) => {
    setFailure(null);
    setStarting(true);
    const result = await send();
    setStarting(false);
    if (!result.ok) {
      setFailure(apiErrorMessage(t, result.error));
      after.failed?.();
      return;
    }
    setSessionLocked(true);
    await after.started?.();
    void navigate(`/exam/exam/${result.data.id}`, { replace: true });
  };
  return { failure, setFailure, starting, start };
}

/** The foot of the INFO stage: the refusal to start, the exam language, the way back and the start. */
export function StartControls({ failure, language, onLanguage, back, onStart, starting, disabled }: {
  failure: string | null;
  language: ExamLanguage;
  onLanguage: (language: ExamLanguage) => void;
  back: { to: string; label: string };
  onStart: () => void;
  starting: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <Alert color="red" icon={<AlertIcon />} role="alert" data-testid="internal-start-error">
          {failure}
        </Alert>
      )}
      <InternalLanguageSelect value={language} onChange={onLanguage} />
      <Group justify="space-between">
        <Button component={Link} to={back.to} variant="default">
          {back.label}
        </Button>
        <Button onClick={onStart} loading={starting} disabled={disabled} data-testid="internal-start">
          {t('internalExams.start')}
        </Button>
      </Group>
    </>
  );
}

import { CouponActivationForm, type ApiError } from '@osk/contract';
import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FailureAlert } from '../../../components/failure-alert';
import { CheckIcon } from '../../../components/icons';
import { NewPasswordInputs } from '../../../components/new-password-inputs';
import { PersonNameInputs } from '../../../components/person-name-inputs';
import { ApiRequestError } from '../../../lib/api/api-client';
import { apiErrorMessage } from '../../../lib/api/api-error-message';
import { useFormFields } from '../../../lib/use-form-fields';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { actionPath } from '../../../lib/routes';
import { usePageTitle } from '../../../lib/use-page-title';
import { activateAccount, describeActivation, resendActivation } from '../api/activation.api';
import { ActionPanel, HomeButton } from './action-panel';

type ActivationState =
  | { kind: 'checking' }
  | { kind: 'setPassword'; email: string }
  | { kind: 'failed'; status: number; error: ApiError };

const resolveCouponActivation = schemaResolver(CouponActivationForm, { sync: true });

function failureOf(error: unknown): { status: number; error: ApiError } {
  if (error instanceof ApiRequestError) return { status: error.status, error: error.error };
  return { status: 0, error: { code: 'msg.error.internal', message: '' } };
}

/**
 * /action/ACTIVATE_ACCOUNT/{token}: reads the link, activates the account and shows the
 * ACTIVATE_ACCOUNT page; a used link shows ALREADY_CONFIRMED. An account created with a coupon first
 * sets its password and names. A forged link shows an error page; an expired one offers a new link.
 */
export function ActivateAccount({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<ActivationState>({ kind: 'checking' });
  // Activation changes state on the server: run it once per token, even when React runs effects twice.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (startedFor.current === token) return;
    startedFor.current = token;
    const run = async () => {
      try {
        const link = await describeActivation(token);
        if (link.status === 'CONFIRMED') {
          void navigate(actionPath('ALREADY_CONFIRMED'), { replace: true });
          return;
        }
        if (link.passwordRequired) {
          setState({ kind: 'setPassword', email: link.email });
          return;
        }
        const result = await activateAccount(token);
        if (result.ok) void navigate(actionPath(result.data.type), { replace: true });
        else setState({ kind: 'failed', status: result.status, error: result.error });
      } catch (error) {
        setState({ kind: 'failed', ...failureOf(error) });
      }
    };
    void run();
  }, [token, navigate]);

  if (state.kind === 'checking') {
    return (
      <Center py="xl" data-testid="activation-checking">
        <Loader aria-label={t('register.activation.checking')} />
      </Center>
    );
  }
  if (state.kind === 'setPassword') {
    return <SetPasswordCard token={token} email={state.email} onFailed={(status, error) => setState({ kind: 'failed', status, error })} />;
  }
  return <ActivationFailed token={token} status={state.status} error={state.error} />;
}

function SetPasswordCard({ token, email, onFailed }: { token: string; email: string; onFailed: (status: number, error: ApiError) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('register.activation.setPasswordTitle'));
  const navigate = useNavigate();
  const form = useForm<CouponActivationForm>({
    mode: 'controlled',
    initialValues: { password: '', repeatPassword: '', firstName: '', lastName: '' },
    validate: resolveCouponActivation,
  });
  const field = useFormFields(form);
  const { submit, submitting, failure } = useFormSubmit(form, (values) => activateAccount(token, values), {
    onSuccess: (activated) => void navigate(actionPath(activated.type), { replace: true }),
    // A link that died meanwhile: its error page instead of the form.
    onFailure: (error, status) => {
      if (status === 404 || status === 410) onFailed(status, error);
    },
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" data-testid="activation-set-password">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('register.activation.setPasswordTitle')}
            </Title>
            <Text c="dimmed" size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {t('register.activation.setPasswordLead', { email })}
            </Text>
          </div>
          <FailureAlert failure={failure} testId="activation-error" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NewPasswordInputs password={field('password', 'activation-password')} repeat={field('repeatPassword', 'activation-repeat-password')} autoFocus />
            <PersonNameInputs firstName={field('firstName', 'activation-first-name')} lastName={field('lastName', 'activation-last-name')} />
          </SimpleGrid>
          <Button type="submit" loading={submitting} fullWidth data-testid="activation-submit">
            {t('register.activation.setPasswordSubmit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The error page of a forged or expired activation link; an expired one can ask for a new link. */
function ActivationFailed({ token, status, error }: { token: string; status: number; error: ApiError }) {
  const { t } = useTranslation();
  const expired = status === 410;
  const title = expired ? t('register.activation.expiredTitle') : t('register.activation.invalidTitle');
  usePageTitle(title);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const [resendFailure, setResendFailure] = useState<ApiError | null>(null);

  const resend = async () => {
    setResending(true);
    setResendFailure(null);
    const result = await resendActivation(token);
    setResending(false);
    if (result.ok) setResent(true);
    else setResendFailure(result.error);
  };

  return (
    <ActionPanel action={expired ? 'ACTIVATION_EXPIRED' : 'ACTIVATION_INVALID'} tone="error" title={title} message={apiErrorMessage(t, error)}>
      {resent && (
        <Alert color="green" icon={<CheckIcon />} role="status" data-testid="activation-resent">
          {t('msg.info.activation.link.sent')}
        </Alert>
      )}
      <FailureAlert failure={resendFailure} />
      <Group justify="center">
        {expired && !resent && (
          <Button onClick={() => void resend()} loading={resending} data-testid="activation-resend">
            {t('register.activation.resend')}
          </Button>
        )}
        <HomeButton />
      </Group>
    </ActionPanel>
  );
}

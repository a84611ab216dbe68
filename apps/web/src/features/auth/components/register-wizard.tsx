import type { ApiError } from '@osk/contract';
import { Button, Flex, Group, Paper, Stack, Stepper, Text, ThemeIcon, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { openLoginModal } from '../../../lib/login-modal.store';
import { ROUTES } from '../../../lib/routes';
import { registerStudent } from '../api/registration.api';
import { isStageOneField, registrationErrors, toRegistrationRequest, useRegistrationForm } from '../hooks/use-registration-form';
import { CouponField, useCouponCheck } from './coupon-code-input';
import { InvalidFormAlert, useInvalidNotice } from '../../../components/invalid-notice';
import { RegisterFields } from './register-fields';
import { RegisterResultDialog, type RegisterOutcome } from './register-result-dialog';

/** The stages of /register (spec §2). */
export const REGISTER_STAGES = ['STAGE_1', 'STAGE_2', 'STAGE_3'] as const;
export type RegisterStage = (typeof REGISTER_STAGES)[number];

/**
 * The registration wizard: STAGE_1 account data, STAGE_2 optional promotional code (skip allowed),
 * STAGE_3 check your mailbox. The account is created when STAGE_2 is left; the result shows in the
 * register dialog. Errors on STAGE_1 fields send the learner back there with the fields marked.
 */
export function RegisterWizard() {
  const { t } = useTranslation();
  const { form, checks } = useRegistrationForm();
  const coupon = useCouponCheck();
  const [stage, setStage] = useState<RegisterStage>('STAGE_1');
  const notice = useInvalidNotice();
  const [submitting, setSubmitting] = useState<'skip' | 'coupon' | null>(null);
  const [outcome, setOutcome] = useState<RegisterOutcome | null>(null);
  const [registered, setRegistered] = useState<{ email: string; phoneSaved: boolean } | null>(null);

  const goToStageTwo = () => {
    if (form.validate().hasErrors) {
      notice.show();
      return;
    }
    notice.hide();
    setStage('STAGE_2');
  };

  const showFailure = (error: ApiError) => {
    const errors = registrationErrors(error.fields);
    form.setErrors(errors);
    if (Object.keys(errors).some(isStageOneField)) setStage('STAGE_1');
    setOutcome({ kind: 'failure', error });
  };

  const submit = async (withCoupon: boolean) => {
    const values = form.getValues();
    const useCoupon = withCoupon && values.coupon.trim() !== '';
    if (useCoupon) {
      const couponErrors = form.validateField('coupon');
      if (couponErrors.hasError) return;
    }
    setSubmitting(withCoupon ? 'coupon' : 'skip');
    const result = await registerStudent(toRegistrationRequest(values, useCoupon));
    setSubmitting(null);
    if (!result.ok) {
      showFailure(result.error);
      return;
    }
    setRegistered({ email: result.data.email, phoneSaved: result.data.phoneSaved });
    setStage('STAGE_3');
    setOutcome({ kind: 'success', messageKey: useCoupon ? 'msg.info.student.created.coupon' : 'msg.info.student.created', email: result.data.email });
  };

  const active = REGISTER_STAGES.indexOf(stage);
  // Three labelled steps do not fit a phone's width: there the steps show numbers and one line names the current one.
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;

  return (
    <Stack gap="lg" data-testid="register-wizard" data-stage={stage}>
      <Stepper active={active} size="sm" allowNextStepsSelect={false} data-testid="register-stepper">
        {REGISTER_STAGES.map((s) => (
          <Stepper.Step
            key={s}
            label={narrow ? undefined : t(`register.stages.${s}.label`)}
            description={narrow ? undefined : t(`register.stages.${s}.description`)}
            aria-label={t(`register.stages.${s}.label`)}
          />
        ))}
      </Stepper>
      {narrow && (
        <Text fw={600} mt={-8} data-testid="register-stage-label">
          {t('register.wizard.stageOf', { current: active + 1, total: REGISTER_STAGES.length, label: t(`register.stages.${stage}.label`) })}
        </Text>
      )}

      {stage === 'STAGE_1' && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="register-stage-1">
          <form
            ref={notice.formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              goToStageTwo();
            }}
            onChange={notice.hide}
          >
            <Stack gap="md">
              {notice.invalid && <InvalidFormAlert testId="register-invalid" />}
              <RegisterFields form={form} checks={checks} />
              <Group justify="flex-end">
                <Button type="submit" w={{ base: '100%', sm: 'auto' }} data-testid="register-next">
                  {t('register.wizard.next')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}

      {stage === 'STAGE_2' && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="register-stage-2">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(true);
            }}
          >
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('register.promo.title')}
              </Title>
              <Text size="sm">{t('register.promo.lead')}</Text>
              <CouponField form={form} coupon={coupon} testId="register-coupon" label={t('register.promo.code')} />
              <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="sm">
                <Button
                  variant="default"
                  w={{ base: '100%', sm: 'auto' }}
                  onClick={() => setStage('STAGE_1')}
                  disabled={submitting !== null}
                  data-testid="register-back"
                >
                  {t('register.wizard.back')}
                </Button>
                <Flex direction={{ base: 'column-reverse', sm: 'row' }} gap="sm">
                  <Button
                    variant="subtle"
                    w={{ base: '100%', sm: 'auto' }}
                    onClick={() => void submit(false)}
                    loading={submitting === 'skip'}
                    disabled={submitting === 'coupon'}
                    data-testid="register-skip"
                  >
                    {t('register.wizard.skip')}
                  </Button>
                  <Button
                    type="submit"
                    w={{ base: '100%', sm: 'auto' }}
                    loading={submitting === 'coupon'}
                    disabled={submitting === 'skip'}
                    data-testid="register-submit"
                  >
                    {t('register.wizard.submit')}
                  </Button>
                </Flex>
              </Flex>
            </Stack>
          </form>
        </Paper>
      )}

      {stage === 'STAGE_3' && registered && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="register-stage-3">
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon size={64} radius="xl" color="green" variant="light">
              <CheckIcon size={36} />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('register.mailbox.title')}
            </Title>
            <Text size="lg" data-testid="register-mailbox-text">
              {t('register.mailbox.text', { email: registered.email })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('register.mailbox.hint')}
            </Text>
            {!registered.phoneSaved && form.getValues().clearPhoneNumber && (
              <Text size="sm" c="dimmed">
                {t('msg.warn.phone.international')}
              </Text>
            )}
            <Group justify="center" gap="sm">
              <Button onClick={() => openLoginModal('login')} data-testid="register-login">
                {t('register.mailbox.login')}
              </Button>
              <Button component={Link} to={ROUTES.home} variant="light">
                {t('register.mailbox.home')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      <RegisterResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </Stack>
  );
}

import { Loader, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../lib/use-form-fields';
import { checkCoupon } from '../api/registration.api';

/** The state of a coupon code's blur check. */
export type CouponCheckState = 'idle' | 'checking' | 'valid' | 'invalid';

/** Checks a coupon code with the server; a later check wins over an earlier one still running. */
export function useCouponCheck() {
  const [state, setState] = useState<CouponCheckState>('idle');
  const latest = useRef(0);
  const check = async (code: string): Promise<void> => {
    const trimmed = code.trim();
    const run = ++latest.current;
    if (trimmed === '') {
      setState('idle');
      return;
    }
    setState('checking');
    const usable = await checkCoupon(trimmed);
    if (run !== latest.current) return;
    setState(usable === null ? 'idle' : usable ? 'valid' : 'invalid');
  };
  const reset = () => {
    latest.current += 1;
    setState('idle');
  };
  return { state, check, reset };
}

export interface CouponCodeInputProps extends Omit<TextInputProps, 'onBlur'> {
  state: CouponCheckState;
  onCheck: () => void;
}

/** A coupon code input that shows "KOD PRAWIDŁOWY" / "KOD NIEPRAWIDŁOWY" after its blur check (spec §5). */
export function CouponCodeInput({ state, onCheck, error, ...props }: CouponCodeInputProps) {
  const { t } = useTranslation();
  const verdict =
    state === 'valid' ? (
      <Text component="span" size="sm" fw={700} c="green.8" data-testid="coupon-verdict" data-valid="true">
        {t('register.coupon.valid')}
      </Text>
    ) : state === 'invalid' ? (
      <Text component="span" size="sm" fw={700} c="red.8" data-testid="coupon-verdict" data-valid="false">
        {t('register.coupon.invalid')}
      </Text>
    ) : null;
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      rightSection={state === 'checking' ? <Loader size="xs" /> : null}
      {...props}
      onBlur={onCheck}
      error={error}
      description={error ? undefined : verdict}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/**
 * The `coupon` field of a registration form as a CouponCodeInput: checked with the server on blur,
 * the verdict cleared by any edit.
 */
export function CouponField<V extends { coupon: string }>({ form, coupon, testId, ...props }: { form: UseFormReturnType<V>; coupon: ReturnType<typeof useCouponCheck>; testId: string } & Pick<TextInputProps, 'label' | 'required'>) {
  const field = useFormFields(form);
  return (
    <CouponCodeInput
      {...props}
      state={coupon.state}
      onCheck={() => void coupon.check(form.getValues().coupon)}
      {...field('coupon', testId)}
      onChange={(event) => {
        form.getInputProps('coupon').onChange(event);
        coupon.reset();
      }}
    />
  );
}

import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './tap-button.module.css';

export interface TapButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: 'filled' | 'default' | 'light' | 'subtle';
  color?: 'blue' | 'teal' | 'red';
  /** As Mantine's sizes; `sm` (Mantine's default) unless given. */
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  /** Drawn with a spinner in place of its label (which keeps the width); cannot be pressed meanwhile. */
  loading?: boolean;
  children: ReactNode;
}

/**
 * A button of the question screens (the exam and learning), drawn without Mantine's Button: a learner
 * presses these on every question, and Mantine's costs several times more style work per press
 * (tap-button.module.css, issue 19). Looks like Mantine's button of the same variant, colour and size.
 */
export function TapButton({ variant = 'filled', color = 'blue', size = 'sm', fullWidth = false, loading = false, disabled, className, children, type = 'button', ...rest }: TapButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-variant={variant}
      data-color={color}
      data-size={size}
      data-full-width={fullWidth || undefined}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
    >
      {loading && <span className={classes.spinner} aria-hidden />}
      <span className={classes.label}>{children}</span>
    </button>
  );
}

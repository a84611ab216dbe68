import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './tap-button.module.css';

type TapVariant = 'filled' | 'default' | 'light' | 'subtle';
type TapColor = 'blue' | 'teal' | 'red' | 'orange';
type TapSize = 'xs' | 'sm' | 'md';

export interface TapButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: TapVariant;
  color?: TapColor;
  /** As Mantine's sizes; `sm` (Mantine's default) unless given. */
  size?: TapSize;
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

export interface TapLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'href'> {
  /** Where the link goes in the app (react-router's Link). */
  to: string;
  variant?: TapVariant;
  color?: TapColor;
  size?: TapSize;
  children: ReactNode;
}

/**
 * A link of the app drawn as a TapButton (Mantine's `Button component={Link}` look without its cost):
 * the module list of /learn/choose has two or three on each of up to 32 cards (issue 19).
 */
export function TapLink({ to, variant = 'filled', color = 'blue', size = 'sm', className, children, ...rest }: TapLinkProps) {
  return (
    <Link {...rest} to={to} className={className ? `${classes.button} ${className}` : classes.button} data-variant={variant} data-color={color} data-size={size}>
      <span className={classes.label}>{children}</span>
    </Link>
  );
}

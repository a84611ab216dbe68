import type { HTMLAttributes, ReactNode } from 'react';
import classes from './question-badge.module.css';

export interface QuestionBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  variant?: 'light' | 'outline';
  color?: 'blue' | 'grape' | 'gray';
  children: ReactNode;
}

/** A question's part or weight, drawn without Mantine's Badge (question-badge.module.css, issue 19). */
export function QuestionBadge({ variant = 'light', color = 'blue', className, children, ...rest }: QuestionBadgeProps) {
  return (
    <span {...rest} className={className ? `${classes.badge} ${className}` : classes.badge} data-variant={variant} data-color={color}>
      {children}
    </span>
  );
}

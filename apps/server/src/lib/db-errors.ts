/** Whether an error (or one it wraps) is a PostgreSQL unique violation, and on which constraint. */
export function uniqueViolationOf(error: unknown): { constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') {
      const named = current as { constraint?: unknown; constraint_name?: unknown };
      const constraint = named.constraint ?? named.constraint_name;
      return { constraint: typeof constraint === 'string' ? constraint : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether an error (or one it wraps) is a PostgreSQL unique violation, on any constraint. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== null;
}

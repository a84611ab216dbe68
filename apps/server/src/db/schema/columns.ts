import { integer, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A required reference to another table's row (`column` INTEGER NOT NULL REFERENCES … ON DELETE
 * CASCADE): the row cannot exist without the one it references and is deleted with it, the rule of
 * most of the schema's foreign keys (a school's records, a learner's answers, a module's slides).
 */
export function cascadeRef<TName extends string>(column: TName, target: () => AnyPgColumn) {
  return integer(column).notNull().references(target, { onDelete: 'cascade' });
}

import type { Category } from './enums.js';

/** The label a category id is shown with: M displays as AM, Y and Z as C and D. */
export function displayCategory(category: Category): string {
  switch (category) {
    case 'M':
      return 'AM';
    case 'Y':
      return 'C';
    case 'Z':
      return 'D';
    default:
      return category;
  }
}

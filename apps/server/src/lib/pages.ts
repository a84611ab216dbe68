/** A page of a list in the contract's paged shape (school document §3 "Paged list shape"). */
export function pageOf<T>(content: T[], total: number, size: number, number: number) {
  const totalPages = Math.ceil(total / size);
  return { content, totalPages, totalElements: total, size, number, first: number === 0, last: number >= totalPages - 1, empty: content.length === 0 };
}

/** The spec's page size for the agents and agencies directory (part 2 §9). */
export const DIRECTORY_PAGE_SIZE = 10;

/** The next page to ask for, or undefined once the last one is in. */
export function nextPage(
  last: { totalPages: number },
  _all: unknown[],
  lastPage: number,
): number | undefined {
  return lastPage < last.totalPages ? lastPage + 1 : undefined;
}

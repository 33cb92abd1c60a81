export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 10;

/** How many skeleton placeholders a list shows while its first page loads. */
export const SKELETON_COUNTS = {
  agents: 8,
  wishlist: 10,
  management: 10,
} as const;

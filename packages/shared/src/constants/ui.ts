/**
 * The fewest characters a clamped text shows before its ellipsis (the spec's truncation lengths). Text is cut by
 * the width available, at a word boundary, so wider screens show more; the full text stays in the page.
 */
export const CLAMP_MIN_CHARACTERS = {
  cardTitle: 15,
  place: 25,
  savedDescription: 30,
  officeAddress: 20,
  tableTitle: 25,
} as const;

export const TOAST_DURATION_MS = 3000;
export const TOAST_KINDS = ['success', 'error', 'info', 'warning', 'default'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Screens at least this wide use the desktop layout. */
export const MOBILE_BREAKPOINT_PX = 768;

// The spec names only the default; the palette is ours.
export const THEME_COLOURS = ['green', 'blue', 'purple', 'orange', 'red'] as const;
export type ThemeColour = (typeof THEME_COLOURS)[number];
export const DEFAULT_THEME_COLOUR: ThemeColour = 'green';

/** Home page sections: each shows only when its list has more than `minItemsExclusive` items. */
export const HOME_SECTIONS = {
  minItemsExclusive: 6,
  popular: 6,
  variety: 5,
  dreamRows: [6, 6],
} as const;

/** What a price shows when its exchange rate is missing. */
export const PRICE_UNAVAILABLE = '...';

/**
 * What a form says of a field left empty. Here rather than beside the schemas (contracts/common.ts re-exports
 * it): the listing page reads the property-type rule, which needs only this, and must not load zod and the
 * phone library to get it (first-load budget, docs/performance.md).
 */
export const REQUIRED_MESSAGE = 'This field is required';
